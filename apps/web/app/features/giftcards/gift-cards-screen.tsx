import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  type GiftCard,
  GiftCardCodeSchema,
  type GiftCardStatus,
  MESSAGES,
  PurchaseGiftCardBodySchema,
} from "@bitmarte/contracts";
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Collapse,
  Grid,
  Group,
  NumberInput,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconCircleCheck, IconGift, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate, formatDateTime } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { PageHeader } from "../../ui/page-header";
import { StatusBadge, type StatusTone } from "../../ui/status-badge";
import { usePurchaseGiftCard } from "./giftcards.mutations";
import { giftCardActivitiesQuery, giftCardPaymentQuery, myGiftCardsQuery } from "./giftcards.queries";

const PAGE_SIZE = 10;
const QUICK_AMOUNTS = [5000, 10000, 25000, 50000];

export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, { label: string; tone: StatusTone }> = {
  awaiting_payment: { label: "Awaiting payment", tone: "warning" },
  active: { label: "Active", tone: "success" },
  redeemed: { label: "Used up", tone: "neutral" },
  expired: { label: "Expired", tone: "danger" },
  cancelled: { label: "Cancelled", tone: "danger" },
};

export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  const { label, tone } = GIFT_CARD_STATUS_LABELS[status];
  return <StatusBadge status={label} tone={tone} />;
}

export interface GiftCardsScreenProps {
  goToPayment?: (url: string) => void;
}

/** Buy a gift card, see the cards you bought, their balances and activity, and look up a card by code. */
export function GiftCardsScreen({ goToPayment = (url) => window.location.assign(url) }: GiftCardsScreenProps) {
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference");
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete("reference");
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title="Gift cards" description="Send a Bitmarte gift card by email. It can be spent at any store on Bitmarte." />
      <Stack gap="lg">
        {reference ? <PaymentResult reference={reference} onDismiss={dismiss} /> : null}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <BuyGiftCard goToPayment={goToPayment} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CheckGiftCard />
          </Grid.Col>
        </Grid>
        <MyGiftCards />
      </Stack>
    </>
  );
}

function PaymentResult({ reference, onDismiss }: { reference: string; onDismiss: () => void }) {
  const payment = useQuery(giftCardPaymentQuery(reference));
  if (payment.isPending) {
    return <Skeleton h={72} radius="md" aria-label="Checking your payment" />;
  }
  if (payment.isError) {
    const pending = isApiError(payment.error) && payment.error.message === MESSAGES.giftCardPaymentPending;
    return (
      <Alert
        color={pending ? "yellow" : "red"}
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={pending ? "Payment not complete yet" : "Payment not completed"}
        withCloseButton
        onClose={onDismiss}
        role="alert"
        data-testid="giftcard-payment-failed"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(payment.error)}</Text>
          <Button size="xs" variant="light" onClick={() => payment.refetch()} loading={payment.isFetching}>
            Check again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const card = payment.data.data;
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconCircleCheck size={18} />}
      title={payment.data.message || MESSAGES.giftCardPurchased}
      withCloseButton
      onClose={onDismiss}
      role="status"
      data-testid="giftcard-payment-success"
    >
      <Text size="sm">
        <MoneyText amount={card.amount} fw={600} /> for {card.recipientName || card.recipientEmail}. Code{" "}
        <Text component="span" ff="monospace" fw={700} data-testid="purchased-code">
          {card.code}
        </Text>
        .
      </Text>
    </Alert>
  );
}

interface BuyValues {
  amount: number | string;
  recipientEmail: string;
  recipientName: string;
  message: string;
}

