import { GiftCardCodeSchema } from "@bitmarte/contracts";
import { CloseButton, Group, Stack, Text } from "@mantine/core";
import { IconGift } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { MoneyText } from "../../ui/money-text";
import { notifyError, notifySuccess } from "../../ui/notify";
import { CodeEntryBox, useCodeEntry } from "./code-entry-box";
import { useApplyGiftCard, useRemoveGiftCard } from "./cart.mutations";
import { appliedGiftCardsQuery } from "./cart.queries";

const GIFT_CARD_APPLIED = "Gift card applied";
const GIFT_CARD_REMOVED = "Gift card removed";

/** Gift card code entry and the cards on the cart. */
export function GiftCardBox() {
  const entry = useCodeEntry(GiftCardCodeSchema, "Enter a gift card code");
  const applied = useQuery(appliedGiftCardsQuery());
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();

  const applyCode = () => {
    const code = entry.checkedCode(entry.code);
    if (code === null) return;
    apply.mutate(code, {
      onSuccess: ({ message }) => {
        notifySuccess(message, GIFT_CARD_APPLIED);
        entry.clearCode();
      },
      onError: (error) => entry.setFieldError(errorMessage(error)),
    });
  };

  return (
    <CodeEntryBox
      titleId="giftcard-title"
      title="Gift card"
      formLabel="Apply a gift card"
      inputLabel="Gift card code"
      placeholder="XXXX-XXXX-XXXX"
      entry={entry}
      applying={apply.isPending}
      onSubmit={applyCode}
    >
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
    </CodeEntryBox>
  );
}
