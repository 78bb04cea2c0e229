import { MESSAGES, type Order, type OrderItem } from "@bitmarte/contracts";
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconKey, IconMapPin, IconNote, IconPhone, IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { PageHeader } from "../../ui/page-header";
import { StatusBadge } from "../../ui/status-badge";
import { customerOrderInfoQuery } from "./orders.queries";

const BACK = (
  <Button component={Link} to="/orders" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} style={{ alignSelf: "flex-start" }}>
    All orders
  </Button>
);

/** One order: items, figures, delivery address, status history and the delivery token. */
export function OrderDetail({ id }: { id: string }) {
  const order = useQuery(customerOrderInfoQuery(id));

  if (order.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the order">
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
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const activities = [...order.orderActivities].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <Stack gap="md">
      {BACK}
      <PageHeader
        mb={0}
        title={order.orderName}
        description={`${order.storeName} · placed ${formatDateTime(order.createdAt)}`}
        actions={<StatusBadge status={order.bitmarteOrderStatus.known_name} size="lg" data-testid="order-status" />}
      />
      {order.orderDeliveryToken ? (
        <Alert color="brand" variant="light" icon={<IconKey size={20} />} title="Delivery token" data-testid="delivery-token">
          <Text size="sm">Give this code to the rider only when your order is in your hands.</Text>
          <Text ff="monospace" fz={28} fw={800} lts={6} mt={4}>
            {order.orderDeliveryToken}
          </Text>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-items">
              <Title order={2} fz="lg" mb="sm" id="order-items">
                Items
              </Title>
              <Stack gap="sm">
                {order.orderItems.map((item, i) => (
                  <div key={item.id}>
                    {i > 0 ? <Divider mb="sm" /> : null}
                    <ItemRow item={item} />
                  </div>
                ))}
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-activity">
              <Title order={2} fz="lg" mb="md" id="order-activity">
                Order history
              </Title>
              {activities.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No updates yet.
                </Text>
              ) : (
                <Timeline active={activities.length - 1} bulletSize={18} lineWidth={2} color="brand">
                  {activities.map((a) => (
                    <Timeline.Item key={a.id} title={a.activity}>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(a.createdAt)}
                        {a.actorName ? ` · ${a.actorName}` : ""}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-summary">
              <Title order={2} fz="lg" mb="sm" id="order-summary">
                Summary
              </Title>
              <Stack gap={6}>
                <Figure label="Subtotal" amount={order.subtotal} />
                <Figure label="Discount" amount={order.discount > 0 ? -order.discount : 0} />
                <Figure label="Shipping fee" amount={order.shippingFee} />
                <Divider />
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <MoneyText amount={order.total} fw={800} size="lg" data-testid="order-total" />
                </Group>
                {order.giftCardAmount > 0 ? (
                  <>
                    <Figure label="Paid with gift cards" amount={order.giftCardAmount} />
                    <Figure label="Paid by payment" amount={(Math.round(order.total * 100) - Math.round(order.giftCardAmount * 100)) / 100} />
                  </>
                ) : null}
              </Stack>
            </Paper>
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="order-delivery">
              <Group gap={6} mb="sm">
                <IconMapPin size={18} aria-hidden />
                <Title order={2} fz="lg" id="order-delivery">
                  Delivery address
                </Title>
              </Group>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {order.deliveryAddress.fullName}
                </Text>
                <Text size="sm">{order.deliveryAddress.address}</Text>
                <Text size="sm">
                  {order.deliveryAddress.city}, {order.deliveryAddress.stateOrRegion}, {order.deliveryAddress.country}
                </Text>
                <Text size="xs" c="dimmed">
                  {order.deliveryAddress.phoneNumber} · {order.deliveryAddress.emailAddress}
                </Text>
              </Stack>
              {order.dispatchPhoneNumber ? (
                <Group gap={6} mt="sm">
                  <IconPhone size={16} aria-hidden />
                  <Text size="sm">
                    Rider:{" "}
                    <Anchor href={`tel:${order.dispatchPhoneNumber}`} size="sm">
                      {order.dispatchPhoneNumber}
                    </Anchor>
                  </Text>
                </Group>
              ) : null}
            </Paper>
            {order.orderNote ? (
              <Paper withBorder radius="lg" p="md" component="section" aria-label="Order note">
                <Group gap={6} mb={4}>
                  <IconNote size={18} aria-hidden />
                  <Text fw={600}>Your note</Text>
                </Group>
                <Text size="sm">{order.orderNote}</Text>
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <MoneyText amount={amount} size="sm" />
    </Group>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  const variant = [item.productVariants?.size, item.productVariants?.color].filter(Boolean).join(" · ");
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="order-item">
      {item.hostedImages[0] ? (
        <Image src={item.hostedImages[0]} alt={item.productName} w={64} h={64} radius="md" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <ThemeIcon size={64} radius="md" variant="light" color="gray" aria-hidden>
          <IconPhoto size={24} />
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={`/product/${item.productId}`} c="inherit" fw={600} size="sm" lineClamp={2}>
          {item.productName}
        </Anchor>
        {variant ? (
          <Text size="xs" c="dimmed">
            {variant}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {item.quantity} × <MoneyText amount={item.productPrice} size="xs" />
          {item.discount > 0 ? (
            <>
              {" "}
              · discount <MoneyText amount={-item.discount} size="xs" />
            </>
          ) : null}
        </Text>
      </Stack>
      <MoneyText amount={item.total} fw={700} size="sm" style={{ whiteSpace: "nowrap" }} />
    </Group>
  );
}
