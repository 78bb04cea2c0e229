import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeCustomer, type Person } from "../../../test/factories/people.js";
import { deliverTestWebhook, payAtTestGateway, postTestWebhook, signTestWebhook, TEST_GATEWAY_URL, TEST_WEBHOOK_URL } from "../../../test/factories/payments.js";
import { confirmPayment, type PaymentCtx, registerPaymentFulfiller, startPayment } from "./index.js";

const SECRET = "payments-test-secret-0123456789";
let t: TestApp;
let ctx: () => PaymentCtx;
let customer: Person;
let fulfilled: string[];
let failed: string[];
let failNextFulfilment = false;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_TEST_SECRET: SECRET });
  ctx = () => t.app.makeCtx({ log: t.app.log, ip: "127.0.0.1" } as never, null);
  customer = await makeCustomer(t);
  // The checkout registers the real order fulfilment; here a recorder stands in for it.
  registerPaymentFulfiller(
    "order",
    async (tx, payment) => {
      await tx.execute(sql`select 1`);
      if (failNextFulfilment) {
        failNextFulfilment = false;
        throw new Error("fulfilment broke");
      }
      fulfilled.push(payment.reference);
    },
    async (_tx, payment) => {
      failed.push(payment.reference);
    },
  );
});
beforeEach(() => {
  fulfilled = [];
  failed = [];
});

const start = (amountKobo = 1_234_567) =>
  startPayment(ctx(), { purpose: "order", ownerId: `ORD-${Math.random().toString(36).slice(2, 8)}`, amountKobo, email: customer.email, callbackPath: "/checkout/payment?step=done", customerUserId: customer.userId });
const paymentRow = async (reference: string) => (await t.db.execute(sql`select * from payments where reference = ${reference}`)).rows[0];
const countOf = async (table: string) => Number((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);
const queuedDeliveries = async (reference: string) =>
  Number((await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'payments.deliverWebhook' and data->>'reference' = ${reference}`)).rows[0].n);
const webhookBody = (reference: string, event = "charge.success") => JSON.stringify({ event, data: { reference } });

describe("starting a payment", () => {
  it("records it as pending and points at the test provider's page", async () => {
    const p = await start();
    expect(p.reference).toMatch(/^BMO-[0-9A-F]{18}$/);
    expect(p.authorizationUrl).toBe(`http://bitmarte.test${TEST_GATEWAY_URL}/${p.reference}`);
    expect(await paymentRow(p.reference)).toMatchObject({ status: "pending", purpose: "order", amount_kobo: 1_234_567, provider: "test", callback_url: "http://bitmarte.test/checkout/payment?step=done" });
  });

  it("shows a payment page with the amount, the merchant, the test card and three choices", async () => {
    const p = await start();
    const res = await t.call("GET", `${TEST_GATEWAY_URL}/${p.reference}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const html = res.body;
    expect(html).toContain("₦12,345.67");
    expect(html).toContain("Bitmarte");
    expect(html).toContain('name="viewport"');
    expect(html).toContain("•••• 4081");
    expect(html).toContain("Test Bank");
    expect(html).toMatch(/>Approve ₦12,345.67</);
    expect(html).toMatch(/>Decline</);
    expect(html).toContain(`href="http://bitmarte.test/checkout/payment?step=done&amp;reference=${p.reference}">Abandon`);
    const unknown = await t.call("GET", `${TEST_GATEWAY_URL}/BMO-NOSUCHREFERENCE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
  });
});

