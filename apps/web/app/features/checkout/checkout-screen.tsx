import type { CheckoutSummary, PaymentChannel } from "@bitmarte/contracts";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Button, ButtonLink, cx, Skeleton } from "../../ui/light";
import cards from "../../ui/light/cards.module.css";
import { SignedInPage } from "../../ui/light/signed-in-page";
import classes from "./checkout.module.css";
import { checkoutShippingFeeQuery, checkoutSummaryQuery } from "./checkout-summary.queries";

// What the page draws once the customer's order is read (each store's part, the totals), the note and payment
// method, and placing the order: asked for as the page first draws, while the addresses and the order are read
// (the note and payment method are in the page's HTML from the server; the place order button waits, disabled).
const later = () => import("./checkout-later");
const OrderReview = lazy(() => later().then((m) => ({ default: m.OrderReview })));
const OrderTotals = lazy(() => later().then((m) => ({ default: m.OrderTotals })));
const NoteAndPayment = lazy(() => later().then((m) => ({ default: m.NoteAndPayment })));
const PlaceOrder = lazy(() => later().then((m) => ({ default: m.PlaceOrder })));

export interface CheckoutScreenProps {
  /** The address chooser (composed by the page from the addresses feature). */
  renderAddressPicker: (value: string | null, onChange: (addressId: string | null) => void) => ReactNode;
  /** Where the browser goes to pay; replaced in tests. */
  goToPayment?: (url: string) => void;
}

/** Choose the address, review each store's order, add a note, and pay (ui/light). */
export function CheckoutScreen({ renderAddressPicker, goToPayment = (url) => window.location.assign(url) }: CheckoutScreenProps) {
  const [addressId, setAddressId] = useState<string | null>(null);
  const [orderNote, setOrderNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [paymentChannel, setPaymentChannel] = useState<PaymentChannel>("card");
  const summary = useQuery(checkoutSummaryQuery(addressId));
  const shipping = useQuery(checkoutShippingFeeQuery(addressId));
  useEffect(() => {
    void later();
  }, []);

  const problems = summary.data?.problems ?? [];
  const nothingSelected = summary.data ? summary.data.stores.length === 0 : false;
  const canPlace = !!addressId && summary.isSuccess && problems.length === 0 && !nothingSelected;

  return (
    <SignedInPage title="Checkout" description="Each store ships its part of your order separately; you pay once.">
      <div className={classes.layout}>
        <div className={classes.column}>
          <section className={cx(cards.box, classes.card)} aria-labelledby="checkout-address">
            <h2 id="checkout-address">1. Delivery address</h2>
            {renderAddressPicker(addressId, setAddressId)}
          </section>
          <section className={cx(cards.box, classes.card)} aria-labelledby="checkout-review">
            <h2 id="checkout-review">2. Review your order</h2>
            <Review addressId={addressId} summary={summary} shippingFees={shipping.data?.shippingFees} />
          </section>
          <section className={cx(cards.box, classes.card)} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">3. Note and payment</h2>
            <Suspense fallback={<Skeleton height={180} />}>
              <NoteAndPayment
                orderNote={orderNote}
                onNoteChange={(note) => {
                  setOrderNote(note);
                  setNoteError(null);
                }}
                noteError={noteError}
                paymentChannel={paymentChannel}
                onChannelChange={setPaymentChannel}
              />
            </Suspense>
          </section>
        </div>
        <section className={cx(cards.box, classes.card, classes.summary)} aria-labelledby="checkout-total">
          <h2 id="checkout-total">Payment summary</h2>
          {addressId && summary.isPending ? (
            <TotalsOutline />
          ) : summary.data ? (
            <Suspense fallback={<TotalsOutline />}>
              <OrderTotals summary={summary.data} />
            </Suspense>
          ) : (
            <p className={classes.dim}>—</p>
          )}
          <Suspense
            fallback={
              <Button size="lg" fullWidth disabled>
                Place order and pay
              </Button>
            }
          >
            <PlaceOrder
              addressId={addressId}
              orderNote={orderNote}
              paymentChannel={paymentChannel}
              summary={summary.data}
              canPlace={canPlace}
              onNoteError={setNoteError}
              goToPayment={goToPayment}
            />
          </Suspense>
          <ButtonLink to="/cart" variant="subtle" size="sm" fullWidth>
            Back to cart
          </ButtonLink>
        </section>
      </div>
    </SignedInPage>
  );
}

function ReviewOutline() {
  return (
    <div className={classes.stack} role="status" aria-busy="true" aria-label="Loading your order">
      <Skeleton height={80} />
      <Skeleton height={80} />
    </div>
  );
}

function TotalsOutline() {
  return (
    <div className={classes.figures} aria-busy="true">
      {["a", "b", "c", "d"].map((key) => (
        <Skeleton key={key} height={18} />
      ))}
    </div>
  );
}

function Review({
  addressId,
  summary,
  shippingFees,
}: {
  addressId: string | null;
  summary: UseQueryResult<CheckoutSummary>;
  shippingFees: CheckoutSummary["stores"][number]["shipping"][] | undefined;
}) {
  if (!addressId) return <p className={classes.hint}>Your items, delivery fees and totals appear once a delivery address is chosen.</p>;
  if (summary.isPending) return <ReviewOutline />;
  return (
    <Suspense fallback={<ReviewOutline />}>
      <OrderReview summary={summary} shippingFees={shippingFees} />
    </Suspense>
  );
}
