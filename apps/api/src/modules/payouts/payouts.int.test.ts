import { randomUUID } from "node:crypto";
import { MESSAGES, PAYOUT_TRANSFER_MESSAGES } from "@bitmarte/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csvRecords, parseCsv } from "../../../test/csv.js";
import { makePaidOrder, OT } from "../../../test/factories/fulfilment.js";
import { addPayoutBankAccount, makeCompletedOrder, payoutOfOrder, REPORTS } from "../../../test/factories/payouts.js";
import { type MerchantPerson, makeAdmin, makeMerchant, makeStaff, type Person } from "../../../test/factories/people.js";
import { isTestProvider } from "../../adapters/payments/index.js";
import { debit, ledgerBalance, merchantPayable } from "../ledger/index.js";
import { ledgerTransactions } from "../ledger/ledger.table.js";
import { outbox } from "../mail/mail.table.js";
import { orders } from "../orders/orders.table.js";
import { receiveWebhook, requestRefund } from "../payments/index.js";
import { chargebacks, merchantPayouts, payoutTransfers } from "./payouts.table.js";

let t: TestApp;
let admin: Person;
let seller: MerchantPerson;
const RANGE = "startDate=2000-01-01&endDate=2100-01-01";
const kobo = (naira: number) => Math.round(naira * 100);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await makeMerchant(t);
  await addPayoutBankAccount(t, seller);
});

const booked = async (kind: string, ref: string) =>
  (
    await t.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.ref, ref)))
  ).length;
const patchPayment = (who: Person, id: string, body: unknown) =>
  t.call("PATCH", `${REPORTS}/admin/merchant-payments/${id}`, {
    token: who.token,
    body,
  });

