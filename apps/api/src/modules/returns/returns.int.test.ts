import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { uploadImage } from "../../../test/factories/catalogue.js";
import { customerOrder, makePaidOrder, OT } from "../../../test/factories/fulfilment.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { askReturn, makeDeliveredOrder, receivedReturn, REFUNDS, RETURNS, setReturnStatus } from "../../../test/factories/returns.js";
import { giftCards } from "../giftcards/giftcards.table.js";
import { runJob } from "../jobs/index.js";
import { ledgerEntriesOfOrders, merchantPayable } from "../ledger/index.js";
import { outbox } from "../mail/mail.table.js";
import { orderItems, orders } from "../orders/orders.table.js";
import { paymentRefunds } from "../payments/payments.table.js";
import { orderReturns, refundRequests } from "./returns.table.js";

let t: TestApp;
let seller: MerchantPerson;
let admin: Person;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  admin = await makeAdmin(t);
});

const mailsTo = async (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));
const returnsCount = async () => (await t.db.select({ n: count() }).from(orderReturns))[0].n;
/** Moves the delivery back in time (the clock stays, so sessions stay valid). */
const backdateDelivery = async (orderId: string, ms: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  await t.db.update(orders).set({ deliveredAt: new Date((row.deliveredAt as Date).getTime() - ms) }).where(eq(orders.id, orderId));
};
const entriesOf = async (orderId: string, kind: string) => (await ledgerEntriesOfOrders(t.db, [orderId])).filter((e) => e.kind === kind);

