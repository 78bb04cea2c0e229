import { createHmac } from "node:crypto";
import { PAYOUT_TRANSFER_MESSAGES } from "@bitmarte/contracts";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addPayoutBankAccount, makeCompletedOrder, payoutOfOrder, REPORTS } from "../../../test/factories/payouts.js";
import { type MerchantPerson, makeAdmin, makeMerchant, type Person } from "../../../test/factories/people.js";
import { OFFLINE_FAILED_REASON, OFFLINE_REFUSED_REASON, OFFLINE_REVERSED_REASON, OFFLINE_TRANSFER_ACCOUNTS } from "../../adapters/transfer/index.js";
import { runJob } from "../jobs/index.js";
import { ledgerBalance, ledgerImbalance } from "../ledger/index.js";
import { ledgerTransactions } from "../ledger/ledger.table.js";
import { outbox } from "../mail/mail.table.js";
import { merchantPayouts, payoutTransfers } from "./payouts.table.js";
import { offlineWebhookFor } from "./payouts.transfers.js";

let t: TestApp;
let admin: Person;
let seller: MerchantPerson;
const WEBHOOK = "/api/v1/payouts/transfers/webhook/offline";
const kobo = (naira: number) => Math.round(naira * 100);

beforeAll(async () => {
  t = await createTestApp({ PAYOUT_PROVIDER: "offline", PAYOUT_OFFLINE_CONFIRM_SECONDS: "0" });
  admin = await makeAdmin(t);
  seller = await makeMerchant(t);
  await addPayoutBankAccount(t, seller);
});

