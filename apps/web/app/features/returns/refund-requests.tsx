import { MESSAGES, REFUND_REQUEST_SORTS, REFUND_STATUSES, type RefundRequest } from "@bitmarte/contracts";
import { Alert, Anchor, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, formatNaira } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { notifySuccess } from "../../ui/notify";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge } from "../../ui/status-badge";
import { useListParams } from "../../ui/use-list-params";
import { METHOD_LABELS, REFUND_STATUS_LABELS, type RefundListParams, refundScope } from "./returns-model";
import { useDecideRefundRequest } from "./returns.mutations";
import { refundRequestsQuery } from "./returns.queries";

const PAGE_SIZE = 20;
const REFUND_SHORT = { pending: "Pending", approved: "Approved", rejected: "Rejected", paid: "Paid" } as const;

/**
 * Choose the amount, then confirm it (full or partial, in naira) before any money moves; a rejection asks
 * for the reason on its own step.
 */
function DecideModal({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const decide = useDecideRefundRequest();
  const [step, setStep] = useState<"choose" | "approve" | "reject">("choose");
  const [amount, setAmount] = useState<number | string>(request.requestedAmount);
  const [reason, setReason] = useState("");
  const value = typeof amount === "number" ? amount : Number.parseFloat(amount);
  const amountOk = Number.isFinite(value) && value > 0 && value <= request.requestedAmount;
  const done = ({ message }: { message: string }) => {
    notifySuccess(message);
    onClose();
  };
  const back = () => {
    decide.reset();
    setStep("choose");
  };
  const error = decide.isError ? (
    <Alert color="red" variant="light" role="alert">
      {errorMessage(decide.error, MESSAGES.somethingWentWrong)}
    </Alert>
  ) : null;
  return (
    <Modal opened onClose={onClose} title={step === "approve" ? "Confirm the refund" : step === "reject" ? "Reject the refund" : `Refund for ${request.orderNumber}`} centered radius="lg">
      {step === "choose" ? (
        <Stack gap="md">
          <Text size="sm">
            {request.customerName} asked for <MoneyText amount={request.requestedAmount} fw={600} /> back ({METHOD_LABELS[request.method].toLowerCase()}).
            {request.reason ? ` Reason: ${request.reason}` : ""}
          </Text>
          <NumberInput
            label="Amount to refund (₦)"
            description="Less than asked for a partial refund"
            value={amount}
            onChange={setAmount}
            min={0.01}
            max={request.requestedAmount}
            decimalScale={2}
            thousandSeparator=","
            prefix="₦"
            error={amountOk ? undefined : "Between ₦0.01 and what was asked"}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button color="red" variant="light" onClick={() => setStep("reject")}>
              Reject…
            </Button>
            <Button disabled={!amountOk} onClick={() => setStep("approve")}>
              Approve refund…
            </Button>
          </Group>
        </Stack>
      ) : step === "approve" ? (
        <Stack gap="md">
          <Text size="sm">
            Refund {formatNaira(value)} to {request.customerName} ({METHOD_LABELS[request.method].toLowerCase()}) for order {request.orderNumber}? This is{" "}
            {refundScope(value, request.requestedAmount, formatNaira)}. The money leaves at once and cannot be taken back.
          </Text>
          {error}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={back} disabled={decide.isPending}>
              Back
            </Button>
            <Button loading={decide.isPending} onClick={() => decide.mutate({ id: request.id, decision: "approve", amount: value }, { onSuccess: done })} data-autofocus>
              Refund {formatNaira(value)}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {request.customerName} gets nothing back for order {request.orderNumber}. Tell them why.
          </Text>
          <Textarea label="Reason (sent to the customer)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} minRows={3} required data-autofocus />
          {error}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={back} disabled={decide.isPending}>
              Back
            </Button>
            <Button
              color="red"
              disabled={reason.trim().length < 3}
              loading={decide.isPending}
              onClick={() => decide.mutate({ id: request.id, decision: "reject", reason: reason.trim() }, { onSuccess: done })}
            >
              Reject refund
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Every refund request, newest first, with a status filter; pending ones are decided here. */
export function RefundRequestsList() {
  const params = useListParams("r");
  const status = (params.get("status") as RefundListParams["status"] | null) ?? undefined;
  const order = serverSortFrom(params.get("sort"), REFUND_REQUEST_SORTS);
  const query = useQuery(refundRequestsQuery({ page: params.page, limit: PAGE_SIZE, status, sort: order.sort }));
  const [open, setOpen] = useState<RefundRequest | null>(null);
  const columns: DataTableColumn<RefundRequest>[] = [
    {
      key: "order",
      header: "Order",
      primary: true,
      cell: (q) => (
        <Stack gap={0}>
          {q.returnId ? (
            <Anchor component={Link} to={`/admin/returns/${q.returnId}`} fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
              {q.orderNumber}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
              {q.orderNumber}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {q.customerName} · {q.storeName}
          </Text>
        </Stack>
      ),
    },
    { key: "method", header: "To", nowrap: true, cell: (q) => <Text size="sm">{q.method === "gift_card" ? "Gift card" : "Original method"}</Text> },
    { key: "asked", header: "Asked", align: "right", nowrap: true, serverSortable: true, cell: (q) => <MoneyText amount={q.requestedAmount} size="sm" /> },
    {
      key: "refunded",
      header: "Refunded",
      align: "right",
      nowrap: true,
      serverSortable: true,
      cell: (q) => (q.amount === null ? <Text size="sm">—</Text> : <MoneyText amount={q.amount} size="sm" fw={600} />),
    },
    { key: "status", header: "Status", nowrap: true, cell: (q) => <StatusBadge status={REFUND_SHORT[q.status]} /> },
    { key: "date", header: "Since", nowrap: true, serverSortable: true, cell: (q) => <Text size="sm">{formatDateTime(q.createdAt)}</Text> },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (q) =>
        q.status === "pending" ? (
          <Button size="xs" onClick={() => setOpen(q)} aria-label={`Decide the refund for ${q.orderNumber}`}>
            Decide
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <DataTable
        caption="Refund requests"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(q) => q.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError && !query.data ? { message: errorMessage(query.error, MESSAGES.somethingWentWrong), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={{ title: status ? "No refund requests match" : "No refund requests yet", description: "A refund request opens when a store receives returned items.", icon: <IconCash size={28} stroke={1.6} /> }}
        filters={
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            data={REFUND_STATUSES.map((s) => ({ value: s, label: REFUND_STATUS_LABELS[s] }))}
            value={status ?? null}
            onChange={(v) => params.set("status", v)}
            w={{ base: "100%", xs: 240 }}
            size="sm"
          />
        }
        pagination={query.data ? { page: params.page, pageSize: PAGE_SIZE, total: query.data.count, onPageChange: params.setPage } : undefined}
        sort={order.state}
        onSortChange={(next) => params.set("sort", order.patch(next).sort)}
        rowProps={(q) => ({ "data-testid": `refund-row-${q.orderName}` })}
      />
      {open ? <DecideModal request={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