describe("customers ask to return or replace delivered items", () => {
  it("asks for a refund of part of an item with a photo; the order info lists it; the customer is mailed", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 3 });
    const photo = await uploadImage(t, order.buyer);
    const res = await t.call("POST", `${RETURNS}/return-order`, {
      token: order.buyer.token,
      body: { orderId: order.orderId, items: [{ orderItemId: order.itemId, quantity: 2, reason: "Two of them are cracked" }], evidence: [photo] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Order return was successful");
    const r = res.json().data;
    expect(r).toMatchObject({ status: "requested", type: "refund", orderId: order.orderId, refund: null, replace: null, amount: 20_000 });
    expect(r.products).toEqual([expect.objectContaining({ orderItemId: order.itemId, quantity: 2, unitPrice: 10_000, reason: "Two of them are cracked" })]);
    expect(r.evidence).toHaveLength(1);
    const view = await customerOrder(t, order.buyer, order.orderId);
    expect(view.orderItems[0].returnedQuantity).toBe(2);
    expect(view.orderReturnId).toBe(r.id);
    expect(view.returns).toEqual([expect.objectContaining({ id: r.id, status: "requested", type: "refund", amount: 20_000 })]);
    expect(view.returnWindowEndsAt).not.toBeNull();
    expect(view.orderActivities.at(-1)?.activity).toContain("asked to return 2 × ");
    expect((await mailsTo(order.buyer.email)).some((m) => m.subject.includes("return request"))).toBe(true);
  });

  it("replace-order and create-return answer the spec's messages", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const replace = await t.call("POST", `${RETURNS}/replace-order`, {
      token: order.buyer.token,
      body: { orderId: order.orderId, items: [{ orderItemId: order.itemId, quantity: 1, reason: "Wrong size" }] },
    });
    expect(replace.statusCode).toBe(201);
    expect(replace.json()).toMatchObject({ message: "Order replacement was successful", data: { type: "replace" } });
    const create = await t.call("POST", `${OT}/create-return`, {
      token: order.buyer.token,
      body: { orderId: order.orderId, type: "refund", items: [{ orderItemId: order.itemId, quantity: 1, reason: "Changed my mind" }] },
    });
    expect(create.statusCode).toBe(201);
    expect(create.json().message).toBe("Order return was successful");
  });

  it("422 for bad input, more than was bought, an item of another order, or someone else's photo; nothing written", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const other = await makeDeliveredOrder(t, seller);
    const stranger = await makeCustomer(t);
    const theirPhoto = await uploadImage(t, stranger);
    const before = await returnsCount();
    const item = (quantity: number, orderItemId = order.itemId) => [{ orderItemId, quantity, reason: "Broken" }];
    const cases = [
      { orderId: order.orderId, type: "refund", items: [] },
      { orderId: order.orderId, type: "swap", items: item(1) },
      { orderId: order.orderId, type: "refund", items: [{ orderItemId: order.itemId, quantity: 1, reason: "" }] },
      { orderId: order.orderId, type: "refund", items: item(0) },
      { orderId: order.orderId, type: "refund", items: [...item(1), ...item(1)] },
      { orderId: order.orderId, type: "refund", items: item(3) },
      { orderId: order.orderId, type: "refund", items: item(1, other.itemId) },
      { orderId: order.orderId, type: "refund", items: item(1), evidence: [theirPhoto] },
    ];
    for (const body of cases) {
      const res = await t.call("POST", `${OT}/create-return`, { token: order.buyer.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const tooMany = await t.call("POST", `${OT}/create-return`, { token: order.buyer.token, body: cases[5] });
    expect(tooMany.json().message).toMatch(/at most 2 of/);
    expect(await returnsCount()).toBe(before);
    expect((await customerOrder(t, order.buyer, order.orderId)).orderItems[0].returnedQuantity).toBe(0);
  });

  it("never more than was bought across requests, even asked at once; a rejected return frees its units", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call("POST", `${RETURNS}/return-order`, {
          token: order.buyer.token,
          body: { orderId: order.orderId, items: [{ orderItemId: order.itemId, quantity: 1, reason: "Broken" }] },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(4);
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, order.itemId));
    expect(row.returnedQuantity).toBe(2);
    const first = results.find((r) => r.statusCode === 201)?.json().data;
    const rejected = await setReturnStatus(t, seller, first.id, "rejected", "The seal is broken: not returnable");
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: "rejected", rejectionReason: "The seal is broken: not returnable", pickup: null });
    expect((await customerOrder(t, order.buyer, order.orderId)).orderItems[0].returnedQuantity).toBe(1);
    await askReturn(t, order, { quantity: 1 });
  });

  it("409 outside a delivered order or after the window; 404 for another customer's order; 403 for other kinds", async () => {
    const paid = await makePaidOrder(t, seller);
    const paidItem = (await customerOrder(t, paid.buyer, paid.orderId)).orderItems[0].id;
    const notDelivered = await t.call("POST", `${RETURNS}/return-order`, {
      token: paid.buyer.token,
      body: { orderId: paid.orderId, items: [{ orderItemId: paidItem, quantity: 1, reason: "Never came" }] },
    });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().message).toBe("Only a delivered order can be returned or replaced");

    const order = await makeDeliveredOrder(t, seller);
    const body = { orderId: order.orderId, items: [{ orderItemId: order.itemId, quantity: 1, reason: "Broken" }] };
    const stranger = await makeCustomer(t);
    expect((await t.call("POST", `${RETURNS}/return-order`, { token: stranger.token, body })).statusCode).toBe(404);
    expect((await t.call("POST", `${RETURNS}/return-order`, { token: seller.token, body })).statusCode).toBe(403);
    expect((await t.call("POST", `${RETURNS}/return-order`, { token: admin.token, body })).statusCode).toBe(403);

    await backdateDelivery(order.orderId, 7 * DAY + 60_000);
    const late = await t.call("POST", `${RETURNS}/return-order`, { token: order.buyer.token, body });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("The return window for this order has closed");
  });
});

