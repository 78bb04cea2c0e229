import { MESSAGES, type Order, ordersEndpoints } from "@bitmarte/contracts";
import { Badge, Button, Grid, Group, Image, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconNote, IconPhoto, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { PageHeader } from "../../ui/page-header";
import { DeliveryAdminCard, DispatcherPhoneForm, LockedTokenAlert } from "./delivery-admin-card";
import { useMayCall } from "./order-caller";
import type { ListScope } from "./orders.queries";
import { orderQuery, settingsQuery, shippingDetailsQuery } from "./orders.queries";
import { OrderActionsBar } from "./order-actions-bar";
import { type LateThresholds, orderLateness, thresholdsFromSettings } from "./order-lateness";
import { FiguresCard, ItemsCard, OrderCard, ShippingDetailsCard } from "./order-parts";
import { LateBadge, OrderStatusBadge } from "./order-status-badge";
import { OrderTimeline } from "./order-timeline";
import { useNow } from "./use-now";

export interface OrderScreenProps {
  scope: ListScope;
  id: string;
  /** The list this order belongs to. */
  backTo: string;
  backLabel?: string;
  /** Merchant: where the printable packing slip lives. */
  packingSlipTo?: string;
}

function Back({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} style={{ alignSelf: "flex-start" }}>
      {label}
    </Button>
  );
}

