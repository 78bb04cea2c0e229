import { MERCHANT_PAYMENT_STATUSES, MESSAGES, type MerchantPayment } from "@bitmarte/contracts";
import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { IconDownload, IconWallet } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { DataTable, type DataTableColumn, type SortState } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { StatusBadge } from "../../ui/status-badge";
import { DateRangeField } from "../../ui/date-range-field";
import { type PayoutAction, PayoutActionButton, PayoutActionDialogs } from "./payout-actions";
import { PAYOUT_STATUS_LABELS, type PayoutFilters, type PayoutScope, type PayoutSort, transferNote } from "./payouts-model";
import { payoutsQuery, useExportPayouts } from "./payouts.queries";

const PAGE_SIZES = [10, 20, 50, 100];
const SORT_OPTIONS: { value: PayoutSort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "amount_desc", label: "Largest amount" },
  { value: "amount_asc", label: "Smallest amount" },
];

/** Payouts with status tabs, a date range, sorting, paging and CSV; admins approve and process from the rows. */
export function PayoutsList({
  scope,
  filters,
  page,
  pageSize,
  update,
}: {
  scope: PayoutScope;
  filters: PayoutFilters;
  page: number;
  pageSize: number;
  update: (changes: Record<string, string | number | null>, resetPage?: boolean) => void;
}) {
  const query = useQuery(payoutsQuery(scope, { ...filters, page, limit: pageSize }));
  const exportCsv = useExportPayouts(scope);
  const filtered = Boolean(filters.status || filters.startDate);
  const [action, setAction] = useState<PayoutAction>(null);
  // "Sending" exists only where a transfer provider sends payouts (or a payout is on its way).
  const rows = query.data?.rows ?? [];
  const showSending = filters.status === "sending" || rows.some((r) => r.sendMode === "provider" || r.status === "sending");
  const statuses = MERCHANT_PAYMENT_STATUSES.filter((s) => s !== "sending" || showSending);
  const statusOptions = [{ value: "all", label: "All" }, ...statuses.map((s) => ({ value: s, label: PAYOUT_STATUS_LABELS[s] }))];
  // "All" and four statuses do not fit a phone: there the status is a select.
  const narrowSelect = statuses.length > 3;

  const columns: DataTableColumn<MerchantPayment>[] = [
    {
      key: "order",
      header: "Order",
      primary: true,
      cell: (p) => (
        <Stack gap={0}>
          <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
            {p.orderNumber}
          </Text>
          {scope === "admin" ? (
            <Anchor component={Link} to={`/admin/payouts/statement?merchantId=${p.merchantId}`} size="xs" c="dimmed" aria-label={`Statement of ${p.storeName}`}>
              {p.storeName}
            </Anchor>
          ) : null}
        </Stack>
      ),
    },
    { key: "completed", header: "Due since", nowrap: true, serverSortable: true, cell: (p) => <Text size="sm">{formatDate(p.completedAt ?? p.createdAt)}</Text> },
    { key: "total", header: "Sale", align: "right", nowrap: true, hideOnMobile: true, cell: (p) => <MoneyText amount={p.totalOrderAmount} size="sm" /> },
    { key: "commission", header: "Commission", align: "right", nowrap: true, hideOnMobile: true, cell: (p) => <MoneyText amount={-p.commission} size="sm" c="dimmed" /> },
    {
      key: "netted",
      header: "Netted",
      align: "right",
      nowrap: true,
      cell: (p) => (p.adjustments > 0 ? <MoneyText amount={-p.adjustments} size="sm" c="red.7" /> : <Text size="sm" c="dimmed">—</Text>),
    },
    {
      key: "amount",
      header: "Amount",
      align: "right",
      nowrap: true,
      serverSortable: true,
      cell: (p) => <MoneyText amount={p.amount} fw={600} size="sm" />,
    },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      cell: (p) => {
        const note = transferNote(p, scope);
        return (
        <Stack gap={2} maw={220}>
          <StatusBadge
            status={PAYOUT_STATUS_LABELS[p.status]}
            tone={p.status === "pending" ? "warning" : p.status === "approved" ? (note ? "danger" : "info") : p.status === "sending" ? "info" : "success"}
          />
          {note ? (
            <Text size="xs" c={note.tone === "danger" ? "red.7" : "dimmed"} style={{ whiteSpace: "normal" }} data-testid={`transfer-note-${p.orderName}`}>
              {note.text}
            </Text>
          ) : null}
          {p.status === "processed" ? (
            // Provider references are long (bmpo-<uuid>): they wrap rather than widen the table.
            <Text size="xs" c="dimmed" style={{ whiteSpace: "normal", overflowWrap: "anywhere" }}>
              {formatDate(p.processedAt)} · {p.transferReference}
            </Text>
          ) : p.status === "approved" && !note ? (
            <Text size="xs" c="dimmed">
              {formatDate(p.approvedAt)}
            </Text>
          ) : null}
        </Stack>
        );
      },
    },
    ...(scope === "admin"
      ? [
          { key: "actions", header: "Action", nowrap: true, cell: (p: MerchantPayment) => <PayoutActionButton payout={p} onAction={setAction} /> },
        ]
      : []),
  ];

  const sort: SortState =
    filters.sort === "oldest"
      ? { by: "completed", direction: "asc" }
      : filters.sort === "amount_desc"
        ? { by: "amount", direction: "desc" }
        : filters.sort === "amount_asc"
          ? { by: "amount", direction: "asc" }
          : { by: "completed", direction: "desc" };
  const onSortChange = (next: SortState) => {
    const value: PayoutSort = next.by === "amount" ? (next.direction === "asc" ? "amount_asc" : "amount_desc") : next.direction === "asc" ? "oldest" : "newest";
    update({ sort: value === "newest" ? null : value }, false);
  };

  const runExport = () =>
    exportCsv.mutate(filters, {
      onSuccess: (fileName) => notifySuccess(`Downloaded ${fileName}`),
      onError: (error) => notifyError(error),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Payout status"
          value={filters.status ?? "all"}
          onChange={(value) => update({ status: value === "all" ? null : value })}
          data={statusOptions}
          visibleFrom={narrowSelect ? "sm" : undefined}
        />
        {narrowSelect ? (
          <Select
            aria-label="Payout status"
            hiddenFrom="sm"
            data={statusOptions}
            value={filters.status ?? "all"}
            onChange={(value) => update({ status: !value || value === "all" ? null : value })}
            allowDeselect={false}
            w="100%"
            size="sm"
          />
        ) : null}
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={runExport} loading={exportCsv.isPending} disabled={query.data?.count === 0}>
          Export CSV
        </Button>
      </Group>
      <DataTable
        caption="Payouts"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(p) => p.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={
          query.isError && !query.data
            ? { message: errorMessage(query.error, MESSAGES.getPaymentReportFailed), onRetry: () => void query.refetch(), retrying: query.isFetching }
            : null
        }
        empty={{
          title: filtered ? "No payouts match" : "No payouts yet",
          description: filtered
            ? "Try another status or date range."
            : scope === "admin"
              ? "A payout appears when an order completes (its 7-day return window closes)."
              : "Each completed order's due shows here: pending until approved, then paid to your bank account.",
          icon: <IconWallet size={28} stroke={1.6} />,
        }}
        filters={
          <>
            <DateRangeField startDate={filters.startDate} endDate={filters.endDate} onChange={(from, to) => update({ from, to })} label="Due between" />
            <Select
              label="Sort"
              data={SORT_OPTIONS}
              value={filters.sort}
              onChange={(value) => update({ sort: value === "newest" ? null : value }, false)}
              allowDeselect={false}
              w={{ base: "100%", xs: 170 }}
              size="sm"
            />
          </>
        }
        sort={sort}
        onSortChange={onSortChange}
        pagination={
          query.data
            ? {
                page,
                pageSize,
                total: query.data.count,
                onPageChange: (next) => update({ page: next }, false),
                pageSizes: PAGE_SIZES,
                onPageSizeChange: (size) => update({ size: size === 20 ? null : size }),
              }
            : undefined
        }
        rowProps={(p) => ({ "data-testid": `payout-row-${p.orderName}` })}
      />
      {scope === "admin" ? <PayoutActionDialogs action={action} onClose={() => setAction(null)} /> : null}
    </Stack>
  );
}

export function pageParams(get: (name: string) => string | null): { page: number; pageSize: number } {
  const page = Math.max(1, Number.parseInt(get("page") ?? "1", 10) || 1);
  const size = Number.parseInt(get("size") ?? "", 10);
  return { page, pageSize: PAGE_SIZES.includes(size) ? size : 20 };
}
