import type { OrderSummary } from "@bitmarte/contracts";
import { Anchor, Group, Image, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import type { DataTableColumn } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { type LateThresholds, orderLateness } from "./order-lateness";
import { LateBadge, OrderStatusBadge } from "./order-status-badge";
import { orderItemsSummary } from "./order-items-summary";

export function OrderCell({ order, to }: { order: OrderSummary; to: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {order.firstItem?.hostedImages[0] ? (
        <Image src={order.firstItem.hostedImages[0]} alt="" w={40} h={40} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <ThemeIcon size={40} variant="light" color="gray" radius="sm" aria-hidden>
          <IconPhoto size={18} />
        </ThemeIcon>
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={to} fw={600} size="sm">
          {order.orderNumber}
        </Anchor>
        <Text size="xs" c="dimmed" truncate maw={200}>
          {orderItemsSummary(order)}
        </Text>
      </Stack>
    </Group>
  );
}

const time = new Intl.DateTimeFormat("en-NG", { timeStyle: "short" });
function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : time.format(d);
}

export interface ColumnOptions {
  /** Where a row links to. */
  href: (order: OrderSummary) => string;
  /** The time used for late flags (omit to hide them). */
  now?: number;
  /** Late limits per status (the admin's settings; defaults otherwise). */
  thresholds?: LateThresholds;
  showStore?: boolean;
  showCustomer?: boolean;
  /** Admin: the customer's name filters the list to their orders. */
  onCustomer?: (order: OrderSummary) => void;
  onStore?: (order: OrderSummary) => void;
}

/** Columns of an order list; their keys are the API's sort columns (ORDER_SORT_COLUMNS): the server sorts the whole list. */
export function orderColumns({ href, now, thresholds, showStore = false, showCustomer = true, onCustomer, onStore }: ColumnOptions): DataTableColumn<OrderSummary>[] {
  const columns: DataTableColumn<OrderSummary>[] = [
    { key: "order", header: "Order", primary: true, serverSortable: true, cell: (o) => <OrderCell order={o} to={href(o)} /> },
  ];
  if (showCustomer) {
    columns.push({
      key: "customer",
      header: "Customer",
      serverSortable: true,
      cell: (o) =>
        onCustomer ? (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onCustomer(o)} aria-label={`Only orders of ${o.customerName}`}>
            {o.customerName}
          </Anchor>
        ) : (
          o.customerName
        ),
    });
  }
  if (showStore) {
    columns.push({
      key: "store",
      header: "Store",
      serverSortable: true,
      cell: (o) =>
        onStore ? (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onStore(o)} aria-label={`Only orders of ${o.storeName}`}>
            {o.storeName}
          </Anchor>
        ) : (
          o.storeName
        ),
    });
  }
  columns.push(
    {
      key: "date",
      header: "Placed",
      nowrap: true,
      serverSortable: true,
      cell: (o) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(o.createdAt)}</Text>
          <Text size="xs" c="dimmed">
            {formatTime(o.createdAt)}
          </Text>
        </Stack>
      ),
    },
    { key: "total", header: "Total", align: "right", nowrap: true, serverSortable: true, cell: (o) => <MoneyText amount={o.total} fw={600} size="sm" /> },
    {
      key: "status",
      header: "Status",
      nowrap: true,
      serverSortable: true,
      cell: (o) => (
        <Stack gap={4} align="flex-start">
          <OrderStatusBadge status={o.orderStatus} />
          {now !== undefined ? <LateBadge lateness={orderLateness(o, now, thresholds)} size="xs" /> : null}
        </Stack>
      ),
    },
  );
  return columns;
}
