import { checkGiftCardCode } from "@bitmarte/contracts/signed-in";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { IconButton, toast } from "../../ui/light";
import { outline as icon } from "../../ui/light/outline-icon";
import { ShellIcon } from "../../ui/shell-icons";
import { useApplyGiftCard, useRemoveGiftCard } from "./cart-codes.mutations";
import { appliedGiftCardsQuery } from "./cart-codes.queries";
import classes from "./cart-side.module.css";
import { CodeEntryBox, useCodeEntry } from "./code-entry-box";

// Tabler Icons (MIT) drawing.
const IconGift = icon(
  "M3 9a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v2a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1l0 -2M12 8l0 13M19 12v7a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-7M7.5 8a2.5 2.5 0 0 1 0 -5a4.8 8 0 0 1 4.5 5a4.8 8 0 0 1 4.5 -5a2.5 2.5 0 0 1 0 5",
);

const GIFT_CARD_APPLIED = "Gift card applied";
const GIFT_CARD_REMOVED = "Gift card removed";

/** Gift card code entry and the cards on the cart. */
export function GiftCardBox() {
  const entry = useCodeEntry(checkGiftCardCode);
  const applied = useQuery(appliedGiftCardsQuery());
  const apply = useApplyGiftCard();
  const remove = useRemoveGiftCard();

  const applyCode = () => {
    const code = entry.checkedCode(entry.code);
    if (code === null) return;
    apply.mutate(code, {
      onSuccess: ({ message }) => {
        toast(message || GIFT_CARD_APPLIED);
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
      {applied.isError ? <p className={classes.fieldError}>{errorMessage(applied.error)}</p> : null}
      {applied.data?.length ? (
        <ul className={classes.list} aria-label="Gift cards on your cart">
          {applied.data.map((card) => (
            <li key={card.code} className={classes.item} data-testid="applied-giftcard">
              <span className={classes.what}>
                <IconGift size={16} />
                <span className={classes.text}>
                  <span className={classes.mono}>{card.code}</span>
                  <span className={classes.small}>
                    Balance <span className={classes.money}>{formatNaira(card.balance)}</span>
                  </span>
                </span>
              </span>
              <span className={classes.end}>
                <span className={`${classes.money} ${classes.credit}`}>{formatNaira(-card.amountApplied)}</span>
                <IconButton
                  label={`Remove gift card ${card.code}`}
                  className={classes.close}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(card.code, {
                      onSuccess: ({ message }) => toast(message || GIFT_CARD_REMOVED),
                      onError: (error) => toast(errorMessage(error), "error"),
                    })
                  }
                >
                  <ShellIcon name="x" size={16} />
                </IconButton>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </CodeEntryBox>
  );
}