describe("merchants accept, reject and receive", () => {
  it("accept shows the pickup details; received opens a refund request; each step mails the customer", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const r = await askReturn(t, order, { quantity: 2 });
    const seen = await t.call("GET", `${RETURNS}/${r.id}`, { token: seller.token });
    expect(seen.json().data.pickup).toBeNull();
    const accepted = await setReturnStatus(t, seller, r.id, "accepted");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ message: "Return accepted", data: { status: "accepted" } });
    expect(accepted.json().data.pickup).toMatchObject({ from: { city: expect.any(String) }, to: { street: "5 Allen Avenue", city: "Ikeja" } });
    expect((await setReturnStatus(t, seller, r.id, "accepted")).statusCode).toBe(409);
    const received = await setReturnStatus(t, seller, r.id, "received");
    expect(received.json()).toMatchObject({ message: "Return marked as received", data: { status: "received" } });
    expect(received.json().data.refund).toMatchObject({ status: "pending", method: "original", requestedAmount: 20_000, amount: null });
    const subjects = (await mailsTo(order.buyer.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.includes("accepted your return"))).toBe(true);
    expect(subjects.some((s) => s.includes("received your returned items"))).toBe(true);
  });

  it("lists the store's own returns with status, type and date filters and paging", async () => {
    const other = await makeMerchant(t);
    const theirs = await makeDeliveredOrder(t, other);
    await askReturn(t, theirs);
    const list = await t.call("GET", `${RETURNS}/all-order-returns?limit=100`, { token: seller.token });
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.rows as { merchantId: string; status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.merchantId === seller.merchantId)).toBe(true);
    const requested = await t.call("GET", `${RETURNS}/all-order-returns?status=requested&type=refund`, { token: seller.token });
    expect((requested.json().data.rows as { status: string }[]).every((r) => r.status === "requested")).toBe(true);
    const paged = await t.call("GET", `${RETURNS}/all-order-returns?limit=1&page=2`, { token: seller.token });
    expect(paged.json().data.rows).toHaveLength(1);
    expect(paged.json().data.count).toBe(list.json().data.count);
    const future = await t.call("GET", `${RETURNS}/all-order-returns?startDate=2099-01-01`, { token: seller.token });
    expect(future.json().data).toEqual({ rows: [], count: 0 });
    const all = await t.call("GET", `${RETURNS}/all-order-returns?limit=100`, { token: admin.token });
    expect((all.json().data.rows as { merchantId: string }[]).some((r) => r.merchantId === other.merchantId)).toBe(true);
    expect((await t.call("GET", `${RETURNS}/all-order-returns?startDate=yesterday`, { token: seller.token })).statusCode).toBe(422);
  });

  it("422 without a reason to reject; 409 receiving before accepting; 403 for staff without returns:write or a customer; 404 for another store", async () => {
    const order = await makeDeliveredOrder(t, seller);
    const r = await askReturn(t, order);
    expect((await setReturnStatus(t, seller, r.id, "rejected")).statusCode).toBe(422);
    expect((await setReturnStatus(t, seller, r.id, "received")).statusCode).toBe(409);
    const reader = await makeStaff(t, seller, ["returns:read"]);
    expect((await t.call("GET", `${RETURNS}/${r.id}`, { token: reader.token })).statusCode).toBe(200);
    expect((await setReturnStatus(t, reader, r.id, "accepted")).statusCode).toBe(403);
    expect((await setReturnStatus(t, order.buyer, r.id, "accepted")).statusCode).toBe(403);
    const other = await makeMerchant(t);
    expect((await setReturnStatus(t, other, r.id, "accepted")).statusCode).toBe(404);
    expect((await t.call("GET", `${RETURNS}/${r.id}`, { token: other.token })).statusCode).toBe(404);
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, r.id));
    expect(row.status).toBe("requested");
  });
});

