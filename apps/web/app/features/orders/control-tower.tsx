import { MESSAGES, type OrderStatusCode, type OrderStatusEvent, type OrderSummary } from "@bitmarte/contracts";
import { Anchor, Badge, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle, IconBroadcast, IconBroadcastOff, IconClockExclamation } from "@tabler/icons-react";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { knownName, OPEN_STATUSES } from "./order-actions";
import { OrderCell } from "./order-columns";
import { formatHours, type LatenessResult, orderLateness } from "./order-lateness";
import { LateBadge, OrderStatusBadge } from "./order-status-badge";
import { orderKeys, ordersSweepQuery } from "./orders.queries";
import { type LiveState, useLiveOrders } from "./use-live-orders";
import { useNow } from "./use-now";

/** How many orders of each open status the board reads (newest first) to find the late ones. */
const PER_STATUS = 300;
const FEED_LENGTH = 30;

export interface LateRow {
  order: OrderSummary;
  lateness: LatenessResult;
}

/** The late orders among `rows`, very late first, then by how far past their limit. */
export function lateRows(rows: OrderSummary[], now: number): LateRow[] {
  return rows
    .map((order) => ({ order, lateness: orderLateness(order, now) }))
    .filter((r) => r.lateness.level !== "on_time")
    .sort(
      (a, b) =>
        Number(b.lateness.level === "very_late") - Number(a.lateness.level === "very_late") ||
        b.lateness.hours / (b.lateness.limit ?? 1) - a.lateness.hours / (a.lateness.limit ?? 1),
    );
}

export type CountDelta = Partial<Record<OrderStatusCode, number>>;

/** What an event changes in the counts per status, until the lists are read again (so the board moves at once). */
export function addEvent(delta: CountDelta, event: Pick<OrderStatusEvent, "from" | "to">): CountDelta {
  const next = { ...delta };
  if (event.from) next[event.from] = (next[event.from] ?? 0) - 1;
  next[event.to] = (next[event.to] ?? 0) + 1;
  return next;
}

/** The changes still unconfirmed after the lists were read again with `seen` already in them. */
export function subtractDelta(delta: CountDelta, seen: CountDelta): CountDelta {
  const next: CountDelta = { ...delta };
  for (const [code, n] of Object.entries(seen) as [OrderStatusCode, number][]) {
    const left = (next[code] ?? 0) - n;
    if (left === 0) delete next[code];
    else next[code] = left;
  }
  return next;
}

function LiveIndicator({ state }: { state: LiveState }) {
  if (state.kind === "live") {
    return (
      <Badge color="brand" variant="light" radius="sm" tt="none" leftSection={<IconBroadcast size={14} />} data-testid="live-state">
        Live
      </Badge>
    );
  }
  const label =
    state.kind === "connecting" ? "Connecting…" : state.kind === "retrying" ? `Reconnecting (${state.message})` : `Live updates off: ${state.message}`;
  return (
    <Badge color={state.kind === "stopped" ? "red" : "gray"} variant="light" radius="sm" tt="none" leftSection={<IconBroadcastOff size={14} />} data-testid="live-state" maw={360}>
      <Text span inherit truncate>
        {label}
      </Text>
    </Badge>
  );
}

