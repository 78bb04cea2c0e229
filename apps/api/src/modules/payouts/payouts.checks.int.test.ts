import { MESSAGES } from "@bitmarte/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makePaidOrder } from "../../../test/factories/fulfilment.js";
import { addPayoutBankAccount, makeCompletedOrder, payoutOfOrder, REPORTS } from "../../../test/factories/payouts.js";
import { makeAdmin, makeMerchant, makeStaff, type Person } from "../../../test/factories/people.js";
import { auditLog } from "../audit/audit.table.js";
import { ledgerImbalance, merchantPayable } from "../ledger/index.js";
import { ledgerTransactions } from "../ledger/ledger.table.js";
import { outbox } from "../mail/mail.table.js";
import { chargebacks, merchantBankAccounts, merchantPayouts } from "./payouts.table.js";

// Money checks: no payout marked processed without a verified bank account, every money decision
// audited, chargebacks named by order number, and pending payouts netted as the ledger nets them.

let t: TestApp;
let admin: Person;
const RANGE = "startDate=2000-01-01&endDate=2100-01-01";
const BANK = "/api/v1/payouts/bank-account";

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
});

const auditOf = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const booked = async (kind: string, ref: string) =>
  (await t.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.ref, ref)))).length;
const patchPayment = (id: string, body: unknown) => t.call("PATCH", `${REPORTS}/admin/merchant-payments/${id}`, { token: admin.token, body });

describe("payout bank account", () => {
  it("processing waits for a verified bank account: 409, nothing written, no mail; then paid to the account the bank confirmed", async () => {
    const seller = await makeMerchant(t);
    const done = await makeCompletedOrder(t, seller);
    const payout = await payoutOfOrder(t, admin.token, done.orderId);
    expect(payout).toMatchObject({ bankName: null, accountNumber: null });
    const approved = await patchPayment(payout.id, { status: "approved" });
    expect(approved.statusCode).toBe(200);

    const [approvedAudit] = await auditOf("payout.approved", payout.id);
    expect(approvedAudit).toMatchObject({ actorUserId: admin.userId, targetType: "payout" });
    expect(approvedAudit.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "pending", to: "approved" },
        { field: "amount", from: null, to: expect.stringMatching(/^₦[\d,]+\.\d\d$/) },
      ]),
    );

    const refused = await patchPayment(payout.id, { status: "processed", reference: "TRF-NOBANK" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.payoutNoBankAccount);
    const [row] = await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.id, payout.id));
    expect(row).toMatchObject({ status: "approved", transferReference: null, processedAt: null });
    expect(await booked("payout.processed", payout.id)).toBe(0);
    expect(await auditOf("payout.processed", payout.id)).toEqual([]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, seller.email));
    expect(mails.some((m) => m.subject.includes("payout"))).toBe(false);

    // Staff cannot redirect the store's money; an account the bank does not know is not saved.
    const staff = await makeStaff(t, seller, ["reports:read", "transactions:write"]);
    const byStaff = await t.call("PUT", BANK, { token: staff.token, body: { bankCode: "058", accountNumber: "0123456789" } });
    expect(byStaff.statusCode).toBe(403);
    const unknown = await t.call("PUT", BANK, { token: seller.token, body: { bankCode: "058", accountNumber: "0000000000" } });
    expect(unknown.statusCode).toBe(422);
    const short = await t.call("PUT", BANK, { token: seller.token, body: { bankCode: "058", accountNumber: "12345" } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].path).toBe("accountNumber");
    expect(await t.db.select().from(merchantBankAccounts).where(eq(merchantBankAccounts.merchantId, seller.merchantId))).toEqual([]);
    expect((await t.call("GET", BANK, { token: seller.token })).json().data.account).toBeNull();

    const account = await addPayoutBankAccount(t, seller, "0123456789");
    expect(account.accountNumber).toBe("******6789");
    expect(account.accountName.length).toBeGreaterThan(0);
    expect((await t.call("GET", BANK, { token: staff.token })).json().data.account).toMatchObject({ accountNumber: "******6789" });
    expect((await payoutOfOrder(t, admin.token, done.orderId)) as unknown).toMatchObject({ accountNumber: "******6789" });

    const processed = await patchPayment(payout.id, { status: "processed", reference: "TRF-BANKED" });
    expect(processed.statusCode).toBe(200);
    expect(processed.json().data).toMatchObject({ status: "processed", bankName: account.bankName, accountNumber: "******6789" });
    expect(await booked("payout.processed", payout.id)).toBe(1);
    const [processedAudit] = await auditOf("payout.processed", payout.id);
    expect(processedAudit.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "approved", to: "processed" },
        { field: "transferReference", from: null, to: "TRF-BANKED" },
        { field: "sent", from: null, to: expect.stringMatching(/^₦/) },
      ]),
    );
    const paidMail = (await t.db.select().from(outbox).where(eq(outbox.to, seller.email))).find((m) => m.text.includes("TRF-BANKED"));
    expect(paidMail?.text).toContain("******6789");
  });
});

