import { type CartItem, type CartState, MESSAGES } from "@bitmarte/contracts";
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconMapPin, IconMinus, IconPhoto, IconPlus, IconShoppingCart, IconTrash, IconTruckDelivery } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { variantLabel } from "../../lib/variant-price";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { notifyError } from "../../ui/notify";
import { PageHeader } from "../../ui/page-header";
import { isSignedOutError, loginReturnPath } from "./cart-auth";
import { type CartStoreGroup, cartItemCount, groupCartByStore, maxQuantity, pickupLine, roundNaira } from "./cart-model";
import { useRemoveCartItem, useSelectCartItems, useUpdateCartItem } from "./cart.mutations";
import { cartQuery, shippingFeeQuery } from "./cart.queries";
import { CouponBox } from "./coupon-box";
import { GiftCardBox } from "./gift-card-box";

/** The customer's cart: items by store, selection for checkout, coupons, gift cards and totals. */
export function CartScreen() {
  const cart = useQuery(cartQuery());
  const addressId = cart.data?.selectedShippingAddress?.id ?? null;
  const shipping = useQuery(shippingFeeQuery(addressId));

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <>
        <PageHeader title="Your cart" />
        <ErrorState message={errorMessage(cart.error)} onRetry={() => cart.refetch()} retrying={cart.isFetching} />
      </>
    );
  }

  const data = cart.data;
  if (data.cartItemsList.length === 0) {
    return (
      <>
        <PageHeader title="Your cart" />
        <EmptyState
          icon={<IconShoppingCart size={28} stroke={1.6} />}
          title="Your cart is empty"
          description="Browse the stores on Bitmarte and add what you like; items from several stores check out together."
          action={
            <Button component={Link} to="/">
              Start shopping
            </Button>
          }
        />
      </>
    );
  }

  const groups = groupCartByStore(data, shipping.data?.shippingFees ?? data.shippingFees);
  const selectedCount = data.cartItemsList.filter((i) => i.selected).length;

  return (
    <>
      <PageHeader
        title="Your cart"
        description={`${cartItemCount(data.cartItemsList)} ${cartItemCount(data.cartItemsList) === 1 ? "item" : "items"} from ${groups.length} ${groups.length === 1 ? "store" : "stores"}. Only selected items are checked out.`}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            {groups.map((group) => (
              <StoreGroup key={group.storeId} group={group} hasAddress={!!addressId} shippingLoading={shipping.isFetching} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            <CartSummary cart={data} groups={groups} selectedCount={selectedCount} />
            <CouponBox cart={data} />
            <GiftCardBox />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function CartSkeleton() {
  return (
    <>
      <PageHeader title="Your cart" />
      <Grid gap="lg" role="status" aria-busy="true" aria-label="Loading your cart">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            {[0, 1].map((i) => (
              <Paper key={i} withBorder radius="lg" p="md">
                <Skeleton h={20} w="40%" mb="md" />
                <Skeleton h={72} mb="sm" />
                <Skeleton h={72} />
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="sm">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h={18} />
              ))}
              <Skeleton h={40} mt="sm" />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** Sends the customer to log in when the server no longer accepts the token; otherwise toasts the spec's wording. */
function useCartFailure() {
  const navigate = useNavigate();
  const location = useLocation();
  return (error: unknown, fallback: string) => {
    if (isSignedOutError(error)) navigate(loginReturnPath(location.pathname, location.search));
    else notifyError(error, fallback);
  };
}

function StoreGroup({ group, hasAddress, shippingLoading }: { group: CartStoreGroup; hasAddress: boolean; shippingLoading: boolean }) {
  const select = useSelectCartItems();
  const fail = useCartFailure();
  const toggleStore = () => {
    const selected = group.selection !== "all";
    const ids = group.items.filter((i) => i.selected !== selected).map((i) => i.id);
    select.mutate({ cartItemIds: ids, selected }, { onError: (error) => fail(error, MESSAGES.updateCartItemFailed) });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} component="section" aria-label={group.storeName} data-testid="cart-store">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox
            mt={3}
            checked={group.selection === "all"}
            indeterminate={group.selection === "some"}
            onChange={toggleStore}
            disabled={select.isPending}
            aria-label={`Select all items from ${group.storeName}`}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="md">
              {group.storeName}
            </Title>
            {group.pickup ? (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="xs" c="dimmed">
                  Ships from {pickupLine(group.pickup)}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
        <Divider />
        <Stack gap="sm">
          {group.items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </Stack>
        <Divider />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconTruckDelivery size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              Shipping
              {group.shipping ? ` · ${group.shipping.vehicleType}, ${group.shipping.chargeableWeight} kg` : ""}
            </Text>
          </Group>
          {group.selection === "none" ? (
            <Text size="sm" c="dimmed">
              Nothing selected
            </Text>
          ) : !hasAddress ? (
            <Anchor component={Link} to="/addresses" size="sm">
              Add an address
            </Anchor>
          ) : shippingLoading && !group.shipping ? (
            <Skeleton h={16} w={80} />
          ) : group.shipping ? (
            <MoneyText amount={group.shipping.fee} size="sm" fw={600} data-testid="store-shipping" />
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const fail = useCartFailure();
  const busy = update.isPending || remove.isPending;
  const variant = variantLabel(item.productVariant);
  const max = maxQuantity(item);

  const change = (body: { quantity?: number; selected?: boolean }) =>
    update.mutate({ cartItemId: item.id, ...body }, { onError: (error) => fail(error, MESSAGES.updateCartItemFailed) });

  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="cart-line" style={{ opacity: busy ? 0.6 : 1 }}>
      <Checkbox
        mt={3}
        checked={item.selected}
        onChange={(e) => change({ selected: e.currentTarget.checked })}
        disabled={busy}
        aria-label={`Select ${item.productName} for checkout`}
      />
      {item.hostedImages[0] ? (
        <Image src={item.hostedImages[0]} alt="" w={64} h={64} radius="md" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <ThemeIcon size={64} radius="md" variant="light" color="gray" aria-hidden style={{ flexShrink: 0 }}>
          <IconPhoto size={24} />
        </ThemeIcon>
      )}
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/product/${item.productId}`} c="inherit" fw={600} size="sm" lineClamp={2}>
              {item.productName}
            </Anchor>
            {variant ? (
              <Text size="xs" c="dimmed">
                {variant}
              </Text>
            ) : null}
            <Group gap={6}>
              <MoneyText amount={item.unitPrice} size="sm" />
              {item.pricing.price > item.unitPrice ? (
                <MoneyText amount={item.pricing.price} size="xs" c="dimmed" td="line-through" />
              ) : null}
            </Group>
          </Stack>
          <MoneyText amount={roundNaira(item.lineTotal)} fw={700} size="sm" style={{ whiteSpace: "nowrap" }} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${item.productName}`}>
            <ActionIcon
              variant="default"
              size="md"
              onClick={() => change({ quantity: item.quantity - 1 })}
              disabled={busy || item.quantity <= 1}
              aria-label={`Decrease quantity of ${item.productName}`}
            >
              <IconMinus size={14} />
            </ActionIcon>
            <Text w={32} ta="center" fw={600} size="sm" aria-live="polite" data-testid="cart-quantity">
              {item.quantity}
            </Text>
            <ActionIcon
              variant="default"
              size="md"
              onClick={() => change({ quantity: item.quantity + 1 })}
              disabled={busy || item.quantity >= max}
              aria-label={`Increase quantity of ${item.productName}`}
            >
              <IconPlus size={14} />
            </ActionIcon>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            disabled={busy}
            onClick={() => remove.mutate(item.id, { onError: (error) => fail(error, MESSAGES.removeCartItemFailed) })}
            aria-label={`Remove ${item.productName} from cart`}
          >
            Remove
          </Button>
        </Group>
        {item.available !== null && item.available < item.quantity ? (
          <Text size="xs" c="red">
            Only {item.available} left in stock
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

function SummaryRow({ label, amount, negative, strong, testId }: { label: string; amount: number; negative?: boolean; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? "md" : "sm"} fw={strong ? 700 : 400} c={strong ? undefined : "dimmed"}>
        {label}
      </Text>
      <MoneyText
        amount={negative && amount > 0 ? -roundNaira(amount) : roundNaira(amount)}
        size={strong ? "lg" : "sm"}
        fw={strong ? 800 : 500}
        c={negative && amount > 0 ? "brand.8" : undefined}
        data-testid={testId}
      />
    </Group>
  );
}

function CartSummary({ cart, groups, selectedCount }: { cart: CartState; groups: CartStoreGroup[]; selectedCount: number }) {
  const shipped = groups.filter((g) => g.selection !== "none" && g.shipping);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="cart-summary-title">
          Order summary
        </Title>
        <SummaryRow label={`Subtotal (${selectedCount} selected)`} amount={cart.subtotal} testId="cart-subtotal" />
        <SummaryRow label="Discount" amount={cart.discount} negative testId="cart-discount" />
        <Stack gap={4}>
          <SummaryRow label="Shipping" amount={cart.shippingFeeTotal} testId="cart-shipping" />
          {shipped.length > 1
            ? shipped.map((g) => (
                <Group key={g.storeId} justify="space-between" pl="sm" gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed" truncate>
                    {g.storeName}
                  </Text>
                  <MoneyText amount={g.shipping?.fee ?? 0} size="xs" c="dimmed" />
                </Group>
              ))
            : null}
          {!cart.selectedShippingAddress ? (
            <Text size="xs" c="dimmed">
              Shipping is worked out once you{" "}
              {/* Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). */}
              <Anchor component={Link} to="/addresses" size="xs" underline="always">
                add a delivery address
              </Anchor>
              .
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              To {[cart.selectedShippingAddress.city, cart.selectedShippingAddress.stateOrRegion].filter(Boolean).join(", ")}
            </Text>
          )}
        </Stack>
        <SummaryRow label="Gift cards" amount={cart.giftCardTotal} negative testId="cart-giftcards" />
        <Divider />
        <SummaryRow label="Total" amount={cart.cartTotal} strong testId="cart-total" />
        {selectedCount === 0 ? (
          <Button size="md" fullWidth disabled>
            Proceed to checkout
          </Button>
        ) : (
          <Button component={Link} to="/checkout" size="md" fullWidth>
            Proceed to checkout
          </Button>
        )}
        {selectedCount === 0 ? (
          <Text size="xs" c="dimmed" ta="center">
            Select at least one item to check out.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
