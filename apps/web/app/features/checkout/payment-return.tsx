import { MESSAGES, type OrderSummary, type PaymentVerification } from "@bitmarte/contracts";
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconClockHour4, IconCircleX } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { notifyError } from "../../ui/notify";
import { StatusBadge } from "../../ui/status-badge";
import { useRestoreCheckoutItems } from "./checkout.mutations";
import { ordersOfCheckoutQuery, paymentVerificationQuery } from "./checkout.queries";

export interface PaymentReturnProps {
  /** `?reference=` from the payment provider's redirect. */
  reference: string | null;
  /** `?orderName=` when gift cards paid the whole order (no provider page). */
  orderName: string | null;
}

/** Back from the payment page: verify the payment, then confirm the orders or offer to try again. */
export function PaymentReturn({ reference, orderName }: PaymentReturnProps) {
  const verification = useQuery(paymentVerificationQuery(reference ?? ""));
  const queryClient = useQueryClient();
  const paid = verification.data?.status === "success";

  useEffect(() => {
    if (verification.isError) notifications.show({ message: MESSAGES.createTransactionFailed, color: "red", withBorder: true });
  }, [verification.isError]);

  useEffect(() => {
    // A confirmed payment changes the cart (checked-out items leave it) and the orders' statuses.
    if (paid) {
      void queryClient.invalidateQueries({ queryKey: ["cart"] });
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    }
  }, [paid, queryClient]);

  if (!reference && orderName) return <Confirmation orderName={orderName} amount={null} paidAt={null} />;
  if (!reference) {
    return (
      <Outcome
        tone="failure"
        title="No payment to check"
        message="This page is where the payment page sends you back. Open your orders to see what you have bought."
        actions={
          <Button component={Link} to="/orders">
            My orders
          </Button>
        }
      />
    );
  }
  if (verification.isPending) {
    return (
      <Paper withBorder radius="lg" p="xl" aria-busy="true" aria-label="Checking your payment">
        <Stack align="center" gap="sm">
          <Skeleton circle h={56} />
          <Skeleton h={24} w={240} />
          <Skeleton h={16} w={320} />
        </Stack>
      </Paper>
    );
  }
  if (verification.isError) {
    return (
      <ErrorState
        title={MESSAGES.createTransactionFailed}
        message={errorMessage(verification.error)}
        onRetry={() => verification.refetch()}
        retrying={verification.isFetching}
      />
    );
  }
  return <VerifiedPayment payment={verification.data} onCheckAgain={() => verification.refetch()} checking={verification.isFetching} />;
}

function VerifiedPayment({ payment, onCheckAgain, checking }: { payment: PaymentVerification; onCheckAgain: () => void; checking: boolean }) {
  if (payment.status === "success") {
    return <Confirmation orderName={payment.orderName} amount={payment.amount} paidAt={payment.paidAt} />;
  }
  if (payment.status === "pending") {
    return (
      <Outcome
        tone="pending"
        title="We are still waiting for your payment"
        message="Your bank has not confirmed the payment yet. This usually takes a few seconds."
        actions={
          <Button onClick={onCheckAgain} loading={checking}>
            Check again
          </Button>
        }
      />
    );
  }
  return <FailedPayment payment={payment} />;
}

const FAILED_WORDS: Partial<Record<PaymentVerification["status"], string>> = {
  failed: "declined",
  abandoned: "cancelled",
  reversed: "reversed",
};

function FailedPayment({ payment }: { payment: PaymentVerification }) {
  const navigate = useNavigate();
  const restore = useRestoreCheckoutItems();
  const retry = () => {
    if (!payment.orderName) {
      navigate("/cart");
      return;
    }
    restore.mutate(payment.orderName, { onSuccess: () => navigate("/checkout"), onError: (error) => notifyError(error) });
  };
  return (
    <Outcome
      tone="failure"
      title="Your payment was not completed"
      message={`The payment ${payment.reference} was ${FAILED_WORDS[payment.status] ?? "not completed"}. Nothing was charged, and the orders of checkout ${payment.orderName ?? ""} are cancelled (it stays in My orders as Cancelled). Try again to pay for the same items.`}
      actions={
        <>
          <Button onClick={retry} loading={restore.isPending}>
            Try again
          </Button>
          <Button component={Link} to="/cart" variant="default">
            Back to cart
          </Button>
        </>
      }
    />
  );
}

