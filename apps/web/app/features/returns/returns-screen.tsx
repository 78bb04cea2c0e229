import { MESSAGES, RETURN_SORTS, RETURN_STATUSES, RETURN_STORE_DECISION_DAYS, type ReturnedOrder, type ReturnStatus } from "@bitmarte/contracts";
import { Anchor, Badge, Button, Checkbox, Group, ScrollArea, Select, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import { IconArrowBackUp, IconFilterOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { DateRangeField } from "../../ui/date-range-field";
import { MoneyText } from "../../ui/money-text";
import { serverSortFrom } from "../../ui/server-sort";
import { StatCard } from "../../ui/stat-card";
import { useListParams } from "../../ui/use-list-params";
import { ReturnStatusBadge } from "./return-status-badge";
import { RETURN_STATUS_LABELS, type ReturnScope, TYPE_LABELS } from "./returns-model";
import { returnCountsQuery, returnsQuery } from "./returns.queries";

const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_SIZE = 20;

const FIGURES = [
  { status: "requested", label: "Waiting for the store", color: "yellow" },
  { status: "accepted", label: "Being picked up", color: "blue" },
  { status: "received", label: "Back, to decide", color: "grape" },
  { status: "refunded", label: "Refunded", color: "brand" },
] as const;

/** Returns of the merchant's store or of every store: figures per step, status tabs, type and date filters, paging. */
export function ReturnsList({ scope, basePath }: { scope: ReturnScope; basePath: string }) {
  const params = useListParams();
  const status = (params.get("status") as ReturnStatus | null) ?? undefined;
  const type = (params.get("type") as "refund" | "replace" | null) ?? undefined;
  const startDate = params.get("from") ?? undefined;
  const endDate = params.get("to") ?? undefined;
  const sizeParam = Number.parseInt(params.get("size") ?? "", 10);
  const pageSize = PAGE_SIZES.includes(sizeParam) ? sizeParam : DEFAULT_SIZE;
  const stuck = scope === "admin" && params.get("stuck") === "1" ? ("true" as const) : undefined;
  const order = serverSortFrom(params.get("sort"), RETURN_SORTS);
  const query = useQuery(returnsQuery(scope, { page: params.page, limit: pageSize, status, type, startDate, endDate, stuck, sort: order.sort }));
  const counts = useQuery(returnCountsQuery(scope, startDate, endDate));
  const filtered = !!(type || startDate || endDate || stuck);

  const columns: DataTableColumn<ReturnedOrder>[] = [
    {
      key: "order",
      header: "Order",
      primary: true,
      cell: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`${basePath}/${r.id}`} fw={600} size="sm" aria-label={`Open the return of order ${r.orderNumber}`}>
            {r.orderNumber}
          </Anchor>
          {scope === "admin" ? (
            <Text size="xs" c="dimmed">
              {r.storeName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: "customer", header: "Customer", serverSortable: true, cell: (r) => <Text size="sm">{r.customerName}</Text> },
    {
      key: "items",
      header: "Items",
      cell: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.products.map((p) => `${p.quantity} × ${p.productName}`).join(", ")}
        </Text>
      ),
    },
    { key: "type", header: "Type", nowrap: true, cell: (r) => <Text size="sm">{TYPE_LABELS[r.type]}</Text> },
    { key: "amount", header: "Value", align: "right", nowrap: true, serverSortable: true, cell: (r) => <MoneyText amount={r.amount ?? 0} size="sm" fw={600} /> },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      cell: (r) => (
        <Stack gap={4} align="flex-start">
          <ReturnStatusBadge status={r.status} />
          {scope === "admin" && r.stuckWithStore ? (
            <Badge color="red" variant="light" size="sm" title={`The store has not answered for ${RETURN_STORE_DECISION_DAYS} days or more`}>
              Stuck with store
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    { key: "date", header: "Asked", nowrap: true, serverSortable: true, cell: (r) => <Text size="sm">{formatDateTime(r.createdAt)}</Text> },
  ];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {FIGURES.map((f) => (
          <StatCard key={f.status} label={f.label} value={counts.data?.[f.status] ?? 0} loading={counts.isPending} color={f.color} />
        ))}
      </SimpleGrid>
      <ScrollArea type="never">
        <Tabs value={status ?? "all"} onChange={(v) => params.set("status", v === "all" ? null : v)}>
          <Tabs.List style={{ flexWrap: "nowrap" }}>
            <Tabs.Tab value="all">All</Tabs.Tab>
            {RETURN_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
      <DataTable
        caption="Returns"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(r) => r.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData && query.isFetching}
        error={query.isError && !query.data ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
        empty={{
          title: status || filtered ? "No returns match" : "No returns yet",
          description: status || filtered ? "Try another status, type or date range." : "Returns customers ask for will show here.",
          icon: <IconArrowBackUp size={28} stroke={1.6} />,
        }}
        filters={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Type"
              placeholder="All types"
              clearable
              data={[
                { value: "refund", label: "Refunds" },
                { value: "replace", label: "Replacements" },
              ]}
              value={type ?? null}
              onChange={(v) => params.set("type", v)}
              w={{ base: "100%", xs: 200 }}
              size="sm"
            />
            <DateRangeField
              label="Asked between"
              startDate={startDate}
              endDate={endDate}
              onChange={(from, to) => {
                params.set("from", from);
                params.set("to", to);
              }}
            />
            {scope === "admin" ? (
              <Checkbox
                label={`Stuck with the store (${RETURN_STORE_DECISION_DAYS}+ days unanswered)`}
                checked={!!stuck}
                onChange={(e) => params.set("stuck", e.currentTarget.checked ? "1" : null)}
                mb={6}
              />
            ) : null}
            {filtered ? (
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconFilterOff size={16} />}
                onClick={() => {
                  params.set("type", null);
                  params.set("from", null);
                  params.set("to", null);
                  params.set("stuck", null);
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </Group>
        }
        pagination={
          query.data
            ? {
                page: params.page,
                pageSize,
                total: query.data.count,
                onPageChange: params.setPage,
                pageSizes: PAGE_SIZES,
                onPageSizeChange: (size) => params.set("size", size === DEFAULT_SIZE ? null : String(size)),
              }
            : undefined
        }
        sort={order.state}
        onSortChange={(next) => params.set("sort", order.patch(next).sort)}
        rowProps={(r) => ({ "data-testid": `return-row-${r.orderName}` })}
      />
    </Stack>
  );
}