const patchPayment = (who: Person, id: string, body: unknown) => t.call("PATCH", `${REPORTS}/admin/merchant-payments/${id}`, { token: who.token, body });
const send = (who: Person, id: string) => t.call("POST", `${REPORTS}/admin/merchant-payments/${id}/send`, { token: who.token });
const payoutRow = async (id: string) => (await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.id, id)))[0];
const attempts = (payoutId: string) => t.db.select().from(payoutTransfers).where(eq(payoutTransfers.payoutId, payoutId)).orderBy(payoutTransfers.createdAt);
const latestAttempt = async (payoutId: string) => (await attempts(payoutId)).at(-1)!;
const bookedOf = async (ref: string) =>
  (await t.db.select({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(eq(ledgerTransactions.ref, ref))).map((r) => r.kind).sort();
const ledgerRows = async () => (await t.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;
const transferRows = async () => (await t.db.select().from(payoutTransfers)).map((r) => `${r.reference}:${r.status}`).sort();
const payoutMails = async (orderName: string) =>
  (await t.db.select().from(outbox).where(and(eq(outbox.to, seller.email), like(outbox.subject, `Your payout for ${orderName}%`)))).length;
const expectBalancedBooks = async () => {
  const books = await ledgerImbalance(t.db);
  expect(books).toMatchObject({ totalKobo: 0, unbalancedTransactions: 0 });
};

/** Runs the send job of the payout's latest attempt now (the queue would, within a second). */
async function runSend(payoutId: string) {
  const attempt = await latestAttempt(payoutId);
  await runJob(t.jobDeps, "payouts.sendTransfer", { transferId: attempt.id });
  return latestAttempt(payoutId);
}

/** Posts the offline provider's signed webhook about `reference` to the route, as its delivery job does. */
async function deliver(reference: string, event: "transfer.success" | "transfer.failed" | "transfer.reversed") {
  const webhook = await offlineWebhookFor({ ...t.jobDeps, now: t.clock.now() }, reference, event);
  if (!webhook) throw new Error(`no webhook for ${reference}`);
  return t.call("POST", WEBHOOK, { headers: webhook.headers, body: webhook.rawBody });
}

/** A completed order of `who` whose payout an admin approved (which, with a provider, sends it). */
async function approvedPayout(who: MerchantPerson = seller) {
  const done = await makeCompletedOrder(t, who);
  const payout = await payoutOfOrder(t, admin.token, done.orderId);
  const res = await patchPayment(admin, payout.id, { status: "approved" });
  expect(res.statusCode).toBe(200);
  return { ...payout, orderName: done.orderName, answer: res };
}

describe("payout transfers (PAYOUT_PROVIDER=offline)", () => {
  it("approving sends the payout: sending, booked when the provider takes it, processed (and mailed) only on the signed confirmation", async () => {
    const transitBefore = await ledgerBalance(t.db, "payouts_in_transit");
    const payout = await approvedPayout();
    const cashBefore = await ledgerBalance(t.db, "cash");
    expect(payout.answer.json()).toMatchObject({ message: PAYOUT_TRANSFER_MESSAGES.sent, data: { status: "sending", sendMode: "provider" } });
    const queued = await latestAttempt(payout.id);
    expect(queued).toMatchObject({ status: "queued", amountKobo: kobo(payout.amount), provider: "offline" });
    expect(queued.reference).toMatch(/^bmpo-[0-9a-f-]{36}$/);
    // Manual marking is refused while a provider sends payouts.
    const byHand = await patchPayment(admin, payout.id, { status: "processed", reference: "TRF-HAND-1" });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe(PAYOUT_TRANSFER_MESSAGES.markByHandRefused);
    // A second send while one is on its way: 409, no second attempt.
    expect((await send(admin, payout.id)).json().message).toBe(PAYOUT_TRANSFER_MESSAGES.alreadySending);
    expect(await attempts(payout.id)).toHaveLength(1);

    const sent = await runSend(payout.id);
    expect(sent.status).toBe("sent");
    expect(await bookedOf(sent.id)).toEqual(["payout.transfer_sent"]);
    expect(await ledgerBalance(t.db, "cash")).toBe(cashBefore - kobo(payout.amount));
    expect(await ledgerBalance(t.db, "payout_transfers")).toBe(kobo(payout.amount));
    expect((await payoutRow(payout.id)).status).toBe("sending");
    expect(await payoutMails(payout.orderName)).toBe(0);
    await expectBalancedBooks();

    const confirmed = await deliver(sent.reference, "transfer.success");
    expect(confirmed.statusCode).toBe(200);
    const row = await payoutRow(payout.id);
    expect(row).toMatchObject({ status: "processed", transferReference: sent.reference, transferOutcome: null, failureReason: null });
    expect(await bookedOf(sent.id)).toEqual(["payout.transfer_sent", "payout.transfer_succeeded"]);
    expect(await ledgerBalance(t.db, "payout_transfers")).toBe(0);
    expect(await ledgerBalance(t.db, "payouts_in_transit")).toBe(transitBefore);
    expect(await payoutMails(payout.orderName)).toBe(1);
    const mine = await t.call("GET", `${REPORTS}/merchant-payments/${payout.id}`, { token: seller.token });
    expect(mine.json().data).toMatchObject({ status: "processed", transferReference: sent.reference, accountNumber: "******6789" });
    await expectBalancedBooks();

    // The same webhook again: 200, nothing changes.
    const before = { ledger: await ledgerRows(), transfers: await transferRows(), mails: await payoutMails(payout.orderName) };
    expect((await deliver(sent.reference, "transfer.success")).statusCode).toBe(200);
    expect({ ledger: await ledgerRows(), transfers: await transferRows(), mails: await payoutMails(payout.orderName) }).toEqual(before);
    expect((await payoutRow(payout.id)).updatedAt).toEqual(row.updatedAt);
    // A late failure of an attempt that already succeeded changes nothing either.
    expect((await deliver(sent.reference, "transfer.failed")).statusCode).toBe(200);
    expect(await transferRows()).toEqual(before.transfers);
    expect((await payoutRow(payout.id)).status).toBe("processed");
  });

  it("a transfer the provider refuses goes back to approved with its reason, books nothing, and can be sent again", async () => {
    const refusing = await makeMerchant(t);
    await addPayoutBankAccount(t, refusing, OFFLINE_TRANSFER_ACCOUNTS.refused);
    const payout = await approvedPayout(refusing);
    const ledgerBefore = await ledgerRows();
    const attempt = await runSend(payout.id);
    expect(attempt).toMatchObject({ status: "failed", failureReason: OFFLINE_REFUSED_REASON });
    expect(await ledgerRows()).toBe(ledgerBefore);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "approved", transferOutcome: "failed", failureReason: OFFLINE_REFUSED_REASON });
    // Both the admin and the merchant read the reason.
    const forAdmin = await t.call("GET", `${REPORTS}/merchant-payments/${payout.id}`, { token: admin.token });
    expect(forAdmin.json().data).toMatchObject({ status: "approved", transferOutcome: "failed", failureReason: OFFLINE_REFUSED_REASON });
    const forMerchant = await t.call("GET", `${REPORTS}/merchant-payments/${payout.id}`, { token: refusing.token });
    expect(forMerchant.json().data).toMatchObject({ transferOutcome: "failed", failureReason: OFFLINE_REFUSED_REASON });

    // The merchant fixes the account; "Send again" makes a new attempt under a new reference.
    await addPayoutBankAccount(t, refusing, "0123450000");
    const again = await send(admin, payout.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: "sending", transferOutcome: null, failureReason: null });
    const second = await runSend(payout.id);
    expect(second.status).toBe("sent");
    expect(second.reference).not.toBe(attempt.reference);
    expect((await deliver(second.reference, "transfer.success")).statusCode).toBe(200);
    expect((await payoutRow(payout.id)).status).toBe("processed");
    await expectBalancedBooks();
  });

  it("a transfer the bank fails by webhook is booked back and returns to approved; a reversal after success does too", async () => {
    const failing = await makeMerchant(t);
    await addPayoutBankAccount(t, failing, OFFLINE_TRANSFER_ACCOUNTS.failing);
    const payout = await approvedPayout(failing);
    const cashBefore = await ledgerBalance(t.db, "cash");
    const sent = await runSend(payout.id);
    expect(sent.status).toBe("sent");
    expect(await ledgerBalance(t.db, "cash")).toBe(cashBefore - kobo(payout.amount));
    expect((await deliver(sent.reference, "transfer.failed")).statusCode).toBe(200);
    expect(await latestAttempt(payout.id)).toMatchObject({ status: "failed", failureReason: OFFLINE_FAILED_REASON });
    expect(await bookedOf(sent.id)).toEqual(["payout.transfer_failed", "payout.transfer_sent"]);
    expect(await ledgerBalance(t.db, "cash")).toBe(cashBefore);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "approved", transferOutcome: "failed", failureReason: OFFLINE_FAILED_REASON });
    expect(await payoutMails(payout.orderName)).toBe(0);
    await expectBalancedBooks();
    // The failure delivered twice: nothing more.
    const ledgerBefore = await ledgerRows();
    expect((await deliver(sent.reference, "transfer.failed")).statusCode).toBe(200);
    expect(await ledgerRows()).toBe(ledgerBefore);

    // Sent again to a good account, confirmed, then reversed by the bank (the dev endpoint queues the webhook).
    await addPayoutBankAccount(t, failing, "0123451111");
    expect((await send(admin, payout.id)).statusCode).toBe(200);
    const good = await runSend(payout.id);
    expect((await deliver(good.reference, "transfer.success")).statusCode).toBe(200);
    const transitAfterPaid = await ledgerBalance(t.db, "payouts_in_transit");
    const cashAfterPaid = await ledgerBalance(t.db, "cash");
    const reverse = await t.call("POST", `/api/v1/dev/payouts/${payout.id}/reverse-transfer`);
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json().data.reference).toBe(good.reference);
    expect((await deliver(good.reference, "transfer.reversed")).statusCode).toBe(200);
    expect(await latestAttempt(payout.id)).toMatchObject({ status: "reversed", failureReason: OFFLINE_REVERSED_REASON });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "approved", transferOutcome: "reversed", failureReason: OFFLINE_REVERSED_REASON, processedAt: null });
    expect(await bookedOf(good.id)).toEqual(["payout.transfer_reversed", "payout.transfer_sent", "payout.transfer_succeeded"]);
    expect(await ledgerBalance(t.db, "cash")).toBe(cashAfterPaid + kobo(payout.amount));
    expect(await ledgerBalance(t.db, "payouts_in_transit")).toBe(transitAfterPaid - kobo(payout.amount));
    await expectBalancedBooks();
    // Reversing twice: the webhook changes nothing; the dev endpoint refuses an unprocessed payout.
    const ledgerAfter = await ledgerRows();
    expect((await deliver(good.reference, "transfer.reversed")).statusCode).toBe(200);
    expect(await ledgerRows()).toBe(ledgerAfter);
    const again = await t.call("POST", `/api/v1/dev/payouts/${payout.id}/reverse-transfer`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYOUT_TRANSFER_MESSAGES.reverseOnlyProcessed);
  });

  it("a webhook with a bad signature answers 401 and writes nothing; an unknown reference answers 200 and writes nothing", async () => {
    const payout = await approvedPayout();
    const sent = await runSend(payout.id);
    const webhook = await offlineWebhookFor({ ...t.jobDeps, now: t.clock.now() }, sent.reference, "transfer.success");
    if (!webhook) throw new Error("no webhook");
    const before = { ledger: await ledgerRows(), transfers: await transferRows() };
    const tampered = webhook.rawBody.replace(`"amount":${sent.amountKobo}`, `"amount":${sent.amountKobo + 1}`);
    const cases = [
      { headers: webhook.headers, body: tampered },
      { headers: { ...webhook.headers, "x-bitmarte-signature": "t=1,v1=00" }, body: webhook.rawBody },
      { headers: { "content-type": "application/json" }, body: webhook.rawBody },
      { headers: { "content-type": "application/json", "x-bitmarte-signature": webhook.headers["x-bitmarte-signature"] }, body: "not json" },
    ];
    for (const c of cases) {
      const res = await t.call("POST", WEBHOOK, c);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PAYOUT_TRANSFER_MESSAGES.signatureInvalid);
    }
    // A Paystack-signed body on a server that uses the offline provider: 404 (that provider is not in use).
    const paystackSigned = createHmac("sha512", "sk_test_x").update(webhook.rawBody).digest("hex");
    const wrongProvider = await t.call("POST", "/api/v1/payouts/transfers/webhook/paystack", {
      headers: { "content-type": "application/json", "x-paystack-signature": paystackSigned },
      body: webhook.rawBody,
    });
    expect(wrongProvider.statusCode).toBe(404);
    expect((await t.call("POST", "/api/v1/payouts/transfers/webhook/bank", { headers: webhook.headers, body: webhook.rawBody })).statusCode).toBe(404);
    expect({ ledger: await ledgerRows(), transfers: await transferRows() }).toEqual(before);
    expect((await payoutRow(payout.id)).status).toBe("sending");

    // Correctly signed, about a reference nobody sent: 200, nothing written.
    const unknownBody = webhook.rawBody.replaceAll(sent.reference, "bmpo-00000000-0000-4000-8000-000000000000");
    const { signPayload } = await import("../../lib/signature.js");
    const { offlineTransferSecret } = await import("../../adapters/transfer/index.js");
    const unknown = await t.call("POST", WEBHOOK, {
      headers: { "content-type": "application/json", "x-bitmarte-signature": signPayload(offlineTransferSecret(t.jobDeps.config), unknownBody) },
      body: unknownBody,
    });
    expect(unknown.statusCode).toBe(200);
    expect({ ledger: await ledgerRows(), transfers: await transferRows() }).toEqual(before);
    // The real confirmation still lands.
    expect((await deliver(sent.reference, "transfer.success")).statusCode).toBe(200);
    expect((await payoutRow(payout.id)).status).toBe("processed");
  });

  it("wrong role 403, unknown payout 404, another store's payout 404, unapproved 409; nothing is sent", async () => {
    const done = await makeCompletedOrder(t, seller);
    const pending = await payoutOfOrder(t, admin.token, done.orderId);
    const dispatcher = await makeAdmin(t, "dispatcher");
    const before = await transferRows();
    expect((await send(seller, pending.id)).statusCode).toBe(403);
    expect((await send(dispatcher, pending.id)).statusCode).toBe(403);
    expect((await t.call("POST", `${REPORTS}/admin/merchant-payments/${pending.id}/send`)).statusCode).toBe(401);
    expect((await send(admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await send(admin, "not-a-uuid")).statusCode).toBe(404);
    const early = await send(admin, pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYOUT_TRANSFER_MESSAGES.notApproved);
    // Another merchant cannot read this payout (or its transfer state).
    const stranger = await makeMerchant(t);
    expect((await t.call("GET", `${REPORTS}/merchant-payments/${pending.id}`, { token: stranger.token })).statusCode).toBe(404);
    expect(await transferRows()).toEqual(before);
  });

  it("a merchant without a verified account: approval keeps the payout approved, Send answers 409 until they add one", async () => {
    const noAccount = await makeMerchant(t);
    const payout = await approvedPayout(noAccount);
    expect(payout.answer.json().data).toMatchObject({ status: "approved" });
    expect(await attempts(payout.id)).toHaveLength(0);
    const refused = await send(admin, payout.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYOUT_TRANSFER_MESSAGES.noBankAccount);
    await addPayoutBankAccount(t, noAccount);
    expect((await send(admin, payout.id)).json().data.status).toBe("sending");
  });

  it("through the job queue: the send job and the offline provider's webhook delivery reach processed on their own", async () => {
    const address = t.app.server.address();
    if (!address || typeof address !== "object") throw new Error("the test app is not listening");
    t.jobDeps.config.PAYOUT_WEBHOOK_URL = `http://127.0.0.1:${address.port}${WEBHOOK}`;
    await t.startJobQueue();
    const payout = await approvedPayout();
    let status = "";
    for (let i = 0; i < 300 && status !== "processed"; i++) {
      status = (await payoutRow(payout.id)).status;
      if (status !== "processed") await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe("processed");
    expect(await payoutMails(payout.orderName)).toBe(1);
    await expectBalancedBooks();
  });
});
