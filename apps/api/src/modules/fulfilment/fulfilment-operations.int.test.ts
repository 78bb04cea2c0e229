import type { AuditEntry, LockedTokenOrder, OrderSummary } from "@bitmarte/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { assignPartner, customerOrder, makePaidOrder, OT, readyToShip, withDispatcher } from "../../../test/factories/fulfilment.js";
import { makeAdmin, makeMerchant, makePartner, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeHub } from "../../../test/factories/stores.js";
import { orders } from "../orders/orders.table.js";

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;
let scheduler: Person;
let superadmin: Person;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  admin = await makeAdmin(t);
  scheduler = await makeAdmin(t, "scheduler");
  superadmin = await makeAdmin(t, "superadmin");
});

const HOUR = 3_600_000;

async function queueRow(who: Person, orderId: string): Promise<OrderSummary | undefined> {
  const res = await t.call("GET", `${OT}/admin/orders?status=ready_to_ship&limit=100`, { token: who.token });
  expect(res.statusCode).toBe(200);
  return (res.json().data.rows as OrderSummary[]).find((r) => r.id === orderId);
}

async function audit(action: string, targetId?: string): Promise<AuditEntry[]> {
  const q = new URLSearchParams({ action, limit: "100", ...(targetId ? { targetId } : {}) });
  const res = await t.call("GET", `/api/v1/superadmin/audit-log?${q}`, { token: superadmin.token });
  expect(res.statusCode).toBe(200);
  return res.json().data.rows;
}

async function lockToken(orderId: string, buyer: Person, dispatcher: Person): Promise<void> {
  const token = (await customerOrder(t, buyer, orderId)).orderDeliveryToken as string;
  const wrong = token === "000000" ? "111111" : "000000";
  for (let i = 0; i < 5; i++) await t.call("POST", `${OT}/convert-token/${orderId}`, { token: dispatcher.token, body: { token: wrong } });
}

describe("the dispatch queue's planning facts", () => {
  it("gives each queued order its destination, pickup hub, weight, late flag and a partner's decline", async () => {
    const order = await makePaidOrder(t, seller);
    await readyToShip(t, order);
    const hub = await makeHub(t, { name: "Ikeja Hub", city: "Ikeja", state: "Lagos" });
    const [row] = await t.db.select({ pickup: orders.pickupAddress, delivery: orders.deliveryAddress }).from(orders).where(eq(orders.id, order.orderId));
    await t.db.update(orders).set({ pickupAddress: { ...(row.pickup as NonNullable<typeof row.pickup>), hubId: hub.id } }).where(eq(orders.id, order.orderId));

    const fresh = (await queueRow(scheduler, order.orderId))?.dispatch;
    expect(fresh).toMatchObject({
      deliveryState: row.delivery.stateOrRegion,
      deliveryCity: row.delivery.city,
      pickup: { hubId: hub.id, hubName: "Ikeja Hub", city: "Ikeja", state: "Lagos" },
      late: null,
      partnerDecline: null,
      tokenLocked: false,
    });
    expect(typeof fresh?.weightKg).toBe("number");

    // A partner takes it and declines: the queue says who declined and why.
    const partner = await makePartner(t);
    expect((await assignPartner(t, admin, order.orderId, partner.partnerId)).statusCode).toBe(200);
    const declined = await t.call("PATCH", `/api/v1/partner/orders/${order.orderId}/decline`, { token: partner.token, body: { reason: "No rider free in Lekki today" } });
    expect(declined.statusCode).toBe(200);
    const after = (await queueRow(scheduler, order.orderId))?.dispatch;
    expect(after?.partnerDecline).toMatchObject({ reason: "No rider free in Lekki today" });
    expect(after?.partnerDecline?.by).toBeTruthy();

    // Waiting past the ready-to-ship limit (24 h by default) flags it yellow, past twice red.
    const start = t.clock.now();
    try {
      t.clock.advance(25 * HOUR);
      expect((await queueRow(admin, order.orderId))?.dispatch?.late).toBe("yellow");
      t.clock.advance(24 * HOUR);
      expect((await queueRow(admin, order.orderId))?.dispatch?.late).toBe("red");
    } finally {
      t.clock.set(start);
    }
  });
});