/** One order for the people who handle it: merchant, admin, dispatcher or shipping partner. */
export function OrderScreen({ scope, id, backTo, backLabel = "All orders", packingSlipTo }: OrderScreenProps) {
  const order = useQuery(orderQuery(scope, id));
  if (order.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the order">
        <Back to={backTo} label={backLabel} />
        <Skeleton h={32} w="50%" />
        <Skeleton h={36} w={220} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={240} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={240} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  if (order.isError) {
    return (
      <Stack gap="md">
        <Back to={backTo} label={backLabel} />
        {isApiError(order.error) && order.error.status === 404 ? (
          <EmptyState title="Order not found" description="This order does not exist, or it is not yours to see." />
        ) : (
          <ErrorState message={errorMessage(order.error, MESSAGES.loadOrdersFailed)} onRetry={() => void order.refetch()} retrying={order.isFetching} />
        )}
      </Stack>
    );
  }
  const field = scope === "dispatcher" || scope === "partner";
  return field ? (
    <FieldOrderView scope={scope} order={order.data} back={<Back to={backTo} label={backLabel} />} backTo={backTo} />
  ) : (
    <DeskOrderView scope={scope} order={order.data} back={<Back to={backTo} label={backLabel} />} packingSlipTo={packingSlipTo} />
  );
}

/** Late limits: the admin's settings for staff whose role may read them, the defaults for the others. */
function useThresholds(scope: ListScope): LateThresholds | undefined {
  const may = useMayCall();
  const settings = useQuery({ ...settingsQuery(), enabled: (scope === "admin" || scope === "dispatcher") && may(ordersEndpoints.settings) });
  return settings.data ? thresholdsFromSettings(settings.data) : undefined;
}

function Header({ scope, order, actions }: { scope: ListScope; order: Order; actions?: ReactNode }) {
  const now = useNow();
  const thresholds = useThresholds(scope);
  return (
    <PageHeader
      mb={0}
      title={order.orderNumber}
      description={`${order.storeName} · checkout ${order.orderName} · for ${order.customerName} · placed ${formatDateTime(order.createdAt)}`}
      actions={
        <Group gap="xs">
          <OrderStatusBadge status={order.orderStatus} size="lg" data-testid="order-status" />
          <LateBadge lateness={orderLateness(order, now, thresholds)} size="lg" />
          {actions}
        </Group>
      }
    />
  );
}

function Note({ order }: { order: Order }) {
  if (!order.orderNote) return null;
  return (
    <OrderCard id="order-note" title="Customer's note" icon={<IconNote size={18} aria-hidden />}>
      <Text size="sm">{order.orderNote}</Text>
    </OrderCard>
  );
}

function Evidence({ order }: { order: Order }) {
  if (order.shippingEvidence.length === 0) return null;
  return (
    <OrderCard id="order-evidence" title="Photos" icon={<IconPhoto size={18} aria-hidden />}>
      <SimpleGrid cols={3} spacing="xs">
        {order.shippingEvidence.map((url, i) => (
          <a key={url} href={url} target="_blank" rel="noreferrer" aria-label={`Open photo ${i + 1}`}>
            <Image src={url} alt={`Delivery photo ${i + 1}`} radius="md" h={80} fit="cover" />
          </a>
        ))}
      </SimpleGrid>
    </OrderCard>
  );
}

function Shipping({ scope, order, field }: { scope: ListScope; order: Order; field?: boolean }) {
  const details = useQuery(shippingDetailsQuery(scope, order.id));
  return (
    <ShippingDetailsCard
      details={details.data}
      loading={details.isPending}
      error={details.isError ? errorMessage(details.error, "Could not get the delivery details. Try again later.") : null}
      callButtons={field}
      showPickup={scope !== "merchant"}
    />
  );
}

/** Merchant and admin: a wide page with the actions under the title. */
function DeskOrderView({ scope, order, back, packingSlipTo }: { scope: ListScope; order: Order; back: ReactNode; packingSlipTo?: string }) {
  return (
    <Stack gap="md">
      {back}
      <Header
        scope={scope}
        order={order}
        actions={
          packingSlipTo ? (
            <Button component={Link} to={packingSlipTo} variant="default" leftSection={<IconPrinter size={16} />}>
              Packing slip
            </Button>
          ) : null
        }
      />
      {scope === "admin" ? <LockedTokenAlert order={order} /> : null}
      <OrderActionsBar scope={scope} order={order} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ItemsCard items={order.orderItems} />
            <OrderTimeline activities={order.orderActivities} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {scope === "admin" ? <DeliveryAdminCard order={order} /> : null}
            <Shipping scope={scope} order={order} />
            <Note order={order} />
            <FiguresCard order={order} receivesLabel={scope === "merchant" ? "You receive" : "Store receives"} />
            <Evidence order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Dispatcher and shipping partner: phone first, the next step and the call buttons at the top. */
function FieldOrderView({ scope, order, back, backTo }: { scope: "dispatcher" | "partner"; order: Order; back: ReactNode; backTo: string }) {
  const navigate = useNavigate();
  const units = order.orderItems.reduce((n, i) => n + i.quantity, 0);
  const now = useNow();
  const thresholds = useThresholds(scope);
  return (
    <Stack gap="md" maw={720}>
      {back}
      <Stack gap={6}>
        <Text component="h1" fz={24} fw={700} lh={1.2} m={0} style={{ overflowWrap: "anywhere" }}>
          {order.orderNumber}
        </Text>
        <Group gap={6}>
          <OrderStatusBadge status={order.orderStatus} size="lg" data-testid="order-status" />
          <LateBadge lateness={orderLateness(order, now, thresholds)} size="lg" />
          {order.withinLagos ? null : (
            <Badge variant="light" color="grape" radius="sm" tt="none" size="lg">
              Outside Lagos
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {order.storeName} → {order.customerName} · {units === 1 ? "1 item" : `${units} items`}
        </Text>
      </Stack>
      <OrderActionsBar scope={scope} order={order} stacked onGone={() => navigate(backTo, { replace: true })} />
      <Shipping scope={scope} order={order} field />
      <Note order={order} />
      {scope === "dispatcher" ? (
        <OrderCard id="order-phone" title="Your phone for the customer">
          <DispatcherPhoneForm order={order} scope="dispatcher" label="Phone number" />
        </OrderCard>
      ) : null}
      <ItemsCard items={order.orderItems} />
      <Evidence order={order} />
      <OrderTimeline activities={order.orderActivities} />
    </Stack>
  );
}
