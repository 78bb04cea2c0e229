import { MESSAGES, type Order } from "@bitmarte/contracts";
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconKey, IconMapPin, IconNote, IconPhone } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { notifyError, notifySuccess } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { OrderActionsBar } from "./order-actions-bar";
import { AddressLines, FiguresCard, ItemsCard, OrderCard } from "./order-parts";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTimeline } from "./order-timeline";
import { useCheckPayment } from "./orders.mutations";
import { customerOrderInfoQuery } from "./orders.queries";
import { TrackingSteps } from "./tracking-steps";

const BACK = (
  <Button component={Link} to="/orders" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} style={{ alignSelf: "flex-start" }}>
    All orders
  </Button>
);

/**
 * The customer's order tracking page: where the order is, the delivery token, the rider's phone, items and
 * history. `afterItems` is what the page adds below the items (the returns of the order).
 */
export function OrderDetail({ id, afterItems }: { id: string; afterItems?: ReactNode }) {
  const order = useQuery(customerOrderInfoQuery(id));

  if (order.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the order">
        {BACK}
        <Skeleton h={32} w="50%" />
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
    if (isApiError(order.error) && order.error.status === 404) {
      return (
        <Stack gap="md">
          {BACK}
          <EmptyState title="Order not found" description="This order does not exist or is not one of yours." />
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        {BACK}
        <ErrorState message={errorMessage(order.error, MESSAGES.loadOrdersFailed)} onRetry={() => order.refetch()} retrying={order.isFetching} />
      </Stack>
    );
  }
  return <OrderView order={order.data} afterItems={afterItems} />;
}

/** An order still awaiting its payment: the customer may ask the provider again instead of waiting. */
function CheckPayment({ orderId, reference }: { orderId: string; reference: string }) {
  const check = useCheckPayment(orderId);
  return (
    <Alert color="yellow" title="Waiting for your payment" data-testid="check-payment">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Paid already and this page has not caught up? Ask the payment provider again.</Text>
        <Button
          size="sm"
          variant="light"
          loading={check.isPending}
          onClick={() =>
            check.mutate(reference, {
              onSuccess: ({ message }) => notifySuccess(message),
              onError: (err) => notifyError(err),
            })
          }
        >
          Check payment
        </Button>
      </Stack>
    </Alert>
  );
}

/** The 6-digit token the customer gives the rider at the door. */
function DeliveryToken({ token }: { token: string }) {
  return (
    <Alert color="brand" variant="light" icon={<IconKey size={20} />} title="Delivery token" data-testid="delivery-token">
      <Text size="sm">Give this code to the rider only when your order is in your hands.</Text>
      <Text ff="monospace" fz={28} fw={800} lts={6} mt={4}>
        {token}
      </Text>
    </Alert>
  );
}

function RiderPhone({ phone }: { phone: string }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Your delivery contact">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            Questions about the delivery?
          </Text>
          <Text fw={600} data-testid="dispatch-phone">
            {phone}
          </Text>
        </Stack>
        <Button component="a" href={`tel:${phone.replace(/[^\d+]/g, "")}`} leftSection={<IconPhone size={16} />} variant="light" aria-label={`Call the rider on ${phone}`}>
          Call
        </Button>
      </Group>
    </Paper>
  );
}

function OrderView({ order, afterItems }: { order: Order; afterItems?: ReactNode }) {
  return (
    <Stack gap="md">
      {BACK}
      <PageHeader
        mb={0}
        title={order.orderNumber}
        description={`${order.storeName} · checkout ${order.orderName} · placed ${formatDateTime(order.createdAt)}`}
        actions={<OrderStatusBadge status={order.orderStatus} size="lg" data-testid="order-status" />}
      />
      <OrderActionsBar scope="customer" order={order} quiet showIdle={false} />
      {order.orderStatus === "awaiting_payment" && order.paymentReference ? <CheckPayment orderId={order.id} reference={order.paymentReference} /> : null}
      {order.orderDeliveryToken ? <DeliveryToken token={order.orderDeliveryToken} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <TrackingSteps order={order} />
            <ItemsCard items={order.orderItems} productLink />
            {afterItems}
            <OrderTimeline activities={order.orderActivities} title="Order history" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {order.dispatchPhoneNumber ? <RiderPhone phone={order.dispatchPhoneNumber} /> : null}
            <FiguresCard order={order} />
            <OrderCard id="order-delivery" title="Delivery address" icon={<IconMapPin size={18} aria-hidden />}>
              <AddressLines address={order.deliveryAddress} />
              <Text size="xs" c="dimmed" mt={4}>
                {order.deliveryAddress.phoneNumber} · {order.deliveryAddress.emailAddress}
              </Text>
            </OrderCard>
            {order.orderNote ? (
              <OrderCard id="order-note" title="Your note" icon={<IconNote size={18} aria-hidden />}>
                <Text size="sm">{order.orderNote}</Text>
              </OrderCard>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
