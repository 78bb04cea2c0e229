import {
  MESSAGES,
  SELLER_HEALTH_APPEAL_STATUSES,
  SELLER_HEALTH_LEVEL_LABELS,
  type SellerHealthAppeal,
  type SellerHealthSettings,
  UpdateSellerHealthSettingsSchema,
} from "@bitmarte/contracts";
import { Badge, Button, Group, Modal, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconHeartbeat } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDate, formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { FormFailure, schemaErrors } from "../../ui/form-errors";
import { notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { useListParams } from "../../ui/use-list-params";
import { LevelBadge, measureText } from "./health-parts";
import { useDecideAppeal, useRecomputeAll, useSaveHealthSettings } from "./sellerhealth.mutations";
import { appealsQuery, healthSettingsQuery, storeHealthQuery } from "./sellerhealth.queries";

const PAGE_SIZE = 20;
type SettingsForm = Omit<SellerHealthSettings, "updatedAt">;
const FIELDS: { key: keyof SettingsForm; label: string; description: string; max: number }[] = [
  { key: "warningBelow", label: "Warning below", description: "The merchant sees a warning", max: 100 },
  { key: "demotionBelow", label: "Lower in search below", description: "The store's products rank lower", max: 100 },
  { key: "payoutHoldBelow", label: "Payout hold below", description: "Payouts to the store are refused", max: 100 },
  { key: "appealGraceDays", label: "Appeal grace (days)", description: "Good standing after an accepted appeal", max: 90 },
];

function SettingsPanel() {
  const query = useQuery(healthSettingsQuery());
  const save = useSaveHealthSettings();
  const recompute = useRecomputeAll();
  const [values, setValues] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data && values === null) {
      const { updatedAt: _updatedAt, ...rest } = query.data;
      setValues(rest);
    }
  }, [query.data, values]);

  if (query.isError) return <ErrorState message={errorMessage(query.error, MESSAGES.errorOccurred)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!values) return <Skeleton h={180} radius="md" />;
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const found = schemaErrors(UpdateSellerHealthSettingsSchema, values);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          save.mutate(values, { onSuccess: (res) => notifySuccess(res.message) });
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Thresholds
          </Title>
          <Text size="sm" c="dimmed">
            Scores run from 0 to 100. Each level starts below its threshold, and they must go down: warning, then lower in search, then payout hold. Changes apply to every
            store at once (a recompute is queued).
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {FIELDS.map((f) => (
              <NumberInput
                key={f.key}
                label={f.label}
                description={f.description}
                min={1}
                max={f.max}
                allowDecimal={false}
                value={values[f.key]}
                onChange={(v) => setValues({ ...values, [f.key]: typeof v === "number" ? v : Number.parseInt(v, 10) || 0 })}
                error={errors[f.key]}
              />
            ))}
          </SimpleGrid>
          <FormFailure error={save.error} />
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              {query.data?.updatedAt ? `Last changed ${formatDateTime(query.data.updatedAt)}` : "Defaults in use"}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                loading={recompute.isPending}
                onClick={() => recompute.mutate(undefined, { onSuccess: (res) => notifySuccess(res.message) })}
              >
                Recompute every store
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save thresholds
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DecideModal({ appeal, onClose }: { appeal: SellerHealthAppeal | null; onClose: () => void }) {
  const decide = useDecideAppeal();
  const [decision, setDecision] = useState<"accept" | "reject">("accept");
  const [reason, setReason] = useState("");
  const health = useQuery({ ...storeHealthQuery(appeal?.storeId ?? ""), enabled: appeal !== null });
  const close = () => {
    decide.reset();
    setDecision("accept");
    setReason("");
    onClose();
  };
  return (
    <Modal opened={appeal !== null} onClose={close} title={appeal ? `Appeal from ${appeal.storeName}` : "Appeal"} centered size="lg">
      {appeal ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            decide.mutate(
              { id: appeal.id, body: { decision, reason: reason.trim() || undefined } },
              {
                onSuccess: (res) => {
                  notifySuccess(res.message);
                  close();
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <Group gap="xs">
              <LevelBadge level={appeal.level} />
              <Text size="sm">Score {appeal.score} when appealed</Text>
            </Group>
            <Text size="sm" fs="italic">
              “{appeal.reason}”
            </Text>
            {health.data ? (
              <Stack gap={2}>
                {health.data.factors.map((f) => (
                  <Text size="xs" key={f.key}>
                    {f.label}: {f.points} / {f.weight} — {measureText(f)}
                  </Text>
                ))}
              </Stack>
            ) : null}
            <SegmentedControl
              value={decision}
              onChange={(v) => setDecision(v as "accept" | "reject")}
              data={[
                { value: "accept", label: "Accept" },
                { value: "reject", label: "Reject" },
              ]}
              aria-label="Decision"
            />
            <Text size="xs" c="dimmed">
              {decision === "accept"
                ? "The store returns to good standing for the appeal grace days; after that its score decides again."
                : "The level stays; the merchant reads your reason."}
            </Text>
            <Textarea
              label={decision === "reject" ? "Reason for the merchant" : "Note for the merchant (optional)"}
              required={decision === "reject"}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            <FormFailure error={decide.error} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button type="submit" color={decision === "reject" ? "red" : undefined} loading={decide.isPending} disabled={decision === "reject" && reason.trim().length < 3}>
                {decision === "accept" ? "Accept appeal" : "Reject appeal"}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

const STATUS_LABELS: Record<SellerHealthAppeal["status"], string> = { pending: "Waiting", accepted: "Accepted", rejected: "Rejected" };

function AppealsTable() {
  const list = useListParams("appeals_");
  const status = list.get("status");
  const query = useQuery(
    appealsQuery({
      page: list.page,
      limit: PAGE_SIZE,
      status: (SELLER_HEALTH_APPEAL_STATUSES as readonly string[]).includes(status ?? "") ? (status as SellerHealthAppeal["status"]) : undefined,
    }),
  );
  const [acting, setActing] = useState<SellerHealthAppeal | null>(null);
  const columns: DataTableColumn<SellerHealthAppeal>[] = [
    { key: "store", header: "Store", primary: true, cell: (a) => <Text fw={600} size="sm">{a.storeName}</Text> },
    { key: "level", header: "Level appealed", cell: (a) => `${SELLER_HEALTH_LEVEL_LABELS[a.level]} (score ${a.score})`, nowrap: true },
    { key: "reason", header: "Merchant's reason", cell: (a) => <Text size="sm" lineClamp={3}>{a.reason}</Text> },
    {
      key: "status",
      header: "Status",
      cell: (a) => (
        <Badge variant="light" tt="none" color={a.status === "accepted" ? "brand" : a.status === "rejected" ? "red" : "blue"}>
          {STATUS_LABELS[a.status]}
        </Badge>
      ),
      nowrap: true,
    },
    { key: "date", header: "Sent", cell: (a) => formatDate(a.createdAt), nowrap: true },
    {
      key: "actions",
      header: "Decision",
      cell: (a) =>
        a.status === "pending" ? (
          <Button size="xs" onClick={() => setActing(a)} aria-label={`Decide the appeal from ${a.storeName}`}>
            Decide
          </Button>
        ) : (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {a.decisionReason ?? (a.decidedAt ? formatDate(a.decidedAt) : "")}
          </Text>
        ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Appeals"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(a) => a.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        filters={
          <Select
            label="Status"
            size="sm"
            w={{ base: "100%", xs: 170 }}
            data={[{ value: "", label: "All" }, ...SELLER_HEALTH_APPEAL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
            value={status ?? ""}
            onChange={(value) => list.set("status", value || null)}
            allowDeselect={false}
          />
        }
        empty={{ title: status ? "No appeal matches" : "No appeals yet", icon: <IconHeartbeat size={28} stroke={1.6} /> }}
        pagination={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.count ?? 0, onPageChange: list.setPage }}
      />
      <DecideModal appeal={acting} onClose={() => setActing(null)} />
    </>
  );
}

/** The admin's seller health page: the thresholds and the merchants' appeals. */
export function AdminHealthScreen() {
  return (
    <>
      <PageHeader
        title="Seller health"
        description="Every store gets a 0–100 score from its last 90 days. Set where a warning, lower search placement and a payout hold begin, and decide merchants' appeals."
      />
      <Stack gap="lg">
        <SettingsPanel />
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Appeals
          </Title>
          <AppealsTable />
        </Stack>
      </Stack>
    </>
  );
}
