import type { ReturnedOrder } from "@bitmarte/contracts";
import type { TestApp } from "../app.js";
import { customerOrder, makePaidOrder, moveStatus, OT, type PaidOrder, readyToShip, assignDispatcher } from "./fulfilment.js";
import { eq } from "drizzle-orm";
import { stores } from "../../src/modules/merchants/stores.table.js";
import { orderItems, orders } from "../../src/modules/orders/orders.table.js";
import { makeBuyableProduct, makeBuyer } from "./cart.js";
import { buyGiftCard } from "./giftcards.js";
import { placePaidOrder } from "./orders.js";
import { makeAdmin, type MerchantPerson, type Person } from "./people.js";

export const RETURNS = "/api/v1/returns";
export const REFUNDS = "/api/v1/refunds";

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/**
 * A paid order of `seller` (quantity units of one ₦10,000 product) carried all the way to delivered;
 * with `giftCardNaira`, a gift card of the buyer's pays that much of it.
 */
export async function makeDeliveredOrder(
  t: TestApp,
  seller: MerchantPerson,
  opts: { quantity?: number; giftCardNaira?: number } = {},
): Promise<PaidOrder & { itemId: string }> {
  const order = opts.giftCardNaira ? await paidWithGiftCard(t, seller, opts.quantity ?? 1, opts.giftCardNaira) : await makePaidOrder(t, seller, { quantity: opts.quantity ?? 1 });
  await readyToShip(t, order);
  const admin = await makeAdmin(t);
  const rider = await makeAdmin(t, "dispatcher");
  await ok(await assignDispatcher(t, admin, order.orderId, rider), "assign");
  await ok(await moveStatus(t, rider, order.orderId, "picked_up"), "pick up");
  await ok(await moveStatus(t, rider, order.orderId, "in_transit"), "in transit");
  const token = (await customerOrder(t, order.buyer, order.orderId)).orderDeliveryToken;
  await ok(await t.call("POST", `${OT}/convert-token/${order.orderId}`, { token: rider.token, body: { token } }), "deliver");
  const view = await customerOrder(t, order.buyer, order.orderId);
  return { ...order, itemId: view.orderItems[0].id };
}

async function paidWithGiftCard(t: TestApp, seller: MerchantPerson, quantity: number, giftCardNaira: number): Promise<PaidOrder> {
  await t.db
    .update(stores)
    .set({ storePhoneNumber: "+2348031234567", shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" } })
    .where(eq(stores.id, seller.storeId));
  const product = await makeBuyableProduct(t, seller, { quantity: 20 });
  const buyer = await makeBuyer(t, product.id, quantity);
  const card = await buyGiftCard(t, buyer, { amount: giftCardNaira, recipientEmail: buyer.email });
  await ok(await t.call("POST", "/api/v1/giftcards/apply", { token: buyer.token, body: { code: card.code } }), "apply gift card");
  const placed = await placePaidOrder(t, buyer);
  return { orderId: placed.orders[0].id, orderName: placed.orderName, orderNumber: placed.orders[0].orderNumber, seller, buyer };
}

/** A paid order marked delivered straight in the database (cheap, for fixtures that only need one). */
export async function makeDeliveredOrderQuickly(t: TestApp, seller: MerchantPerson): Promise<PaidOrder & { itemId: string }> {
  const order = await makePaidOrder(t, seller);
  await t.db.update(orders).set({ status: "delivered", deliveredAt: t.clock.now(), statusChangedAt: t.clock.now() }).where(eq(orders.id, order.orderId));
  const [item] = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.orderId));
  return { ...order, itemId: item.id };
}

/** The customer asks to return (refund) or replace `quantity` units of the order's first item. */
export async function askReturn(
  t: TestApp,
  order: PaidOrder & { itemId: string },
  opts: { type?: "refund" | "replace"; quantity?: number; refundTo?: "original" | "gift_card"; reason?: string; reasonKind?: string } = {},
): Promise<ReturnedOrder> {
  const res = await t.call("POST", `${OT}/create-return`, {
    token: order.buyer.token,
    body: {
      orderId: order.orderId,
      type: opts.type ?? "refund",
      refundTo: opts.refundTo,
      items: [{ orderItemId: order.itemId, quantity: opts.quantity ?? 1, reason: opts.reason ?? "It arrived broken", ...(opts.reasonKind ? { reasonKind: opts.reasonKind } : {}) }],
    },
  });
  await ok(res, "create return");
  return res.json().data;
}

export function setReturnStatus(t: TestApp, who: Person, id: string, status: "accepted" | "rejected" | "received", reason?: string) {
  return t.call("PATCH", `${RETURNS}/${id}/status`, { token: who.token, body: { status, ...(reason ? { reason } : {}) } });
}

/** Asked, accepted and received: waiting for the admin's decision. */
export async function receivedReturn(
  t: TestApp,
  order: PaidOrder & { itemId: string },
  opts: { type?: "refund" | "replace"; quantity?: number; refundTo?: "original" | "gift_card"; reason?: string; reasonKind?: string } = {},
): Promise<ReturnedOrder> {
  const r = await askReturn(t, order, opts);
  await ok(await setReturnStatus(t, order.seller, r.id, "accepted"), "accept");
  const res = await setReturnStatus(t, order.seller, r.id, "received");
  await ok(res, "receive");
  return res.json().data;
}
