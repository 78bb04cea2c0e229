import { CHARGEBACK_STATUSES, type Chargeback, type ChargebackStatus, MESSAGES } from "@bitmarte/contracts";
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertOctagon, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { notifySuccess } from "../../ui/notify";
import { StatusBadge } from "../../ui/status-badge";
import { CHARGEBACK_STATUS_LABELS } from "./payouts-model";
import { chargebacksQuery, useDecideChargeback, useRecordChargeback } from "./payouts.queries";

const DECISIONS = [
  { value: "merchant_liable", label: "Merchant liable", hint: "Taken from the store's balance: netted from its next payouts." },
  { value: "platform_liable", label: "Platform liable", hint: "Bitmarte bears the loss; the store keeps its payout." },
  { value: "reject", label: "Reject (dispute won)", hint: "The provider gives the money back; nobody bears it." },
] as const;

/** Chargebacks: record one, list by status, decide the open ones. */
export function ChargebacksPanel({ status, page, onStatus, onPage }: { status?: ChargebackStatus; page: number; onStatus: (s: string | null) => void; onPage: (p: number) => void }) {
  const query = useQuery(chargebacksQuery({ status, page, limit: 20 }));
  const [recording, setRecording] = useState(false);
  const [deciding, setDeciding] = useState<Chargeback | null>(null);

  const columns: DataTableColumn<Chargeback>[] = [
    {
      key: "order",
      header: "Order",
      primary: true,
      cell: (c) => (
        <Stack gap={0}>
          <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
            {c.orderName}
          </Text>
          <Text size="xs" c="dimmed">
            {c.storeName}
          </Text>
        </Stack>
      ),
    },
    { key: "date", header: "Recorded", nowrap: true, cell: (c) => <Text size="sm">{formatDate(c.createdAt)}</Text> },
    { key: "reason", header: "Reason", cell: (c) => <Text size="sm">{c.reason}</Text> },
    { key: "source", header: "From", nowrap: true, hideOnMobile: true, cell: (c) => <Text size="sm">{c.source === "provider" ? "Payment provider" : "Admin"}</Text> },
    { key: "amount", header: "Amount", align: "right", nowrap: true, cell: (c) => <MoneyText amount={c.amount} fw={600} size="sm" /> },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      cell: (c) => (
        <StatusBadge
          status={CHARGEBACK_STATUS_LABELS[c.status]}
          tone={c.status === "open" ? "warning" : c.status === "rejected" ? "success" : c.status === "merchant_liable" ? "info" : "danger"}
        />
      ),
    },
    {
      key: "action",
      header: "Action",
      cell: (c) =>
        c.status === "open" ? (
          <Button size="xs" variant="light" onClick={() => setDeciding(c)} aria-label={`Decide chargeback on ${c.orderName}`}>
            Decide
          </Button>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            Decided {formatDate(c.decidedAt)}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={620}>
          A chargeback is money the payment provider took back from a disputed payment. Decide who bears it: the store (netted from its next payouts), the
          platform, or nobody when the dispute is won.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
          Record chargeback
        </Button>
      </Group>
      <DataTable
        caption="Chargebacks"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(c) => c.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError && !query.data ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch() } : null}
        empty={{
          title: status ? "No chargebacks with this status" : "No chargebacks",
          description: "Chargebacks reported by the payment provider, or recorded here, show in this list.",
          icon: <IconAlertOctagon size={28} stroke={1.6} />,
        }}
        filters={
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            data={CHARGEBACK_STATUSES.map((s) => ({ value: s, label: CHARGEBACK_STATUS_LABELS[s] }))}
            value={status ?? null}
            onChange={onStatus}
            w={{ base: "100%", xs: 220 }}
            size="sm"
          />
        }
        pagination={query.data ? { page, pageSize: 20, total: query.data.count, onPageChange: onPage } : undefined}
        rowProps={(c) => ({ "data-testid": `chargeback-row-${c.orderName}` })}
      />
      <RecordModal opened={recording} onClose={() => setRecording(false)} />
      <DecideModal chargeback={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function RecordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const record = useRecordChargeback();
  const [orderName, setOrderName] = useState("");
  const [storeName, setStoreName] = useState("");
  const [amount, setAmount] = useState<number | string>("");
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (opened) {
      record.reset();
      setOrderName("");
      setStoreName("");
      setAmount("");
      setReason("");
    }
  }, [opened]);
  const fieldError = (path: string) => (isApiError(record.error) ? record.error.errors.find((e) => e.path === path)?.message : undefined);
  const hasFieldErrors = isApiError(record.error) && record.error.errors.length > 0;
  // An order number shared by several stores' orders also needs the store: ask once the API says so.
  const [needsStore, setNeedsStore] = useState(false);
  const storeError = fieldError("storeName");
  useEffect(() => {
    if (storeError) setNeedsStore(true);
  }, [storeError]);
  useEffect(() => {
    if (opened) setNeedsStore(false);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="Record a chargeback" centered radius="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          record.mutate(
            { orderName: orderName.trim(), storeName: storeName.trim() || undefined, amount: typeof amount === "number" ? amount : Number.NaN, reason },
            {
              onSuccess: ({ message }) => {
                notifySuccess(message);
                onClose();
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Order number"
            description="As the customer and the store see it, e.g. BM-260101-ABC123"
            value={orderName}
            onChange={(e) => setOrderName(e.currentTarget.value)}
            error={fieldError("orderName")}
            required
            data-autofocus
          />
          {needsStore ? (
            <TextInput
              label="Store"
              description="This order number has orders from several stores: enter the store's name"
              value={storeName}
              onChange={(e) => setStoreName(e.currentTarget.value)}
              error={fieldError("storeName")}
              required
            />
          ) : null}
          <NumberInput label="Amount (₦)" min={0} decimalScale={2} thousandSeparator="," value={amount} onChange={setAmount} error={fieldError("amount")} required />
          <Textarea label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={fieldError("reason")} autosize minRows={2} required />
          {record.isError && !hasFieldErrors ? <Alert color="red">{errorMessage(record.error)}</Alert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DecideModal({ chargeback, onClose }: { chargeback: Chargeback | null; onClose: () => void }) {
  const decide = useDecideChargeback();
  const [decision, setDecision] = useState<string | null>(null);
  const [note, setNote] = useState("");
  useEffect(() => {
    if (chargeback) {
      decide.reset();
      setDecision(null);
      setNote("");
    }
  }, [chargeback]);
  return (
    <Modal opened={chargeback !== null} onClose={onClose} title="Decide chargeback" centered radius="lg">
      {chargeback ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!decision) return;
            decide.mutate(
              { id: chargeback.id, decision: decision as "merchant_liable" | "platform_liable" | "reject", note },
              {
                onSuccess: ({ message }) => {
                  notifySuccess(message);
                  onClose();
                },
              },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              <MoneyText amount={chargeback.amount} fw={600} /> on order {chargeback.orderName} ({chargeback.storeName}): {chargeback.reason}
            </Text>
            <Select
              label="Decision"
              placeholder="Choose who bears it"
              data={DECISIONS.map((d) => ({ value: d.value, label: d.label }))}
              value={decision}
              onChange={setDecision}
              description={DECISIONS.find((d) => d.value === decision)?.hint ?? "Who bears the chargeback"}
              required
              data-autofocus
            />
            <Textarea label="Note" description="Optional" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
            {decide.isError ? <Alert color="red">{errorMessage(decide.error)}</Alert> : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={decide.isPending} disabled={!decision}>
                Save decision
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
