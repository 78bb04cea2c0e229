import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { buyGiftCard } from "../../../test/factories/giftcards.js";
import { makeAdmin, makeCustomer, makeMerchant, type Person } from "../../../test/factories/people.js";
import { payAtTestGateway, postTestWebhook, signTestWebhook } from "../../../test/factories/payments.js";
import { runJob } from "../jobs/index.js";
import { expireGiftCards, findGiftCardForUse, redeemGiftCard, refundGiftCard } from "./index.js";

const SECRET = "giftcards-test-secret-0123456789";
const G = "/api/v1/giftcards";
let t: TestApp;
let buyer: Person;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_TEST_SECRET: SECRET });
  buyer = await makeCustomer(t);
});

const countOf = async (table: string, where = "true") =>
  Number((await t.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))).rows[0].n);
const mailsTo = async (to: string) =>
  (await t.db.execute(sql`select subject, text, links from outbox where "to" = ${to} order by created_at`)).rows as { subject: string; text: string; links: string[] }[];
/** Balance kept on the card, and the sum of its activity rows: they must always agree. */
const ledger = async (id: string) => {
  const r = await t.db.execute(
    sql`select g.balance_kobo as balance, coalesce((select sum(amount_kobo) from gift_card_activities a where a.gift_card_id = g.id), 0)::bigint as sum from gift_cards g where g.id = ${id}`,
  );
  return { balance: Number(r.rows[0].balance), sum: Number(r.rows[0].sum) };
};