describe("payouts", () => {
  it("a completed order's due becomes a pending payout; approving inside the return window answers 409", async () => {
    const open = await makePaidOrder(t, seller);
    const early = await t.call("PATCH", `${OT}/approve-merchant-payment/${open.orderId}`, { token: admin.token });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(MESSAGES.payoutNotDue);
    expect(await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.orderId, open.orderId))).toEqual([]);
    expect((await t.call("PATCH", `${OT}/approve-merchant-payment/${randomUUID()}`, { token: admin.token })).statusCode).toBe(404);

    const done = await makeCompletedOrder(t, seller);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, done.orderId));
    const payout = await payoutOfOrder(t, admin.token, done.orderId);
    const due = order.subtotalKobo - order.discountKobo - order.commissionKobo;
    expect(payout).toMatchObject({
      status: "pending",
      due: due / 100,
      amount: due / 100,
      adjustments: 0,
    });
    expect(await merchantPayable(t.db, seller.merchantId)).toBe(due);

    // The old route approves it now (and keeps the order's flag true), booking the payout once.
    const approved = await t.call("PATCH", `${OT}/approve-merchant-payment/${done.orderId}`, { token: admin.token });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.approvePayout).toBe(true);
    expect(await booked("payout.approved", payout.id)).toBe(1);
    expect(await merchantPayable(t.db, seller.merchantId)).toBe(0);
    expect(await ledgerBalance(t.db, "payouts_in_transit")).toBe(-due);
  });

  it("approved → processed needs the transfer reference (422), books the payment, mails the merchant, and the merchant sees it", async () => {
    const done = await makeCompletedOrder(t, seller);
    const payout = await payoutOfOrder(t, admin.token, done.orderId);
    // processing before approval is refused
    expect(
      (
        await patchPayment(admin, payout.id, {
          status: "processed",
          reference: "TRF-000001",
        })
      ).statusCode,
    ).toBe(409);
    expect((await patchPayment(admin, payout.id, { status: "approved" })).statusCode).toBe(200);
    const noRef = await patchPayment(admin, payout.id, { status: "processed" });
    expect(noRef.statusCode).toBe(422);
    expect(noRef.json().message).toBe(MESSAGES.payoutReferenceRequired);
    expect((await patchPayment(admin, payout.id, { status: "paid" })).statusCode).toBe(422);
    expect(await booked("payout.processed", payout.id)).toBe(0);

    const cashBefore = await ledgerBalance(t.db, "cash");
    const processed = await patchPayment(admin, payout.id, {
      status: "processed",
      reference: "TRF-000002",
    });
    expect(processed.statusCode).toBe(200);
    expect(processed.json().data).toMatchObject({
      status: "processed",
      transferReference: "TRF-000002",
    });
    expect(await ledgerBalance(t.db, "cash")).toBe(cashBefore - kobo(payout.amount));
    expect(await booked("payout.processed", payout.id)).toBe(1);
    // again: the same answer, nothing more booked; back to approved: 409
    expect(
      (
        await patchPayment(admin, payout.id, {
          status: "processed",
          reference: "TRF-000002",
        })
      ).statusCode,
    ).toBe(200);
    expect((await patchPayment(admin, payout.id, { status: "approved" })).statusCode).toBe(409);
    expect(await booked("payout.processed", payout.id)).toBe(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, seller.email));
    expect(mails.some((m) => m.subject.includes(done.orderName) && m.text.includes("TRF-000002"))).toBe(true);

    // the merchant sees its payout processed; staff need reports:read
    const mine = await t.call("GET", `${REPORTS}/merchant-payments?${RANGE}&status=processed`, { token: seller.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.rows.map((r: { id: string }) => r.id)).toContain(payout.id);
    const reader = await makeStaff(t, seller, ["reports:read"]);
    expect(
      (
        await t.call("GET", `${REPORTS}/merchant-payments/${payout.id}`, {
          token: reader.token,
        })
      ).json().data.status,
    ).toBe("processed");
    const other = await makeStaff(t, seller, ["orders:read"]);
    expect(
      (
        await t.call("GET", `${REPORTS}/merchant-payments?${RANGE}`, {
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);
    // another merchant: not theirs (404), and their list does not show it
    const stranger = await makeMerchant(t);
    expect(
      (
        await t.call("GET", `${REPORTS}/merchant-payments/${payout.id}`, {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call("GET", `${REPORTS}/merchant-payments?${RANGE}`, {
          token: stranger.token,
        })
      ).json().data.count,
    ).toBe(0);
    // dispatchers and schedulers do not move money; unknown payout 404
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await patchPayment(dispatcher, payout.id, { status: "approved" })).statusCode).toBe(403);
    expect((await patchPayment(admin, randomUUID(), { status: "approved" })).statusCode).toBe(404);
  });

  it("twenty parallel approvals of one payout pay once", async () => {
    const done = await makeCompletedOrder(t, seller);
    const payout = await payoutOfOrder(t, admin.token, done.orderId);
    const before = await merchantPayable(t.db, seller.merchantId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? patchPayment(admin, payout.id, { status: "approved" })
          : t.call("PATCH", `${OT}/approve-merchant-payment/${done.orderId}`, {
              token: admin.token,
            }),
      ),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    expect(await booked("payout.approved", payout.id)).toBe(1);
    expect(await merchantPayable(t.db, seller.merchantId)).toBe(before - kobo(payout.due));
  });

  it("lists filter by status and dates, sort, page and export CSV; stats total by status", async () => {
    const all = await t.call("GET", `${REPORTS}/admin/payments?${RANGE}&merchantId=${seller.merchantId}&sort=amount_asc&limit=2`, { token: admin.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.rows).toHaveLength(2);
    expect(all.json().data.count).toBeGreaterThanOrEqual(3);
    const none = await t.call("GET", `${REPORTS}/admin/payments?startDate=2001-01-01&endDate=2001-01-31`, { token: admin.token });
    expect(none.json().data).toEqual({ rows: [], count: 0 });
    expect((await t.call("GET", `${REPORTS}/admin/payments?startDate=2001-02-01&endDate=2001-01-31`, { token: admin.token })).statusCode).toBe(422);
    expect(
      (
        await t.call("GET", `${REPORTS}/admin/payments?${RANGE}`, {
          token: seller.token,
        })
      ).statusCode,
    ).toBe(403);

    const csv = await t.call("GET", `${REPORTS}/admin/payments?${RANGE}&format=csv`, { token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const { bom, header, records } = csvRecords(csv.body);
    expect(bom).toBe(true);
    expect(header).toContain("amount (NGN)");
    expect(records.length).toBe(all.json().data.count);
    expect(records[0]["amount (NGN)"]).toMatch(/^\d+\.\d\d$/);
    expect(records[0]["completed (Lagos time)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(["Pending", "Approved", "Processed"]).toContain(records[0].status);

    const stats = await t.call("GET", `${REPORTS}/admin/payment-stats?${RANGE}&merchantId=${seller.merchantId}`, { token: admin.token });
    expect(stats.statusCode).toBe(200);
    const rows = await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.merchantId, seller.merchantId));
    const total = (s: string) => rows.filter((r) => r.status === s).reduce((n, r) => n + (r.amountKobo ?? r.dueKobo), 0) / 100;
    expect(stats.json().data).toMatchObject({
      processedPayment: total("processed"),
      approvedPayment: total("approved"),
      pendingPayment: total("pending"),
    });
  });
});

describe("chargebacks", () => {
  it("an admin records one (422 for more than was paid, 404 for no order), decides it once; deciding again answers 409", async () => {
    const order = await makePaidOrder(t, seller);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    const tooMuch = await t.call("POST", "/api/v1/chargebacks", {
      token: admin.token,
      body: {
        orderId: order.orderId,
        amount: row.totalKobo / 100 + 1,
        reason: "Card holder says not received",
      },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(
      (
        await t.call("POST", "/api/v1/chargebacks", {
          token: admin.token,
          body: { orderId: randomUUID(), amount: 10, reason: "Unknown" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call("POST", "/api/v1/chargebacks", {
          token: admin.token,
          body: { orderId: order.orderId, amount: -5, reason: "x" },
        })
      ).statusCode,
    ).toBe(422);
    expect(await t.db.select().from(chargebacks).where(eq(chargebacks.orderId, order.orderId))).toEqual([]);

    const cashBefore = await ledgerBalance(t.db, "cash");
    const made = await t.call("POST", "/api/v1/chargebacks", {
      token: admin.token,
      body: {
        orderId: order.orderId,
        amount: 10,
        reason: "Card holder says not received",
      },
    });
    expect(made.statusCode).toBe(201);
    const cb = made.json().data;
    expect(cb).toMatchObject({
      status: "open",
      source: "admin",
      amount: 10,
      orderName: order.orderName,
    });
    expect(await ledgerBalance(t.db, "cash")).toBe(cashBefore - 1000);

    const decide = (decision: string) =>
      t.call("PATCH", `/api/v1/returns/${cb.id}/chargeback-decision`, {
        token: admin.token,
        body: { decision },
      });
    expect((await decide("maybe")).statusCode).toBe(422);
    const lossesBefore = await ledgerBalance(t.db, "chargeback_losses");
    const answers = await Promise.all([decide("platform_liable"), decide("platform_liable"), decide("merchant_liable")]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect(await booked("chargeback.decided", cb.id)).toBe(1);
    const decided = (
      await t.call("GET", `/api/v1/chargebacks/${cb.id}`, {
        token: admin.token,
      })
    ).json().data;
    expect(decided.status).not.toBe("open");
    if (decided.status === "platform_liable") expect(await ledgerBalance(t.db, "chargeback_losses")).toBe(lossesBefore + 1000);
    expect((await decide("reject")).json().message).toBe(MESSAGES.chargebackAlreadyDecided);
    expect(
      (await t.call("PATCH", `/api/v1/returns/${randomUUID()}/chargeback-decision`, { token: admin.token, body: { decision: "reject" } })).statusCode,
    ).toBe(404);
    const list = await t.call("GET", "/api/v1/chargebacks?status=open", {
      token: admin.token,
    });
    expect(list.json().data.rows.map((r: { id: string }) => r.id)).not.toContain(cb.id);
  });

  it("rejected (dispute won): the money comes back to cash", async () => {
    const order = await makePaidOrder(t, seller);
    const cashBefore = await ledgerBalance(t.db, "cash");
    const heldBefore = await ledgerBalance(t.db, "chargebacks");
    const cb = (
      await t.call("POST", "/api/v1/chargebacks", {
        token: admin.token,
        body: { orderId: order.orderId, amount: 5, reason: "Fraud claim" },
      })
    ).json().data;
    expect(await ledgerBalance(t.db, "chargebacks")).toBe(heldBefore + 500);
    const res = await t.call("PATCH", `/api/v1/returns/${cb.id}/chargeback-decision`, {
      token: admin.token,
      body: { decision: "reject", note: "Delivery photo sent" },
    });
    expect(res.json().data).toMatchObject({
      status: "rejected",
      note: "Delivery photo sent",
    });
    expect(await ledgerBalance(t.db, "cash")).toBe(cashBefore);
    expect(await ledgerBalance(t.db, "chargebacks")).toBe(heldBefore);
    // a scheduler cannot decide chargebacks
    const scheduler = await makeAdmin(t, "scheduler");
    expect(
      (
        await t.call("POST", "/api/v1/chargebacks", {
          token: scheduler.token,
          body: { orderId: order.orderId, amount: 1, reason: "Fraud claim" },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("the provider's dispute webhook records one chargeback however often it is sent; merchant liable after payout is netted from the next payout", async () => {
    const merchant = await makeMerchant(t);
    const first = await makeCompletedOrder(t, merchant);
    const p1 = await payoutOfOrder(t, admin.token, first.orderId);
    await patchPayment(admin, p1.id, { status: "approved" });
    await patchPayment(admin, p1.id, {
      status: "processed",
      reference: "TRF-100",
    });

    const provider = t.jobDeps.adapters.payments;
    if (!provider || !isTestProvider(provider)) throw new Error("test provider expected");
    const disputeId = `DSP-${randomUUID().slice(0, 8)}`;
    const hook = provider.disputeWebhook(first.reference, {
      id: disputeId,
      amountKobo: 1500,
      reason: "Item not as described",
    });
    const pctx = {
      db: t.db,
      adapters: t.jobDeps.adapters,
      config: t.jobDeps.config,
      now: t.clock.now(),
      log: t.app.log,
    };
    await receiveWebhook(pctx, "test", hook.rawBody, hook.headers);
    await receiveWebhook(pctx, "test", hook.rawBody, hook.headers);
    // a forged one is refused with nothing written
    await expect(receiveWebhook(pctx, "test", hook.rawBody.replace("1500", "9999"), hook.headers)).rejects.toMatchObject({ status: 401 });
    const recorded = await t.db.select().from(chargebacks).where(eq(chargebacks.orderId, first.orderId));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      source: "provider",
      amountKobo: 1500,
      providerEventId: `test:${disputeId}`,
      status: "open",
    });

    const decided = await t.call("PATCH", `/api/v1/returns/${recorded[0].id}/chargeback-decision`, {
      token: admin.token,
      body: { decision: "merchant_liable" },
    });
    expect(decided.statusCode).toBe(200);
    expect(await merchantPayable(t.db, merchant.merchantId)).toBe(-1500);

    // the next payout nets the clawback
    const second = await makeCompletedOrder(t, merchant);
    const p2 = await payoutOfOrder(t, admin.token, second.orderId);
    const approved = (await patchPayment(admin, p2.id, { status: "approved" })).json().data;
    expect(approved.adjustments).toBe(15);
    expect(approved.amount).toBe(p2.due - 15);
    expect(await merchantPayable(t.db, merchant.merchantId)).toBe(0);

    // the statement agrees with the payout history, to the kobo
    const res = await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}`, {
      token: merchant.token,
    });
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    const sumLines = s.lines.reduce((n: number, l: { amount: number }) => n + kobo(l.amount), 0);
    expect(kobo(s.closingBalance)).toBe(kobo(s.openingBalance) + sumLines);
    const rows = await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.merchantId, merchant.merchantId));
    const dues = rows.reduce((n, r) => n + r.dueKobo, 0);
    const paid = rows.reduce((n, r) => n + (r.amountKobo ?? 0), 0);
    expect(kobo(s.closingBalance)).toBe(dues - paid - 1500);
    expect(kobo(s.closingBalance)).toBe(await merchantPayable(t.db, merchant.merchantId));
    expect(kobo(s.totals.payouts)).toBe(-paid);
    expect(s.lines.map((l: { type: string }) => l.type)).toEqual(["sale", "commission", "payout", "chargeback", "sale", "commission", "payout"]);
    expect(s.lines[3].orderName).toBe(first.orderName);

    // a period after it all opens with the closing balance and has no lines; CSV carries the same numbers
    const later = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const after = (await t.call("GET", `${REPORTS}/merchant-statement?startDate=${later}&endDate=${later}`, { token: merchant.token })).json().data;
    expect(after).toMatchObject({
      openingBalance: s.closingBalance,
      closingBalance: s.closingBalance,
      lines: [],
    });
    const csv = await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}&format=csv`, { token: merchant.token });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const statement = parseCsv(csv.body);
    expect(statement.bom).toBe(true);
    expect(statement.rows).toHaveLength(2 + 1 + s.lines.length + 1);
    expect(statement.rows[2]).toEqual(["2000-01-01", "", "Opening balance", "", "", "", "", s.openingBalance.toFixed(2)]);
    expect(statement.rows.at(-1)?.[2]).toBe("Closing balance");
    expect(Number(statement.rows.at(-1)?.[7])).toBe(s.closingBalance);
    expect(statement.rows[3][1]).toBe("Sale");
    expect(statement.rows[3][0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // admins name the merchant (422 without); another merchant's statement cannot be asked for
    expect(
      (
        await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}`, {
          token: admin.token,
        })
      ).statusCode,
    ).toBe(422);
    const asAdmin = (await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}&merchantId=${merchant.merchantId}`, { token: admin.token })).json().data;
    expect(asAdmin.closingBalance).toBe(s.closingBalance);
    const mine = (await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}&merchantId=${merchant.merchantId}`, { token: seller.token })).json().data;
    expect(mine.merchantId).toBe(seller.merchantId);
  });
});

describe("refunds after payout", () => {
  it("a refund booked against the merchant after its payout is netted from the next payout and shows on the statement", async () => {
    const merchant = await makeMerchant(t);
    const first = await makeCompletedOrder(t, merchant);
    const p1 = await payoutOfOrder(t, admin.token, first.orderId);
    expect((await patchPayment(admin, p1.id, { status: "approved" })).statusCode).toBe(200);
    // As returns books a refund after completion: the merchant's share comes out of its payable.
    await t.db.transaction((tx) =>
      requestRefund(tx, {
        reference: first.reference,
        ownerId: first.orderName,
        amountKobo: 2500,
        reason: "Returned after completion",
        now: t.clock.now(),
        orderId: first.orderId,
        from: [debit("merchant_payable", 2500, merchant.merchantId)],
      }),
    );
    expect(await merchantPayable(t.db, merchant.merchantId)).toBe(-2500);
    const second = await makeCompletedOrder(t, merchant);
    const p2 = await payoutOfOrder(t, admin.token, second.orderId);
    const approved = (await patchPayment(admin, p2.id, { status: "approved" })).json().data;
    expect(approved).toMatchObject({ adjustments: 25, amount: p2.due - 25 });
    const s = (await t.call("GET", `${REPORTS}/merchant-statement?${RANGE}`, { token: merchant.token })).json().data;
    expect(s.lines.map((l: { type: string }) => l.type)).toEqual(["sale", "commission", "payout", "refund", "sale", "commission", "payout"]);
    expect(s.totals.refunds).toBe(-25);
    expect(s.closingBalance).toBe(0);
  });
});

describe("reconciliation", () => {
  it("every provider payment and refund agrees with the ledger; a payment missing from the books is listed; the trial balance sums to 0", async () => {
    const res = await t.call("GET", `${REPORTS}/admin/reconciliation?${RANGE}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.payments.count).toBeGreaterThan(0);
    expect(r.payments.provider).toBe(r.payments.ledger);
    expect(r.mismatches).toEqual([]);
    expect(r.trialBalanceTotal).toBe(0);
    expect(r.trialBalance.map((x: { account: string }) => x.account)).toContain("payouts_in_transit");

    // a successful payment the books never heard of (e.g. settled by hand in the database)
    const { payments } = await import("../payments/payments.table.js");
    await t.db.insert(payments).values({
      reference: "BMO-HANDMADE",
      purpose: "order",
      ownerId: "BM-NONE",
      email: "x@example.com",
      amountKobo: 12_345,
      status: "success",
      provider: "test",
      authorizationUrl: "http://x",
      callbackUrl: "http://x",
      paidAt: t.clock.now(),
    });
    const again = (
      await t.call("GET", `${REPORTS}/admin/reconciliation?${RANGE}`, {
        token: admin.token,
      })
    ).json().data;
    expect(again.mismatches).toEqual([
      expect.objectContaining({
        kind: "payment",
        reference: "BMO-HANDMADE",
        providerAmount: 123.45,
        ledgerAmount: null,
        problem: "missing_in_ledger",
      }),
    ]);
    expect(
      (
        await t.call("GET", `${REPORTS}/admin/reconciliation?${RANGE}`, {
          token: seller.token,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call("GET", `${REPORTS}/admin/reconciliation?startDate=nope&endDate=2100-01-01`, { token: admin.token })).statusCode).toBe(422);
  });
});

describe("payouts paid by hand (PAYOUT_PROVIDER=manual, the default)", () => {
  it("Send answers 409 and nothing is sent; the transfer webhook answers 404", async () => {
    const done = await makeCompletedOrder(t, seller);
    const payout = await payoutOfOrder(t, admin.token, done.orderId);
    const approved = await patchPayment(admin, payout.id, { status: "approved" });
    expect(approved.json().data).toMatchObject({ status: "approved", sendMode: "manual" });
    const send = await t.call("POST", `${REPORTS}/admin/merchant-payments/${payout.id}/send`, { token: admin.token });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(PAYOUT_TRANSFER_MESSAGES.sendManual);
    expect((await t.db.select().from(payoutTransfers)).length).toBe(0);
    const hook = await t.call("POST", "/api/v1/payouts/transfers/webhook/offline", { headers: { "content-type": "application/json" }, body: "{}" });
    expect(hook.statusCode).toBe(404);
    expect((await t.call("POST", `/api/v1/dev/payouts/${payout.id}/reverse-transfer`)).statusCode).toBe(404);
  });
});
