import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import {
  assignDispatcher,
  assignPartner,
  customerOrder,
  makePaidOrder,
  moveStatus,
  OT,
  readyToShip,
  withDispatcher,
} from "../../../test/factories/fulfilment.js";
import { uploadImage } from "../../../test/factories/catalogue.js";
import { makeAdmin, makeCustomer, makeMerchant, makePartner, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { outbox } from "../mail/mail.table.js";
import { orderActivities, orders } from "../orders/orders.table.js";
import { paymentRefunds } from "../payments/payments.table.js";
import { products } from "../products/products.table.js";
import { runJob } from "../jobs/index.js";
import { completeDueOrders } from "./fulfilment.service.js";
import { deliveryTokens } from "./fulfilment.table.js";

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;
let scheduler: Person;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  admin = await makeAdmin(t);
  scheduler = await makeAdmin(t, "scheduler");
});

const ctx = () => ({ db: t.db, now: t.clock.now(), config: { JWT_SECRET: "", APP_URL: "http://bitmarte.test" } as never, log: t.app.log });
const statusOf = async (id: string) => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
const activityCount = async (id: string) => (await t.db.select({ n: count() }).from(orderActivities).where(eq(orderActivities.orderId, id)))[0].n;
const mailsTo = async (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));
const moves = async (who: Person, orderId: string) =>
  ((await t.call("GET", `${OT}/order-statuses?orderId=${orderId}`, { token: who.token })).json().data as { code_name: string }[]).map((s) => s.code_name);

