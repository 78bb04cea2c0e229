import {
  type CheckoutStore,
  type CheckoutSummary,
  CreateOrderBodySchema,
  MESSAGES,
  type PaymentChannel,
} from "@bitmarte/contracts";
import {
  Alert,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconBuildingBank, IconCreditCard, IconDeviceMobile, IconLock, IconTruckDelivery } from "@tabler/icons-react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { PageHeader } from "../../ui/page-header";
import { usePlaceOrder } from "./checkout.mutations";
import { checkoutShippingFeeQuery, checkoutSummaryQuery } from "./checkout.queries";
import { StorePoliciesToggle } from "./store-policies-toggle";

export interface CheckoutScreenProps {
  /** The address chooser (composed by the page from the addresses feature). */
  renderAddressPicker: (value: string | null, onChange: (addressId: string | null) => void) => ReactNode;
  /** Where the browser goes to pay; replaced in tests. */
  goToPayment?: (url: string) => void;
}

const CHANNELS: { value: PaymentChannel; label: string; description: string; icon: ReactNode }[] = [
  { value: "card", label: "Card", description: "Visa, Mastercard or Verve", icon: <IconCreditCard size={18} aria-hidden /> },
  { value: "bank_transfer", label: "Bank transfer", description: "Pay from your bank app", icon: <IconBuildingBank size={18} aria-hidden /> },
  { value: "ussd", label: "USSD", description: "Dial a code from your phone", icon: <IconDeviceMobile size={18} aria-hidden /> },
];

