import { createServer, type Server } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { placeOrder } from "../../../test/factories/orders.js";
import { deliverTestWebhook, payAtTestGateway } from "../../../test/factories/payments.js";

/**
 * The test provider reports outcomes like a real provider: a queued job POSTs the signed webhook to our
 * endpoint and retries with backoff until it is answered 2xx. Here the endpoint sits behind a small
 * loopback proxy that can refuse deliveries (a server that is down or restarting).
 */
let t: TestApp;
let proxy: Server;
let refuseNext = 0;
const attempts: number[] = [];

beforeAll(async () => {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      if (refuseNext > 0) {
        refuseNext -= 1;
        attempts.push(503);
        res.writeHead(503).end("restarting");
        return;
      }
      const answer = await t.app.inject({ method: "POST", url: "/api/v1/payments/webhook/test", headers: req.headers, payload: Buffer.concat(chunks) });
      attempts.push(answer.statusCode);
      res.writeHead(answer.statusCode, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  if (!address || typeof address !== "object") throw new Error("proxy did not listen");
  t = await createTestApp({ PAYMENT_WEBHOOK_URL: `http://127.0.0.1:${address.port}/webhook` });
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const one = async (q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as Record<string, unknown>;
const orderStatus = async (orderName: string) => String((await one(sql`select status from orders where order_name = ${orderName} limit 1`)).status);
const booked = async (reference: string) =>
  Number((await one(sql`select count(*)::int as n from ledger_transactions where kind = 'payment.received' and ref = ${reference}`)).n);
const webhookEvents = async (reference: string) => Number((await one(sql`select count(*)::int as n from payment_webhook_events where reference = ${reference}`)).n);

async function placedOrder() {
  const seller = await makeSeller(t);
  const product = await makeBuyableProduct(t, seller, { sellingPrice: 8_000 });
  const buyer = await makeBuyer(t, product.id, 1);
  const placed = await placeOrder(t, buyer);
  return { orderName: placed.orderName, reference: placed.payment?.reference as string };
}

describe("payments.deliverWebhook", () => {
  it("a delivery queued before a crash runs after the restart; a refused attempt is retried with backoff; the order ends paid", async () => {
    const { orderName, reference } = await placedOrder();
    // Approve on the provider's page while no worker runs (the server died right after the decision).
    await payAtTestGateway(t, reference, "success");
    expect(await orderStatus(orderName)).toBe("awaiting_payment");
    const [job] = (await t.db.execute(sql`select state, retry_limit, retry_delay, retry_backoff from pgboss.job where name = 'payments.deliverWebhook' and data->>'reference' = ${reference}`)).rows;
    expect(job).toMatchObject({ state: "created", retry_limit: 12, retry_delay: 5, retry_backoff: true });

    // The restarted server's first attempt is refused; the queue retries a few seconds later.
    refuseNext = 1;
    attempts.length = 0;
    await t.startJobQueue();
    const deadline = Date.now() + 45_000;
    while ((await orderStatus(orderName)) !== "pending" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await orderStatus(orderName)).toBe("pending");
    expect(attempts).toEqual([503, 200]);
    expect(await booked(reference)).toBe(1);
  }, 60_000);

  it("a delivery attempt that is not answered 2xx fails (so the queue retries), and a duplicate delivery books once", async () => {
    const { orderName, reference } = await placedOrder();
    await payAtTestGateway(t, reference, "success");
    refuseNext = 1;
    await expect(deliverTestWebhook(t, reference)).rejects.toThrow(/answered 503/);
    expect(await orderStatus(orderName)).toBe("awaiting_payment");
    await deliverTestWebhook(t, reference);
    expect(await orderStatus(orderName)).toBe("pending");
    // The provider delivers the same event again (as providers do): answered 200, booked once.
    await deliverTestWebhook(t, reference);
    await deliverTestWebhook(t, reference);
    expect(await booked(reference)).toBe(1);
    expect(await webhookEvents(reference)).toBe(1);
  });

  it("nothing to deliver for a payment still undecided or unknown: the job ends quietly", async () => {
    const { reference } = await placedOrder();
    attempts.length = 0;
    await deliverTestWebhook(t, reference);
    await deliverTestWebhook(t, "BMO-NOSUCHREFERENCE");
    expect(attempts).toEqual([]);
  });
});
