import { GiftCardCodeSchema, type GiftCardStatus, MESSAGES } from "@bitmarte/contracts";
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconGift, IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { MoneyText } from "../../ui/money-text";
import { StatusBadge } from "../../ui/status-badge";
import { GIFT_CARD_STATUS_LABELS } from "./gift-card-status";
import { giftCardStatusQuery } from "./gift-card-status.queries";

function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  const { label, tone } = GIFT_CARD_STATUS_LABELS[status];
  return <StatusBadge status={label} tone={tone} />;
}

/** A gift card's status and balance by code (the page the gift card email links to). */
export function GiftCardStatusPage({ code: rawCode }: { code: string }) {
  const parsed = GiftCardCodeSchema.safeParse(rawCode);
  const code = parsed.success ? parsed.data : "";
  const status = useQuery(giftCardStatusQuery(code));

  const back = (
    <Button component={Link} to="/gift-cards" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0} style={{ alignSelf: "flex-start" }}>
      Gift cards
    </Button>
  );

  let body: React.ReactNode;
  if (!parsed.success) {
    body = <EmptyState title="Not a gift card code" description={parsed.error.issues[0]?.message} />;
  } else if (status.isPending) {
    body = <Skeleton h={220} radius="lg" aria-label="Loading the gift card" />;
  } else if (status.isError) {
    body =
      isApiError(status.error) && status.error.status === 404 ? (
        <EmptyState title={MESSAGES.giftCardNotFound} description="Check the code in your gift card email and try again." />
      ) : (
        <ErrorState message={errorMessage(status.error)} onRetry={() => status.refetch()} retrying={status.isFetching} />
      );
  } else {
    const card = status.data;
    const usable = card.status === "active" && card.balance > 0;
    body = (
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} maw={560} data-testid="giftcard-status">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconGift size={32} />
          </ThemeIcon>
          <Text ff="monospace" fw={800} fz={{ base: 20, sm: 24 }} style={{ wordBreak: "break-all" }}>
            {card.code}
          </Text>
          <GiftCardStatusBadge status={card.status} />
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Balance
            </Text>
            <MoneyText amount={card.balance} fz={32} fw={800} data-testid="giftcard-balance" />
          </Stack>
          {card.expiresAt ? (
            <Text size="sm" c="dimmed">
              Expires {formatDate(card.expiresAt)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" maw={420}>
            {usable
              ? "Enter this code in the gift card box of your cart; the balance is taken off your order total."
              : "This card cannot be used right now."}
          </Text>
          {usable ? (
            <Group>
              <Button component={Link} to="/cart" leftSection={<IconShoppingCart size={16} />}>
                Go to cart
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Gift card
      </Title>
      {body}
    </Stack>
  );
}
