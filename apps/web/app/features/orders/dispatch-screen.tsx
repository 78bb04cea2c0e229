import { type Dispatcher, MESSAGES, type OrderSummary } from "@bitmarte/contracts";
import { Alert, Badge, Button, Checkbox, Grid, Group, Paper, Progress, Skeleton, Stack, Switch, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconInbox, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, fullName } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { DispatcherSelect } from "./assign-order-modal";
import { orderColumns } from "./order-columns";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, useOrderListParams } from "./order-list-params";
import { CallLink } from "./order-parts";
import { useBulkAssign } from "./orders.mutations";
import { dispatchersQuery, ordersQuery, settingsQuery } from "./orders.queries";
import { thresholdsFromSettings } from "./order-lateness";
import { useNow } from "./use-now";

const LATE_RANK = { red: 0, yellow: 1 } as const;

/** The queue with late orders first (very late before late), the rest in the server's order. */
export function lateFirst(rows: readonly OrderSummary[]): OrderSummary[] {
  const rank = (o: OrderSummary) => (o.dispatch?.late ? LATE_RANK[o.dispatch.late] : 2);
  return rows.map((o, i) => ({ o, i })).sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i).map(({ o }) => o);
}

/** Where a parcel is picked up, in words: a hub by name, or the store's pickup town. */
export function pickupLabel(o: OrderSummary): string {
  const p = o.dispatch?.pickup;
  if (!p) return "";
  if (p.hubName) return `Hub: ${p.hubName}`;
  return [p.city, p.state].filter(Boolean).join(", ");
}

function formatKg(kg: number): string {
  return `${Number.isInteger(kg) ? kg : kg.toFixed(1)} kg`;
}

