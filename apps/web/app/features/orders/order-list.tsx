import { MESSAGES, ORDER_SORTS, ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode, type OrderSummary } from "@bitmarte/contracts";
import { Anchor, Button, Group, Image, Select, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPackage, IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { MoneyText } from "../../ui/money-text";
import { PageHeader } from "../../ui/page-header";
import { serverSortFrom } from "../../ui/server-sort";
import { StatusBadge } from "../../ui/status-badge";
import { customerOrdersQuery } from "./orders.queries";
import { orderItemsSummary } from "./order-items-summary";

const PAGE_SIZE = 10;
const STATUS_OPTIONS = ORDER_STATUS_CODES.map((code) => ({ value: code, label: ORDER_STATUSES[code] }));

function isStatus(value: string | null): value is OrderStatusCode {
  return !!value && (ORDER_STATUS_CODES as readonly string[]).includes(value);
}

const columns: DataTableColumn<OrderSummary>[] = [
  {
    key: "order",
    header: "Order",
    primary: true,
    serverSortable: true,
    cell: (o) => (
      <Group gap="sm" wrap="nowrap">
        {o.firstItem?.hostedImages[0] ? (
          <Image src={o.firstItem.hostedImages[0]} alt="" w={40} h={40} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        ) : (
          <ThemeIcon size={40} variant="light" color="gray" radius="sm" aria-hidden>
            <IconPhoto size={18} />
          </ThemeIcon>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/orders/${o.id}`} fw={600} size="sm">
            {o.orderNumber}
          </Anchor>
          <Text size="xs" c="dimmed" truncate maw={240}>
            {orderItemsSummary(o)}
          </Text>
        </Stack>
      </Group>
    ),
  },
  { key: "store", header: "Store", serverSortable: true, cell: (o) => o.storeName },
  { key: "date", header: "Placed", serverSortable: true, cell: (o) => formatDate(o.createdAt) },
  { key: "total", header: "Total", align: "right", serverSortable: true, cell: (o) => <MoneyText amount={o.total} fw={600} /> },
  {
    key: "status",
    header: "Status",
    serverSortable: true,
    cell: (o) => <StatusBadge status={o.bitmarteOrderStatus.known_name} />,
  },
  {
    key: "view",
    header: "",
    align: "right",
    hideOnMobile: true,
    cell: (o) => (
      <Button component={Link} to={`/orders/${o.id}`} size="compact-sm" variant="default" aria-label={`View order ${o.orderNumber} from ${o.storeName}`}>
        View
      </Button>
    ),
  },
];

/** The customer's orders (one per store of each checkout), newest first unless sorted, with a status filter. */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const order = serverSortFrom(params.get("sort"), ORDER_SORTS);
  const orders = useQuery(customerOrdersQuery({ page, limit: PAGE_SIZE, status, sort: order.sort }));

  const update = (next: { page?: number; status?: string | null; sort?: string }) => {
    const search = new URLSearchParams(params);
    if (next.sort !== undefined) {
      search.set("sort", next.sort);
      search.delete("page");
    }
    if (next.status !== undefined) {
      if (next.status) search.set("status", next.status);
      else search.delete("status");
      search.delete("page");
    }
    if (next.page !== undefined) {
      if (next.page > 1) search.set("page", String(next.page));
      else search.delete("page");
    }
    setParams(search, { preventScrollReset: true });
  };

  return (
    <>
      <PageHeader title="My orders" description="Each store ships its part of a checkout as its own order." />
      <DataTable
        caption="Your orders"
        columns={columns}
        rows={orders.data?.rows}
        rowKey={(o) => o.id}
        loading={orders.isPending}
        refreshing={orders.isPlaceholderData}
        error={orders.isError ? { message: errorMessage(orders.error, MESSAGES.loadOrdersFailed), onRetry: () => orders.refetch(), retrying: orders.isFetching } : null}
        filters={
          <Select
            label="Status"
            placeholder="All statuses"
            data={STATUS_OPTIONS}
            value={status ?? null}
            onChange={(value) => update({ status: value })}
            clearable
            size="sm"
            w={{ base: "100%", xs: 240 }}
          />
        }
        empty={{
          icon: <IconPackage size={28} stroke={1.6} />,
          title: status ? `No ${ORDER_STATUSES[status].toLowerCase()} orders` : "No orders yet",
          description: status ? "Try another status." : "When you check out, your orders appear here.",
          action: status ? undefined : (
            <Button component={Link} to="/">
              Start shopping
            </Button>
          ),
        }}
        pagination={{ page, pageSize: PAGE_SIZE, total: orders.data?.count ?? 0, onPageChange: (p) => update({ page: p }) }}
        sort={order.state}
        onSortChange={(next) => update({ sort: order.patch(next).sort })}
      />
    </>
  );
}