describe("admins decide refunds", () => {
  it("a partial refund to the original method books it against the customer's money and is paid by the provider", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const r = await receivedReturn(t, order, { quantity: 2 });
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, {
      token: admin.token,
      body: { decision: "approve", amount: 12_500.5, note: "One unit was fine" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Refund approved", data: { status: "refunded", refund: { amount: 12_500.5, note: "One unit was fine" } } });
    const booked = await entriesOf(order.orderId, "refund.requested");
    expect(booked.find((e) => e.account === "customer_clearing")?.amountKobo).toBe(1_250_050);
    expect(booked.find((e) => e.account === "refunds")?.amountKobo).toBe(-1_250_050);
    await runJob(t.jobDeps, "payments.refund", {});
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.returnId, r.id));
    expect(request).toMatchObject({ status: "paid", amountKobo: 1_250_050, providerKobo: 1_250_050 });
    const [providerRefund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, request.id));
    expect(providerRefund).toMatchObject({ status: "processed", amountKobo: 1_250_050 });
    expect((await mailsTo(order.buyer.email)).some((m) => m.subject.startsWith("Your refund of ₦12,500.50"))).toBe(true);
    const view = await customerOrder(t, order.buyer, order.orderId);
    expect(view.returns?.[0]).toMatchObject({ status: "refunded", refundAmount: 12_500.5 });

    // Deciding again pays once; rejecting now is a conflict.
    const again = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } });
    expect(again.statusCode).toBe(200);
    expect(await entriesOf(order.orderId, "refund.requested")).toHaveLength(2);
    expect((await t.call("PATCH", `${REFUNDS}/${request.id}/reject`, { token: admin.token, body: { reason: "Changed our mind" } })).statusCode).toBe(409);
  });

  it("to a gift card: a new active card for the customer, booked as gift-card liability", async () => {
    const order = await makeDeliveredOrder(t, seller);
    const r = await receivedReturn(t, order, { refundTo: "gift_card" });
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refund).toMatchObject({ status: "paid", method: "gift_card", amount: 10_000 });
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.returnId, r.id));
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, request.giftCardId as string));
    expect(card).toMatchObject({ status: "active", amountKobo: 1_000_000, balanceKobo: 1_000_000, recipientEmail: order.buyer.email });
    const booked = await entriesOf(order.orderId, "refund.giftcard");
    expect(booked.map((e) => [e.account, e.amountKobo]).sort()).toEqual([
      ["customer_clearing", 1_000_000],
      ["giftcard_liability", -1_000_000],
    ]);
    expect((await mailsTo(order.buyer.email)).some((m) => m.text?.includes(card.code) ?? m.html?.includes(card.code))).toBe(true);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, request.id))).toHaveLength(0);
  });

  it("an order paid partly by gift card: the provider gives back what it collected, the rest goes onto a new gift card", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2, giftCardNaira: 5_000 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row.giftCardKobo).toBe(500_000);
    const r = await receivedReturn(t, order, { quantity: 2 });
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } });
    expect(res.statusCode).toBe(200);
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.returnId, r.id));
    const providerPart = row.totalKobo - row.giftCardKobo;
    expect(request).toMatchObject({ amountKobo: 2_000_000, providerKobo: Math.min(2_000_000, providerPart) });
    const [providerRefund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, request.id));
    expect(providerRefund.amountKobo).toBe(request.providerKobo);
    const rest = 2_000_000 - request.providerKobo;
    if (rest > 0) {
      const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, request.giftCardId as string));
      expect(card).toMatchObject({ status: "active", amountKobo: rest, balanceKobo: rest });
      expect((await entriesOf(order.orderId, "refund.giftcard")).find((e) => e.account === "giftcard_liability")?.amountKobo).toBe(-rest);
    }
  });

  it("after completion the refund comes out of the merchant's payable and the commission; completion counts refunds made before", async () => {
    const early = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const earlyReturn = await receivedReturn(t, early, { quantity: 1 });
    expect((await t.call("PATCH", `${RETURNS}/${earlyReturn.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } })).statusCode).toBe(200);

    const late = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const lateReturn = await receivedReturn(t, late, { quantity: 1 });
    await backdateDelivery(early.orderId, 8 * DAY);
    await backdateDelivery(late.orderId, 8 * DAY);
    await runJob(t.jobDeps, "fulfilment.complete", {});
    const [earlyRow] = await t.db.select().from(orders).where(eq(orders.id, early.orderId));
    expect(earlyRow.status).toBe("completed");
    const completion = await entriesOf(early.orderId, "order.completed");
    const due = completion.find((e) => e.account === "merchant_payable")?.amountKobo ?? 0;
    const commission = completion.find((e) => e.account === "platform_commission")?.amountKobo ?? 0;
    // Items 20,000 less 10,000 refunded; what is left is split between the merchant and the commission.
    expect(-(due + commission)).toBe(1_000_000);

    const owedBefore = await merchantPayable(t.db, seller.merchantId);
    const res = await t.call("PATCH", `${RETURNS}/${lateReturn.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } });
    expect(res.statusCode).toBe(200);
    const [lateRow] = await t.db.select().from(orders).where(eq(orders.id, late.orderId));
    const booked = await entriesOf(late.orderId, "refund.requested");
    const payable = booked.find((e) => e.account === "merchant_payable");
    const commissionBack = booked.find((e) => e.account === "platform_commission");
    expect(commissionBack?.amountKobo).toBe(Math.round((1_000_000 * lateRow.commissionBps) / 10_000));
    expect((payable?.amountKobo ?? 0) + (commissionBack?.amountKobo ?? 0)).toBe(1_000_000);
    expect(owedBefore - (await merchantPayable(t.db, seller.merchantId))).toBe(payable?.amountKobo);
    expect(booked.find((e) => e.account === "customer_clearing")).toBeUndefined();
  });

  it("refund requests: list, reject with a reason (the return closes), 422 above the request, 404 unknown, 403 for merchants", async () => {
    const order = await makeDeliveredOrder(t, seller);
    const r = await receivedReturn(t, order);
    const list = await t.call("GET", `${REFUNDS}/requests?status=pending&limit=100`, { token: admin.token });
    expect(list.statusCode).toBe(200);
    const request = (list.json().data.rows as { id: string; returnId: string }[]).find((x) => x.returnId === r.id);
    expect(request).toMatchObject({ orderName: order.orderName, status: "pending", requestedAmount: 10_000, method: "original" });
    const id = request?.id as string;
    expect((await t.call("GET", `${REFUNDS}/requests`, { token: seller.token })).statusCode).toBe(403);
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await t.call("GET", `${REFUNDS}/requests`, { token: dispatcher.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${RETURNS}/all-order-returns`, { token: dispatcher.token })).statusCode).toBe(403);
    expect((await t.call("PATCH", `${REFUNDS}/${id}/decision`, { token: dispatcher.token, body: { decision: "approve" } })).statusCode).toBe(403);
    expect((await t.call("PATCH", `${REFUNDS}/${id}/decision`, { token: seller.token, body: { decision: "approve" } })).statusCode).toBe(403);
    const tooMuch = await t.call("PATCH", `${REFUNDS}/${id}/decision`, { token: admin.token, body: { decision: "approve", amount: 10_000.01 } });
    expect(tooMuch.statusCode).toBe(422);
    expect((await t.call("PATCH", `${REFUNDS}/${id}/reject`, { token: admin.token, body: { reason: "" } })).statusCode).toBe(422);
    expect((await t.call("PATCH", `${REFUNDS}/00000000-0000-4000-8000-000000000000/reject`, { token: admin.token, body: { reason: "Not ours" } })).statusCode).toBe(404);
    const rejected = await t.call("PATCH", `${REFUNDS}/${id}/reject`, { token: admin.token, body: { reason: "The items came back used" } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ message: "Refund request rejected", data: { status: "rejected", note: "The items came back used" } });
    const after = await t.call("GET", `${RETURNS}/${r.id}`, { token: seller.token });
    expect(after.json().data.status).toBe("closed");
    expect(await entriesOf(order.orderId, "refund.requested")).toHaveLength(0);
    expect((await t.call("PATCH", `${REFUNDS}/${id}/decision`, { token: admin.token, body: { decision: "approve" } })).statusCode).toBe(409);
  });

  it("409 deciding a refund before the items are back, or a refund on a replacement", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const r = await askReturn(t, order);
    expect((await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } })).statusCode).toBe(409);
    const swap = await askReturn(t, order, { type: "replace" });
    expect((await t.call("PATCH", `${RETURNS}/${swap.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } })).statusCode).toBe(409);
    expect((await t.call("PATCH", `${RETURNS}/${r.id}/replace-decision`, { token: admin.token, body: { decision: "approve" } })).statusCode).toBe(409);
    expect((await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "maybe" } })).statusCode).toBe(422);
    expect((await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: seller.token, body: { decision: "approve" } })).statusCode).toBe(403);
  });

  it("the returns-with-refund list tells refunded returns from the others", async () => {
    const order = await makeDeliveredOrder(t, seller);
    const r = await receivedReturn(t, order);
    await t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } });
    const withRefund = await t.call("GET", `${REFUNDS}/returns?refund=true&limit=100`, { token: seller.token });
    expect(withRefund.statusCode).toBe(200);
    expect((withRefund.json().data.rows as { id: string }[]).map((x) => x.id)).toContain(r.id);
    const without = await t.call("GET", `${REFUNDS}/returns?refund=false&limit=100`, { token: admin.token });
    expect((without.json().data.rows as { id: string }[]).map((x) => x.id)).not.toContain(r.id);
  });
});

