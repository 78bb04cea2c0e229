import { MESSAGES, type OrderStatusCode, type OrderSummary, ordersEndpoints } from "@bitmarte/contracts";
import { Card, Group, Pagination, ScrollArea, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconChevronRight, IconSearch, IconTruckDelivery } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { knownName } from "./order-actions";
import { type LateThresholds, orderLateness, thresholdsFromSettings } from "./order-lateness";
import { useMayCall } from "./order-caller";
import { useOrderListParams } from "./order-list-params";
import { LateBadge, OrderStatusBadge } from "./order-status-badge";
import { ordersQuery, settingsQuery } from "./orders.queries";
import { useNow } from "./use-now";

const PAGE_SIZE = 20;

/** The status filters of each field app, in the order work happens. */
export const FIELD_FILTERS: Record<"dispatcher" | "partner", readonly OrderStatusCode[]> = {
  dispatcher: ["dispatcher_assigned", "picked_up", "in_transit", "delivered"],
  partner: ["3pl_assigned", "3pl_accepted", "picked_up", "in_transit", "delivered"],
};

const COPY = {
  dispatcher: { title: "My deliveries", description: "Orders assigned to you. Open one to pick it up, set off and deliver it.", base: "/admin/deliveries" },
  partner: { title: "Assigned orders", description: "Orders Bitmarte assigned to your company. Accept or decline new ones.", base: "/shipping-partner/orders" },
} as const;

function filterLabel(code: OrderStatusCode, scope: "dispatcher" | "partner"): string {
  if (code === "3pl_assigned") return "New";
  if (code === "3pl_accepted" || (code === "dispatcher_assigned" && scope === "dispatcher")) return "To pick up";
  return knownName(code);
}

function OrderCardLink({ order, to, now, thresholds }: { order: OrderSummary; to: string; now: number; thresholds?: LateThresholds }) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="md" style={{ textDecoration: "none" }} data-testid={`field-order-${order.orderNumber}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {order.orderNumber}
          </Text>
          <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
        <Group gap={6}>
          <OrderStatusBadge status={order.orderStatus} />
          <LateBadge lateness={orderLateness(order, now, thresholds)} size="sm" />
        </Group>
        <Text size="sm">
          {order.storeName} → {order.customerName}
        </Text>
        <Text size="xs" c="dimmed">
          {order.itemCount === 1 ? "1 item" : `${order.itemCount} items`} · updated {formatDateTime(order.updatedAt)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The dispatcher's or shipping partner's orders, as big cards that fit a phone. */
export function FieldOrdersScreen({ scope }: { scope: "dispatcher" | "partner" }) {
  const { page, search, status, update } = useOrderListParams();
  const list = useQuery(ordersQuery(scope, { page, limit: PAGE_SIZE, status, search: search || undefined }));
  const now = useNow();
  const may = useMayCall();
  // Dispatchers do not read the settings: their late flags use the default limits.
  const settings = useQuery({ ...settingsQuery(), enabled: scope === "dispatcher" && may(ordersEndpoints.settings) });
  const thresholds = settings.data ? thresholdsFromSettings(settings.data) : undefined;
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const emitSearch = useDebouncedCallback((value: string) => update({ q: value }), 400);
  const copy = COPY[scope];
  const filters = FIELD_FILTERS[scope];

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your orders">
        {[1, 2, 3].map((k) => (
          <Skeleton key={k} h={96} radius="lg" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    body = <ErrorState message={errorMessage(list.error, MESSAGES.loadOrdersFailed)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.rows.length === 0) {
    body = (
      <EmptyState
        icon={<IconTruckDelivery size={28} stroke={1.6} />}
        title={status ? `No orders ${filterLabel(status, scope).toLowerCase()}` : search ? "No orders match" : "No orders assigned yet"}
        description={status || search ? "Try another filter." : "When an order is assigned to you it shows here."}
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(list.data.count / PAGE_SIZE));
    body = (
      <Stack gap="md" style={{ opacity: list.isPlaceholderData && list.isFetching ? 0.6 : 1 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {list.data.rows.map((o) => (
            <OrderCardLink key={o.id} order={o} to={`${copy.base}/${o.id}`} now={now} thresholds={thresholds} />
          ))}
        </SimpleGrid>
        {pages > 1 ? (
          <Group justify="center">
            <Pagination total={pages} value={Math.min(page, pages)} onChange={(p) => update({ page: p }, false)} size="md" siblings={0} getItemProps={(p) => ({ "aria-label": `Page ${p}` })} />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={copy.title} description={copy.description} mb={0} />
      <ScrollArea type="scroll" scrollbarSize={4}>
        <SegmentedControl
          aria-label="Show orders"
          value={status ?? "all"}
          onChange={(value) => update({ status: value === "all" ? null : value })}
          data={[{ value: "all", label: "All" }, ...filters.map((s) => ({ value: s, label: filterLabel(s, scope) }))]}
          size="sm"
        />
      </ScrollArea>
      <TextInput
        label="Search"
        placeholder="Order number or customer"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          emitSearch(e.currentTarget.value);
        }}
        size="md"
      />
      {body}
    </Stack>
  );
}
