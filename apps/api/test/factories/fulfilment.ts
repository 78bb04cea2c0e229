import type { Order, OrderStatusCode } from "@bitmarte/contracts";
import { eq } from "drizzle-orm";
import { stores } from "../../src/modules/merchants/stores.table.js";
import type { TestApp } from "../app.js";
import { type Buyer, makeBuyableProduct, makeBuyer } from "./cart.js";
import { placePaidOrder } from "./orders.js";
import { makeAdmin, makePartner, type MerchantPerson, type Person } from "./people.js";

export const OT = "/api/v1/ordertracking";

export interface PaidOrder {
  orderId: string;
  orderName: string;
  /** The order's own number (the store part of the checkout `orderName`). */
  orderNumber: string;
  seller: MerchantPerson;
  buyer: Buyer;
}

/** Makes the merchant's store able to ship (a pickup place in Ikeja) and sells one paid order from it. */
export async function makePaidOrder(t: TestApp, seller: MerchantPerson, opts: { quantity?: number; stock?: number } = {}): Promise<PaidOrder> {
  await t.db
    .update(stores)
    .set({ storePhoneNumber: "+2348031234567", shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" } })
    .where(eq(stores.id, seller.storeId));
  const product = await makeBuyableProduct(t, seller, { quantity: opts.stock ?? 20 });
  const buyer = await makeBuyer(t, product.id, opts.quantity ?? 1);
  const placed = await placePaidOrder(t, buyer);
  return { orderId: placed.orders[0].id, orderName: placed.orderName, orderNumber: placed.orders[0].orderNumber, seller, buyer };
}

export async function moveStatus(t: TestApp, who: Person, orderId: string, status: OrderStatusCode, reason?: string) {
  return t.call("PATCH", `${OT}/update-order-status/${orderId}`, { token: who.token, body: { status, ...(reason ? { reason } : {}) } });
}

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** Accepted and packed by the store: ready to ship, unassigned. */
export async function readyToShip(t: TestApp, order: PaidOrder): Promise<void> {
  await ok(await moveStatus(t, order.seller, order.orderId, "confirmed"), "confirm");
  await ok(await moveStatus(t, order.seller, order.orderId, "ready_to_ship"), "ready to ship");
}

export async function assignDispatcher(t: TestApp, admin: Person, orderId: string, dispatcher: Person) {
  return t.call("PATCH", `${OT}/assign-to-dispatcher/${orderId}`, { token: admin.token, body: { dispatcherId: dispatcher.userId } });
}

export async function assignPartner(t: TestApp, admin: Person, orderId: string, partnerId: string) {
  return t.call("PATCH", `${OT}/assign-to-partner/${orderId}`, { token: admin.token, body: { partnerId } });
}

/** The customer's own view of the order (with the delivery token once assigned). */
export async function customerOrder(t: TestApp, buyer: Person, orderId: string): Promise<Order> {
  const res = await t.call("GET", `${OT}/customer/order-info/${orderId}`, { token: buyer.token });
  await ok(res, "order info");
  return res.json().data;
}

/** A paid order of `seller` out with `dispatcher` (made if not given), at `until` (dispatcher_assigned, picked_up or in_transit). */
export async function withDispatcher(
  t: TestApp,
  seller: MerchantPerson,
  dispatcher?: Person,
  until: "dispatcher_assigned" | "picked_up" | "in_transit" = "dispatcher_assigned",
) {
  const order = await makePaidOrder(t, seller);
  await readyToShip(t, order);
  const admin = await makeAdmin(t);
  const rider = dispatcher ?? (await makeAdmin(t, "dispatcher"));
  await ok(await assignDispatcher(t, admin, order.orderId, rider), "assign dispatcher");
  if (until !== "dispatcher_assigned") await ok(await moveStatus(t, rider, order.orderId, "picked_up"), "pick up");
  if (until === "in_transit") await ok(await moveStatus(t, rider, order.orderId, "in_transit"), "in transit");
  return { ...order, admin, dispatcher: rider };
}

/** A paid order of `seller` assigned to the partner (made if not given). */
export async function withPartner(t: TestApp, seller: MerchantPerson, partner?: Person & { partnerId: string }) {
  const order = await makePaidOrder(t, seller);
  await readyToShip(t, order);
  const admin = await makeAdmin(t);
  const p = partner ?? (await makePartner(t));
  await ok(await assignPartner(t, admin, order.orderId, p.partnerId), "assign partner");
  return { ...order, admin, partner: p };
}
