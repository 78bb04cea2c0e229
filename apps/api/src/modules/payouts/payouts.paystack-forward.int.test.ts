import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { runJob } from "../jobs/index.js";
import { paymentWebhookEvents } from "../payments/payments.table.js";
import { payoutTransfers } from "./payouts.table.js";

// Paystack sends every event of an account to one address: with Paystack for payments and payouts, a
// transfer's event arrives at the payments webhook, which hands it to the payouts module.
const SECRET = "sk_test_forwarded_transfers";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PROVIDER: "paystack", PAYOUT_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: "http://127.0.0.1:9" });
});

const signed = (body: string) => createHmac("sha512", SECRET).update(body).digest("hex");
const forwardedJobs = async (body: string) =>
  (await t.db.execute(sql`select data from pgboss.job where name = 'payouts.receiveTransferEvent' and data->>'rawBody' = ${body}`)).rows as { data: { provider: "paystack"; rawBody: string; headers: Record<string, string> } }[];

describe("a Paystack transfer event at the payments webhook", () => {
  it("goes to the payouts module through the queue, not into the payments' records", async () => {
    const body = JSON.stringify({ event: "transfer.success", data: { reference: "bmpo-00000000-0000-4000-8000-00000000f0f0", amount: 150000, id: 42 } });
    const paymentEvents = (await t.db.select().from(paymentWebhookEvents)).length;
    const res = await t.call("POST", "/api/v1/payments/webhook/paystack", { headers: { "content-type": "application/json", "x-paystack-signature": signed(body) }, body });
    expect(res.statusCode).toBe(200);
    expect((await t.db.select().from(paymentWebhookEvents)).length).toBe(paymentEvents);
    const jobs = await forwardedJobs(body);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toMatchObject({ provider: "paystack", rawBody: body, headers: { "x-paystack-signature": signed(body) } });

    // The job checks the signature again and applies it; a reference nobody sent writes nothing.
    await runJob(t.jobDeps, "payouts.receiveTransferEvent", jobs[0].data);
    expect(await t.db.select().from(payoutTransfers)).toEqual([]);
  });

  it("refuses a transfer event with a bad signature at the payments webhook, and forwards nothing", async () => {
    const body = JSON.stringify({ event: "transfer.failed", data: { reference: "bmpo-00000000-0000-4000-8000-00000000f0f1", amount: 1 } });
    const res = await t.call("POST", "/api/v1/payments/webhook/paystack", { headers: { "content-type": "application/json", "x-paystack-signature": "0".repeat(128) }, body });
    expect(res.statusCode).toBe(401);
    expect(await forwardedJobs(body)).toEqual([]);
  });

  it("a forwarded event that does not verify as a transfer event is dropped, not retried", async () => {
    const body = JSON.stringify({ event: "transfer.success", data: { reference: "bmpo-x", amount: 1 } });
    await expect(runJob(t.jobDeps, "payouts.receiveTransferEvent", { provider: "paystack", rawBody: body, headers: { "x-paystack-signature": "0".repeat(128) } })).resolves.toBeUndefined();
    expect(await t.db.select().from(payoutTransfers)).toEqual([]);
  });
});
