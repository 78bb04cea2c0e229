import type { DeliveryAddress, Order, OrderItem, ShippingDetails } from "@bitmarte/contracts";
import { Anchor, Button, Divider, Group, Image, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingStore, IconMapPin, IconPhone, IconPhoto } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MoneyText } from "../../ui/money-text";

/** A titled card of the order pages. */
export function OrderCard({ id, title, icon, children, actions }: { id: string; title: string; icon?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          {icon}
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
        </Group>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

export function ItemRow({ item, productLink = false }: { item: OrderItem; productLink?: boolean }) {
  const variant = [item.productVariants?.size, item.productVariants?.color].filter(Boolean).join(" · ");
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="order-item">
      {item.hostedImages[0] ? (
        <Image src={item.hostedImages[0]} alt={item.productName} w={56} h={56} radius="md" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <ThemeIcon size={56} radius="md" variant="light" color="gray" aria-hidden>
          <IconPhoto size={22} />
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {productLink ? (
          <Anchor component={Link} to={`/product/${item.productId}`} c="inherit" fw={600} size="sm" lineClamp={2}>
            {item.productName}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" lineClamp={2}>
            {item.productName}
          </Text>
        )}
        {variant || item.productVariants?.sku ? (
          <Text size="xs" c="dimmed">
            {[variant, item.productVariants?.sku ? `SKU ${item.productVariants.sku}` : ""].filter(Boolean).join(" · ")}
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

export function ItemsCard({ items, productLink }: { items: OrderItem[]; productLink?: boolean }) {
  const units = items.reduce((n, i) => n + i.quantity, 0);
  return (
    <OrderCard id="order-items" title="Items" actions={<Text size="sm" c="dimmed">{units === 1 ? "1 item" : `${units} items`}</Text>}>
      <Stack gap="sm">
        {items.map((item, i) => (
          <div key={item.id}>
            {i > 0 ? <Divider mb="sm" /> : null}
            <ItemRow item={item} productLink={productLink} />
          </div>
        ))}
      </Stack>
    </OrderCard>
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

/** Subtotal, discount, shipping and total; gift-card split and commission when they apply. */
export function FiguresCard({ order, receivesLabel = "You receive" }: { order: Order; receivesLabel?: string }) {
  return (
    <OrderCard id="order-summary" title="Summary">
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
        {order.commissionPercentage !== null ? (
          <>
            <Divider />
            <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="order-commission">
              <Text size="sm" c="dimmed">
                Commission {order.commissionPercentage}%
              </Text>
              {order.commissionAmount !== null ? <MoneyText amount={-order.commissionAmount} size="sm" /> : null}
            </Group>
            {order.merchantReceives !== null ? (
              <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="order-merchant-receives">
                <Text size="sm" fw={600}>
                  {receivesLabel}
                </Text>
                <MoneyText amount={order.merchantReceives} size="sm" fw={700} />
              </Group>
            ) : null}
            <Text size="xs" c="dimmed">
              Commission rate set at checkout. The store receives the items less coupons and commission (the delivery fee pays for delivery),
              paid out after the return window, less any refund.
            </Text>
          </>
        ) : null}
      </Stack>
    </OrderCard>
  );
}

/** A phone number as a call link; a big button on phones when `button`. */
export function CallLink({ phone, label, button = false }: { phone: string | null | undefined; label: string; button?: boolean }) {
  if (!phone) return null;
  const href = `tel:${phone.replace(/[^\d+]/g, "")}`;
  if (button) {
    return (
      <Button component="a" href={href} variant="light" leftSection={<IconPhone size={18} />} size="md" fullWidth aria-label={`${label}: ${phone}`}>
        {label}
      </Button>
    );
  }
  return (
    <Anchor href={href} size="sm" aria-label={`${label}: ${phone}`}>
      <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
        <IconPhone size={14} aria-hidden />
        {phone}
      </Group>
    </Anchor>
  );
}

export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {address.fullName}
      </Text>
      <Text size="sm">{address.address}</Text>
      <Text size="sm">
        {address.city}, {address.stateOrRegion}, {address.country}
      </Text>
    </Stack>
  );
}

/** Pickup at the store and delivery to the customer, with call links. */
export function ShippingDetailsCard({
  details,
  loading,
  error,
  callButtons = false,
  showPickup = true,
}: {
  details: ShippingDetails | undefined;
  loading: boolean;
  error: ReactNode;
  callButtons?: boolean;
  showPickup?: boolean;
}) {
  if (loading) {
    return (
      <OrderCard id="order-shipping" title="Delivery details" icon={<IconMapPin size={18} aria-hidden />}>
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading delivery details">
          <Skeleton h={14} w="60%" />
          <Skeleton h={14} w="80%" />
          <Skeleton h={14} w="40%" />
        </Stack>
      </OrderCard>
    );
  }
  if (!details) {
    return (
      <OrderCard id="order-shipping" title="Delivery details" icon={<IconMapPin size={18} aria-hidden />}>
        <Text size="sm" c="dimmed" role="status">
          {error}
        </Text>
      </OrderCard>
    );
  }
  const p = details.pickup;
  return (
    <>
      {showPickup ? (
        <OrderCard id="order-pickup" title="Pickup" icon={<IconBuildingStore size={18} aria-hidden />}>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {p.storeName}
            </Text>
            <Text size="sm">{p.street}</Text>
            <Text size="sm">
              {p.city}, {p.state}, {p.country}
            </Text>
            {p.hubId ? (
              <Text size="xs" c="dimmed">
                Ships from a Bitmarte hub
              </Text>
            ) : null}
            {callButtons ? <CallLink phone={p.phoneNumber} label="Call the store" button /> : <CallLink phone={p.phoneNumber} label="Store phone" />}
          </Stack>
        </OrderCard>
      ) : null}
      <OrderCard id="order-delivery" title="Delivery" icon={<IconMapPin size={18} aria-hidden />}>
        <Stack gap={4}>
          <AddressLines address={details.delivery} />
          <Text size="xs" c="dimmed">
            {details.delivery.emailAddress}
          </Text>
          {callButtons ? (
            <CallLink phone={details.delivery.phoneNumber} label="Call the customer" button />
          ) : (
            <CallLink phone={details.delivery.phoneNumber} label="Customer phone" />
          )}
          <Text size="xs" c="dimmed">
            {details.weight} kg · {details.withinLagos ? "within Lagos" : "outside Lagos"}
          </Text>
        </Stack>
      </OrderCard>
    </>
  );
}
