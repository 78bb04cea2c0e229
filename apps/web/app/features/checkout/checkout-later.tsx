import type { CheckoutSummary, PaymentChannel } from "@bitmarte/contracts";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { errorMessage, isApiError } from "../../lib/api-client";
import { Button, cx, toast } from "../../ui/light";
import { TextAreaField } from "../../ui/light/form-field";
import { ChoiceCards } from "./choice-cards";
import { IconAlertCircle, IconBuildingBank, IconCreditCard, IconDeviceMobile, IconLock } from "./checkout-icons";
import { CHECKOUT_MESSAGES, checkOrderNote, ORDER_NOTE_MAX } from "./checkout-messages";
import classes from "./checkout.module.css";
import { usePlaceOrder } from "./place-order.mutation";

// What the checkout page asks for as it first draws: the order once read (each store's part with its policies,
// the totals), the note and payment method, and placing the order. Not in the page's first scripts.
export { OrderReview, OrderTotals } from "./checkout-review";

const CHANNELS: { value: PaymentChannel; label: string; description: string; icon: ReactNode }[] = [
  { value: "card", label: "Card", description: "Visa, Mastercard or Verve", icon: <IconCreditCard size={18} /> },
  { value: "bank_transfer", label: "Bank transfer", description: "Pay from your bank app", icon: <IconBuildingBank size={18} /> },
  { value: "ussd", label: "USSD", description: "Dial a code from your phone", icon: <IconDeviceMobile size={18} /> },
];

const CHANNEL_CHOICES = CHANNELS.map((channel) => ({
  value: channel.value,
  label: channel.label,
  body: (
    <>
      <span className={classes.choiceTitle}>
        {channel.icon}
        {channel.label}
      </span>
      <span className={classes.dim}>{channel.description}</span>
    </>
  ),
}));

export interface NoteAndPaymentProps {
  orderNote: string;
  onNoteChange: (note: string) => void;
  noteError: string | null;
  paymentChannel: PaymentChannel;
  onChannelChange: (channel: PaymentChannel) => void;
}

/** The order note and the payment method. */
export function NoteAndPayment({ orderNote, onNoteChange, noteError, paymentChannel, onChannelChange }: NoteAndPaymentProps) {
  return (
    <>
      <TextAreaField
        id="checkout-note"
        label="Order note"
        description="Anything the stores or the rider should know (optional)"
        value={orderNote}
        onChange={(e) => onNoteChange(e.currentTarget.value)}
        error={noteError}
        maxLength={ORDER_NOTE_MAX}
        rows={2}
      />
      <ChoiceCards legend="Payment method" name="paymentChannel" value={paymentChannel} onChange={onChannelChange} choices={CHANNEL_CHOICES} columns />
    </>
  );
}

/** "Place order" when gift cards pay it all, else "Place order and pay". */
export function placeOrderLabel(summary: CheckoutSummary | undefined): string {
  return summary && summary.amount === 0 && summary.stores.length > 0 ? "Place order" : "Place order and pay";
}

export interface PlaceOrderProps {
  addressId: string | null;
  orderNote: string;
  paymentChannel: PaymentChannel;
  summary: CheckoutSummary | undefined;
  canPlace: boolean;
  /** The note's message (checked here, or the server's), or null. */
  onNoteError: (message: string | null) => void;
  goToPayment: (url: string) => void;
}

/** Places the order (one per store) and goes to pay; says why when it cannot. */
export function PlaceOrder({ addressId, orderNote, paymentChannel, summary, canPlace, onNoteError, goToPayment }: PlaceOrderProps) {
  const navigate = useNavigate();
  const place = usePlaceOrder();

  const onPlaceOrder = () => {
    if (!addressId) return;
    const note = checkOrderNote(orderNote);
    if (!note.ok) {
      onNoteError(note.error);
      return;
    }
    onNoteError(null);
    place.mutate(
      { addressId, orderNote: note.note, paymentChannel },
      {
        onSuccess: (result) => {
          if (result.payment) goToPayment(result.payment.authorizationUrl);
          else navigate(`/checkout/complete?orderName=${encodeURIComponent(result.orderName)}`);
        },
        onError: (error) => {
          toast(CHECKOUT_MESSAGES.placeOrderFailed, "error");
          const noteIssue = isApiError(error) ? error.errors.find((e) => e.path.endsWith("orderNote")) : undefined;
          if (noteIssue) onNoteError(noteIssue.message);
        },
      },
    );
  };

  return (
    <>
      {place.isError ? (
        <p className={classes.alert} role="alert" data-testid="place-order-error">
          <IconAlertCircle size={18} />
          <span>{errorMessage(place.error, CHECKOUT_MESSAGES.placeOrderFailed)}</span>
        </p>
      ) : null}
      <Button size="lg" fullWidth leftSection={<IconLock size={16} />} onClick={onPlaceOrder} disabled={!canPlace} loading={place.isPending}>
        {placeOrderLabel(summary)}
      </Button>
      {!addressId ? <p className={cx(classes.dim, classes.centered)}>Choose a delivery address to continue.</p> : null}
    </>
  );
}