describe("confirming a payment", () => {
  it("stays pending until the customer pays", async () => {
    const p = await start();
    const row = await confirmPayment(ctx(), p.reference);
    expect(row).toMatchObject({ status: "pending", providerStatus: "pending" });
    expect(fulfilled).toEqual([]);
  });

  it("Approve records the outcome, queues its signed webhook, redirects, and fulfils exactly once", async () => {
    const p = await start();
    const events = await countOf("payment_webhook_events");
    const result = await payAtTestGateway(t, p.reference, "success");
    expect(result.redirectUrl).toBe(`http://bitmarte.test/checkout/payment?step=done&reference=${p.reference}`);
    // The decision and its queued delivery are stored together; nothing is delivered in the request.
    expect(await queuedDeliveries(p.reference)).toBe(1);
    expect(await countOf("payment_webhook_events")).toBe(events);
    expect((await paymentRow(p.reference)).status).toBe("pending");
    await deliverTestWebhook(t, p.reference);
    expect(await countOf("payment_webhook_events")).toBe(events + 1);
    expect(fulfilled).toEqual([p.reference]);
    const row = await paymentRow(p.reference);
    expect(row).toMatchObject({ status: "success", channel: "card", card_brand: "visa", card_last4: "4081", card_bank: "Test Bank", provider_status: "success" });
    expect(row.paid_at).not.toBeNull();

    // Replays: verify three times, the page's button twice more, the webhook three times over HTTP.
    for (let i = 0; i < 3; i++) expect((await confirmPayment(ctx(), p.reference)).status).toBe("success");
    for (let i = 0; i < 2; i++) await payAtTestGateway(t, p.reference, "success");
    for (let i = 0; i < 2; i++) await deliverTestWebhook(t, p.reference);
    const body = webhookBody(p.reference);
    for (let i = 0; i < 3; i++) expect((await postTestWebhook(t, body, signTestWebhook(SECRET, body))).statusCode).toBe(200);
    expect(fulfilled).toEqual([p.reference]);
    expect(await paymentRow(p.reference)).toMatchObject({ status: "success", updated_at: row.updated_at });

    const decline = await t.call("POST", `${TEST_GATEWAY_URL}/${p.reference}`, { body: { outcome: "failed" } });
    expect(decline.statusCode).toBe(409);
  });

  it("settles once when verifies and webhooks race", async () => {
    const p = await start();
    await t.db.execute(sql`update test_gateway_payments set status = 'success', channel = 'card', card_last4 = '4081', paid_at = now() where reference = ${p.reference}`);
    const body = webhookBody(p.reference);
    const sig = signTestWebhook(SECRET, body);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => confirmPayment(ctx(), p.reference)),
      ...Array.from({ length: 3 }, () => postTestWebhook(t, body, sig)),
    ]);
    expect(results.slice(0, 5).every((r) => "status" in r && r.status === "success")).toBe(true);
    expect(fulfilled).toEqual([p.reference]);
  });

  it("Decline marks the payment failed once and still sends the customer back", async () => {
    const p = await start();
    const result = await payAtTestGateway(t, p.reference, "failed");
    expect(result.redirectUrl).toContain(`reference=${p.reference}`);
    await deliverTestWebhook(t, p.reference);
    expect(await paymentRow(p.reference)).toMatchObject({ status: "failed", paid_at: null });
    await confirmPayment(ctx(), p.reference);
    expect(failed).toEqual([p.reference]);
    expect(fulfilled).toEqual([]);
  });

  it("never fulfils a payment for a different amount than asked", async () => {
    const p = await start(500_000);
    await t.db.execute(sql`update test_gateway_payments set amount_kobo = 100 where reference = ${p.reference}`);
    await payAtTestGateway(t, p.reference, "success");
    await deliverTestWebhook(t, p.reference);
    expect(await paymentRow(p.reference)).toMatchObject({ status: "failed", provider_status: "amount_mismatch:100" });
    expect(fulfilled).toEqual([]);
  });

  it("leaves the payment pending when fulfilment fails, and settles it on the next verify", async () => {
    const p = await start();
    failNextFulfilment = true;
    const result = await payAtTestGateway(t, p.reference, "success");
    expect(result.redirectUrl).toContain(p.reference);
    // The webhook endpoint fails (500), so the delivery attempt fails and the queue would retry it.
    await expect(deliverTestWebhook(t, p.reference)).rejects.toThrow(/answered 500/);
    expect((await paymentRow(p.reference)).status).toBe("pending");
    expect((await confirmPayment(ctx(), p.reference)).status).toBe("success");
    expect(fulfilled).toEqual([p.reference]);
  });

  it("answers 404 for another customer's payment", async () => {
    const p = await start();
    const other = await makeCustomer(t);
    await expect(confirmPayment(ctx(), p.reference, { customerUserId: other.userId })).rejects.toMatchObject({ status: 404 });
    await expect(confirmPayment(ctx(), "BMO-UNKNOWN")).rejects.toMatchObject({ status: 404 });
  });
});

