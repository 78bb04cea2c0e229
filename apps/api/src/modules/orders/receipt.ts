import { fillMessage, formatNaira, MESSAGES, variantLabel } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import { koboToNaira } from "../../lib/money.js";
import { enqueueMail, genericMail, type MailContent } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import { emitWebhook } from "../webhooks/index.js";
import { findMerchantContact, notifyStoreStaff } from "../merchants/index.js";
import type { CheckoutRow, OrderItemRow, OrderRow } from "./orders.repository.js";
import * as repo from "./orders.repository.js";

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

/** "2 × Joggers Trousers (M, Black)": the variant wherever an item is named. */
export function itemLine(item: Pick<OrderItemRow, "quantity" | "productName" | "variantSize" | "variantColor" | "lineTotalKobo">): string {
  const variant = variantLabel({ size: item.variantSize, color: item.variantColor }, ", ");
  return `${item.quantity} × ${item.productName}${variant ? ` (${variant})` : ""}: ${naira(item.lineTotalKobo)}`;
}

/**
 * The receipt of one checkout (named by its group): every store's part with its own order number, items,
 * coupon and delivery fee, then the tenders (gift card, card) that add up to what was paid.
 */
export function receiptMail(input: {
  customerName: string;
  checkout: Pick<CheckoutRow, "orderName" | "totalKobo" | "giftCardKobo" | "amountDueKobo">;
  orders: Pick<OrderRow, "id" | "orderNumber" | "storeName" | "subtotalKobo" | "discountKobo" | "couponCode" | "shippingFeeKobo" | "totalKobo">[];
  items: Pick<OrderItemRow, "orderId" | "quantity" | "productName" | "variantSize" | "variantColor" | "lineTotalKobo">[];
  paymentReference: string | null;
  ordersUrl: string;
}): MailContent {
  const { checkout } = input;
  const lines = [`Hello ${input.customerName},`, `Thank you for your order ${checkout.orderName}. Here is your receipt.`];
  for (const order of input.orders) {
    const parts = [
      `${order.storeName}, order ${order.orderNumber}`,
      ...input.items.filter((i) => i.orderId === order.id).map((i) => `  ${itemLine(i)}`),
      `  Items: ${naira(order.subtotalKobo)}`,
      ...(order.discountKobo > 0 ? [`  Coupon${order.couponCode ? ` ${order.couponCode}` : ""}: −${naira(order.discountKobo)}`] : []),
      `  Delivery: ${naira(order.shippingFeeKobo)}`,
      `  Total from ${order.storeName}: ${naira(order.totalKobo)}`,
    ];
    lines.push(parts.join("\n"));
  }
  const tenders = [`Order total: ${naira(checkout.totalKobo)}`];
  if (checkout.giftCardKobo > 0) tenders.push(`Paid with gift cards: ${naira(checkout.giftCardKobo)}`);
  if (checkout.amountDueKobo > 0)
    tenders.push(`Paid by card${input.paymentReference ? ` (reference ${input.paymentReference})` : ""}: ${naira(checkout.amountDueKobo)}`);
  lines.push(tenders.join("\n"));
  lines.push("Each store now confirms its part; we will write when your order moves.");
  return genericMail(`Receipt for your order ${checkout.orderName}`, lines, {
    label: "See my orders",
    url: input.ordersUrl,
  });
}

/**
 * The store owner's mail about one new paid order: what was bought (with variants), the coupon, and that
 * the order waits for them to accept it. What the customer paid with is not the store's business.
 */
export function newOrderMail(input: {
  ownerFirstName: string;
  order: Pick<OrderRow, "orderNumber" | "storeName" | "subtotalKobo" | "discountKobo" | "couponCode" | "shippingFeeKobo" | "deliveryAddress">;
  items: Pick<OrderItemRow, "quantity" | "productName" | "variantSize" | "variantColor" | "lineTotalKobo">[];
  orderUrl: string;
}): MailContent {
  const { order } = input;
  const lines = [
    `Hello ${input.ownerFirstName},`,
    `${order.storeName} has a new paid order, ${order.orderNumber}. Accept it so the customer knows it is on its way.`,
    [
      ...input.items.map((i) => itemLine(i)),
      `Items: ${naira(order.subtotalKobo)}`,
      ...(order.discountKobo > 0 ? [`Coupon${order.couponCode ? ` ${order.couponCode}` : ""}: −${naira(order.discountKobo)}`] : []),
      `Deliver to ${[order.deliveryAddress.city, order.deliveryAddress.stateOrRegion].filter(Boolean).join(", ")}`,
    ].join("\n"),
  ];
  return genericMail(
    fillMessage(MESSAGES.merchantNewOrderMailSubject, {
      orderNumber: order.orderNumber,
      storeName: order.storeName,
    }),
    lines,
    { label: "See the order", url: input.orderUrl },
  );
}

/**
 * Queues the mails of a paid checkout, in the transaction that marks it paid (so they are sent once):
 * the customer's receipt, and each store owner's new-order notification with its mail.
 */
export async function mailReceipt(tx: DbOrTx, orderName: string, paymentReference: string | null, appUrl: string, now: Date): Promise<void> {
  const checkout = await repo.findCheckoutByOrderName(tx, orderName);
  if (!checkout) return;
  const orders = await repo.groupOrders(tx, orderName);
  if (orders.length === 0) return;
  const items = await repo.itemsOfOrders(
    tx,
    orders.map((o) => o.id),
  );
  const customer = (await repo.userNames(tx, [checkout.customerId])).get(checkout.customerId);
  if (customer) {
    const mail = receiptMail({
      customerName: customer.name,
      checkout,
      orders,
      items,
      paymentReference,
      ordersUrl: `${appUrl}/orders`,
    });
    await enqueueMail(tx, customer.email, mail);
  }
  for (const order of orders) {
    await emitWebhook(tx, {
      event: "order.created",
      storeId: order.storeId,
      payload: { orderId: order.id, orderNumber: order.orderNumber, orderName, status: order.status, total: koboToNaira(order.totalKobo), paymentReference },
      at: now,
    });
    const owner = await findMerchantContact(tx, order.merchantId);
    if (!owner) continue;
    const own = items.filter((i) => i.orderId === order.id);
    const mail = newOrderMail({ ownerFirstName: owner.firstName, order, items: own, orderUrl: `${appUrl}/merchant/orders/${order.id}` });
    const units = own.reduce((n, i) => n + i.quantity, 0);
    await notify(tx, {
      to: [{ kind: "merchant", id: owner.userId, email: owner.email }],
      kind: "order_paid",
      title: `New order ${order.orderNumber}`,
      body: `${naira(order.totalKobo)} paid for ${units} ${units === 1 ? "item" : "items"}. Accept it and get it ready to ship.`,
      link: `/merchant/orders/${order.id}`,
      mail,
      now,
    });
    await notifyStoreStaff(tx, order.merchantId, "orders", {
      kind: "order_paid",
      title: `New order ${order.orderNumber}`,
      body: `${naira(order.totalKobo)} paid for ${units} ${units === 1 ? "item" : "items"}. Accept it and get it ready to ship.`,
      link: `/merchant/orders/${order.id}`,
      appUrl,
      now,
    });
  }
}