/** Choose the address, review each store's order, add a note, and pay. */
export function CheckoutScreen({ renderAddressPicker, goToPayment = (url) => window.location.assign(url) }: CheckoutScreenProps) {
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [orderNote, setOrderNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [paymentChannel, setPaymentChannel] = useState<PaymentChannel>("card");
  const summary = useQuery(checkoutSummaryQuery(addressId));
  const shipping = useQuery(checkoutShippingFeeQuery(addressId));
  const place = usePlaceOrder();

  const problems = summary.data?.problems ?? [];
  const nothingSelected = summary.data ? summary.data.stores.length === 0 : false;
  const canPlace = !!addressId && summary.isSuccess && problems.length === 0 && !nothingSelected;

  const onPlaceOrder = () => {
    const parsed = CreateOrderBodySchema.safeParse({ addressId, orderNote, paymentChannel });
    if (!parsed.success) {
      const noteIssue = parsed.error.issues.find((i) => i.path[0] === "orderNote");
      setNoteError(noteIssue?.message ?? null);
      if (!noteIssue) notifications.show({ message: parsed.error.issues[0]?.message ?? MESSAGES.placeOrderFailed, color: "red" });
      return;
    }
    setNoteError(null);
    place.mutate(
      { ...parsed.data, orderNote: parsed.data.orderNote || undefined },
      {
        onSuccess: (result) => {
          if (result.payment) goToPayment(result.payment.authorizationUrl);
          else navigate(`/checkout/complete?orderName=${encodeURIComponent(result.orderName)}`);
        },
        onError: (error) => {
          notifications.show({ message: MESSAGES.placeOrderFailed, color: "red", withBorder: true });
          const note = isApiError(error) ? error.errors.find((e) => e.path.endsWith("orderNote")) : undefined;
          if (note) setNoteError(note.message);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title="Checkout" description="Each store ships its part of your order separately; you pay once." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-address">
              <Title order={2} fz="lg" mb="sm" id="checkout-address">
                1. Delivery address
              </Title>
              {renderAddressPicker(addressId, setAddressId)}
            </Paper>
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-review">
              <Title order={2} fz="lg" mb="sm" id="checkout-review">
                2. Review your order
              </Title>
              <Review addressId={addressId} summary={summary} shippingFees={shipping.data?.shippingFees} />
            </Paper>
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-payment">
              <Title order={2} fz="lg" mb="sm" id="checkout-payment">
                3. Note and payment
              </Title>
              <Stack gap="md">
                <Textarea size="md"
                  label="Order note"
                  description="Anything the stores or the rider should know (optional)"
                  value={orderNote}
                  onChange={(e) => {
                    setOrderNote(e.currentTarget.value);
                    setNoteError(null);
                  }}
                  error={noteError}
                  maxLength={500}
                  autosize
                  minRows={2}
                />
                <Radio.Group label="Payment method" value={paymentChannel} onChange={(v) => setPaymentChannel(v as PaymentChannel)} name="paymentChannel">
                  <Grid gap="sm" mt="xs">
                    {CHANNELS.map((channel) => (
                      <Grid.Col key={channel.value} span={{ base: 12, sm: 4 }}>
                        <Radio.Card value={channel.value} radius="md" p="sm" h="100%" aria-label={channel.label}>
                          <Group wrap="nowrap" gap="sm" align="flex-start">
                            <Radio.Indicator mt={2} />
                            <Stack gap={0}>
                              <Group gap={6} wrap="nowrap">
                                {channel.icon}
                                <Text fw={600} size="sm">
                                  {channel.label}
                                </Text>
                              </Group>
                              <Text size="xs" c="dimmed">
                                {channel.description}
                              </Text>
                            </Stack>
                          </Group>
                        </Radio.Card>
                      </Grid.Col>
                    ))}
                  </Grid>
                </Radio.Group>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-total" style={{ position: "sticky", top: 16 }}>
            <Stack gap="sm">
              <Title order={2} fz="lg" id="checkout-total">
                Payment summary
              </Title>
              <Totals summary={summary.data} loading={!!addressId && summary.isPending} />
              {place.isError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="place-order-error">
                  {errorMessage(place.error, MESSAGES.placeOrderFailed)}
                </Alert>
              ) : null}
              <Button size="md" fullWidth leftSection={<IconLock size={16} />} onClick={onPlaceOrder} disabled={!canPlace} loading={place.isPending}>
                {summary.data && summary.data.amount === 0 && summary.data.stores.length > 0 ? "Place order" : "Place order and pay"}
              </Button>
              {!addressId ? (
                <Text size="xs" c="dimmed" ta="center">
                  Choose a delivery address to continue.
                </Text>
              ) : null}
              <Button component={Link} to="/cart" variant="subtle" size="sm">
                Back to cart
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Review({
  addressId,
  summary,
  shippingFees,
}: {
  addressId: string | null;
  summary: UseQueryResult<CheckoutSummary>;
  shippingFees: CheckoutStore["shipping"][] | undefined;
}) {
  if (!addressId) {
    return (
      <Text size="sm" c="dimmed">
        Your items, delivery fees and totals appear once a delivery address is chosen.
      </Text>
    );
  }
  if (summary.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your order">
        <Skeleton h={80} radius="md" />
        <Skeleton h={80} radius="md" />
      </Stack>
    );
  }
  if (summary.isError) {
    return <ErrorState message={errorMessage(summary.error)} onRetry={() => summary.refetch()} retrying={summary.isFetching} />;
  }
  if (summary.data.stores.length === 0) {
    return (
      <EmptyState
        withBorder={false}
        title="Nothing to check out"
        description="Select the items you want to buy in your cart."
        action={
          <Button component={Link} to="/cart" variant="light">
            Go to cart
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {summary.data.problems.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Fix these before placing the order" role="alert">
          <Stack gap={4}>
            {summary.data.problems.map((p) => (
              <Text key={`${p.cartItemId ?? "all"}-${p.message}`} size="sm">
                {p.message}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {summary.data.stores.map((store) => (
        <StoreReview key={store.storeId} store={store} fee={shippingFees?.find((f) => f.storeId === store.storeId) ?? store.shipping} />
      ))}
    </Stack>
  );
}

function StoreReview({ store, fee }: { store: CheckoutStore; fee: CheckoutStore["shipping"] }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="checkout-store">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{store.storeName}</Text>
          {store.couponCode ? (
            <Badge variant="light" tt="none">
              {store.couponCode}
            </Badge>
          ) : null}
        </Group>
        {store.items.map((item) => (
          <Group key={item.cartItemId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0 }} truncate>
              {item.productName}
              {item.variant ? ` (${item.variant})` : ""} × {item.quantity}
            </Text>
            {/* Before the store's discount, which is its own line below. */}
            <MoneyText amount={(Math.round(item.unitPrice * 100) * item.quantity) / 100} size="sm" />
          </Group>
        ))}
        <Divider />
        {store.discount > 0 ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Discount
            </Text>
            <MoneyText amount={-store.discount} size="sm" c="brand.8" />
          </Group>
        ) : null}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconTruckDelivery size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              Shipping · {fee.vehicleType}, {fee.chargeableWeight} kg
              {fee.discount > 0 ? " (discounted)" : ""}
            </Text>
          </Group>
          <MoneyText amount={fee.fee} size="sm" />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Store total
          </Text>
          <MoneyText amount={store.total} size="sm" fw={700} />
        </Group>
        <StorePoliciesToggle storeId={store.storeId} storeName={store.storeName} />
      </Stack>
    </Paper>
  );
}

function Row({ label, amount, negative, strong }: { label: string; amount: number; negative?: boolean; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size={strong ? "md" : "sm"} fw={strong ? 700 : 400} c={strong ? undefined : "dimmed"}>
        {label}
      </Text>
      <MoneyText amount={negative && amount > 0 ? -amount : amount} size={strong ? "lg" : "sm"} fw={strong ? 800 : 500} c={negative && amount > 0 ? "brand.8" : undefined} />
    </Group>
  );
}

function Totals({ summary, loading }: { summary: CheckoutSummary | undefined; loading: boolean }) {
  if (loading) {
    return (
      <Stack gap="xs">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={18} />
        ))}
      </Stack>
    );
  }
  if (!summary) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="checkout-totals">
      <Row label="Subtotal" amount={summary.subtotal} />
      <Row label="Discount" amount={summary.discount} negative />
      <Row label="Shipping" amount={summary.shippingFeeTotal} />
      <Row label="Gift cards" amount={summary.giftCardTotal} negative />
      <Divider />
      <Row label="To pay" amount={summary.amount} strong />
    </Stack>
  );
}