describe("the delivery chain, from a paid order to a completed one", () => {
  it("walks every role through accept, pack, partner decline, dispatcher, a locked token, a new token, delivery and completion", async () => {
    const order = await makePaidOrder(t, seller);
    const id = order.orderId;

    // The store sees the order with the counts of its status tabs, and exactly the moves it may make.
    const list = await t.call("GET", `${OT}/merchant/orders?status=pending`, { token: seller.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.rows.map((r: { id: string }) => r.id)).toContain(id);
    expect(list.json().data.statusCounts.pending).toBeGreaterThanOrEqual(1);
    expect(await moves(seller, id)).toEqual(["confirmed", "cancelled"]);
    expect(await moves(order.buyer, id)).toEqual(["cancelled"]);

    expect((await moveStatus(t, seller, id, "confirmed")).statusCode).toBe(200);
    expect((await mailsTo(order.buyer.email)).some((m) => m.subject.includes("confirmed"))).toBe(true);
    expect((await moveStatus(t, seller, id, "ready_to_ship")).statusCode).toBe(200);
    expect(await moves(seller, id)).toEqual([]);

    // Admin assigns a shipping partner: a token is made and mailed; only the customer sees it.
    const partner = await makePartner(t);
    const assigned = await assignPartner(t, admin, id, partner.partnerId);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.orderStatus).toBe("3pl_assigned");
    expect(assigned.json().data.orderDeliveryToken).toBeNull();
    const first = (await customerOrder(t, order.buyer, id)).orderDeliveryToken as string;
    expect(first).toMatch(/^\d{6}$/);
    expect((await mailsTo(order.buyer.email)).some((m) => m.text.includes(first))).toBe(true);
    const stored = (await t.db.select().from(deliveryTokens).where(eq(deliveryTokens.orderId, id)))[0];
    expect(stored.tokenHash).not.toContain(first);
    expect(stored.tokenSealed).not.toContain(first);

    // The partner declines: back to ready to ship, unassigned, and out of the partner's view.
    const partnerList = await t.call("GET", "/api/v1/partner/orders", { token: partner.token });
    expect(partnerList.json().data.rows.map((r: { id: string }) => r.id)).toEqual([id]);
    const declined = await t.call("PATCH", `/api/v1/partner/orders/${id}/decline`, { token: partner.token, body: { reason: "No rider free in Lekki today" } });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.orderStatus).toBe("ready_to_ship");
    expect((await t.call("GET", `/api/v1/partner/orders/${id}`, { token: partner.token })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/v1/partner/orders", { token: partner.token })).json().data.count).toBe(0);
    expect((await customerOrder(t, order.buyer, id)).orderDeliveryToken).toBeNull();

    // The scheduler sees the unassigned queue and the dispatchers' load, and assigns one.
    const queue = await t.call("GET", `${OT}/admin/orders?status=ready_to_ship&assigned=none`, { token: scheduler.token });
    expect(queue.json().data.rows.map((r: { id: string }) => r.id)).toContain(id);
    const dispatcher = await makeAdmin(t, "dispatcher");
    const dispatchers = await t.call("GET", `${OT}/dispatchers`, { token: scheduler.token });
    expect(dispatchers.json().data.find((d: { id: string }) => d.id === dispatcher.userId)).toMatchObject({ activeOrders: 0 });
    expect((await assignDispatcher(t, scheduler, id, dispatcher)).statusCode).toBe(200);
    const load = await t.call("GET", `${OT}/dispatchers`, { token: scheduler.token });
    expect(load.json().data.find((d: { id: string }) => d.id === dispatcher.userId)).toMatchObject({ activeOrders: 1 });

    // The dispatcher sees it, with pickup and delivery details, and moves it along.
    const mine = await t.call("GET", `${OT}/dispatcher/orders`, { token: dispatcher.token });
    expect(mine.json().data.rows.map((r: { id: string }) => r.id)).toEqual([id]);
    const details = await t.call("GET", `${OT}/shipping-details/${id}`, { token: admin.token });
    expect(details.json().data.pickup).toMatchObject({ city: "Ikeja", state: "Lagos" });
    expect(await moves(dispatcher, id)).toEqual(["picked_up"]);
    expect((await moveStatus(t, dispatcher, id, "picked_up")).statusCode).toBe(200);
    expect((await moveStatus(t, dispatcher, id, "in_transit")).statusCode).toBe(200);
    expect(await moves(dispatcher, id)).toEqual(["delivered"]);

    // Five wrong tokens: four say how many tries are left, the fifth locks; then even the right one is refused.
    const token = (await customerOrder(t, order.buyer, id)).orderDeliveryToken as string;
    const wrong = token === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const res = await t.call("POST", `${OT}/convert-token/${id}`, { token: dispatcher.token, body: { token: wrong } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(`${5 - i} tries left`);
    }
    expect((await t.call("POST", `${OT}/convert-token/${id}`, { token: dispatcher.token, body: { token: wrong } })).statusCode).toBe(409);
    const locked = await t.call("POST", `${OT}/convert-token/${id}`, { token: dispatcher.token, body: { token } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain("locked");
    expect(await statusOf(id)).toBe("in_transit");

    // An admin makes a new token: answered without it, mailed and shown to the customer.
    const regenerated = await t.call("POST", `${OT}/update-token?orderId=${id}`, { token: admin.token });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().data).toMatchObject({ orderId: id, sentTo: order.buyer.email });
    expect(JSON.stringify(regenerated.json())).not.toMatch(/\b\d{6}\b/);
    const fresh = (await customerOrder(t, order.buyer, id)).orderDeliveryToken as string;
    expect(fresh).toMatch(/^\d{6}$/);

    const delivered = await t.call("POST", `${OT}/convert-token/${id}`, { token: dispatcher.token, body: { token: fresh } });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data.orderStatus).toBe("delivered");
    expect((await t.db.select().from(deliveryTokens).where(eq(deliveryTokens.orderId, id))).length).toBe(0);

    // The customer sees every step by its known name.
    const seen = await customerOrder(t, order.buyer, id);
    expect(seen.orderDeliveryToken).toBeNull();
    const steps = seen.orderActivities.map((a) => a.status).filter(Boolean);
    expect(steps).toEqual(
      expect.arrayContaining(["confirmed", "ready_to_ship", "3pl_assigned", "dispatcher_assigned", "picked_up", "in_transit", "delivered"]),
    );

    // Payout approval waits for completion; the order completes when the 7-day window closes.
    expect((await t.call("PATCH", `${OT}/approve-merchant-payment/${id}`, { token: admin.token })).statusCode).toBe(409);
    const start = t.clock.now();
    t.clock.advance(6 * 24 * 3_600_000);
    expect(await completeDueOrders(ctx())).toBe(0);
    t.clock.advance(24 * 3_600_000 + 1000);
    // The scheduled job does it (the same function, on the queue's clock).
    await runJob(t.jobDeps, "fulfilment.complete", {});
    expect(await statusOf(id)).toBe("completed");
    t.clock.set(start); // sessions last 7 days
    const approved = await t.call("PATCH", `${OT}/approve-merchant-payment/${id}`, { token: admin.token });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.approvePayout).toBe(true);
  });
});

describe("refusals", () => {
  it("403: a customer may only cancel; staff need orders:write; schedulers do not assign partners; dispatchers do not assign", async () => {
    const order = await makePaidOrder(t, seller);
    expect((await moveStatus(t, order.buyer, order.orderId, "confirmed")).statusCode).toBe(403);
    const reader = await makeStaff(t, seller, ["orders:read"]);
    expect((await t.call("GET", `${OT}/merchant/orders/${order.orderId}`, { token: reader.token })).statusCode).toBe(200);
    expect((await moveStatus(t, reader, order.orderId, "confirmed")).statusCode).toBe(403);
    expect(await moves(reader, order.orderId)).toEqual([]);
    await readyToShip(t, order);
    const partner = await makePartner(t);
    expect((await assignPartner(t, scheduler, order.orderId, partner.partnerId)).statusCode).toBe(403);
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await assignDispatcher(t, dispatcher, order.orderId, dispatcher)).statusCode).toBe(403);
    expect((await t.call("GET", `${OT}/merchant/orders`, { token: admin.token })).statusCode).toBe(403);
    expect(await statusOf(order.orderId)).toBe("ready_to_ship");
  });

  it("404: another store, customer, dispatcher or partner does not see the order", async () => {
    const order = await makePaidOrder(t, seller);
    const otherStore = await makeMerchant(t);
    const otherCustomer = await makeCustomer(t);
    expect((await t.call("GET", `${OT}/merchant/orders/${order.orderId}`, { token: otherStore.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${OT}/customer/order-info/${order.orderId}`, { token: otherCustomer.token })).statusCode).toBe(404);
    expect((await moveStatus(t, otherStore, order.orderId, "confirmed")).statusCode).toBe(404);
    expect((await t.call("GET", `${OT}/customer-info/${order.buyer.userId}`, { token: otherStore.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${OT}/customer-info/${order.buyer.userId}`, { token: seller.token })).json().data.email).toBe(order.buyer.email);
    const out = await withDispatcher(t, seller);
    const otherRider = await makeAdmin(t, "dispatcher");
    expect((await t.call("GET", `${OT}/dispatcher/orders/${out.orderId}`, { token: otherRider.token })).statusCode).toBe(404);
    expect((await moveStatus(t, otherRider, out.orderId, "picked_up")).statusCode).toBe(404);
  });

  it("409: a move the machine forbids writes nothing; two operators at once: one wins", async () => {
    const order = await makePaidOrder(t, seller);
    const before = await activityCount(order.orderId);
    const skip = await moveStatus(t, seller, order.orderId, "ready_to_ship");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe("An order that is Pending cannot be moved to Ready to ship");
    expect(await activityCount(order.orderId)).toBe(before);
    const both = await Promise.all([moveStatus(t, seller, order.orderId, "confirmed"), moveStatus(t, seller, order.orderId, "confirmed")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await activityCount(order.orderId)).toBe(before + 1);
    // The customer may not cancel once the store confirmed.
    expect((await moveStatus(t, order.buyer, order.orderId, "cancelled", "Changed my mind")).statusCode).toBe(409);
  });

  it("422: a cancel without a reason, an unknown partner or dispatcher, a malformed token; nothing written", async () => {
    const order = await makePaidOrder(t, seller);
    const res = await moveStatus(t, seller, order.orderId, "cancelled");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe("reason");
    await readyToShip(t, order);
    expect((await assignPartner(t, admin, order.orderId, "4a1f0b1e-1111-4111-8111-111111111111")).statusCode).toBe(422);
    expect((await assignDispatcher(t, admin, order.orderId, admin)).statusCode).toBe(422);
    expect(await statusOf(order.orderId)).toBe("ready_to_ship");
    const out = await withDispatcher(t, seller, undefined, "in_transit");
    const bad = await t.call("POST", `${OT}/convert-token/${out.orderId}`, { token: out.dispatcher.token, body: { token: "12ab" } });
    expect(bad.statusCode).toBe(422);
    expect((await t.db.select().from(deliveryTokens).where(eq(deliveryTokens.orderId, out.orderId)))[0].failedAttempts).toBe(0);
    // Photo evidence must be the deliverer's own image upload.
    const token = (await customerOrder(t, out.buyer, out.orderId)).orderDeliveryToken as string;
    const idOf = (url: string) => url.split("/").pop() as string;
    const someoneElses = idOf(await uploadImage(t, seller));
    const refused = await t.call("POST", `${OT}/convert-token/${out.orderId}`, { token: out.dispatcher.token, body: { token, shippingEvidence: [someoneElses] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].path).toBe("shippingEvidence.0");
    expect(await statusOf(out.orderId)).toBe("in_transit");
    const photo = idOf(await uploadImage(t, out.dispatcher));
    const delivered = await t.call("POST", `${OT}/convert-token/${out.orderId}`, { token: out.dispatcher.token, body: { token, shippingEvidence: [photo] } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data.shippingEvidence).toEqual([`/api/v1/uploads/${photo}`]);
  });
});

describe("races and money back", () => {
  it("20 concurrent assignments of one order end with one assignee and one token", async () => {
    const order = await makePaidOrder(t, seller);
    await readyToShip(t, order);
    const riders = await Promise.all(Array.from({ length: 4 }, () => makeAdmin(t, "dispatcher")));
    const partners = await Promise.all(Array.from({ length: 2 }, () => makePartner(t)));
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 5 === 4 ? assignPartner(t, admin, order.orderId, partners[i % 2].partnerId) : assignDispatcher(t, admin, order.orderId, riders[i % 4]),
    );
    const codes = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(Number(row.partnerId !== null) + Number(row.dispatcherId !== null)).toBe(1);
    const assignments = await t.db
      .select({ n: count() })
      .from(orderActivities)
      .where(and(eq(orderActivities.orderId, order.orderId), eq(orderActivities.status, row.status)));
    expect(assignments[0].n).toBe(1);
  });

  it("cancelling a paid order gives the stock back and refunds the payment through the provider, once", async () => {
    const order = await makePaidOrder(t, seller, { quantity: 3, stock: 10 });
    const [{ productId }] = (await customerOrder(t, order.buyer, order.orderId)).orderItems;
    const stockOf = async () => (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId)))[0].q;
    expect(await stockOf()).toBe(7);
    expect((await moveStatus(t, seller, order.orderId, "confirmed")).statusCode).toBe(200);
    const cancelled = await moveStatus(t, seller, order.orderId, "cancelled", "Out of stock in the warehouse");
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf()).toBe(10);
    // The refund follows the cancellation (an event handler after the commit): wait for it, not for a time.
    const refundsOf = () => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, order.orderId));
    await expect.poll(async () => (await refundsOf()).map((r) => r.status), { timeout: 30_000 }).toEqual(["processed"]);
    expect((await moveStatus(t, seller, order.orderId, "cancelled", "again")).statusCode).toBe(409);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, order.orderId))).toHaveLength(1);
  });

  it("a customer cancels a pending order with a reason", async () => {
    const order = await makePaidOrder(t, seller);
    const res = await moveStatus(t, order.buyer, order.orderId, "cancelled", "Ordered the wrong size");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.orderStatus).toBe("cancelled");
  });
});