const TONES = {
  success: { color: "brand", icon: <IconCircleCheck size={32} /> },
  pending: { color: "yellow", icon: <IconClockHour4 size={32} /> },
  failure: { color: "red", icon: <IconCircleX size={32} /> },
} as const;

function Outcome({ tone, title, message, actions, children }: { tone: keyof typeof TONES; title: string; message: React.ReactNode; actions?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} role={tone === "failure" ? "alert" : "status"} data-testid={`payment-${tone}`}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={TONES[tone].color} aria-hidden>
          {TONES[tone].icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {message}
        </Text>
        {children}
        {actions ? (
          <Group justify="center" gap="sm" mt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Confirmation({ orderName, amount, paidAt }: { orderName: string | null; amount: number | null; paidAt: string | null }) {
  const orders = useQuery(ordersOfCheckoutQuery(orderName));
  return (
    <Outcome
      tone="success"
      title="Thank you, your order is placed"
      message={
        <>
          Checkout <strong data-testid="order-name">{orderName ?? "—"}</strong>
          {amount !== null ? (
            <>
              {" "}
              · paid <MoneyText amount={amount} fw={600} />
            </>
          ) : null}
          {paidAt ? ` on ${formatDateTime(paidAt)}` : ""}. Each store confirms and ships its part as its own order, with its own number; you can follow them in your orders.
        </>
      }
      actions={
        <>
          <Button component={Link} to="/orders">
            View my orders
          </Button>
          <Button component={Link} to="/" variant="default">
            Continue shopping
          </Button>
        </>
      }
    >
      <Stack gap="xs" w="100%" maw={520} mt="sm" ta="left">
        {orders.isPending ? <Skeleton h={56} /> : null}
        {orders.isError ? (
          <Text size="sm" c="red">
            {errorMessage(orders.error, MESSAGES.loadOrdersFailed)}
          </Text>
        ) : null}
        {orders.data?.map((order) => (
          <StoreOrder key={order.id} order={order} />
        ))}
        {orders.data && orders.data.length > 0 ? <Tenders orders={orders.data} cardAmount={amount} /> : null}
      </Stack>
    </Outcome>
  );
}

/**
 * How the stores' parts were paid: gift cards first, the card for the rest, so the lines add up to the
 * orders' total (the page showed the card's amount beside store totals that were larger).
 */
function Tenders({ orders, cardAmount }: { orders: OrderSummary[]; cardAmount: number | null }) {
  const kobo = (naira: number) => Math.round(naira * 100);
  const total = orders.reduce((sum, o) => sum + kobo(o.total), 0) / 100;
  const giftCards = orders.reduce((sum, o) => sum + kobo(o.giftCardAmount), 0) / 100;
  return (
    <Stack gap={4} px="sm" pt="xs" aria-label="How you paid" data-testid="checkout-tenders" component="section">
      <Group justify="space-between">
        <Text size="sm">Orders total</Text>
        <MoneyText amount={total} size="sm" fw={600} />
      </Group>
      {giftCards > 0 ? (
        <Group justify="space-between">
          <Text size="sm">Paid with gift cards</Text>
          <MoneyText amount={giftCards} size="sm" />
        </Group>
      ) : null}
      {cardAmount !== null && cardAmount > 0 ? (
        <Group justify="space-between">
          <Text size="sm">Paid by card</Text>
          <MoneyText amount={cardAmount} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}

function StoreOrder({ order }: { order: OrderSummary }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="checkout-order">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/orders/${order.id}`} fw={600} size="sm">
            {order.storeName}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            Order <span data-testid="checkout-order-number">{order.orderNumber}</span> · {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <MoneyText amount={order.total} size="sm" fw={600} />
          <StatusBadge status={order.bitmarteOrderStatus.known_name} size="sm" />
        </Stack>
      </Group>
    </Paper>
  );
}