describe("buying a gift card", () => {
  it("starts a payment, then issues the card once paid: purchase activity, mail to the recipient", async () => {
    const recipientEmail = "chioma@example.test";
    const res = await t.call("POST", `${G}/purchase`, {
      token: buyer.token,
      body: { amount: 25000.5, recipientEmail: "Chioma@Example.test", recipientName: "Chioma", message: "Happy birthday!" },
    });
    expect(res.statusCode).toBe(201);
    const { giftCard, payment } = res.json().data;
    expect(giftCard).toMatchObject({ amount: 25000.5, balance: 0, status: "awaiting_payment", recipientEmail, recipientName: "Chioma", paymentReference: payment.reference, paidAt: null });
    expect(giftCard.code).toMatch(/^BM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(payment.authorizationUrl).toContain(`/api/v1/payments/test-gateway/${payment.reference}`);

    const early = await t.call("POST", `${G}/pay`, { token: buyer.token, body: { reference: payment.reference } });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ message: "Your payment is not complete yet", data: { status: "awaiting_payment" } });
    expect(await mailsTo(recipientEmail)).toHaveLength(0);

    const gateway = await payAtTestGateway(t, payment.reference, "success");
    expect(gateway.redirectUrl).toBe(`http://bitmarte.test/account/gift-cards?reference=${payment.reference}`);
    // Verify three times, webhook three times: one card, one purchase row, one mail.
    for (let i = 0; i < 3; i++) {
      const paid = await t.call("POST", `${G}/pay`, { token: buyer.token, body: { reference: payment.reference } });
      expect(paid.json()).toMatchObject({
        message: "Gift card purchased successfully. The recipient will get it by email.",
        data: { id: giftCard.id, status: "active", balance: 25000.5, amount: 25000.5 },
      });
    }
    const body = JSON.stringify({ event: "charge.success", data: { reference: payment.reference } });
    for (let i = 0; i < 3; i++) expect((await postTestWebhook(t, body, signTestWebhook(SECRET, body))).statusCode).toBe(200);

    expect(await countOf("gift_card_activities", `gift_card_id = '${giftCard.id}'`)).toBe(1);
    expect(await ledger(giftCard.id)).toEqual({ balance: 2_500_050, sum: 2_500_050 });
    const mails = await mailsTo(recipientEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You have received a ₦25,000.50 Bitmarte gift card");
    expect(mails[0].text).toContain(giftCard.code);
    expect(mails[0].text).toContain("Happy birthday!");
    expect(mails[0].links).toEqual([`http://bitmarte.test/account/gift-cards/${giftCard.code}`]);
  });

  it("a declined payment cancels the card and issues nothing", async () => {
    const res = await t.call("POST", `${G}/purchase`, { token: buyer.token, body: { amount: 5000, recipientEmail: "nope@example.test" } });
    const { giftCard, payment } = res.json().data;
    await payAtTestGateway(t, payment.reference, "failed");
    const paid = await t.call("POST", `${G}/pay`, { token: buyer.token, body: { reference: payment.reference } });
    expect(paid.json()).toMatchObject({ message: "Your payment was not successful", data: { id: giftCard.id, status: "cancelled", balance: 0 } });
    expect(await countOf("gift_card_activities", `gift_card_id = '${giftCard.id}'`)).toBe(0);
    expect(await mailsTo("nope@example.test")).toHaveLength(0);
  });

  it("refuses amounts outside ₦1,000–₦500,000 and bad details, writing nothing", async () => {
    const cards = await countOf("gift_cards");
    const payments = await countOf("payments");
    for (const [body, path, message] of [
      [{ amount: 999.99, recipientEmail: "a@example.test" }, "amount", "Gift cards are at least ₦1,000"],
      [{ amount: 500000.01, recipientEmail: "a@example.test" }, "amount", "Gift cards are at most ₦500,000"],
      [{ amount: 1000.001, recipientEmail: "a@example.test" }, "amount", "At most 2 decimal places"],
      [{ amount: 5000, recipientEmail: "not-an-email" }, "recipientEmail", "Enter a valid email address"],
      [{ amount: 5000, recipientEmail: "a@example.test", message: "x".repeat(501) }, "message", "Message must be at most 500 characters"],
    ] as const) {
      const res = await t.call("POST", `${G}/purchase`, { token: buyer.token, body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    expect(await countOf("gift_cards")).toBe(cards);
    expect(await countOf("payments")).toBe(payments);
    expect(await countOf("test_gateway_payments")).toBe(payments);
  });

  it("is for customers only", async () => {
    const merchant = await makeMerchant(t);
    const admin = await makeAdmin(t);
    for (const p of [merchant, admin]) {
      expect((await t.call("POST", `${G}/purchase`, { token: p.token, body: { amount: 5000, recipientEmail: "a@example.test" } })).statusCode).toBe(403);
      expect((await t.call("GET", `${G}/my-cards`, { token: p.token })).statusCode).toBe(403);
    }
    expect((await t.call("GET", `${G}/my-cards`)).statusCode).toBe(401);
  });

  it("answers 404 when paying another customer's reference", async () => {
    const res = await t.call("POST", `${G}/purchase`, { token: buyer.token, body: { amount: 5000, recipientEmail: "b@example.test" } });
    const other = await makeCustomer(t);
    const paid = await t.call("POST", `${G}/pay`, { token: other.token, body: { reference: res.json().data.payment.reference } });
    expect(paid.statusCode).toBe(404);
    const bad = await t.call("POST", `${G}/pay`, { token: other.token, body: { reference: "x" } });
    expect(bad.statusCode).toBe(422);
  });
});

describe("reading gift cards", () => {
  it("lists cards bought or received, newest first", async () => {
    const alice = await makeCustomer(t);
    const bob = await makeCustomer(t);
    const first = await buyGiftCard(t, alice, { recipientEmail: bob.email, amount: 2000 });
    t.clock.advance(1000);
    const second = await buyGiftCard(t, alice, { recipientEmail: "someone@example.test", amount: 3000 });
    t.clock.advance(1000);
    const fromBob = await buyGiftCard(t, bob, { recipientEmail: alice.email.toUpperCase(), amount: 4000 });
    t.clock.advance(1000);
    // Unpaid purchases show to the buyer only.
    await t.call("POST", `${G}/purchase`, { token: bob.token, body: { amount: 1000, recipientEmail: alice.email } });

    const mine = await t.call("GET", `${G}/my-cards`, { token: alice.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.rows.map((c: { id: string }) => c.id)).toEqual([fromBob.id, second.id, first.id]);
    const bobs = (await t.call("GET", `${G}/my-cards?limit=2`, { token: bob.token })).json().data;
    expect(bobs.count).toBe(3);
    expect(bobs.rows).toHaveLength(2);
    expect(bobs.rows[0].status).toBe("awaiting_payment");
    expect(bobs.rows[1].id).toBe(fromBob.id);
  });

  it("answers status and balance by code, to any customer", async () => {
    const card = await buyGiftCard(t, buyer, { amount: 7500 });
    const other = await makeCustomer(t);
    const res = await t.call("GET", `${G}/status/${card.code.toLowerCase()}`, { token: other.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ code: card.code, status: "active", balance: 7500, expiresAt: card.expiresAt });
    expect((await t.call("GET", `${G}/status/BM-AAAA-AAAA-AAAA`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${G}/status/${encodeURIComponent("no!")}`, { token: other.token })).statusCode).toBe(404);
  });

  it("lists a card's activities to its buyer and recipient; another customer gets 404", async () => {
    const recipient = await makeCustomer(t);
    const card = await buyGiftCard(t, buyer, { amount: 10000, recipientEmail: recipient.email });
    await t.db.transaction((tx) => redeemGiftCard(tx, { code: card.code, amountKobo: 250_000, orderRef: { orderName: "BM-ORDER-1", orderId: null }, now: t.clock.now() }));
    for (const who of [buyer, recipient]) {
      const res = await t.call("GET", `${G}/${card.id}/activities`, { token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        count: 2,
        rows: [
          { type: "redeem", amount: -2500, balanceAfter: 7500, orderName: "BM-ORDER-1" },
          { type: "purchase", amount: 10000, balanceAfter: 10000, orderName: null },
        ],
      });
    }
    const stranger = await makeCustomer(t);
    expect((await t.call("GET", `${G}/${card.id}/activities`, { token: stranger.token })).statusCode).toBe(404);
  });
});

describe("spending gift cards", () => {
  it("200 concurrent ₦1,000 redemptions of a ₦10,000 card succeed exactly 10 times", async () => {
    const card = await buyGiftCard(t, buyer, { amount: 10000 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        t.db.transaction((tx) => redeemGiftCard(tx, { code: card.code, amountKobo: 100_000, orderRef: `RACE-${i}` })),
      ),
    );
    const succeeded = attempts.filter((a) => a.status === "fulfilled");
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(new Set(refused.map((r) => r.reason.status))).toEqual(new Set([409]));
    expect(await ledger(card.id)).toEqual({ balance: 0, sum: 0 });
    expect(await countOf("gift_card_activities", `gift_card_id = '${card.id}' and type = 'redeem'`)).toBe(10);
    expect((await findGiftCardForUse(t.db, card.code, new Date()))?.status).toBe("redeemed");
  });

  it("refunds at most what the card paid for an order, and a spent card comes back to life", async () => {
    const card = await buyGiftCard(t, buyer, { amount: 5000 });
    const now = t.clock.now();
    await t.db.transaction((tx) => redeemGiftCard(tx, { code: card.code, amountKobo: 500_000, orderRef: "ORDER-A", now }));
    expect((await findGiftCardForUse(t.db, card.code, now))?.usable).toBe(false);
    await expect(t.db.transaction((tx) => refundGiftCard(tx, { code: card.code, amountKobo: 100_000, orderRef: "ORDER-B", now }))).rejects.toMatchObject({ status: 409 });
    const refund = await t.db.transaction((tx) => refundGiftCard(tx, { code: card.code, amountKobo: 300_000, orderRef: { orderName: "ORDER-A", orderId: null }, now }));
    expect(refund.balanceAfterKobo).toBe(300_000);
    await expect(t.db.transaction((tx) => refundGiftCard(tx, { code: card.code, amountKobo: 200_001, orderRef: "ORDER-A", now }))).rejects.toMatchObject({ status: 409 });
    await t.db.transaction((tx) => refundGiftCard(tx, { code: card.code, amountKobo: 200_000, orderRef: "ORDER-A", now }));
    expect(await findGiftCardForUse(t.db, card.code, now)).toMatchObject({ status: "active", balanceKobo: 500_000, usable: true });
    expect(await ledger(card.id)).toEqual({ balance: 500_000, sum: 500_000 });
  });

  it("refuses unknown, unpaid, overdrawn and expired cards, and bad amounts", async () => {
    const now = t.clock.now();
    const redeem = (code: string, amountKobo: number, at = now) => t.db.transaction((tx) => redeemGiftCard(tx, { code, amountKobo, orderRef: "X", now: at }));
    await expect(redeem("BM-ZZZZ-ZZZZ-ZZZZ", 100)).rejects.toMatchObject({ status: 404 });
    const unpaid = (await t.call("POST", `${G}/purchase`, { token: buyer.token, body: { amount: 2000, recipientEmail: "u@example.test" } })).json().data.giftCard;
    await expect(redeem(unpaid.code, 100)).rejects.toMatchObject({ status: 409, message: "This gift card cannot be used" });
    const card = await buyGiftCard(t, buyer, { amount: 2000 });
    await expect(redeem(card.code, 200_001)).rejects.toMatchObject({ status: 409, message: "The gift card balance is not enough" });
    await expect(redeem(card.code, 0)).rejects.toMatchObject({ status: 422 });
    await expect(redeem(card.code, 10.5)).rejects.toMatchObject({ status: 422 });
    const afterExpiry = new Date(new Date(card.expiresAt as string).getTime() + 1000);
    await expect(redeem(card.code, 100, afterExpiry)).rejects.toMatchObject({ status: 409, message: "This gift card cannot be used" });
    expect(await ledger(card.id)).toEqual({ balance: 200_000, sum: 200_000 });
  });

  it("expiry zeroes what is left with an expire activity", async () => {
    const card = await buyGiftCard(t, buyer, { amount: 3000 });
    await t.db.transaction((tx) => redeemGiftCard(tx, { code: card.code, amountKobo: 100_000, orderRef: "ORDER-E", now: t.clock.now() }));
    const later = new Date(new Date(card.expiresAt as string).getTime() + 1);
    expect(await expireGiftCards({ db: t.db, now: later })).toBeGreaterThanOrEqual(1);
    expect(await expireGiftCards({ db: t.db, now: later })).toBe(0);
    expect(await findGiftCardForUse(t.db, card.code, later)).toMatchObject({ status: "expired", balanceKobo: 0 });
    expect(await ledger(card.id)).toEqual({ balance: 0, sum: 0 });
    const rows = (await t.db.execute(sql`select type, amount_kobo from gift_card_activities where gift_card_id = ${card.id} order by seq`)).rows;
    expect(rows).toEqual([
      { type: "purchase", amount_kobo: 300_000 },
      { type: "redeem", amount_kobo: -100_000 },
      { type: "expire", amount_kobo: -200_000 },
    ]);
  });

  it("the daily job expires every card past its expiry", async () => {
    const card = await buyGiftCard(t, buyer, { amount: 2000 });
    const today = t.clock.now();
    t.clock.set(new Date(new Date(card.expiresAt as string).getTime() - 1000));
    await runJob(t.jobDeps, "giftcards.expire", {});
    expect(await ledger(card.id)).toEqual({ balance: 200_000, sum: 200_000 });
    t.clock.set(new Date(new Date(card.expiresAt as string).getTime() + 1000));
    await runJob(t.jobDeps, "giftcards.expire", {});
    expect(await ledger(card.id)).toEqual({ balance: 0, sum: 0 });
    expect(await findGiftCardForUse(t.db, card.code, t.clock.now())).toMatchObject({ status: "expired", balanceKobo: 0 });
    t.clock.set(today);
  });
});