describe("webhooks", () => {
  it("a bad or missing signature answers 401 and writes nothing", async () => {
    const p = await start();
    // The provider has the money, but only a correctly signed webhook (or a verify) may tell us so.
    await t.db.execute(sql`update test_gateway_payments set status = 'success', channel = 'card', paid_at = now() where reference = ${p.reference}`);
    const events = await countOf("payment_webhook_events");
    const body = webhookBody(p.reference);
    for (const [raw, sig] of [
      [body, null],
      [body, "0".repeat(64)],
      [body, signTestWebhook("another-secret-entirely-xx", body)],
      [body, signTestWebhook(SECRET, `${body} `)],
      ["not json at all", signTestWebhook("wrong-secret-0000000000000", "not json at all")],
    ] as const) {
      const res = await postTestWebhook(t, raw, sig);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED", message: "Invalid signature" });
    }
    expect(await countOf("payment_webhook_events")).toBe(events);
    expect((await paymentRow(p.reference)).status).toBe("pending");
    expect(fulfilled).toEqual([]);
  });

  it("checks the signature over the exact bytes received", async () => {
    const p = await start();
    await t.db.execute(sql`update test_gateway_payments set status = 'success', channel = 'card', paid_at = now() where reference = ${p.reference}`);
    const spaced = `{ "event" : "charge.success",\n  "data": { "reference": "${p.reference}" } }`;
    const res = await postTestWebhook(t, spaced, signTestWebhook(SECRET, spaced));
    expect(res.statusCode).toBe(200);
    expect((await paymentRow(p.reference)).status).toBe("success");
    expect(fulfilled).toEqual([p.reference]);
  });

  it("acknowledges a signed webhook for an unknown payment without changing anything", async () => {
    const payments = await countOf("payments");
    const body = webhookBody("BMO-NOT-OURS-123");
    const res = await postTestWebhook(t, body, signTestWebhook(SECRET, body));
    expect(res.statusCode).toBe(200);
    expect(await countOf("payments")).toBe(payments);
  });

  it("answers 404 for a provider that is not configured", async () => {
    const body = webhookBody("BMO-X");
    for (const provider of ["paystack", "nope"]) {
      const res = await t.app.inject({ method: "POST", url: TEST_WEBHOOK_URL.replace("/test", `/${provider}`), headers: { "content-type": "application/json" }, payload: body });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("test gateway buttons", () => {
  it("validate their input and the reference", async () => {
    const p = await start();
    const bad = await t.call("POST", `${TEST_GATEWAY_URL}/${p.reference}`, { body: { outcome: "maybe" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toEqual({ path: "outcome", message: "Outcome is success or failed" });
    expect((await t.db.execute(sql`select status from test_gateway_payments where reference = ${p.reference}`)).rows[0].status).toBe("pending");
    expect((await t.call("POST", `${TEST_GATEWAY_URL}/BMO-NOSUCHREF`, { body: { outcome: "success" } })).statusCode).toBe(404);
  });
});

describe("stale and re-used webhook events", () => {
  const withId = (reference: string, id: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ id, event: "charge.success", data: { reference, ...extra } });

  it("a correctly signed event sent an hour ago, or dated ahead, is refused with nothing recorded", async () => {
    const p = await start();
    const body = withId(p.reference, `evt_${p.reference}_old`);
    const before = await countOf("payment_webhook_events");
    const hourAgo = new Date(t.clock.now().getTime() - 3600_000);
    const old = await postTestWebhook(t, body, signTestWebhook(SECRET, body, hourAgo));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe("This event is too old or dated in the future");
    const ahead = await postTestWebhook(t, body, signTestWebhook(SECRET, body, new Date(t.clock.now().getTime() + 3600_000)));
    expect(ahead.statusCode).toBe(400);
    expect(await countOf("payment_webhook_events")).toBe(before);
    // Within the tolerance (5 minutes) it is taken.
    const recent = await postTestWebhook(t, body, signTestWebhook(SECRET, body, new Date(t.clock.now().getTime() - 4 * 60_000)));
    expect(recent.statusCode).toBe(200);
    // Moving the signed time without the secret breaks the signature.
    const forged = signTestWebhook(SECRET, body, hourAgo).replace(/^t=\d+/, `t=${Math.floor(t.clock.now().getTime() / 1000)}`);
    expect((await postTestWebhook(t, body, forged)).statusCode).toBe(401);
  });

  it("an event id delivered again with the same payload is fine; with another payload it is refused", async () => {
    const p = await start();
    const id = `evt_${p.reference}_reuse`;
    const body = withId(p.reference, id);
    for (let i = 0; i < 2; i++) expect((await postTestWebhook(t, body, signTestWebhook(SECRET, body, t.clock.now()))).statusCode).toBe(200);
    const other = withId(p.reference, id, { amount: 1 });
    const res = await postTestWebhook(t, other, signTestWebhook(SECRET, other, t.clock.now()));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This event id was already used with another payload");
    expect(Number((await t.db.execute(sql`select count(*)::int as n from payment_webhook_events where event_id = ${id}`)).rows[0].n)).toBe(1);
  });
});
