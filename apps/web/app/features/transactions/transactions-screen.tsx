import { MESSAGES, TRANSACTION_SORTS, TRANSACTION_STATUSES, type Transaction } from "@bitmarte/contracts";
import { Anchor, Button, Select, Stack, Text } from "@mantine/core";
import { IconDownload, IconFilterOff, IconReceipt } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { DateRangeField } from "../../ui/date-range-field";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { TransactionDrawer } from "./transaction-detail";
import { TransactionStatusBadge } from "./transaction-status-badge";
import { TransactionsChart } from "./transactions-chart";
import { useExportTransactions } from "./transactions-export";
import {
  filtersFromParams,
  TRANSACTION_STATUS_LABELS,
  type TransactionFilters,
  type TransactionScope,
} from "./transactions-model";
import { transactionsQuery } from "./transactions.queries";

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;
const DETAIL_PARAM = "transaction";

const COPY: Record<TransactionScope, { description: string; empty: string }> = {
  merchant: {
    description: "Payments for your store's orders. Amounts are your store's share of each checkout.",
    empty: "Payments for your orders will show here once customers check out.",
  },
  admin: {
    description: "Every payment on the platform, with fees and the customer's card details.",
    empty: "Payments will show here once customers check out.",
  },
};

/** Paging, order, filters and the open transaction, all kept in the address. */
function useTransactionParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "" || (name === "page" && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          if (resetPage && !("page" in changes)) next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const get = (name: string) => params.get(name);
  const page = Math.max(1, Number.parseInt(get("page") ?? "1", 10) || 1);
  const sizeParam = Number.parseInt(get("size") ?? "", 10);
  const pageSize = PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const search = get("q") ?? "";
  const filters = filtersFromParams(get, search);
  return { page, pageSize, search, filters, order: serverSortFrom(get("sort"), TRANSACTION_SORTS), openId: get(DETAIL_PARAM), update };
}

function hasFilters(f: TransactionFilters): boolean {
  return !!(f.status || f.search || f.startDate || f.endDate);
}

/** Transactions of the merchant's store or of the whole platform: chart, filters, table, CSV export and details. */
export function TransactionsScreen({ scope }: { scope: TransactionScope }) {
  const { page, pageSize, search, filters, order, openId, update } = useTransactionParams();
  const query = useQuery(transactionsQuery(scope, { ...filters, page, limit: pageSize, sort: order.sort }));
  const exportCsv = useExportTransactions(scope);
  const filtered = hasFilters(filters);


  const open = (t: Transaction) => update({ [DETAIL_PARAM]: t.id }, false);
  const columns: DataTableColumn<Transaction>[] = [
    {
      key: "order",
      header: "Order",
      primary: true,
      cell: (t) => (
        <Stack gap={0}>
          <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => open(t)} aria-label={`View transaction ${t.orderName}`}>
            {t.orderName}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            {t.reference}
          </Text>
        </Stack>
      ),
    },
    {
      key: "date",
      header: "Date",
      nowrap: true,
      serverSortable: true,
      cell: (t) => <Text size="sm">{formatDateTime(t.date)}</Text>,
    },
    {
      key: "customer",
      header: "Customer",
      serverSortable: true,
      cell: (t) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm">{t.customerName}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t.customerEmail}
          </Text>
        </Stack>
      ),
    },
    {
      key: "channel",
      header: "Channel",
      cell: (t) => (
        <Text size="sm" tt="capitalize">
          {t.paymentChannel ?? "—"}
        </Text>
      ),
    },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      serverSortable: true,
      cell: (t) => <TransactionStatusBadge status={t.status} />,
    },
    {
      key: "amount",
      header: "Amount",
      align: "right",
      nowrap: true,
      serverSortable: true,
      cell: (t) => <MoneyText amount={t.amount} fw={600} size="sm" />,
    },
  ];


  const runExport = () =>
    exportCsv.mutate({ ...filters, sort: order.sort }, {
      onSuccess: (file) => notifySuccess(`Downloaded ${file.fileName}`),
      onError: (error) => notifyError(error),
    });

  const filterControls = (
    <>
      <Select
        label="Status"
        placeholder="All statuses"
        clearable
        data={TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] }))}
        value={filters.status ?? null}
        onChange={(value) => update({ status: value })}
        w={{ base: "100%", xs: 170 }}
        size="sm"
      />
      <DateRangeField startDate={filters.startDate} endDate={filters.endDate} onChange={(from, to) => update({ from, to })} />
      {filtered ? (
        <Button variant="subtle" size="sm" leftSection={<IconFilterOff size={16} />} onClick={() => update({ status: null, from: null, to: null, q: null })}>
          Clear filters
        </Button>
      ) : null}
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Transactions"
        description={COPY[scope].description}
        mb={0}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={runExport}
            loading={exportCsv.isPending}
            disabled={query.data?.count === 0}
          >
            Export CSV
          </Button>
        }
      />
      <TransactionsChart scope={scope} filters={filters} />
      <DataTable
        caption="Transactions"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(t) => t.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={
          query.isError && !query.data
            ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching }
            : null
        }
        empty={{
          title: filtered ? "No transactions match" : "No transactions yet",
          description: filtered ? "Try another status, date range or search." : COPY[scope].empty,
          icon: <IconReceipt size={28} stroke={1.6} />,
        }}
        search={{ label: "Search", value: search, onChange: (value) => update({ q: value }), placeholder: "Order, reference, customer or email", debounceMs: 400 }}
        filters={filterControls}
        sort={order.state}
        onSortChange={(next) => update(order.patch(next))}
        pagination={
          query.data
            ? {
                page,
                pageSize,
                total: query.data.count,
                onPageChange: (next) => update({ page: next }, false),
                pageSizes: PAGE_SIZES,
                onPageSizeChange: (size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : size }),
              }
            : undefined
        }
        rowProps={(t) => ({ "data-testid": `transaction-row-${t.orderName}`, bg: t.id === openId ? "brand.0" : undefined })}
      />
      <TransactionDrawer scope={scope} id={openId} onClose={() => update({ [DETAIL_PARAM]: null }, false)} />
    </Stack>
  );
}
