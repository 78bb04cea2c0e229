import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { assignDispatcher, makePaidOrder, readyToShip } from "../../../test/factories/fulfilment.js";
import { makeAdmin, makeCustomer, makeMerchant, makePartner, type Person } from "../../../test/factories/people.js";
import { genericMail } from "../mail/index.js";
import { outbox } from "../mail/mail.table.js";
import { notify } from "./notifications.service.js";

const N = "/api/v1/notifications";
let t: TestApp;
let merchant: Person;
let otherMerchant: Person;
let customer: Person;

const tell = (to: Person & { kind: "merchant" | "customer" | "admin" | "partner" }, over: Partial<Parameters<typeof notify>[1]> = {}) =>
  notify(t.db, {
    to: [{ kind: to.kind, id: to.userId, email: to.email }],
    kind: "order_paid",
    title: "New order BM-1",
    body: "₦14,060.00 paid for 2 items. Accept it within 24 hours.",
    link: "/merchant/orders/1",
    now: new Date(),
    ...over,
  });

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t);
  otherMerchant = await makeMerchant(t);
  customer = await makeCustomer(t);
});

describe("the notification centre", () => {
  it("lists a person's own notifications, newest first, with the unread count; no one else's", async () => {
    await tell({ ...merchant, kind: "merchant" }, { title: "First" });
    await tell({ ...merchant, kind: "merchant" }, { title: "Second" });
    await tell({ ...otherMerchant, kind: "merchant" }, { title: "Not yours" });
    const res = await t.call("GET", N, { token: merchant.token });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.rows.map((r: { title: string }) => r.title)).toEqual(["Second", "First"]);
    expect(page).toMatchObject({ count: 2, unread: 2 });
    expect(page.rows[0]).toMatchObject({ kind: "order_paid", link: "/merchant/orders/1", read: false });
    expect((await t.call("GET", `${N}/unread-count`, { token: merchant.token })).json().data).toEqual({ unread: 2 });
    expect((await t.call("GET", N, { token: customer.token })).json().data).toMatchObject({ rows: [], count: 0, unread: 0 });
  });

  it("sends nothing of a kind the recipient's role does not receive", async () => {
    const made = await tell({ ...customer, kind: "customer" }, { kind: "order_paid" });
    expect(made).toEqual([]);
    expect((await t.call("GET", N, { token: customer.token })).json().data.count).toBe(0);
  });

  it("marks one read (another person's answers 404), then all read", async () => {
    const [mine] = await tell({ ...customer, kind: "customer" }, { kind: "order_status", title: "Your order is on its way", link: "/orders/1" });
    expect((await t.call("POST", `${N}/${mine.id}/read`, { token: merchant.token })).statusCode).toBe(404);
    const read = await t.call("POST", `${N}/${mine.id}/read`, { token: customer.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: "Marked as read", data: { id: mine.id, read: true } });
    expect((await t.call("GET", `${N}?status=unread`, { token: customer.token })).json().data).toMatchObject({ count: 0, unread: 0 });
    await tell({ ...customer, kind: "customer" }, { kind: "refund_decided", title: "Refund approved" });
    await tell({ ...customer, kind: "customer" }, { kind: "order_status", title: "Delivered" });
    expect((await t.call("GET", `${N}/unread-count`, { token: customer.token })).json().data.unread).toBe(2);
    const all = await t.call("POST", `${N}/read-all`, { token: customer.token });
    expect(all.json()).toMatchObject({ message: "All notifications marked as read", data: { unread: 0 } });
    expect((await t.call("GET", N, { token: customer.token })).json().data).toMatchObject({ count: 3, unread: 0 });
    expect((await t.call("GET", `${N}?status=maybe`, { token: customer.token })).statusCode).toBe(422);
    expect((await t.call("GET", N)).statusCode).toBe(401);
  });

  it("mails each kind unless the person turned mail off for it, and keeps their choice", async () => {
    const person = await makeMerchant(t);
    const mailsTo = async () => (await t.db.select().from(outbox).where(eq(outbox.to, person.email))).length;
    const prefs = await t.call("GET", `${N}/preferences`, { token: person.token });
    expect(prefs.json().data.preferences).toContainEqual({ kind: "order_paid", label: "New paid orders", mail: true });
    expect(prefs.json().data.preferences.map((p: { kind: string }) => p.kind)).not.toContain("order_status");
    const mail = genericMail("New order BM-1", ["₦14,060.00 paid for 2 items."]);
    await tell({ ...person, kind: "merchant" }, { mail });
    expect(await mailsTo()).toBe(1);

    const off = await t.call("PUT", `${N}/preferences`, { token: person.token, body: { preferences: [{ kind: "order_paid", mail: false }] } });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe("Notification settings saved");
    expect(off.json().data.preferences).toContainEqual({ kind: "order_paid", label: "New paid orders", mail: false });
    await tell({ ...person, kind: "merchant" }, { mail });
    expect(await mailsTo()).toBe(1);
    // Still in the notification centre.
    expect((await t.call("GET", N, { token: person.token })).json().data.count).toBe(2);
    // Other kinds still come by mail.
    await tell({ ...person, kind: "merchant" }, { kind: "return_requested", mail });
    expect(await mailsTo()).toBe(2);

    const wrongKind = await t.call("PUT", `${N}/preferences`, { token: person.token, body: { preferences: [{ kind: "order_status", mail: false }] } });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors).toEqual([{ path: "preferences.0.kind", message: "This kind of notification is not sent to your account" }]);
    expect((await t.call("PUT", `${N}/preferences`, { token: person.token, body: { preferences: [{ kind: "nonsense", mail: false }] } })).statusCode).toBe(422);
  });

  it("every role has a notification centre of its own", async () => {
    const admin = await makeAdmin(t);
    const partner = await makePartner(t);
    await notify(t.db, {
      to: [
        { kind: "admin", id: admin.userId },
        { kind: "partner", id: partner.userId },
      ],
      kind: "order_assigned",
      title: "Order BM-2 assigned to you",
      body: "Pick it up at the store.",
      now: new Date(),
    });
    for (const person of [admin, partner]) {
      const page = (await t.call("GET", N, { token: person.token })).json().data;
      expect(page).toMatchObject({ count: 1, unread: 1, rows: [{ title: "Order BM-2 assigned to you", link: null }] });
    }
  });

  it("streams a new notification to the person it is for, with the unread count, and to no one else", async () => {
    const person = await makeMerchant(t);
    const { port } = t.app.server.address() as AddressInfo;
    const listen = (token: string) => {
      const chunks: string[] = [];
      let stop = () => {};
      const opened = new Promise<void>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path: `${N}/live`, headers: { authorization: `Bearer ${token}` } }, (res) => {
          expect(res.headers["content-type"]).toContain("text/event-stream");
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            chunks.push(chunk);
            // Heard from here on: a notification made before this could miss the stream.
            if (chunks.join("").includes(": listening")) resolve();
          });
        });
        stop = () => req.destroy();
        req.on("error", (e) => (e.message.includes("socket hang up") ? undefined : reject(e)));
        req.end();
      });
      return { chunks, opened, stop: () => stop() };
    };
    const theirs = listen(person.token);
    const others = listen(otherMerchant.token);
    await Promise.all([theirs.opened, others.opened]);
    const [made] = await tell({ ...person, kind: "merchant" }, { title: "Live one" });
    await expect.poll(() => theirs.chunks.join(""), { timeout: 20_000 }).toContain(made.id);
    const data = theirs.chunks.join("").split("\n").find((l) => l.startsWith("data:") && l.includes(made.id)) as string;
    expect(JSON.parse(data.slice(5))).toMatchObject({ notification: { id: made.id, title: "Live one", read: false }, unread: 1 });
    // The other merchant's stream heard nothing of it (the stream stays open: check after a later event of theirs).
    const [theirOwn] = await tell({ ...otherMerchant, kind: "merchant" }, { title: "For the other" });
    await expect.poll(() => others.chunks.join(""), { timeout: 20_000 }).toContain(theirOwn.id);
    expect(others.chunks.join("")).not.toContain(made.id);
    theirs.stop();
    others.stop();
  });

  it("the order's own moves reach its customer, and an assignment its rider; a delivery token is never in a notification", async () => {
    const seller = await makeMerchant(t);
    const order = await makePaidOrder(t, seller);
    await readyToShip(t, order);
    const admin = await makeAdmin(t);
    const rider = await makeAdmin(t, "dispatcher");
    expect((await assignDispatcher(t, admin, order.orderId, rider)).statusCode).toBe(200);

    const mine = (await t.call("GET", N, { token: order.buyer.token })).json().data;
    const titles = mine.rows.map((r: { title: string }) => r.title);
    expect(titles).toContain(`Your delivery token for order ${order.orderNumber}`);
    for (const row of mine.rows) {
      expect(row).toMatchObject({ kind: "order_status", link: `/orders/${order.orderId}` });
      expect(row.body).toContain(order.orderNumber);
    }
    const token = (await t.call("GET", `/api/v1/ordertracking/customer/order-info/${order.orderId}`, { token: order.buyer.token })).json().data.orderDeliveryToken;
    expect(token).toBeTruthy();
    expect(JSON.stringify(mine.rows)).not.toContain(token);

    const riders = (await t.call("GET", N, { token: rider.token })).json().data;
    expect(riders.rows).toEqual([expect.objectContaining({ kind: "order_assigned", title: `Order ${order.orderNumber} assigned to you`, link: "/admin/deliveries" })]);
  });
});
