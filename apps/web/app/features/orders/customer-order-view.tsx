import type { DeliveryAddress, Order, OrderActivity, OrderItem } from "@bitmarte/contracts";
import { ORDER_STATUSES, type OrderStatusCode } from "@bitmarte/contracts/signed-in";
import { IconPhoto } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { formatDateTime, formatNaira } from "../../lib/format";
import { imageAtWidth } from "../../lib/image-srcset";
import { Badge, Button, cx, toast } from "../../ui/light";
import { SignedInPage } from "../../ui/light/signed-in-page";
import { orderActions } from "./order-actions";
import { trackingSteps } from "./order-tracking";
import { useCheckOrderPayment } from "./customer-order.mutations";
import { customerOrderMovesQuery } from "./customer-order.queries";
import classes from "../../ui/light/section-card.module.css";
import { IconBan, IconCheck, IconKey, IconMapPin, IconNote, IconPhone, IconX } from "../../ui/light/page-icons";
import { SectionCard } from "../../ui/light/section-card";

// The cancel dialog comes after the order is drawn (prefetched when the order may be cancelled).
const cancelDialog = () => import("./cancel-order-dialog");
const CancelOrderDialog = lazy(cancelDialog);

type BadgeColor = "brand" | "red" | "gray" | "orange";
const STATUS_COLORS: Partial<Record<OrderStatusCode, BadgeColor>> = {
  awaiting_payment: "orange",
  pending: "orange",
  delivered: "brand",
  completed: "brand",
  cancelled: "red",
  returned: "gray",
};

const ACTORS: Record<OrderActivity["actorType"], string> = {
  customer: "Customer",
  merchant: "Store",
  admin: "Bitmarte",
  partner: "Shipping partner",
  system: "System",
};

/** The order once read: drawn from the page's query (the code loads while the order is read). */
export default function CustomerOrderView({ order, back, afterItems }: { order: Order; back: ReactNode; afterItems?: (order: Order) => ReactNode }) {
  return (
    <SignedInPage
      back={back}
      title={order.orderNumber}
      description={`${order.storeName} · checkout ${order.orderName} · placed ${formatDateTime(order.createdAt)}`}
      actions={
        <Badge className={classes.status} color={STATUS_COLORS[order.orderStatus]} data-testid="order-status">
          {ORDER_STATUSES[order.orderStatus]}
        </Badge>
      }
    >
      <div className={classes.top}>
        <CancelAction order={order} />
        {order.orderStatus === "awaiting_payment" && order.paymentReference ? <CheckPayment orderId={order.id} reference={order.paymentReference} /> : null}
        {order.orderDeliveryToken ? <DeliveryToken token={order.orderDeliveryToken} /> : null}
      </div>
      <div className={classes.layout}>
        <div className={classes.main}>
          <Tracking order={order} />
          <Items items={order.orderItems} />
          {afterItems?.(order)}
        </div>
        <div className={classes.side}>
          {order.dispatchPhoneNumber ? <RiderPhone phone={order.dispatchPhoneNumber} /> : null}
          <Summary order={order} />
          <SectionCard id="order-delivery" title="Delivery address" icon={<IconMapPin size={18} aria-hidden />}>
            <AddressLines address={order.deliveryAddress} />
            <p className={classes.dimmedSmall}>
              {order.deliveryAddress.phoneNumber} · {order.deliveryAddress.emailAddress}
            </p>
          </SectionCard>
          {order.orderNote ? (
            <SectionCard id="order-note" title="Your note" icon={<IconNote size={18} aria-hidden />}>
              <p className={classes.text}>{order.orderNote}</p>
            </SectionCard>
          ) : null}
        </div>
        {/* After the money and the delivery address on a phone; under the items on a wide screen. */}
        <div className={classes.historyArea}>
          <History activities={order.orderActivities} />
        </div>
      </div>
    </SignedInPage>
  );
}

