import { MESSAGES, ORDER_STATUSES, type OrderStatusCode, type SalesTableRow } from "@bitmarte/contracts";
import { Button, Stack, Text } from "@mantine/core";
import { IconDownload, IconTable } from "@tabler/icons-react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn, type SortState, sortRows } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { StatusBadge } from "../../ui/status-badge";
import type { ReportRange, ReportScope } from "./reports-model";
import { type CsvReport, type SalesTableSort, salesTableQuery, useExportReport } from "./reports.queries";

const PAGE_SIZES = [10, 20, 50, 100];

/** Downloads the server's CSV of one report for the chosen range. */
export function ExportButton({ scope, report, query, disabled, label }: { scope: ReportScope; report: CsvReport; query: Record<string, unknown>; disabled?: boolean; label: string }) {
  const exportCsv = useExportReport(scope);
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} />}
      loading={exportCsv.isPending}
      disabled={disabled}
      // The name starts with the visible words (WCAG 2.5.3, label in name).
      aria-label={`Export CSV of ${label}`}
      onClick={() =>
        exportCsv.mutate(
          { report, query },
          { onSuccess: (file) => notifySuccess(`Downloaded ${file.fileName}`), onError: (error) => notifyError(error) },
        )
      }
    >
      Export CSV
    </Button>
  );
}

const money = (amount: number) => <MoneyText amount={amount} size="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }} />;
export const moneyColumn = <T,>(key: string, header: string, value: (row: T) => number, bold = false): DataTableColumn<T> => ({
  key,
  header,
  align: "right",
  sortValue: value,
  cell: (row) => <MoneyText amount={value(row)} size="sm" fw={bold ? 600 : undefined} style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }} />,
});
export const countColumn = <T,>(key: string, header: string, value: (row: T) => number): DataTableColumn<T> => ({
  key,
  header,
  align: "right",
  sortValue: value,
  cell: (row) => <Text size="sm" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>{value(row).toLocaleString("en-NG")}</Text>,
});

/**
 * One of the smaller reports (at most 100 rows, largest first): sorted and paged here, with the
 * server's CSV of up to 10,000 rows.
 */
export function ReportListTable<T>({
  scope,
  caption,
  report,
  range,
  query,
  rows,
  columns,
  rowKey,
  emptyTitle,
  emptyDescription,
  defaultSort,
}: {
  scope: ReportScope;
  caption: string;
  report: CsvReport;
  range: ReportRange;
  query: UseQueryResult<unknown>;
  rows: T[] | undefined;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  emptyTitle: string;
  emptyDescription: string;
  defaultSort: SortState;
}) {
  const [sort, setSort] = useState<SortState>(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  // Every row is here (at most 100): the columns sort all of them, then the page is cut.
  const sortable = columns.map((c) => ({ ...c, serverSortable: !!c.sortValue }));
  const sorted = rows ? sortRows(rows, columns.find((c) => c.key === sort.by), sort.direction) : undefined;
  const visible = sorted?.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Stack gap="sm">
      <DataTable
        caption={caption}
        columns={sortable}
        rows={visible}
        rowKey={rowKey}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={
          query.isError && !query.data
            ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching }
            : null
        }
        empty={{ title: emptyTitle, description: emptyDescription, icon: <IconTable size={28} stroke={1.6} /> }}
        filters={<ExportButton scope={scope} report={report} query={{ ...range }} disabled={!rows?.length} label={caption} />}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        pagination={
          rows
            ? {
                page,
                pageSize,
                total: rows.length,
                onPageChange: setPage,
                pageSizes: PAGE_SIZES,
                onPageSizeChange: (size) => {
                  setPageSize(size);
                  setPage(1);
                },
              }
            : undefined
        }
      />
    </Stack>
  );
}

const SALES_SORTS: Record<string, SalesTableSort> = { date: "date", total: "total", grossSales: "grossSales", customer: "customerName", store: "storeName" };

/** Sales per order, paged and sorted by the server. */
export function SalesTable({ scope, range }: { scope: ReportScope; range: ReportRange }) {
  const [sort, setSort] = useState<SortState>({ by: "date", direction: "desc" });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const params = { ...range, page, limit: pageSize, sort: SALES_SORTS[sort.by] ?? "date", order: sort.direction };
  const query = useQuery(salesTableQuery(scope, params));
  const columns: DataTableColumn<SalesTableRow>[] = [
    {
      key: "date",
      header: "Order",
      primary: true,
      serverSortable: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
            {r.orderNumber}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            Paid {formatDateTime(r.date)}
          </Text>
        </Stack>
      ),
    },
    ...(scope === "admin" ? [{ key: "store", header: "Store", serverSortable: true, cell: (r: SalesTableRow) => <Text size="sm">{r.storeName}</Text> }] : []),
    { key: "customer", header: "Customer", serverSortable: true, cell: (r) => <Text size="sm">{r.customerName}</Text> },
    { key: "grossSales", header: "Gross sales", align: "right", serverSortable: true, cell: (r) => money(r.grossSales) },
    { key: "discounts", header: "Discounts", align: "right", cell: (r) => money(r.discounts) },
    { key: "shipping", header: "Shipping", align: "right", cell: (r) => money(r.shipping) },
    { key: "total", header: "Total", align: "right", serverSortable: true, cell: (r) => <MoneyText amount={r.total} size="sm" fw={600} style={{ whiteSpace: "nowrap" }} /> },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      cell: (r) => <StatusBadge status={ORDER_STATUSES[r.status as OrderStatusCode] ?? r.status} />,
    },
  ];
  return (
    <DataTable
      caption="Sales table"
      columns={columns}
      rows={query.data?.rows}
      rowKey={(r) => r.orderId}
      loading={query.isPending}
      refreshing={query.isPlaceholderData && query.isFetching}
      error={
        query.isError && !query.data
          ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching }
          : null
      }
      empty={{ title: "No sales in this range", description: "Paid orders show here by the day they were paid.", icon: <IconTable size={28} stroke={1.6} /> }}
      filters={
        <ExportButton
          scope={scope}
          report="sales-table"
          query={{ ...range, sort: params.sort, order: params.order }}
          disabled={!query.data?.count}
          label="sales table"
        />
      }
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      pagination={
        query.data
          ? {
              page,
              pageSize,
              total: query.data.count,
              onPageChange: setPage,
              pageSizes: PAGE_SIZES,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }
          : undefined
      }
      rowProps={(r) => ({ "data-testid": `sales-row-${r.orderName}` })}
    />
  );
}
