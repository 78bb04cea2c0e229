import type { CartState, PublicCoupon } from "@bitmarte/contracts";
import { checkCouponCode } from "@bitmarte/contracts/signed-in";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { Badge, Button, IconButton, Skeleton, toast } from "../../ui/light";
import { outline as icon } from "../../ui/light/outline-icon";
import { ShellIcon } from "../../ui/shell-icons";
import { couponLookupIds, describeCoupon, describeMinimum } from "./cart-model";
import { useApplyCoupon, useRemoveCoupon, useValidateCoupon } from "./cart-codes.mutations";
import { customerCouponsQuery } from "./cart-codes.queries";
import classes from "./cart-side.module.css";
import { CodeEntryBox, useCodeEntry } from "./code-entry-box";

// Tabler Icons (MIT) drawings.
const IconDiscount = icon("M9 15l6 -6M9 9.5a.5 .5 0 1 0 1 0a.5 .5 0 1 0 -1 0M14 14.5a.5 .5 0 1 0 1 0a.5 .5 0 1 0 -1 0M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0");
const IconInfoCircle = icon("M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0M12 9h.01M11 12h1v4h1");

/** Coupon code entry, the codes on the cart, and the offers of the cart's stores. */
export function CouponBox({ cart }: { cart: CartState }) {
  const entry = useCodeEntry(checkCouponCode);
  /** Why an applied code gives nothing yet (minimum not met, …). */
  const [notice, setNotice] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const validate = useValidateCoupon();
  const remove = useRemoveCoupon();
  const { storeIds, productIds } = couponLookupIds(cart.cartItemsList);
  const offers = useQuery(customerCouponsQuery(storeIds, productIds));

  const applyCode = (raw: string) => {
    const code = entry.checkedCode(raw);
    if (code === null) return;
    setNotice(null);
    apply.mutate(code, {
      onSuccess: ({ data, message }) => {
        toast(message);
        entry.clearCode();
        if (data.discount === 0) {
          validate.mutate(code, {
            onSuccess: ({ data: check }) =>
              setNotice(`${data.code} is on your cart but gives no discount yet${check.reason ? `: ${check.reason}` : "."}`),
          });
        }
      },
      onError: (error) => entry.setFieldError(errorMessage(error)),
    });
  };

  const applied = cart.appliedDiscountCodes;
  const codeOffers = (offers.data ?? []).filter((o) => !applied.some((a) => a.couponId === o.id));

  return (
    <CodeEntryBox
      titleId="coupon-title"
      title="Coupon"
      formLabel="Apply a coupon"
      inputLabel="Coupon code"
      placeholder="e.g. SAVE20"
      entry={entry}
      applying={apply.isPending}
      onSubmit={() => applyCode(entry.code)}
    >
      {notice ? (
        <p className={classes.notice} role="status" data-testid="coupon-notice">
          <IconInfoCircle size={18} />
          <span>{notice}</span>
        </p>
      ) : null}
      {applied.length > 0 ? (
        <ul className={classes.list} aria-label="Discounts on your cart">
          {applied.map((a) => (
            <li key={a.couponId} className={classes.item} data-testid="applied-coupon">
              <span className={classes.what}>
                <Badge className={classes.badge}>
                  <IconDiscount size={12} />
                  {a.code ?? "Automatic"}
                </Badge>
                <span className={classes.small}>{storeNameOf(cart, a.storeId)}</span>
              </span>
              <span className={classes.end}>
                <span className={`${classes.money} ${classes.credit}`}>{formatNaira(-a.amount)}</span>
                {a.code && a.discountMode === "Code" ? (
                  <IconButton
                    label={`Remove coupon ${a.code}`}
                    className={classes.close}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(a.code as string, { onError: (error) => toast(errorMessage(error), "error") })}
                  >
                    <ShellIcon name="x" size={16} />
                  </IconButton>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {offers.isLoading ? <Skeleton height={40} /> : null}
      {codeOffers.length > 0 ? (
        <div className={classes.list}>
          <p className={classes.offersTitle} id="coupon-offers">
            Offers from these stores
          </p>
          <ul className={classes.list} aria-labelledby="coupon-offers">
            {codeOffers.slice(0, 5).map((offer) => (
              <Offer key={offer.id} offer={offer} onApply={applyCode} applying={apply.isPending} />
            ))}
          </ul>
        </div>
      ) : null}
    </CodeEntryBox>
  );
}

function storeNameOf(cart: CartState, storeId: string): string {
  return cart.cartItemsList.find((i) => i.storeId === storeId)?.storeName ?? "";
}

function Offer({ offer, onApply, applying }: { offer: PublicCoupon; onApply: (code: string) => void; applying: boolean }) {
  const minimum = describeMinimum(offer);
  return (
    <li className={classes.item} data-testid="coupon-offer">
      <span className={classes.text}>
        <span className={classes.offerName}>
          {describeCoupon(offer)} · {offer.storeName}
        </span>
        <span className={classes.offerTerms}>
          {[offer.description, minimum, offer.discountMode === "Automatic" ? "Applied automatically" : null].filter(Boolean).join(" · ")}
        </span>
      </span>
      {offer.code && offer.discountMode === "Code" ? (
        <Button
          size="xs"
          variant="default"
          className={classes.offerButton}
          onClick={() => onApply(offer.code as string)}
          disabled={applying}
          aria-label={`Apply coupon ${offer.code}`}
        >
          {offer.code}
        </Button>
      ) : null}
    </li>
  );
}