/** "Cancel order" while the server allows the customer to cancel (the store has not accepted it yet). */
function CancelAction({ order }: { order: Order }) {
  const moves = useQuery(customerOrderMovesQuery(order.id));
  const [open, setOpen] = useState(false);
  const cancellable = !!moves.data && orderActions("customer", order.orderStatus, moves.data.map((s) => s.code_name)).some((a) => a.kind === "cancel");
  useEffect(() => {
    if (cancellable) void cancelDialog();
  }, [cancellable]);
  // Nothing while the moves load or cannot be read: the page stays as it is.
  if (!cancellable) return null;
  return (
    <div className={classes.actions}>
      <Button variant="default" className={classes.dangerButton} leftSection={<IconBan size={18} aria-hidden />} onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** An order still awaiting its payment: the customer may ask the provider again instead of waiting. */
function CheckPayment({ orderId, reference }: { orderId: string; reference: string }) {
  const check = useCheckOrderPayment(orderId);
  return (
    <section className={cx(classes.notice, classes.noticeWarning)} aria-labelledby="check-payment-title" data-testid="check-payment">
      <h2 className={classes.noticeTitle} id="check-payment-title">
        Waiting for your payment
      </h2>
      <p className={classes.text}>Paid already and this page has not caught up? Ask the payment provider again.</p>
      <Button
        size="sm"
        variant="light"
        loading={check.isPending}
        onClick={() =>
          check.mutate(reference, {
            onSuccess: ({ message }) => toast(message),
            onError: (err) => toast(errorMessage(err), "error"),
          })
        }
      >
        Check payment
      </Button>
    </section>
  );
}

/** The 6-digit token the customer gives the rider at the door. */
function DeliveryToken({ token }: { token: string }) {
  return (
    <section className={cx(classes.notice, classes.noticeBrand)} aria-labelledby="delivery-token-title" data-testid="delivery-token">
      <h2 className={classes.noticeTitle} id="delivery-token-title">
        <IconKey size={20} aria-hidden />
        Delivery token
      </h2>
      <p className={classes.text}>Give this code to the rider only when your order is in your hands.</p>
      <p className={classes.token}>{token}</p>
    </section>
  );
}

function RiderPhone({ phone }: { phone: string }) {
  return (
    <section className={cx(classes.card, classes.rider)} aria-label="Your delivery contact">
      <div>
        <p className={classes.dimmedSmall}>Questions about the delivery?</p>
        <p className={classes.strong} data-testid="dispatch-phone">
          {phone}
        </p>
      </div>
      <a className={classes.callLink} href={`tel:${phone.replace(/[^\d+]/g, "")}`} aria-label={`Call the rider on ${phone}`}>
        <IconPhone size={16} aria-hidden />
        Call
      </a>
    </section>
  );
}

/** Where the order is on its way, by the statuses' known names (order-tracking.ts). */
function Tracking({ order }: { order: Order }) {
  const steps = trackingSteps(order);
  const stopped = order.orderStatus === "cancelled" || order.orderStatus === "returned";
  return (
    <SectionCard id="order-tracking" title="Tracking">
      <ol className={classes.steps} data-testid="tracking-steps" data-stopped={stopped || undefined}>
        {steps.map((step) => {
          const current = step.state === "current";
          return (
            <li key={step.code} className={classes.step} data-state={step.state} aria-current={current ? "step" : undefined}>
              <span className={classes.bullet} aria-hidden="true">
                {step.state === "done" ? <IconCheck size={14} stroke={3} /> : current && order.orderStatus === "cancelled" ? <IconX size={14} stroke={3} /> : null}
              </span>
              <span className={classes.stepText}>
                <span className={classes.stepLabel}>{step.label}</span>
                {step.at ? <span className={classes.dimmedSmall}>{formatDateTime(step.at)}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  const variant = [item.productVariants?.size, item.productVariants?.color].filter(Boolean).join(" · ");
  const details = [variant, item.productVariants?.sku ? `SKU ${item.productVariants.sku}` : ""].filter(Boolean).join(" · ");
  const image = item.hostedImages[0];
  return (
    <li className={classes.item} data-testid="order-item">
      {image ? (
        <img className={classes.thumb} src={imageAtWidth(image, 160)} alt={item.productName} width={56} height={56} loading="lazy" />
      ) : (
        <span className={classes.thumb} aria-hidden="true">
          <IconPhoto size={22} />
        </span>
      )}
      <div className={classes.itemText}>
        <Link className={classes.itemName} to={`/product/${item.productId}`}>
          {item.productName}
        </Link>
        {details ? <p className={classes.dimmedSmall}>{details}</p> : null}
        <p className={classes.dimmedSmall}>
          {item.quantity} × {formatNaira(item.productPrice)}
          {item.discount > 0 ? ` · discount ${formatNaira(-item.discount)}` : null}
        </p>
      </div>
      <span className={classes.money}>{formatNaira(item.total)}</span>
    </li>
  );
}

function Items({ items }: { items: OrderItem[] }) {
  const units = items.reduce((n, i) => n + i.quantity, 0);
  return (
    <SectionCard id="order-items" title="Items" actions={<span className={classes.dimmedSmall}>{units === 1 ? "1 item" : `${units} items`}</span>}>
      <ul className={classes.items}>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
    </SectionCard>
  );
}

function Figure({ label, amount, testId }: { label: string; amount: number; testId?: string }) {
  return (
    <div className={classes.figure}>
      <dt>{label}</dt>
      <dd className={classes.money} data-testid={testId}>
        {formatNaira(amount)}
      </dd>
    </div>
  );
}

/** Subtotal, discount, delivery fee and total; how it was paid when gift cards paid part of it. */
function Summary({ order }: { order: Order }) {
  return (
    <SectionCard id="order-summary" title="Summary">
      <dl className={classes.figures}>
        <Figure label="Subtotal" amount={order.subtotal} />
        <Figure label="Discount" amount={order.discount > 0 ? -order.discount : 0} />
        <Figure label="Shipping fee" amount={order.shippingFee} />
        <div className={cx(classes.figure, classes.total)}>
          <dt>Total</dt>
          <dd className={classes.money} data-testid="order-total">
            {formatNaira(order.total)}
          </dd>
        </div>
        {order.giftCardAmount > 0 ? (
          <>
            <Figure label="Paid with gift cards" amount={order.giftCardAmount} />
            <Figure label="Paid by payment" amount={(Math.round(order.total * 100) - Math.round(order.giftCardAmount * 100)) / 100} />
          </>
        ) : null}
      </dl>
    </SectionCard>
  );
}

function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <div className={classes.address}>
      <p className={classes.strong}>{address.fullName}</p>
      <p>{address.address}</p>
      <p>
        {address.city}, {address.stateOrRegion}, {address.country}
      </p>
    </div>
  );
}

/** Everything that happened to the order, oldest first: what, who and when. */
function History({ activities }: { activities: OrderActivity[] }) {
  const sorted = [...activities].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <SectionCard id="order-timeline" title="Order history">
      {sorted.length === 0 ? (
        <p className={classes.dimmedSmall}>No updates yet.</p>
      ) : (
        <ol className={classes.history}>
          {sorted.map((a) => (
            <li key={a.id} className={classes.event}>
              <span className={classes.eventTitle}>{a.status ? ORDER_STATUSES[a.status] : a.activity}</span>
              {a.status && a.activity !== ORDER_STATUSES[a.status] ? <span className={classes.text}>{a.activity}</span> : null}
              <span className={classes.dimmedSmall}>
                {formatDateTime(a.createdAt)} · {a.actorName ? `${a.actorName} (${ACTORS[a.actorType].toLowerCase()})` : ACTORS[a.actorType]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