function BuyGiftCard({ goToPayment }: { goToPayment: (url: string) => void }) {
  const purchase = usePurchaseGiftCard();
  const form = useForm<BuyValues>({
    initialValues: { amount: 10000, recipientEmail: "", recipientName: "", message: "" },
    validate: schemaResolver(PurchaseGiftCardBodySchema, { sync: true }),
    validateInputOnBlur: true,
    transformValues: (v) => ({ ...v, amount: typeof v.amount === "number" ? v.amount : Number.NaN }),
  });

  const onSubmit = form.onSubmit((values) => {
    const body = PurchaseGiftCardBodySchema.parse(values);
    purchase.mutate(
      { ...body, recipientName: body.recipientName || undefined, message: body.message || undefined },
      {
        onSuccess: ({ data }) => goToPayment(data.payment.authorizationUrl),
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const e of error.errors) form.setFieldError(e.path.replace(/^body\./, ""), e.message);
        },
      },
    );
  });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="buy-giftcard" h="100%">
      <Title order={2} fz="lg" mb="sm" id="buy-giftcard">
        Buy a gift card
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="Buy a gift card">
        <Stack gap="md">
          {purchase.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(purchase.error)}
            </Alert>
          ) : null}
          <NumberInput size="md"
            label="Amount"
            description={`Between ₦${GIFT_CARD_MIN_AMOUNT.toLocaleString("en-NG")} and ₦${GIFT_CARD_MAX_AMOUNT.toLocaleString("en-NG")}`}
            prefix="₦"
            thousandSeparator=","
            decimalScale={2}
            min={GIFT_CARD_MIN_AMOUNT}
            max={GIFT_CARD_MAX_AMOUNT}
           
            required
            key={form.key("amount")}
            {...form.getInputProps("amount")}
          />
          <Chip.Group value={String(form.values.amount)} onChange={(v) => form.setFieldValue("amount", Number(v))}>
            <Group gap="xs" aria-label="Quick amounts" role="group">
              {QUICK_AMOUNTS.map((amount) => (
                <Chip key={amount} value={String(amount)} size="sm" variant="outline">
                  ₦{amount.toLocaleString("en-NG")}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Recipient's email" type="email" required autoComplete="off" placeholder="friend@example.com" key={form.key("recipientEmail")} {...form.getInputProps("recipientEmail")} />
            <TextInput label="Recipient's name" autoComplete="off" key={form.key("recipientName")} {...form.getInputProps("recipientName")} />
          </SimpleGrid>
          <Textarea size="md" label="Message" description="Printed in the gift card email (optional)" autosize minRows={2} maxLength={500} key={form.key("message")} {...form.getInputProps("message")} />
          <Button type="submit" leftSection={<IconGift size={18} />} loading={purchase.isPending} style={{ alignSelf: "flex-start" }}>
            Continue to payment
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function CheckGiftCard() {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GiftCardCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a gift card code");
      return;
    }
    navigate(`/gift-cards/${encodeURIComponent(parsed.data)}`);
  };
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="check-giftcard" h="100%">
      <Title order={2} fz="lg" mb={4} id="check-giftcard">
        Check a gift card
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Got a code by email? See its balance and whether it can be used. Apply it in your cart at checkout.
      </Text>
      <form onSubmit={onSubmit} noValidate aria-label="Check a gift card">
        <Stack gap="sm">
          <TextInput
            label="Gift card code"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            styles={{ input: { textTransform: "uppercase" } }}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} />} style={{ alignSelf: "flex-start" }}>
            Check balance
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function MyGiftCards() {
  const [page, setPage] = useState(1);
  const cards = useQuery(myGiftCardsQuery(page, PAGE_SIZE));
  const totalPages = Math.max(1, Math.ceil((cards.data?.count ?? 0) / PAGE_SIZE));

  let body: React.ReactNode;
  if (cards.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your gift cards">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </Stack>
    );
  } else if (cards.isError) {
    body = <ErrorState message={errorMessage(cards.error)} onRetry={() => cards.refetch()} retrying={cards.isFetching} />;
  } else if (cards.data.rows.length === 0) {
    body = (
      <EmptyState
        withBorder={false}
        icon={<IconGift size={28} stroke={1.6} />}
        title="No gift cards yet"
        description="Gift cards you buy or receive appear here with their balance."
      />
    );
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: cards.isPlaceholderData ? 0.6 : 1 }}>
        {cards.data.rows.map((card) => (
          <GiftCardRow key={card.id} card={card} />
        ))}
        {totalPages > 1 ? <Pagination total={totalPages} value={page} onChange={setPage} size="sm" mt="xs" /> : null}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="my-giftcards">
      <Title order={2} fz="lg" mb="md" id="my-giftcards">
        My gift cards
      </Title>
      {body}
    </Paper>
  );
}

function GiftCardRow({ card }: { card: GiftCard }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-giftcard">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={`/gift-cards/${card.code}`} ff="monospace" fw={700} size="sm">
              {card.code}
            </Anchor>
            <GiftCardStatusBadge status={card.status} />
          </Group>
          <Text size="xs" c="dimmed">
            For {card.recipientName ? `${card.recipientName} (${card.recipientEmail})` : card.recipientEmail} · bought {formatDate(card.createdAt)}
            {card.expiresAt ? ` · expires ${formatDate(card.expiresAt)}` : ""}
          </Text>
        </Stack>
        <Group gap="lg" wrap="nowrap">
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              Balance
            </Text>
            <MoneyText amount={card.balance} fw={700} />
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              Value
            </Text>
            <MoneyText amount={card.amount} size="sm" />
          </Stack>
        </Group>
      </Group>
      <Button
        variant="subtle"
        size="compact-xs"
        mt={6}
        onClick={() => setOpen((o) => !o)}
        rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        aria-expanded={open}
        aria-label={`${open ? "Hide" : "Show"} activity of ${card.code}`}
      >
        Activity
      </Button>
      <Collapse expanded={open}>{open ? <Activities id={card.id} /> : null}</Collapse>
    </Paper>
  );
}

const ACTIVITY_LABELS = { purchase: "Bought", redeem: "Spent", refund: "Refunded", expire: "Expired" } as const;

function Activities({ id }: { id: string }) {
  const activities = useQuery(giftCardActivitiesQuery(id));
  if (activities.isPending) return <Skeleton h={60} mt="xs" />;
  if (activities.isError) {
    return <ErrorState message={errorMessage(activities.error)} onRetry={() => activities.refetch()} retrying={activities.isFetching} />;
  }
  if (activities.data.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" mt="xs">
        No activity yet.
      </Text>
    );
  }
  // A list, not a table: four columns do not fit a phone, and a sideways scroll hid the amounts.
  return (
    <Stack component="ul" gap={0} mt="xs" p={0} style={{ listStyle: "none" }} aria-label="Gift card activity">
      {activities.data.rows.map((a) => (
        <Group
          component="li"
          key={a.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          py={6}
          style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {ACTIVITY_LABELS[a.type]}
              {a.orderName ? ` · ${a.orderName}` : ""}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(a.createdAt)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <MoneyText amount={a.amount} size="sm" fw={600} c={a.amount < 0 ? "red.8" : "brand.8"} />
            <Text size="xs" c="dimmed">
              Balance <MoneyText amount={a.balanceAfter} size="xs" />
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
