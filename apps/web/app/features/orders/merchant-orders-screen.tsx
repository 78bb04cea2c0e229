import { MESSAGES, ORDER_STATUS_CODES, type OrderStatusCode } from "@bitmarte/contracts";
import { Badge, Button, ScrollArea, Stack, Tabs } from "@mantine/core";
import { IconFilterOff, IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { DataTable } from "../../ui/data-table";
import { DateRangeField } from "../../ui/date-range-field";
import { PageHeader } from "../../ui/page-header";
import { knownName } from "./order-actions";
import { orderColumns } from "./order-columns";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, useOrderListParams } from "./order-list-params";
import { ordersQuery, statusCountsOf } from "./orders.queries";
import { useNow } from "./use-now";

/** Tabs always shown; the other statuses get a tab only while they hold orders. */
const MAIN_TABS: readonly OrderStatusCode[] = ["pending", "confirmed", "ready_to_ship", "delivered", "cancelled"];
/** Every status a store sees: all but awaiting payment (unpaid orders are not the store's yet). */
export const MERCHANT_TAB_STATUSES: readonly OrderStatusCode[] = ORDER_STATUS_CODES.filter((s) => s !== "awaiting_payment");

/** The tabs to show: All, the main statuses, and any other status that holds orders. */
export function visibleTabs(counts: Partial<Record<OrderStatusCode, number>>, active?: OrderStatusCode): OrderStatusCode[] {
  return MERCHANT_TAB_STATUSES.filter((s) => MAIN_TABS.includes(s) || (counts[s] ?? 0) > 0 || s === active);
}

/** The store's orders: status tabs with counts, search, dates, and a page of orders. */
export function MerchantOrdersScreen() {
  const { page, pageSize, search, status, startDate, endDate, order, update } = useOrderListParams();
  const filters = { search: search || undefined, startDate, endDate };
  const list = useQuery(ordersQuery("merchant", { ...filters, status, sort: order.sort, page, limit: pageSize }));
  // Every page carries the counts per status for the same filters, so the tabs need no extra calls.
  const counts = statusCountsOf(list.data) ?? {};
  const all = list.data ? Object.values(counts).reduce((n, c) => n + (c ?? 0), 0) : undefined;
  const now = useNow();
  const filtered = !!(search || startDate || endDate);
  const columns = orderColumns({ href: (o) => `/merchant/orders/${o.id}`, now });

  const tabLabel = (label: string, count: number | undefined) => (
    <>
      {label}
      {count !== undefined ? (
        <Badge size="sm" variant="light" color="gray" ml={6} radius="sm" aria-label={`${count} orders`}>
          {count}
        </Badge>
      ) : null}
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader title="Orders" description="Accept new orders, pack them, and follow them to the customer." mb={0} />
      <Tabs value={status ?? "all"} onChange={(value) => update({ status: value === "all" ? null : value })} keepMounted={false}>
        <ScrollArea type="scroll" scrollbarSize={4}>
          <Tabs.List style={{ flexWrap: "nowrap" }} aria-label="Order status">
            <Tabs.Tab value="all" style={{ whiteSpace: "nowrap" }}>
              {tabLabel("All", all)}
            </Tabs.Tab>
            {visibleTabs(counts, status).map((s) => (
              <Tabs.Tab key={s} value={s} style={{ whiteSpace: "nowrap" }} data-testid={`tab-${s}`}>
                {tabLabel(knownName(s), list.data ? (counts[s] ?? 0) : undefined)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
      </Tabs>
      <DataTable
        caption={status ? `${knownName(status)} orders` : "Orders"}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(o) => o.id}
        loading={list.isPending}
        refreshing={list.isPlaceholderData && list.isFetching}
        error={list.isError && !list.data ? { message: errorMessage(list.error, MESSAGES.loadOrdersFailed), onRetry: () => void list.refetch(), retrying: list.isFetching } : null}
        search={{ label: "Search", value: search, onChange: (value) => update({ q: value }), placeholder: "Order number or customer", debounceMs: 400 }}
        filters={
          <>
            <DateRangeField label="Placed between" startDate={startDate} endDate={endDate} onChange={(from, to) => update({ from, to })} />
            {filtered ? (
              <Button variant="subtle" size="sm" leftSection={<IconFilterOff size={16} />} onClick={() => update({ q: null, from: null, to: null })}>
                Clear filters
              </Button>
            ) : null}
          </>
        }
        empty={{
          icon: <IconShoppingCart size={28} stroke={1.6} />,
          title: status ? `No ${knownName(status).toLowerCase()} orders` : filtered ? "No orders match" : "No orders yet",
          description: filtered ? "Try another search or date range." : "Orders appear here once customers pay for them.",
        }}
        pagination={
          list.data
            ? {
                page,
                pageSize,
                total: list.data.count,
                onPageChange: (next) => update({ page: next }, false),
                pageSizes: PAGE_SIZES,
                onPageSizeChange: (size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : size }),
              }
            : undefined
        }
        sort={order.state}
        onSortChange={(next) => update(order.patch(next))}
        rowProps={(o) => ({ "data-testid": `order-row-${o.orderNumber}` })}
      />
    </Stack>
  );
}
