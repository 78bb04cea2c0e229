import { MESSAGES, type MerchantDashboard } from "@bitmarte/contracts";
import { Alert, Anchor, Badge, Card, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconBox,
  IconCash,
  IconCircleCheck,
  IconClock,
  IconPackage,
  IconShoppingCart,
  IconTruckDelivery,
  IconX,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { merchantDashboardQuery } from "./merchant-dashboard.queries";

/** A lost connection says so; anything else is the spec's "Could not get … Try again later." */
function loadFailure(error: unknown): string {
  return isApiError(error) && error.code === "NETWORK_ERROR" ? error.message : MESSAGES.loadDashboardFailed;
}

/** The merchant's "what needs me now", loaded from the server; the link cards stay below it. */
export function MerchantToday() {
  const dashboard = useQuery(merchantDashboardQuery());
  if (dashboard.isPending) return <MerchantTodaySkeleton />;
  if (dashboard.isError && !dashboard.data) {
    return (
      <ErrorState
        title="Your store today"
        message={loadFailure(dashboard.error)}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  return <MerchantTodayPanel data={dashboard.data} />;
}

export function MerchantTodaySkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your store's figures">
      <Skeleton h={56} radius="lg" />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={96} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The figures themselves (no fetching): store status, work waiting, sales, money and low stock. */
export function MerchantTodayPanel({ data }: { data: MerchantDashboard }) {
  const actions: ActionTileProps[] = [];
  if (data.orders) {
    actions.push(
      {
        label: "Orders to accept",
        count: data.orders.toAccept,
        to: "/merchant/orders?status=pending",
        icon: <IconShoppingCart size={20} />,
        urgent: true,
      },
      {
        label: "Orders to pack",
        count: data.orders.toPack,
        to: "/merchant/orders?status=confirmed",
        icon: <IconBox size={20} />,
      },
      {
        label: "Orders to hand over",
        count: data.orders.toHandOver,
        to: "/merchant/orders?status=ready_to_ship",
        icon: <IconTruckDelivery size={20} />,
      },
    );
  }
  if (data.returns) {
    actions.push(
      {
        label: "Returns to answer",
        count: data.returns.toAnswer,
        to: "/merchant/returns?status=requested",
        icon: <IconArrowBackUp size={20} />,
        urgent: true,
      },
      {
        label: "Returns to receive",
        count: data.returns.toReceive,
        to: "/merchant/returns?status=accepted",
        icon: <IconPackage size={20} />,
      },
    );
  }
  const waiting = actions.reduce((n, a) => n + a.count, 0);
  return (
    <Stack gap="lg">
      <StoreStatus store={data.store} />
      {actions.length > 0 ? (
        <section aria-labelledby="needs-you">
          <Group justify="space-between" mb="xs">
            <Title order={2} fz="lg" id="needs-you">
              Needs you now
            </Title>
            {waiting === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing is waiting for you.
              </Text>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            {actions.map((a) => (
              <ActionTile key={a.label} {...a} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      {data.sales || data.money ? (
        <section aria-labelledby="money-heading">
          <Title order={2} fz="lg" id="money-heading" mb="xs">
            Sales and money
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
            {data.sales ? (
              <>
                <Figure
                  label="Sales today"
                  value={<MoneyText amount={data.sales.today} />}
                  hint={plural(data.sales.todayOrders, "paid order")}
                />
                <Figure
                  label="Sales this week"
                  value={<MoneyText amount={data.sales.week} />}
                  hint={`${plural(data.sales.weekOrders, "paid order")} since Monday`}
                />
              </>
            ) : null}
            {data.money ? (
              <>
                <Figure
                  label="Next payout"
                  value={data.money.nextPayout ? <MoneyText amount={data.money.nextPayout.amount} /> : "None yet"}
                  hint={
                    data.money.nextPayout ? (
                      <>
                        Order {data.money.nextPayout.orderName} ·{" "}
                        {data.money.nextPayout.status === "approved" ? "approved, being sent" : "waiting for approval"}
                        {data.money.unpaidPayouts > 1 ? (
                          <>
                            {" "}
                            · {plural(data.money.unpaidPayouts, "payout")} unpaid, <MoneyText amount={data.money.unpaidAmount} />
                          </>
                        ) : null}
                      </>
                    ) : (
                      "A payout is made when an order's return window closes"
                    )
                  }
                  link={{ to: "/merchant/payouts", label: "See payouts" }}
                />
                <Figure
                  label="In the return window"
                  value={<MoneyText amount={data.money.inReturnWindow} />}
                  hint={
                    data.money.inReturnWindowOrders > 0 && data.money.nextReleaseAt
                      ? `${plural(data.money.inReturnWindowOrders, "delivered order")}; the first becomes payable on ${formatDate(data.money.nextReleaseAt)}`
                      : "No delivered order is waiting for its return window to close"
                  }
                />
              </>
            ) : null}
          </SimpleGrid>
        </section>
      ) : null}
      {data.lowStock ? <LowStock lowStock={data.lowStock} /> : null}
    </Stack>
  );
}

function StoreStatus({ store }: { store: MerchantDashboard["store"] }) {
  switch (store.status) {
    case "approved":
      return (
        <Alert color="teal" variant="light" radius="lg" icon={<IconCircleCheck size={20} />} title={`${store.storeName} is live`}>
          Customers can find and buy your approved products.{" "}
          <Anchor component={Link} to={`/storefront/${store.storeUrl}`} fw={600} inherit>
            See your storefront
          </Anchor>
        </Alert>
      );
    case "first_approved":
      return (
        <Alert color="blue" variant="light" radius="lg" icon={<IconClock size={20} />} title="First approval given: waiting for the second">
          A second approver now reviews {store.storeName}. It goes live when that approval is given; we will mail you.
        </Alert>
      );
    case "rejected":
      return (
        <Alert color="red" variant="light" radius="lg" icon={<IconX size={20} />} title={`${store.storeName} was not approved`}>
          <Stack gap={4}>
            {store.rejectionReason ? <Text size="sm">Reason: {store.rejectionReason}</Text> : null}
            <Text size="sm">
              Update your details and{" "}
              <Anchor component={Link} to="/merchant/onboarding" fw={600} inherit>
                onboarding
              </Anchor>
              ; the store then goes back to review.
            </Text>
          </Stack>
        </Alert>
      );
    default:
      return (
        <Alert color="yellow" variant="light" radius="lg" icon={<IconClock size={20} />} title="Waiting for the first approval">
          Finish your{" "}
          <Anchor component={Link} to="/merchant/onboarding" fw={600} inherit>
            onboarding
          </Anchor>{" "}
          so an approver can review {store.storeName}. It needs two approvals to go live; we will mail you at each.
        </Alert>
      );
  }
}

interface ActionTileProps {
  label: string;
  count: number;
  to: string;
  icon: ReactNode;
  /** Shown in colour while it holds anything: customers wait on it. */
  urgent?: boolean;
}

function ActionTile({ label, count, to, icon, urgent }: ActionTileProps) {
  const hot = urgent && count > 0;
  // Named by what it shows (label, then count), so the name a voice user says is the one they see.
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="md" style={{ textDecoration: "none" }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <ThemeIcon size={32} radius="md" variant="light" color={hot ? "orange" : "brand"} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={28} fw={700} lh={1.1} mt={4} c={hot ? "orange.9" : undefined} style={{ fontVariantNumeric: "tabular-nums" }}>
        {count}
      </Text>
    </Card>
  );
}

function Figure({ label, value, hint, link }: { label: string; value: ReactNode; hint: ReactNode; link?: { to: string; label: string } }) {
  return (
    <Paper withBorder p="md" radius="lg">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <IconCash size={18} aria-hidden color="var(--mantine-color-dimmed)" />
        </Group>
        <Text fz={24} fw={700} lh={1.15} style={{ fontVariantNumeric: "tabular-nums" }}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm" fw={600}>
            {link.label}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

function LowStock({ lowStock }: { lowStock: NonNullable<MerchantDashboard["lowStock"]> }) {
  return (
    <section aria-labelledby="low-stock-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="low-stock-heading">
          Low stock
        </Title>
        {lowStock.count > 0 ? (
          <Badge color="orange" variant="light" radius="sm" tt="none" c="orange.9">
            {plural(lowStock.count, "item")}
          </Badge>
        ) : null}
      </Group>
      <Paper withBorder p="md" radius="lg">
        {lowStock.count === 0 ? (
          <Text size="sm" c="dimmed">
            Every product and variant is above its stock alert level.
          </Text>
        ) : (
          <Stack gap="xs">
            <List spacing={6} size="sm" icon={<IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />}>
              {lowStock.items.map((item) => (
                <List.Item key={item.variantId ?? item.productId}>
                  <Anchor component={Link} to={`/merchant/products/${item.productId}/edit`} fw={600} size="sm">
                    {item.productName}
                    {item.variantLabel ? ` (${item.variantLabel})` : ""}
                  </Anchor>{" "}
                  <Text component="span" size="sm" c="dimmed">
                    {item.quantity === 0 ? "out of stock" : `${item.quantity} left`} · alert at {item.alertAt}
                    {item.sku ? ` · ${item.sku}` : ""}
                  </Text>
                </List.Item>
              ))}
            </List>
            {lowStock.count > lowStock.items.length ? (
              <Anchor component={Link} to="/merchant/products" size="sm" fw={600}>
                {plural(lowStock.count - lowStock.items.length, "more item")} low on stock: see your products
              </Anchor>
            ) : null}
          </Stack>
        )}
      </Paper>
    </section>
  );
}
