import { MESSAGES } from "@bitmarte/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { askReturn, makeDeliveredOrderQuickly, receivedReturn, REFUNDS, RETURNS } from "../../../test/factories/returns.js";
import { auditLog } from "../audit/audit.table.js";
import { outbox } from "../mail/mail.table.js";
import { orderItems } from "../orders/orders.table.js";
import { orderReturns, refundRequests } from "./returns.table.js";

// Money checks on returns: refund rejections say why, every decision is audited, and a request the
// store leaves unanswered is flagged for admins, who may decide it for the store.

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  admin = await makeAdmin(t);
});

const auditOf = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const requestOf = async (returnId: string) => (await t.db.select().from(refundRequests).where(eq(refundRequests.returnId, returnId)))[0];
const returnRow = async (id: string) => (await t.db.select().from(orderReturns).where(eq(orderReturns.id, id)))[0];

describe("refund decisions", () => {
  it("rejecting needs a reason (422, nothing written); the rejection is audited with it", async () => {
    const order = await makeDeliveredOrderQuickly(t, seller);
    const r = await receivedReturn(t, order);
    for (const body of [{ decision: "reject" }, { decision: "reject", note: "  " }]) {
      const res = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ path: "note", message: MESSAGES.refundRejectReasonRequired });
    }
    const request = await requestOf(r.id);
    const simple = await t.call("PATCH", `${REFUNDS}/${request.id}/decision`, { token: admin.token, body: { decision: "reject" } });
    expect(simple.statusCode).toBe(422);
    expect(simple.json().errors[0]).toMatchObject({ path: "reason" });
    expect(await requestOf(r.id)).toMatchObject({ status: "pending", note: null });
    expect(await returnRow(r.id)).toMatchObject({ status: "received" });
    expect(await auditOf("refund.rejected", r.id)).toEqual([]);

    const rejected = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, {
      token: admin.token,
      body: { decision: "reject", note: "The items came back used" },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: "closed", refund: { status: "rejected", note: "The items came back used" } });
    const [row] = await auditOf("refund.rejected", r.id);
    expect(row).toMatchObject({ actorUserId: admin.userId, targetType: "return" });
    expect(row.targetLabel).toContain(order.orderName);
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "pending", to: "rejected" },
        { field: "reason", from: null, to: "The items came back used" },
      ]),
    );
  });

  it("approving a partial refund is audited with the amount in naira", async () => {
    const order = await makeDeliveredOrderQuickly(t, seller);
    const r = await receivedReturn(t, order);
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve", amount: 1234.5 } });
    expect(res.statusCode).toBe(200);
    const [row] = await auditOf("refund.approved", r.id);
    expect(row.targetLabel).toContain("₦1,234.50");
    expect(row.changes).toEqual(expect.arrayContaining([{ field: "amount", from: null, to: "₦1,234.50" }]));
  });

  it("a replacement decision is audited", async () => {
    const order = await makeDeliveredOrderQuickly(t, seller);
    const r = await receivedReturn(t, order, { type: "replace" });
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/replace-decision`, { token: admin.token, body: { decision: "reject", note: "Out of stock" } });
    expect(res.statusCode).toBe(200);
    const [row] = await auditOf("replacement.decided", r.id);
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "received", to: "closed" },
        { field: "decision", from: "pending", to: "rejected" },
      ]),
    );
  });
});

describe("returns stuck with the store", () => {
  it("a request unanswered for 3 days is flagged; an admin decides it for the store with a reason; both are mailed; audited", async () => {
    const order = await makeDeliveredOrderQuickly(t, seller);
    const r = await askReturn(t, order);
    const stuckList = async () =>
      (await t.call("GET", `${RETURNS}/all-order-returns?stuck=true&limit=100`, { token: admin.token })).json().data.rows as { id: string; stuckWithStore: boolean }[];
    const override = (who: Person, body: unknown) => t.call("PATCH", `${RETURNS}/${r.id}/admin-status`, { token: who.token, body });

    expect((await stuckList()).map((x) => x.id)).not.toContain(r.id);
    const early = await override(admin, { status: "rejected", reason: "No answer from the store" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.returnOverrideNotStuck.replace("{days}", "3"));

    // Three days on, the store still has not answered.
    await t.db
      .update(orderReturns)
      .set({ createdAt: new Date(t.clock.now().getTime() - 3 * DAY - 60_000) })
      .where(eq(orderReturns.id, r.id));
    const flagged = (await stuckList()).find((x) => x.id === r.id);
    expect(flagged?.stuckWithStore).toBe(true);

    // wrong role, bad input: nothing written
    expect((await override(seller, { status: "rejected", reason: "No answer" })).statusCode).toBe(403);
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await override(dispatcher, { status: "rejected", reason: "No answer" })).statusCode).toBe(403);
    expect((await override(admin, { status: "rejected" })).statusCode).toBe(422);
    expect((await override(admin, { status: "received", reason: "Skip ahead" })).statusCode).toBe(422);
    expect((await t.call("PATCH", `${RETURNS}/00000000-0000-4000-8000-000000000000/admin-status`, { token: admin.token, body: { status: "accepted", reason: "No answer" } })).statusCode).toBe(404);
    expect(await returnRow(r.id)).toMatchObject({ status: "requested" });
    expect(await auditOf("return.overridden", r.id)).toEqual([]);

    const res = await override(admin, { status: "rejected", reason: "The photos show wear from use" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.returnOverridden, data: { status: "rejected", rejectionReason: "The photos show wear from use", stuckWithStore: false } });
    // the units are free to return again
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, order.itemId));
    expect(item.returnedQuantity).toBe(0);
    const mails = await t.db.select().from(outbox);
    expect(mails.some((m) => m.to === seller.email && m.subject.includes(order.orderName) && m.text.includes("The photos show wear from use"))).toBe(true);
    expect(mails.some((m) => m.to === order.buyer.email && m.subject.includes("rejected") && m.text.includes("The photos show wear from use"))).toBe(true);
    const [row] = await auditOf("return.overridden", r.id);
    expect(row).toMatchObject({ actorUserId: admin.userId, targetType: "return" });
    expect(row.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "requested", to: "rejected" },
        { field: "reason", from: null, to: "The photos show wear from use" },
      ]),
    );
    // decided already: the store's answer and a second override are refused
    expect((await override(admin, { status: "accepted", reason: "Changed our mind" })).statusCode).toBe(409);
  });

  it("accepting for the store lets the store receive it as usual", async () => {
    const order = await makeDeliveredOrderQuickly(t, seller);
    const r = await askReturn(t, order);
    await t.db
      .update(orderReturns)
      .set({ createdAt: new Date(t.clock.now().getTime() - 4 * DAY) })
      .where(eq(orderReturns.id, r.id));
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/admin-status`, { token: admin.token, body: { status: "accepted", reason: "Store did not answer in 3 days" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("accepted");
    const received = await t.call("PATCH", `${RETURNS}/${r.id}/status`, { token: seller.token, body: { status: "received" } });
    expect(received.statusCode).toBe(200);
  });
});