function StatusTile({ code, count, late, veryLate, loading }: { code: OrderStatusCode; count: number | undefined; late: number; veryLate: number; loading: boolean }) {
  const border = veryLate > 0 ? "var(--mantine-color-red-5)" : late > 0 ? "var(--mantine-color-yellow-5)" : undefined;
  return (
    <UnstyledButton component={Link} to={`/admin/orders?status=${code}`} aria-label={`${knownName(code)}: ${count ?? "…"} orders, ${late + veryLate} late`}>
      <Paper withBorder radius="lg" p="md" h="100%" style={border ? { borderColor: border, borderWidth: 2 } : undefined} data-testid={`tile-${code}`}>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" fw={500}>
            {knownName(code)}
          </Text>
          {loading ? <Skeleton h={30} w={60} /> : <Text fz={30} fw={700} lh={1} style={{ fontVariantNumeric: "tabular-nums" }}>{count ?? 0}</Text>}
          <Group gap={4} mih={20}>
            {veryLate > 0 ? (
              <Badge color="red" variant="filled" size="sm" radius="sm" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                {veryLate} very late
              </Badge>
            ) : null}
            {late > 0 ? (
              <Badge color="yellow" c="yellow.9" variant="light" size="sm" radius="sm" tt="none" leftSection={<IconClockExclamation size={12} aria-hidden />}>
                {late} late
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

function Feed({ events }: { events: (OrderStatusEvent & { key: number })[] }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="feed-title">
      <Title order={2} fz="lg" mb="sm" id="feed-title">
        Latest moves
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Status changes show here as they happen.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-live="polite">
          {events.map((e) => (
            <Stack key={e.key} gap={0} component="li">
              <Group gap={6} wrap="nowrap">
                <Anchor component={Link} to={`/admin/orders/${e.orderId}`} size="sm" fw={600}>
                  {e.orderName}
                </Anchor>
                <OrderStatusBadge status={e.to} size="xs" />
              </Group>
              <Text size="xs" c="dimmed">
                {e.from ? `${knownName(e.from)} → ` : ""}
                {e.known_name} · {e.storeName} · {formatDateTime(e.at)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The operations board: open orders per status, late ones flagged, moving as the live feed reports changes. */
export function ControlTower() {
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const [events, setEvents] = useState<(OrderStatusEvent & { key: number })[]>([]);
  const [adjust, setAdjustState] = useState<CountDelta>({});
  const delta = useRef<CountDelta>({});
  const setAdjust = useCallback((next: CountDelta) => {
    delta.current = next;
    setAdjustState(next);
  }, []);
  const seq = useRef(0);
  const pending = useRef(new Set<OrderStatusCode>());
  const flush = useRef<ReturnType<typeof setTimeout> | null>(null);

  const onEvent = useCallback(
    (event: OrderStatusEvent) => {
      seq.current += 1;
      const key = seq.current;
      setEvents((list) => [{ ...event, key }, ...list].slice(0, FEED_LENGTH));
      setAdjust(addEvent(delta.current, event));
      if (event.from) pending.current.add(event.from);
      pending.current.add(event.to);
      // Several moves in a burst re-read each touched status once; the counts keep the events until then.
      if (flush.current) clearTimeout(flush.current);
      flush.current = setTimeout(() => {
        const touched = [...pending.current];
        const seen = delta.current;
        pending.current.clear();
        void Promise.all(
          touched.map((status) => queryClient.invalidateQueries({ queryKey: [...orderKeys.lists("admin"), "sweep", { status }] })),
        ).then(() => setAdjust(subtractDelta(delta.current, seen)));
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail("admin", event.orderId) });
      }, 800);
    },
    [queryClient, setAdjust],
  );
  const live = useLiveOrders(onEvent);
  useEffect(
    () => () => {
      if (flush.current) clearTimeout(flush.current);
    },
    [],
  );

  const results = useQueries({
    queries: OPEN_STATUSES.map((status) => ({
      ...ordersSweepQuery("admin", { status }, PER_STATUS),
      // Without the live feed the board still moves, more slowly.
      refetchInterval: live.kind === "live" ? false : 60_000,
    })),
  });

  const rows = useMemo(() => results.flatMap((r) => r.data?.rows ?? []), [results]);
  const late = useMemo(() => lateRows(rows, now), [rows, now]);
  const failed = results.find((r) => r.isError && !r.data);
  const loading = results.some((r) => r.isPending);
  const totalOpen = results.reduce((n, r, i) => n + Math.max(0, (r.data?.count ?? 0) + (adjust[OPEN_STATUSES[i]] ?? 0)), 0);
  const veryLateCount = late.filter((r) => r.lateness.level === "very_late").length;

  const columns: DataTableColumn<LateRow>[] = [
    { key: "order", header: "Order", primary: true, cell: (r) => <OrderCell order={r.order} to={`/admin/orders/${r.order.id}`} /> },
    { key: "store", header: "Store", sortValue: (r) => r.order.storeName, cell: (r) => r.order.storeName },
    { key: "status", header: "Status", nowrap: true, sortValue: (r) => r.order.orderStatusId, cell: (r) => <OrderStatusBadge status={r.order.orderStatus} /> },
    { key: "time", header: "In status", nowrap: true, align: "right", sortValue: (r) => r.lateness.hours, cell: (r) => formatHours(r.lateness.hours) },
    { key: "flag", header: "Flag", nowrap: true, sortValue: (r) => (r.lateness.level === "very_late" ? 2 : 1), cell: (r) => <LateBadge lateness={r.lateness} /> },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Control tower"
        description={`${totalOpen} open orders · ${late.length} late (${veryLateCount} very late)`}
        actions={<LiveIndicator state={live} />}
        mb={0}
      />
      {failed ? (
        <ErrorState message={errorMessage(failed.error, MESSAGES.loadOrdersFailed)} onRetry={() => results.forEach((r) => void r.refetch())} retrying={results.some((r) => r.isFetching)} />
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {OPEN_STATUSES.map((code, i) => {
          const r = results[i];
          const lateHere = late.filter((l) => l.order.orderStatus === code);
          const count = r?.data ? Math.max(0, r.data.count + (adjust[code] ?? 0)) : undefined;
          return (
            <StatusTile
              key={code}
              code={code}
              count={count}
              loading={!!r?.isPending}
              late={lateHere.filter((l) => l.lateness.level === "late").length}
              veryLate={lateHere.filter((l) => l.lateness.level === "very_late").length}
            />
          );
        })}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Late orders
            </Title>
            <DataTable
              caption="Late orders"
              columns={columns}
              rows={loading ? undefined : late}
              rowKey={(r) => r.order.id}
              loading={loading}
              empty={{ icon: <IconClockExclamation size={28} stroke={1.6} />, title: "Nothing is late", description: "Every open order is within its time." }}
              rowProps={(r) => ({
                "data-testid": `late-${r.order.orderName}`,
                bg: r.lateness.level === "very_late" ? "red.0" : "yellow.0",
              })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Feed events={events} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
