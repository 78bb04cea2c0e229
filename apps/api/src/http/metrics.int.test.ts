import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { payments } from "../modules/payments/payments.table.js";
import { bearerMatches } from "./metrics.js";

const TOKEN = "metrics-token-for-the-tests-0123456789";

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});

const scrape = (token?: string) => t.call("GET", "/metrics", { token });

/** The value of one series (exact name and labels as Prometheus prints them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    const res = await off.call("GET", "/metrics");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("answers 401 without the token or with a wrong one", async () => {
    for (const token of [undefined, "wrong-token-wrong-token-wrong", `${TOKEN}x`]) {
      const res = await scrape(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
      expect(res.json().requestId).toBe(res.headers["x-request-id"]);
      expect(res.body).not.toContain("http_requests_total");
    }
    const basic = await t.call("GET", "/metrics", { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it("compares the bearer token exactly", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it("counts requests by route template and status, with latency histograms", async () => {
    const id = randomUUID();
    const product = await t.call("GET", `/api/v1/products/customer/product/${id}`);
    expect(product.statusCode).toBe(404);
    await t.call("GET", "/api/v1/no/such/route");

    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;
    const route = 'route="/api/v1/products/customer/product/:id"';
    expect(sample(text, `http_requests_total{method="GET",${route},status="404"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{method="GET",${route}}`)).toBe(1);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.1",method="GET",${route}}`);
    // Never the raw URL: no series per id, and requests no route matched share one label.
    expect(text).not.toContain(id);
    expect(text).not.toContain("/no/such/route");
    expect(sample(text, 'http_requests_total{method="GET",route="(not found)",status="404"}')).toBe(1);
  });

  it("reports the database pools, the job queue, pending payments, the caches and the process", async () => {
    await t.jobs.enqueue("mail.send", { outboxId: randomUUID() });
    await t.jobs.enqueue("mail.send", { outboxId: randomUUID() });
    for (const reference of ["metrics-pending-1", "metrics-pending-2"]) {
      await t.db.insert(payments).values({
        reference,
        purpose: "giftcard",
        ownerId: randomUUID(),
        email: "buyer@bitmarte.test",
        amountKobo: 100_000,
        provider: "test",
        authorizationUrl: "http://bitmarte.test/pay",
        callbackUrl: "http://bitmarte.test/back",
      });
    }
    // A shared catalogue answer: computed once, then served from the answer cache.
    await t.call("GET", "/api/v1/categories/getallcategories");
    await t.call("GET", "/api/v1/categories/getallcategories");

    const text = (await scrape(TOKEN)).body;
    expect(sample(text, 'db_pool_connections{pool="primary"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_idle_connections{pool="primary"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting_clients{pool="primary"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'job_queue_jobs{queue="mail.send",state="created"}')).toBe(2);
    expect(text).toContain("# TYPE job_failures gauge");
    expect(sample(text, "payments_pending")).toBe(2);
    expect(sample(text, 'cache_misses_total{cache="answer"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_hits_total{cache="answer"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(sample(text, 'metrics_collect_errors_total{source="jobs"}')).toBeUndefined();
  });
});