/** The columns a scheduler plans with: from where to where, and how heavy. */
const planningColumns: DataTableColumn<OrderSummary>[] = [
  {
    key: "destination",
    header: "From → to",
    serverSortable: true,
    cell: (o) => (
      <Stack gap={0}>
        <Text size="sm">
          {o.storeName}
          {pickupLabel(o) ? (
            <Text span size="xs" c="dimmed">
              {" "}
              · {pickupLabel(o)}
            </Text>
          ) : null}
        </Text>
        {o.dispatch ? (
          <Text size="sm" c="dimmed">
            → {o.dispatch.deliveryCity}, {o.dispatch.deliveryState}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: "weight", header: "Weight", align: "right", nowrap: true, serverSortable: true, cell: (o) => (o.dispatch ? formatKg(o.dispatch.weightKg) : "") },
];

function DeclinedBadge({ order }: { order: OrderSummary }) {
  const decline = order.dispatch?.partnerDecline;
  if (!decline) return null;
  return (
    <Tooltip label={`${decline.by ?? "A shipping partner"} declined ${formatDateTime(decline.at)}: ${decline.reason}`} withArrow multiline maw={280}>
      <Badge color="orange" variant="light" radius="sm" tt="none" size="xs" leftSection={<IconArrowBackUp size={12} aria-hidden />} data-testid="declined">
        Declined by partner
      </Badge>
    </Tooltip>
  );
}

/** Dispatchers by load: active ones first, the least busy first. */
export function byLoad(dispatchers: Dispatcher[]): Dispatcher[] {
  return [...dispatchers].sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.activeOrders - b.activeOrders || fullName(a).localeCompare(fullName(b)));
}

function DispatchersPanel() {
  const dispatchers = useQuery(dispatchersQuery());
  let body: ReactNode;
  if (dispatchers.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading dispatchers">
        {[1, 2, 3].map((k) => (
          <Skeleton key={k} h={44} />
        ))}
      </Stack>
    );
  } else if (dispatchers.isError) {
    body = <ErrorState message={errorMessage(dispatchers.error, "Could not get dispatchers. Try again later.")} onRetry={() => void dispatchers.refetch()} retrying={dispatchers.isFetching} />;
  } else if (dispatchers.data.length === 0) {
    body = <EmptyState withBorder={false} icon={<IconUsers size={28} stroke={1.6} />} title="No dispatchers" description="A super admin adds dispatchers under Admins." />;
  } else {
    const most = Math.max(1, ...dispatchers.data.map((d) => d.activeOrders));
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Dispatchers and their active orders">
        {byLoad(dispatchers.data).map((d) => (
          <Stack key={d.id} gap={4} component="li" data-testid={`dispatcher-${d.email}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {fullName(d)}
                </Text>
                <CallLink phone={d.phoneNumber} label={`Call ${fullName(d)}`} />
              </Stack>
              <Badge variant="light" color={d.isActive ? (d.activeOrders === 0 ? "brand" : "blue") : "gray"} radius="sm" tt="none">
                {d.isActive ? (d.activeOrders === 1 ? "1 active" : `${d.activeOrders} active`) : "Inactive"}
              </Badge>
            </Group>
            <Progress value={(d.activeOrders / most) * 100} size="sm" color="blue" aria-label={`${fullName(d)}: ${d.activeOrders} active orders`} />
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="dispatchers-title">
      <Title order={2} fz="lg" mb="md" id="dispatchers-title">
        Dispatchers
      </Title>
      {body}
    </Paper>
  );
}

/** The scheduler's desk: orders ready to ship with nobody delivering them, and assigning them in bulk. */
export function DispatchScreen() {
  const { page, pageSize, search, order, get, update } = useOrderListParams();
  const lateOnly = get("late") === "1";
  const queue = useQuery(
    ordersQuery("admin", { status: "ready_to_ship", search: search || undefined, late: lateOnly ? "true" : undefined, sort: order.sort, page, limit: pageSize }),
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dispatcherId, setDispatcherId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const bulk = useBulkAssign();
  const now = useNow();
  const settings = useQuery(settingsQuery());
  const thresholds = settings.data ? thresholdsFromSettings(settings.data) : undefined;
  // A chosen sort is the server's order across pages; otherwise late orders lead the page.
  const rows = queue.data ? (order.sort ? queue.data.rows : lateFirst(queue.data.rows)) : undefined;

  // Keep only selections that are still in the queue.
  useEffect(() => {
    if (!rows) return;
    setSelected((current) => {
      const ids = new Set(rows.map((r) => r.id));
      const next = new Set([...current].filter((id) => ids.has(id)));
      return next.size === current.size ? current : next;
    });
  }, [rows]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = !!rows && rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someOnPage = !!rows && rows.some((r) => selected.has(r.id));

  const select: DataTableColumn<OrderSummary> = {
    key: "select",
    header: "",
    width: 40,
    hideOnMobile: false,
    cell: (o) => <Checkbox aria-label={`Select ${o.orderNumber}`} checked={selected.has(o.id)} onChange={(e) => toggle(o.id, e.currentTarget.checked)} />,
  };
  const base = orderColumns({ href: (o) => `/admin/orders/${o.id}`, now, thresholds, showStore: false, showCustomer: false });
  const status = base.find((c) => c.key === "status");
  const columns: DataTableColumn<OrderSummary>[] = [
    select,
    ...base.filter((c) => c.key === "order"),
    ...planningColumns,
    ...base.filter((c) => c.key === "date"),
    ...(status
      ? [
          {
            ...status,
            cell: (o: OrderSummary) => (
              <Stack gap={4} align="flex-start">
                {status.cell(o)}
                <DeclinedBadge order={o} />
              </Stack>
            ),
          },
        ]
      : []),
  ];

  const assign = () => {
    if (!dispatcherId) {
      setProblem("Choose a dispatcher");
      return;
    }
    bulk.mutate(
      { orderIds: [...selected], dispatcherId },
      {
        onSuccess: ({ assigned, failed }) => {
          if (assigned.length) notifySuccess(assigned.length === 1 ? "1 order assigned" : `${assigned.length} orders assigned`);
          if (failed.length) notifyError(null, `${failed.length} could not be assigned: ${failed[0]?.message ?? ""}`);
          setSelected(new Set(failed.map((f) => f.orderId)));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Dispatch" description="Orders ready to ship with nobody delivering them yet, including ones a shipping partner declined." mb={0} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md" component="section" aria-label="Assign the selected orders">
              <Group align="flex-end" gap="sm" wrap="wrap">
                <Checkbox
                  label="Select this page"
                  checked={allOnPage}
                  indeterminate={!allOnPage && someOnPage}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    for (const r of rows ?? []) toggle(r.id, on);
                  }}
                  disabled={!rows?.length}
                  mb={8}
                />
                <div style={{ flex: "1 1 16rem" }}>
                  <DispatcherSelect value={dispatcherId} onChange={(v) => { setDispatcherId(v); setProblem(null); }} error={problem} label="Assign to" />
                </div>
                <Button onClick={assign} loading={bulk.isPending} disabled={selected.size === 0}>
                  {selected.size === 0 ? "Assign orders" : selected.size === 1 ? "Assign 1 order" : `Assign ${selected.size} orders`}
                </Button>
              </Group>
              {bulk.data?.failed.length ? (
                <Alert color="red" variant="light" mt="sm" title="Some orders were not assigned">
                  <Stack gap={2}>
                    {bulk.data.failed.map((f) => (
                      <Text key={f.orderId} size="sm">
                        {rows?.find((r) => r.id === f.orderId)?.orderNumber ?? f.orderId}: {f.message}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              ) : null}
            </Paper>
            <DataTable
              caption="Orders waiting for a dispatcher"
              columns={columns}
              rows={rows}
              rowKey={(o) => o.id}
              loading={queue.isPending}
              refreshing={queue.isPlaceholderData && queue.isFetching}
              error={queue.isError && !queue.data ? { message: errorMessage(queue.error, MESSAGES.loadOrdersFailed), onRetry: () => void queue.refetch(), retrying: queue.isFetching } : null}
              search={{ label: "Search", value: search, onChange: (value) => update({ q: value }), placeholder: "Order number, customer or store", debounceMs: 400 }}
              filters={<Switch label="Only late orders" checked={lateOnly} onChange={(e) => update({ late: e.currentTarget.checked ? "1" : null })} size="md" mb={6} />}
              empty={
                lateOnly
                  ? { icon: <IconInbox size={28} stroke={1.6} />, title: "Nothing late", description: "Every order waiting for a dispatcher is within its time." }
                  : { icon: <IconInbox size={28} stroke={1.6} />, title: "Nothing waiting", description: "Every order that is ready to ship has someone delivering it." }
              }
              pagination={
                queue.data
                  ? {
                      page,
                      pageSize,
                      total: queue.data.count,
                      onPageChange: (next) => update({ page: next }, false),
                      pageSizes: PAGE_SIZES,
                      onPageSizeChange: (size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : size }),
                    }
                  : undefined
              }
              sort={order.state}
              onSortChange={(next) => update(order.patch(next))}
              rowProps={(o) => ({
                "data-testid": `queue-row-${o.orderNumber}`,
                bg: selected.has(o.id) ? "brand.0" : o.dispatch?.late === "red" ? "red.0" : o.dispatch?.late === "yellow" ? "yellow.0" : undefined,
              })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <DispatchersPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
