import type { CheckoutStore, CheckoutSummary } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentPropsWithoutRef } from "react";
import { isApiError } from "../../lib/api-client";
import { formatNaira } from "../../lib/format";
import { Badge, ButtonLink, cx, EmptyState, ErrorState } from "../../ui/light";
import { ShellIcon } from "../../ui/shell-icons";
import { IconAlertCircle, IconTruckDelivery } from "./checkout-icons";
import classes from "./checkout.module.css";
import { StorePoliciesToggle } from "./store-policies-toggle";

/** What a failed read says (spec §8): "Check network connection" when the server could not be reached, else the spec's "Could not get …". */
function loadFailure(error: unknown, message: string): string {
  return isApiError(error) && error.isNetworkError ? error.message : message;
}

/** An amount in naira: ₦ sign, thousands separators, 2 decimals (spec §9). */
function Money({ amount, className, ...rest }: { amount: number } & ComponentPropsWithoutRef<"span">) {
  return (
    <span className={cx(classes.money, className)} {...rest}>
      {formatNaira(amount)}
    </span>
  );
}

/** The order once read: each store's part (or why there is none), or the read's failure with Try again. */
export function OrderReview({ summary, shippingFees }: { summary: UseQueryResult<CheckoutSummary>; shippingFees: CheckoutStore["shipping"][] | undefined }) {
  if (summary.isError || !summary.data) {
    return <ErrorState message={loadFailure(summary.error, MESSAGES.loadCartFailed)} onRetry={() => void summary.refetch()} />;
  }
  if (summary.data.stores.length === 0) {
    return (
      <EmptyState
        icon={<ShellIcon name="shoppingCart" size={28} stroke={1.6} />}
        title="Nothing to check out"
        description="Select the items you want to buy in your cart."
        action={
          <ButtonLink to="/cart" variant="light">
            Go to cart
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className={classes.stack}>
      {summary.data.problems.length > 0 ? (
        <div className={classes.problems} role="alert">
          <p className={classes.problemsTitle}>
            <IconAlertCircle size={18} />
            Fix these before placing the order
          </p>
          <ul>
            {summary.data.problems.map((p) => (
              <li key={`${p.cartItemId ?? "all"}-${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {summary.data.stores.map((store) => (
        <StoreReview key={store.storeId} store={store} fee={shippingFees?.find((f) => f.storeId === store.storeId) ?? store.shipping} />
      ))}
    </div>
  );
}

function StoreReview({ store, fee }: { store: CheckoutStore; fee: CheckoutStore["shipping"] }) {
  return (
    <article className={classes.store} aria-label={store.storeName} data-testid="checkout-store">
      <div className={classes.storeHead}>
        <h3>{store.storeName}</h3>
        {store.couponCode ? <Badge>{store.couponCode}</Badge> : null}
      </div>
      <ul className={classes.items}>
        {store.items.map((item) => (
          <li key={item.cartItemId} className={classes.row}>
            <span className={classes.itemName}>
              {item.productName}
              {item.variant ? ` (${item.variant})` : ""} × {item.quantity}
            </span>
            {/* Before the store's discount, which is its own line below. */}
            <Money amount={(Math.round(item.unitPrice * 100) * item.quantity) / 100} />
          </li>
        ))}
      </ul>
      <hr />
      {store.discount > 0 ? (
        <div className={classes.row}>
          <span className={classes.dimLabel}>Discount</span>
          <Money amount={-store.discount} className={classes.credit} />
        </div>
      ) : null}
      <div className={classes.row}>
        <span className={cx(classes.dimLabel, classes.withIcon)}>
          <IconTruckDelivery size={16} />
          <span>
            Shipping · {fee.vehicleType}, {fee.chargeableWeight} kg
            {fee.discount > 0 ? " (discounted)" : ""}
          </span>
        </span>
        <Money amount={fee.fee} />
      </div>
      <div className={classes.row}>
        <span className={classes.strong}>Store total</span>
        <Money amount={store.total} className={classes.strong} />
      </div>
      <StorePoliciesToggle storeId={store.storeId} storeName={store.storeName} />
    </article>
  );
}

function Row({ label, amount, negative }: { label: string; amount: number; negative?: boolean }) {
  const credit = negative && amount > 0;
  return (
    <div className={classes.row}>
      <span className={classes.dimLabel}>{label}</span>
      <Money amount={credit ? -amount : amount} className={credit ? classes.credit : undefined} />
    </div>
  );
}

/** Subtotal, discount, shipping, gift cards and what is left to pay. */
export function OrderTotals({ summary }: { summary: CheckoutSummary }) {
  return (
    <div className={classes.figures} data-testid="checkout-totals">
      <Row label="Subtotal" amount={summary.subtotal} />
      <Row label="Discount" amount={summary.discount} negative />
      <Row label="Shipping" amount={summary.shippingFeeTotal} />
      <Row label="Gift cards" amount={summary.giftCardTotal} negative />
      <hr />
      <div className={cx(classes.row, classes.total)}>
        <span>To pay</span>
        <Money amount={summary.amount} />
      </div>
    </div>
  );
}
