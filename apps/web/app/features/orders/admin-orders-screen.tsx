import { MESSAGES, ORDER_STATUS_CODES } from "@bitmarte/contracts";
import { Button, Group, Pill, Select, Stack, Switch, Text } from "@mantine/core";
import { IconFilterOff, IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { DataTable } from "../../ui/data-table";
import { DateRangeField } from "../../ui/date-range-field";
import { PageHeader } from "../../ui/page-header";
import { StoreSelect } from "../../ui/store-select";
import { knownName } from "./order-actions";
import { orderColumns } from "./order-columns";
import { thresholdsFromSettings } from "./order-lateness";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, useOrderListParams } from "./order-list-params";
import { type AdminOrderListParams, ordersQuery, settingsQuery, statusCountsOf } from "./orders.queries";
import { useNow } from "./use-now";

const ASSIGNMENTS = [
  { value: "none", label: "Not assigned" },
  { value: "bitmarte", label: "Bitmarte" },
  { value: "dispatcher", label: "A dispatcher" },
  { value: "partner", label: "A shipping partner" },
] as const;
type Assigned = (typeof ASSIGNMENTS)[number]["value"];
function isAssigned(v: string | null): v is Assigned {
  return ASSIGNMENTS.some((a) => a.value === v);
}

/** Every order on the platform, with filters for status, store, customer, dates, assignment and lateness. */
export function AdminOrdersScreen() {
  const { page, pageSize, search, status, startDate, endDate, order, get, update } = useOrderListParams();
  const assignedParam = get("assigned");
  const assigned = isAssigned(assignedParam) ? assignedParam : undefined;
  const merchantId = get("store") ?? undefined;
  const customerId = get("customer") ?? undefined;
  const late = get("late") === "1";
  const now = useNow();

  const filters: Omit<AdminOrderListParams, "page" | "limit"> = {
    search: search || undefined,
    status,
    startDate,
    endDate,
    merchantId,
    customerId,
    assigned,
    late: late ? "true" : undefined,
  };
  const list = useQuery(ordersQuery("admin", { ...filters, sort: order.sort, page, limit: pageSize }));
  const settings = useQuery(settingsQuery());
  const thresholds = settings.data ? thresholdsFromSettings(settings.data) : undefined;
  const counts = statusCountsOf(list.data);

  const filtered = !!(search || status || startDate || endDate || merchantId || customerId || assigned || late);
  const columns = orderColumns({
    href: (o) => `/admin/orders/${o.id}`,
    now,
    thresholds,
    showStore: true,
    onCustomer: (o) => update({ customer: o.customerId, customerName: o.customerName }),
    onStore: (o) => update({ store: o.merchantId, storeName: o.storeName }),
  });

  return (
    <Stack gap="lg">
      <PageHeader title="Orders" description="Every order on Bitmarte. Open one to assign its delivery." mb={0} />
      <DataTable
        caption="All orders"
        columns={columns}
        rows={list.data?.rows}
        rowKey={(o) => o.id}
        loading={list.isPending}
        refreshing={list.isPlaceholderData && list.isFetching}
        error={list.isError && !list.data ? { message: errorMessage(list.error, MESSAGES.loadOrdersFailed), onRetry: () => void list.refetch(), retrying: list.isFetching } : null}
        search={{ label: "Search", value: search, onChange: (value) => update({ q: value }), placeholder: "Order number, customer or store", debounceMs: 400 }}
        filters={
          <>
            <Select
              label="Status"
              placeholder="All statuses"
              clearable
              data={ORDER_STATUS_CODES.map((s) => ({ value: s, label: counts ? `${knownName(s)} (${counts[s] ?? 0})` : knownName(s) }))}
              value={status ?? null}
              onChange={(value) => update({ status: value })}
              w={{ base: "100%", xs: 200 }}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <StoreSelect value={merchantId ?? null} label={get("storeName")} onChange={(id, name) => update({ store: id, storeName: name })} />
            <Select
              label="Assigned to"
              placeholder="Anyone"
              clearable
              data={ASSIGNMENTS.map((a) => ({ value: a.value, label: a.label }))}
              value={assigned ?? null}
              onChange={(value) => update({ assigned: value })}
              w={{ base: "100%", xs: 180 }}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
            <DateRangeField label="Placed between" startDate={startDate} endDate={endDate} onChange={(from, to) => update({ from, to })} />
            {customerId ? (
              <Group gap={6} mb={6}>
                <Text size="sm" c="dimmed">
                  Customer
                </Text>
                <Pill size="md" withRemoveButton onRemove={() => update({ customer: null, customerName: null })} removeButtonProps={{ "aria-label": "Show every customer's orders" }}>
                  {get("customerName") ?? customerId}
                </Pill>
              </Group>
            ) : null}
            <Switch label="Only late orders" checked={late} onChange={(e) => update({ late: e.currentTarget.checked ? "1" : null })} size="md" mb={6} />
            {filtered ? (
              <Button
                variant="subtle"
                size="sm"
                leftSection={<IconFilterOff size={16} />}
                onClick={() => update({ q: null, status: null, from: null, to: null, store: null, storeName: null, customer: null, customerName: null, assigned: null, late: null })}
              >
                Clear filters
              </Button>
            ) : null}
          </>
        }
        empty={{
          icon: <IconShoppingCart size={28} stroke={1.6} />,
          title: late ? "No late orders" : filtered ? "No orders match" : "No orders yet",
          description: late ? "Every open order is within its time." : filtered ? "Try other filters." : "Orders appear here once customers check out.",
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

