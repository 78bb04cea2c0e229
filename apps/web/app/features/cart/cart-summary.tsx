import type { CartState } from "@bitmarte/contracts";
import { Link } from "react-router";
import { Button, ButtonLink, cx } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import type { CartStoreGroup } from "./cart-model";
import { roundNaira } from "./cart-model";
import { cartClasses as classes, Money } from "./cart-parts";
import side from "./cart-side.module.css";
import { CouponBox } from "./coupon-box";
import { GiftCardBox } from "./gift-card-box";

export interface CartSideProps {
  cart: CartState;
  groups: CartStoreGroup[];
  selectedCount: number;
}

/** The cart's right-hand column (below the stores on a phone): the summary, then the coupon and gift card boxes. */
export function CartSide({ cart, groups, selectedCount }: CartSideProps) {
  return (
    <div className={classes.column}>
      <CartSummary cart={cart} groups={groups} selectedCount={selectedCount} />
      <CouponBox cart={cart} />
      <GiftCardBox />
    </div>
  );
}

function SummaryRow({ label, amount, credit, testId }: { label: string; amount: number; credit?: boolean; testId: string }) {
  const shown = credit && amount > 0 ? -roundNaira(amount) : roundNaira(amount);
  return (
    <div className={classes.row}>
      <span>{label}</span>
      <Money amount={shown} className={credit && amount > 0 ? side.credit : undefined} data-testid={testId} />
    </div>
  );
}

function CartSummary({ cart, groups, selectedCount }: { cart: CartState; groups: CartStoreGroup[]; selectedCount: number }) {
  const shipped = groups.filter((g) => g.selection !== "none" && g.shipping);
  const address = cart.selectedShippingAddress;
  return (
    <section className={cx(cards.box, side.summary)} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">
        Order summary
      </h2>
      <SummaryRow label={`Subtotal (${selectedCount} selected)`} amount={cart.subtotal} testId="cart-subtotal" />
      <SummaryRow label="Discount" amount={cart.discount} credit testId="cart-discount" />
      <SummaryRow label="Shipping" amount={cart.shippingFeeTotal} testId="cart-shipping" />
      {shipped.length > 1 ? (
        <ul className={cx(side.storeFees, classes.dim)} aria-label="Shipping per store">
          {shipped.map((g) => (
            <li key={g.storeId}>
              <span>{g.storeName}</span>
              <Money amount={g.shipping?.fee ?? 0} />
            </li>
          ))}
        </ul>
      ) : null}
      {address ? (
        <p className={classes.dim}>To {[address.city, address.stateOrRegion].filter(Boolean).join(", ")}</p>
      ) : (
        <p className={classes.dim}>
          Shipping is worked out once you{" "}
          {/* Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). */}
          <Link to="/addresses">
            add a delivery address
          </Link>
          .
        </p>
      )}
      <SummaryRow label="Gift cards" amount={cart.giftCardTotal} credit testId="cart-giftcards" />
      <hr />
      <div className={cx(classes.row, side.total)}>
        <span>Total</span>
        <Money amount={roundNaira(cart.cartTotal)} data-testid="cart-total" />
      </div>
      {selectedCount === 0 ? (
        <>
          <Button size="lg" fullWidth disabled>
            Proceed to checkout
          </Button>
          <p className={cx(classes.dim, side.centered)}>Select at least one item to check out.</p>
        </>
      ) : (
        <ButtonLink to="/checkout" size="lg" fullWidth>
          Proceed to checkout
        </ButtonLink>
      )}
    </section>
  );
}
