import { GiftCardCodeSchema } from "@bitmarte/contracts";
import { Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconGift } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { useApplyGiftCard, useRemoveGiftCard } from "./cart.mutations";
import { appliedGiftCardsQuery } from "./cart.queries";

const GIFT_CARD_APPLIED = "Gift card applied";
const GIFT_CARD_REMOVED = "Gift card removed";

/** Gift card code entry and the cards on the cart. */
export function GiftCardBox() {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const applied = useQuery(appliedGiftCardsQuery());
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GiftCardCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Enter a gift card code");
      return;
    }
    setFieldError(null);
    apply.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message, GIFT_CARD_APPLIED);
        setCode("");
      },
      onError: (error) => setFieldError(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="giftcard-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="giftcard-title">
          Gift card
        </Title>
        <form onSubmit={onSubmit} noValidate aria-label="Apply a gift card">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Gift card code"
              placeholder="XXXX-XXXX-XXXX"
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              autoComplete="off"
              style={{ flex: 1 }}
              styles={{ input: { textTransform: "uppercase" } }}
            />
            <Button type="submit" mt={25} loading={apply.isPending} variant="light">
              Apply
            </Button>
          </Group>
        </form>
        {applied.isError ? (
          <Text size="xs" c="red">
            {errorMessage(applied.error)}
          </Text>
        ) : null}
        {(applied.data ?? []).map((card) => (
          <Group key={card.code} justify="space-between" gap="xs" wrap="nowrap" data-testid="applied-giftcard">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconGift size={16} aria-hidden />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} ff="monospace" truncate>
                  {card.code}
                </Text>
                <Text size="xs" c="dimmed">
                  Balance <MoneyText amount={card.balance} size="xs" />
                </Text>
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap">
              <MoneyText amount={-card.amountApplied} size="sm" c="brand.8" />
              <CloseButton
                size="sm"
                aria-label={`Remove gift card ${card.code}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(card.code, {
                    onSuccess: ({ message }) => notifySuccess(message, GIFT_CARD_REMOVED),
                    onError: (error) => notifyError(error),
                  })
                }
              />
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
