import { type FulfilmentSettings, type LateOrder, type LockedTokenOrder, MESSAGES, type OrderStatusCode, type OrderStatusEvent, ordersEndpoints } from "@bitmarte/contracts";
import { Anchor, Badge, Button, Grid, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconAdjustments, IconAlertTriangle, IconBroadcast, IconBroadcastOff, IconClockExclamation, IconLock } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { ConfirmModal } from "../../ui/confirm-modal";
import { ErrorState } from "../../ui/error-state";
import { notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { knownName, OPEN_STATUSES } from "./order-actions";
import { useMayCall } from "./order-caller";
import { OrderCell } from "./order-columns";
import { boardLateness, thresholdsFromSettings } from "./order-lateness";
import { LateBadge, OrderStatusBadge } from "./order-status-badge";
import { useUpdateSettings } from "./orders.mutations";
import { boardQuery, orderKeys } from "./orders.queries";
import { type LiveState, useLiveOrders } from "./use-live-orders";

const FEED_LENGTH = 30;
/** The board is read again after this quiet time following a burst of events. */
const SETTLE_MS = 800;

export type CountDelta = Partial<Record<OrderStatusCode, number>>;

/** What an event changes in the counts per status, until the board is read again (so the tiles move at once). */
export function addEvent(delta: CountDelta, event: Pick<OrderStatusEvent, "from" | "to">): CountDelta {
  const next = { ...delta };
  if (event.from) next[event.from] = (next[event.from] ?? 0) - 1;
  next[event.to] = (next[event.to] ?? 0) + 1;
  return next;
}

/** The changes still unconfirmed after the board was read again with `seen` already in it. */
export function subtractDelta(delta: CountDelta, seen: CountDelta): CountDelta {
  const next: CountDelta = { ...delta };
  for (const [code, n] of Object.entries(seen) as [OrderStatusCode, number][]) {
    const left = (next[code] ?? 0) - n;
    if (left === 0) delete next[code];
    else next[code] = left;
  }
  return next;
}

/** Late and very late orders per status, from the board's late list. */
export function lateByStatus(late: Pick<LateOrder, "level" | "order">[]): Partial<Record<OrderStatusCode, { yellow: number; red: number }>> {
  const out: Partial<Record<OrderStatusCode, { yellow: number; red: number }>> = {};
  for (const l of late) {
    const entry = out[l.order.orderStatus] ?? { yellow: 0, red: 0 };
    entry[l.level] += 1;
    out[l.order.orderStatus] = entry;
  }
  return out;
}

function LiveIndicator({ state }: { state: LiveState }) {
  if (state.kind === "live") {
    return (
      <Badge color="brand" variant="light" radius="sm" tt="none" size="lg" leftSection={<IconBroadcast size={14} />} data-testid="live-state">
        Live
      </Badge>
    );
  }
  const label = state.kind === "connecting" ? "Connecting…" : state.kind === "retrying" ? "Reconnecting…" : "Live updates off";
  return (
    <Badge
      color={state.kind === "stopped" ? "red" : "gray"}
      variant="light"
      radius="sm"
      tt="none"
      size="lg"
      leftSection={<IconBroadcastOff size={14} />}
      data-testid="live-state"
      title={state.kind === "retrying" || state.kind === "stopped" ? state.message : undefined}
    >
      {label}
    </Badge>
  );
}

function StatusTile({
  code,
  count,
  yellow,
  red,
  loading,
  listTo,
}: { code: OrderStatusCode; count: number | undefined; yellow: number; red: number; loading: boolean; listTo?: string }) {
  const border = red > 0 ? "var(--mantine-color-red-5)" : yellow > 0 ? "var(--mantine-color-yellow-5)" : undefined;
  const tile = (
    <Paper withBorder radius="lg" p="md" h="100%" style={border ? { borderColor: border, borderWidth: 2 } : undefined} data-testid={`tile-${code}`}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500} lineClamp={2} mih="2.6em" lh={1.3}>
          {knownName(code)}
        </Text>
        {loading ? (
          <Skeleton h={30} w={60} />
        ) : (
          <Text fz={30} fw={700} lh={1} style={{ fontVariantNumeric: "tabular-nums" }}>
            {count ?? 0}
          </Text>
        )}
        <Group gap={4} mih={20}>
          {red > 0 ? (
            <Badge color="red" variant="filled" size="sm" radius="sm" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              {red} very late
            </Badge>
          ) : null}
          {yellow > 0 ? (
            <Badge color="yellow" c="yellow.9" variant="light" size="sm" radius="sm" tt="none" leftSection={<IconClockExclamation size={12} aria-hidden />}>
              {yellow} late
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
  // Roles without the order list see the counts without a link to a page they cannot open.
  if (!listTo) return tile;
  return (
    <UnstyledButton component={Link} to={`${listTo}?status=${code}`} style={{ display: "block" }}>
      {tile}
    </UnstyledButton>
  );
}

/** Orders that cannot be delivered until someone makes a new delivery token. */
function LockedTokens({ rows, count, loading }: { rows: LockedTokenOrder[] | undefined; count: number; loading: boolean }) {
  const columns: DataTableColumn<LockedTokenOrder>[] = [
    { key: "order", header: "Order", primary: true, cell: (l) => <OrderCell order={l.order} to={`/admin/orders/${l.order.id}`} /> },
    { key: "store", header: "Store", sortValue: (l) => l.order.storeName.toLowerCase(), cell: (l) => l.order.storeName },
    { key: "stage", header: "Status", nowrap: true, sortValue: (l) => l.order.orderStatusId, cell: (l) => <OrderStatusBadge status={l.order.orderStatus} /> },
    { key: "locked", header: "Locked", nowrap: true, sortValue: (l) => l.lockedAt, cell: (l) => formatDateTime(l.lockedAt) },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="locked-title">
      <Group gap="xs">
        <Title order={2} fz="lg" id="locked-title">
          Locked delivery tokens
        </Title>
        <Badge color={count > 0 ? "red" : "gray"} variant={count > 0 ? "filled" : "light"} radius="sm" tt="none" data-testid="locked-count">
          {count}
        </Badge>
      </Group>
      <DataTable
        caption="Orders with a locked delivery token"
        columns={columns}
        rows={rows}
        rowKey={(l) => l.order.id}
        loading={loading}
        empty={{ icon: <IconLock size={28} stroke={1.6} />, title: "No locked tokens", description: "Every delivery token still works." }}
        rowProps={(l) => ({ "data-testid": `locked-${l.order.orderNumber}`, bg: "red.0" })}
      />
    </Stack>
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
                  {e.orderNumber}
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

const SETTING_FIELDS: { key: keyof FulfilmentSettings; label: string; unit: string; min: number; max: number }[] = [
  { key: "pendingLateHours", label: "Store to accept", unit: "hours", min: 1, max: 720 },
  { key: "readyToShipLateHours", label: "Packed, waiting for assignment", unit: "hours", min: 1, max: 720 },
  { key: "assignedLateHours", label: "Assigned, waiting for pickup", unit: "hours", min: 1, max: 720 },
  { key: "inTransitLateHours", label: "On the road", unit: "hours", min: 1, max: 720 },
  { key: "returnWindowDays", label: "Return window", unit: "days", min: 0, max: 60 },
];

/** The late thresholds (and return window) the board uses; admins may change them. */
export function SettingsCard({ settings, canEdit }: { settings: FulfilmentSettings; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(settings);
  const save = useUpdateSettings();
  const [confirmZero, setConfirmZero] = useState(false);
  useEffect(() => setValues(settings), [settings]);
  const store = () =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        notifySuccess(message || MESSAGES.fulfilmentSettingsSaved);
        setEditing(false);
        setConfirmZero(false);
      },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A window of 0 days completes every delivered order at once: no returns any more. Asked first.
    if (values.returnWindowDays === 0 && settings.returnWindowDays !== 0) {
      setConfirmZero(true);
      return;
    }
    store();
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="settings-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="settings-title">
          Late after
        </Title>
        {canEdit && !editing ? (
          <Button size="compact-sm" variant="subtle" leftSection={<IconAdjustments size={14} />} onClick={() => setEditing(true)}>
            Change
          </Button>
        ) : null}
      </Group>
      {editing ? (
        <form onSubmit={submit}>
          <Stack gap="xs">
            {SETTING_FIELDS.map((f) => (
              <NumberInput
                key={f.key}
                label={`${f.label} (${f.unit})`}
                value={values[f.key]}
                min={f.min}
                max={f.max}
                allowDecimal={false}
                clampBehavior="strict"
                onChange={(v) => setValues((s) => ({ ...s, [f.key]: typeof v === "number" ? v : s[f.key] }))}
                size="sm"
              />
            ))}
            {save.error ? (
              <Text size="sm" c="red" role="alert">
                {errorMessage(save.error)}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="sm" onClick={() => { setEditing(false); setValues(settings); save.reset(); }} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" size="sm" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
          <ConfirmModal
            opened={confirmZero}
            onClose={() => setConfirmZero(false)}
            title="No returns at all?"
            message="Every delivered order completes at once and can no longer be returned. Save a return window of 0 days?"
            confirmLabel="Save 0 days"
            danger
            loading={save.isPending}
            error={save.error ? <Text size="sm" c="red" role="alert">{errorMessage(save.error)}</Text> : null}
            onConfirm={store}
          />
        </form>
      ) : (
        <Stack gap={4}>
          <Stack gap={4} component="dl" m={0}>
            {SETTING_FIELDS.map((f) => (
              <Group key={f.key} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm" c="dimmed">
                  {f.label}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0}>
                  {settings[f.key]} {f.unit === "hours" ? "h" : "days"}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" mt={4}>
            Yellow past the limit, red past twice the limit.
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

/** The operations board: open orders per status, late ones flagged, moving as the live feed reports changes. */
export function ControlTower({ ordersListTo }: { ordersListTo?: string }) {
  const may = useMayCall();
  const queryClient = useQueryClient();
  const [events, setEvents] = useState<(OrderStatusEvent & { key: number })[]>([]);
  const [adjust, setAdjustState] = useState<CountDelta>({});
  const delta = useRef<CountDelta>({});
  const setAdjust = useCallback((next: CountDelta) => {
    delta.current = next;
    setAdjustState(next);
  }, []);
  const seq = useRef(0);
  const flush = useRef<ReturnType<typeof setTimeout> | null>(null);

  const onEvent = useCallback(
    (event: OrderStatusEvent) => {
      seq.current += 1;
      const key = seq.current;
      setEvents((list) => [{ ...event, key }, ...list].slice(0, FEED_LENGTH));
      setAdjust(addEvent(delta.current, event));
      // A burst of moves reads the board once; the tiles carry the events until then.
      if (flush.current) clearTimeout(flush.current);
      flush.current = setTimeout(() => {
        const seen = delta.current;
        void queryClient.invalidateQueries({ queryKey: orderKeys.board() }).then(() => setAdjust(subtractDelta(delta.current, seen)));
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail("admin", event.orderId) });
      }, SETTLE_MS);
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

  // Late flags change with time alone: read the board every minute, and more often without the feed.
  const board = useQuery({ ...boardQuery(), refetchInterval: live.kind === "live" ? 60_000 : 20_000 });
  const data = board.data;
  const thresholds = data ? thresholdsFromSettings(data.settings) : {};
  const late = data?.late ?? [];
  const perStatus = lateByStatus(late);
  const count = (code: OrderStatusCode) => (data ? Math.max(0, (data.statusCounts[code] ?? 0) + (adjust[code] ?? 0)) : undefined);
  const totalOpen = data ? OPEN_STATUSES.reduce((n, code) => n + (count(code) ?? 0), 0) : null;
  const red = late.filter((l) => l.level === "red").length;

  const columns: DataTableColumn<LateOrder>[] = [
    { key: "order", header: "Order", primary: true, cell: (l) => <OrderCell order={l.order} to={`/admin/orders/${l.order.id}`} /> },
    { key: "store", header: "Store", sortValue: (l) => l.order.storeName.toLowerCase(), cell: (l) => l.order.storeName },
    { key: "stage", header: "Status", nowrap: true, sortValue: (l) => l.order.orderStatusId, cell: (l) => <OrderStatusBadge status={l.order.orderStatus} /> },
    { key: "since", header: "Since", nowrap: true, sortValue: (l) => l.since, cell: (l) => formatDateTime(l.since) },
    { key: "flag", header: "Waiting", nowrap: true, align: "right", sortValue: (l) => l.hours, cell: (l) => <LateBadge lateness={boardLateness(l, thresholds)} /> },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Control tower"
        description={
          data
            ? `${totalOpen} open orders · ${late.length} late (${red} very late) · ${data.lockedTokenCount ?? 0} locked tokens · updated ${formatDateTime(data.at)}`
            : "Open orders per status and the ones late for their stage."
        }
        actions={<LiveIndicator state={live} />}
        mb={0}
      />
      {board.isError && !data ? (
        <ErrorState message={errorMessage(board.error, MESSAGES.loadOrdersFailed)} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {OPEN_STATUSES.map((code) => (
              <StatusTile
                key={code}
                code={code}
                count={count(code)}
                loading={board.isPending}
                yellow={perStatus[code]?.yellow ?? 0}
                red={perStatus[code]?.red ?? 0}
                listTo={ordersListTo}
              />
            ))}
          </SimpleGrid>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Late orders
            </Title>
            <DataTable
              caption="Late orders"
              columns={columns}
              rows={data?.late}
              rowKey={(l) => l.order.id}
              loading={board.isPending}
              empty={{ icon: <IconClockExclamation size={28} stroke={1.6} />, title: "Nothing is late", description: "Every open order is within its time." }}
              rowProps={(l) => ({ "data-testid": `late-${l.order.orderNumber}`, bg: l.level === "red" ? "red.0" : "yellow.0" })}
            />
          </Stack>
          <LockedTokens rows={data?.lockedTokens} count={data?.lockedTokenCount ?? data?.lockedTokens?.length ?? 0} loading={board.isPending} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Feed events={events} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>{data ? <SettingsCard settings={data.settings} canEdit={may(ordersEndpoints.updateSettings)} /> : null}</Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