describe("operations board", () => {
  it("counts orders per status and flags late ones yellow, then red", async () => {
    const order = await makePaidOrder(t, seller);
    const board = async () => (await t.call("GET", `${OT}/admin/board`, { token: admin.token })).json().data;
    const lateOf = async () => (await board()).late.find((l: { order: { id: string } }) => l.order.id === order.orderId);
    const start = t.clock.now();
    expect((await board()).statusCounts.pending).toBeGreaterThanOrEqual(1);
    expect(await lateOf()).toBeUndefined();
    t.clock.advance(25 * 3_600_000);
    expect(await lateOf()).toMatchObject({ stage: "pending", level: "yellow" });
    t.clock.advance(24 * 3_600_000);
    expect(await lateOf()).toMatchObject({ level: "red" });
    const late = await t.call("GET", `${OT}/admin/orders?late=true`, { token: admin.token });
    expect(late.json().data.rows.map((r: { id: string }) => r.id)).toContain(order.orderId);
    // The threshold is a setting.
    const saved = await t.call("PATCH", `${OT}/admin/settings`, { token: admin.token, body: { pendingLateHours: 100 } });
    expect(saved.json().data.pendingLateHours).toBe(100);
    expect(await lateOf()).toBeUndefined();
    expect((await t.call("PATCH", `${OT}/admin/settings`, { token: scheduler.token, body: { pendingLateHours: 1 } })).statusCode).toBe(403);
    expect((await t.call("PATCH", `${OT}/admin/settings`, { token: admin.token, body: { pendingLateHours: 0 } })).statusCode).toBe(422);
    await t.call("PATCH", `${OT}/admin/settings`, { token: admin.token, body: { pendingLateHours: 24 } });
    t.clock.set(start);
  });

  it("streams status changes to the board as server-sent events", async () => {
    // The test app already listens on a loopback port (webhooks are delivered over HTTP).
    const { port } = t.app.server.address() as AddressInfo;
    const order = await makePaidOrder(t, seller);
    const events: string[] = [];
    let listening = () => {};
    const heard = new Promise<void>((resolve) => {
      listening = resolve;
    });
    const received = new Promise<void>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: `${OT}/admin/live`, headers: { authorization: `Bearer ${admin.token}` } }, (res) => {
        expect(res.headers["content-type"]).toContain("text/event-stream");
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          events.push(chunk);
          if (events.join("").includes(": listening")) listening();
          if (events.join("").includes(`"orderId":"${order.orderId}"`)) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on("error", (e) => (e.message.includes("socket hang up") ? undefined : reject(e)));
      req.end();
      setTimeout(() => reject(new Error("no event")), 30_000);
    });
    await heard;
    expect((await moveStatus(t, seller, order.orderId, "confirmed")).statusCode).toBe(200);
    await received;
    const data = events.join("").split("\n").find((l) => l.startsWith("data:") && l.includes(order.orderId)) as string;
    expect(JSON.parse(data.slice(5))).toMatchObject({ orderId: order.orderId, from: "pending", to: "confirmed", known_name: "Confirmed", actorType: "merchant" });
  });
});