describe("refund races", () => {
  it("20 approvals of one request at once book and pay once", async () => {
    const order = await makeDeliveredOrder(t, seller);
    const r = await receivedReturn(t, order);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call("PATCH", `${RETURNS}/${r.id}/refund-decision`, { token: admin.token, body: { decision: "approve" } })),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    expect((await entriesOf(order.orderId, "refund.requested")).filter((e) => e.account === "refunds")).toHaveLength(1);
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.returnId, r.id));
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, request.id))).toHaveLength(1);
  });

  it("20 parallel partial approvals whose sum exceeds what was paid give back at most that", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    const refundable = row.subtotalKobo - row.discountKobo;
    // Twenty refund requests asked directly (no return), each for a fifth of the items: four times the capture.
    const requests = await t.db
      .insert(refundRequests)
      .values(
        Array.from({ length: 20 }, () => ({
          orderId: row.id,
          merchantId: row.merchantId,
          customerId: row.customerId,
          requestedKobo: Math.floor(refundable / 5),
          reason: "Asked directly",
        })),
      )
      .returning();
    const results = await Promise.all(
      requests.map((q) => t.call("PATCH", `${REFUNDS}/${q.id}/decision`, { token: admin.token, body: { decision: "approve", amount: 3_000 } })),
    );
    const approved = results.filter((res) => res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode === 409);
    expect(approved.length + refused.length).toBe(20);
    const decided = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, row.id));
    const total = decided.filter((q) => q.status === "approved" || q.status === "paid").reduce((a, q) => a + (q.amountKobo ?? 0), 0);
    expect(total).toBeLessThanOrEqual(refundable);
    expect(approved).toHaveLength(Math.floor(refundable / 300_000));
    const booked = (await entriesOf(row.id, "refund.requested")).filter((e) => e.account === "refunds").reduce((a, e) => a - e.amountKobo, 0);
    expect(booked).toBe(total);
    // Without an amount, what is left is capped to the rest of the capture.
    const pending = decided.find((q) => q.status === "pending");
    if (pending) {
      const last = await t.call("PATCH", `${REFUNDS}/${pending.id}/decision`, { token: admin.token, body: { decision: "approve" } });
      expect(last.statusCode).toBe(200);
      expect(last.json().data.amount).toBe((refundable - total) / 100);
      const rest = decided.find((q) => q.status === "pending" && q.id !== pending.id);
      if (rest) {
        const none = await t.call("PATCH", `${REFUNDS}/${rest.id}/decision`, { token: admin.token, body: { decision: "approve" } });
        expect(none.statusCode).toBe(409);
        expect(none.json().message).toBe("Nothing is left to refund on this order");
      }
    }
  });
});