describe("locked delivery tokens", () => {
  it("show on the board, the order and the list until an admin makes a new token, which the audit log records", async () => {
    const order = await withDispatcher(t, seller, undefined, "in_transit");
    const board = async () => (await t.call("GET", `${OT}/admin/board`, { token: scheduler.token })).json().data;
    const lockedOf = async () => ((await board()).lockedTokens as LockedTokenOrder[]).find((l) => l.order.id === order.orderId);
    expect(await lockedOf()).toBeUndefined();
    const detail = async () => (await t.call("GET", `${OT}/admin/orders/${order.orderId}`, { token: admin.token })).json().data;
    expect((await detail()).deliveryTokenLockedAt).toBeNull();

    await lockToken(order.orderId, order.buyer, order.dispatcher);

    const locked = await lockedOf();
    expect(locked?.order.orderName).toBe(order.orderName);
    expect(locked?.lockedAt).toBeTruthy();
    expect((await board()).lockedTokenCount).toBeGreaterThanOrEqual(1);
    expect((await detail()).deliveryTokenLockedAt).toBeTruthy();
    const listed = await t.call("GET", `${OT}/admin/orders?status=in_transit&limit=100`, { token: admin.token });
    expect((listed.json().data.rows as OrderSummary[]).find((r) => r.id === order.orderId)?.dispatch?.tokenLocked).toBe(true);

    // A scheduler may not make a new token; nothing is recorded.
    expect((await t.call("POST", `${OT}/update-token?orderId=${order.orderId}`, { token: scheduler.token })).statusCode).toBe(403);
    expect(await audit("token.regenerated", order.orderId)).toHaveLength(0);

    const regenerated = await t.call("POST", `${OT}/update-token?orderId=${order.orderId}`, { token: admin.token });
    expect(regenerated.statusCode).toBe(200);
    expect(await lockedOf()).toBeUndefined();
    expect((await detail()).deliveryTokenLockedAt).toBeNull();
    const rows = await audit("token.regenerated", order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.userId, targetType: "order", targetId: order.orderId, targetLabel: order.orderNumber });
  });
});

describe("fulfilment settings changes", () => {
  it("are recorded in the audit log with the fields that changed", async () => {
    const current = (await t.call("GET", `${OT}/admin/settings`, { token: admin.token })).json().data;
    const next = current.returnWindowDays === 3 ? 4 : 3;
    const saved = await t.call("PATCH", `${OT}/admin/settings`, { token: admin.token, body: { returnWindowDays: next, pendingLateHours: current.pendingLateHours } });
    expect(saved.statusCode).toBe(200);
    try {
      const rows = await audit("settings.updated");
      const mine = rows.find((r) => r.actorId === admin.userId);
      expect(mine).toMatchObject({ targetType: "settings", targetId: null });
      // Only the field that changed, with its old and new value.
      expect(mine?.changes).toEqual([{ field: "returnWindowDays", from: String(current.returnWindowDays), to: String(next) }]);

      // A refused change (422) writes nothing.
      const before = (await audit("settings.updated")).length;
      expect((await t.call("PATCH", `${OT}/admin/settings`, { token: admin.token, body: { pendingLateHours: 0 } })).statusCode).toBe(422);
      expect((await t.call("PATCH", `${OT}/admin/settings`, { token: scheduler.token, body: { pendingLateHours: 5 } })).statusCode).toBe(403);
      expect(await audit("settings.updated")).toHaveLength(before);
    } finally {
      await t.call("PATCH", `${OT}/admin/settings`, { token: admin.token, body: { returnWindowDays: current.returnWindowDays } });
    }
  });
});