describe("chargebacks by order number", () => {
  it("accepts the order number as customers see it; 422 without an order or for an unknown number; audits recording and decision", async () => {
    const seller = await makeMerchant(t);
    const order = await makePaidOrder(t, seller);
    const post = (body: unknown) => t.call("POST", "/api/v1/chargebacks", { token: admin.token, body });

    const neither = await post({ amount: 10, reason: "Card holder disputes" });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors[0]).toMatchObject({ path: "orderName" });
    const unknown = await post({ orderName: "BM-000000-NOPE00", amount: 10, reason: "Card holder disputes" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ path: "orderName", message: MESSAGES.chargebackOrderNotFound });
    expect(await t.db.select().from(chargebacks).where(eq(chargebacks.orderId, order.orderId))).toEqual([]);

    const made = await post({ orderName: ` ${order.orderName.toLowerCase()} `, amount: 12.5, reason: "Card holder disputes" });
    expect(made.statusCode).toBe(201);
    const cb = made.json().data;
    expect(cb).toMatchObject({ orderId: order.orderId, orderName: order.orderName, amount: 12.5, status: "open" });
    const [recorded] = await auditOf("chargeback.recorded", cb.id);
    expect(recorded).toMatchObject({ actorUserId: admin.userId, targetType: "chargeback" });
    expect(recorded.changes).toEqual(expect.arrayContaining([{ field: "amount", from: null, to: "₦12.50" }]));

    const decided = await t.call("PATCH", `/api/v1/returns/${cb.id}/chargeback-decision`, {
      token: admin.token,
      body: { decision: "platform_liable", note: "Our courier lost it" },
    });
    expect(decided.statusCode).toBe(200);
    const [decision] = await auditOf("chargeback.decided", cb.id);
    expect(decision.changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "open", to: "platform_liable" },
        { field: "note", from: null, to: "Our courier lost it" },
      ]),
    );
  });
});

describe("pending payouts and finance agree with the ledger after a chargeback", () => {
  it("a merchant-liable chargeback on a merchant with a pending payout is netted in payment stats and finance as in the ledger", async () => {
    const seller = await makeMerchant(t);
    await addPayoutBankAccount(t, seller);
    const done = await makeCompletedOrder(t, seller);
    const payout = await payoutOfOrder(t, admin.token, done.orderId);
    const dueKobo = Math.round(payout.due * 100);
    expect(await merchantPayable(t.db, seller.merchantId)).toBe(dueKobo);

    const cb = (
      await t.call("POST", "/api/v1/chargebacks", {
        token: admin.token,
        body: { orderName: done.orderName, amount: 20, reason: "Card holder disputes" },
      })
    ).json().data;
    expect(
      (await t.call("PATCH", `/api/v1/returns/${cb.id}/chargeback-decision`, { token: admin.token, body: { decision: "merchant_liable" } })).statusCode,
    ).toBe(200);

    const payable = await merchantPayable(t.db, seller.merchantId);
    expect(payable).toBe(dueKobo - 2000);
    const stats = (await t.call("GET", `${REPORTS}/admin/payment-stats?${RANGE}&merchantId=${seller.merchantId}`, { token: admin.token })).json().data;
    expect(Math.round(stats.pendingPayment * 100)).toBe(payable);
    expect(stats.pendingCount).toBe(1);
    const finance = (await t.call("GET", `${REPORTS}/finance?${RANGE}&merchantId=${seller.merchantId}`, { token: admin.token })).json().data;
    expect(Math.round(finance.dueToMerchant * 100)).toBe(payable);
    const own = (await t.call("GET", `${REPORTS}/finance?${RANGE}`, { token: seller.token })).json().data;
    expect(own.dueToMerchant).toBe(finance.dueToMerchant);

    // Approval pays what the stats showed as pending.
    const approved = await patchPayment(payout.id, { status: "approved" });
    expect(approved.json().data).toMatchObject({ amount: stats.pendingPayment, adjustments: 20 });
    expect(await merchantPayable(t.db, seller.merchantId)).toBe(0);
    expect(await ledgerImbalance(t.db)).toEqual({ totalKobo: 0, unbalancedTransactions: 0 });
  });
});