describe("admins decide replacements", () => {
  it("approve creates a free pending order for the same store with the returned items", async () => {
    const order = await makeDeliveredOrder(t, seller, { quantity: 2 });
    const r = await receivedReturn(t, order, { type: "replace", quantity: 2 });
    expect(r.replace).toMatchObject({ decision: "pending", replacementOrderId: null });
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/replace-decision`, { token: admin.token, body: { decision: "approve", note: "Sending new ones" } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: "replaced", replace: { decision: "approved", note: "Sending new ones" } });
    const newId = data.replace.replacementOrderId as string;
    const replacement = await customerOrder(t, order.buyer, newId);
    expect(replacement).toMatchObject({ orderStatus: "pending", subtotal: 0, shippingFee: 0, total: 0, storeName: expect.any(String), merchantId: seller.merchantId });
    expect(replacement.orderItems).toEqual([expect.objectContaining({ quantity: 2, productPrice: 0 })]);
    const merchantView = await t.call("GET", `${OT}/merchant/orders/${newId}`, { token: seller.token });
    expect(merchantView.statusCode).toBe(200);
    expect(await ledgerEntriesOfOrders(t.db, [newId])).toHaveLength(0);
    // Deciding again creates nothing more.
    const again = await t.call("PATCH", `${RETURNS}/${r.id}/replace-decision`, { token: admin.token, body: { decision: "approve" } });
    expect(again.json().data.replace.replacementOrderId).toBe(newId);
    expect((await t.call("PATCH", `${RETURNS}/${r.id}/replace-decision`, { token: admin.token, body: { decision: "reject" } })).statusCode).toBe(409);
    // The store ships it like any order.
    expect((await t.call("PATCH", `${OT}/update-order-status/${newId}`, { token: seller.token, body: { status: "confirmed" } })).statusCode).toBe(200);
  });

  it("reject closes the return", async () => {
    const order = await makeDeliveredOrder(t, seller);
    const r = await receivedReturn(t, order, { type: "replace" });
    const res = await t.call("PATCH", `${RETURNS}/${r.id}/replace-decision`, { token: admin.token, body: { decision: "reject", note: "Out of stock" } });
    expect(res.json()).toMatchObject({ message: "Replacement declined", data: { status: "closed", replace: { decision: "rejected" } } });
  });
});
