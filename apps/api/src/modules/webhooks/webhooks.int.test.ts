import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_EVENT_HEADER, WEBHOOK_MESSAGES, WEBHOOK_SIGNATURE_HEADER } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makePaidOrder, moveStatus } from "../../../test/factories/fulfilment.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeSeller } from "../../../test/factories/cart.js";
import { verifySignedPayload } from "../../lib/signature.js";
import { runJob } from "../jobs/index.js";
import { emitWebhook } from "./webhooks.service.js";

const W = "/api/v1/webhooks";

/** A local receiver: each path answers what the test sets (default 200) and keeps what arrived. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}
const received: Received[] = [];
const answers = new Map<string, number[]>();
let receiver: Server;
let base: string;

let t: TestApp;
let admin: Person;
let owner: MerchantPerson;
let otherOwner: MerchantPerson;
let customer: Person;
let staff: Person;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString(), at: Date.now() });
      const queue = answers.get(path);
      const status = queue && queue.length > 0 ? (queue.shift() as number) : 200;
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? `ok ${path}` : `${"down ".repeat(200)}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp();
  admin = await makeAdmin(t, "admin");
  owner = await makeMerchant(t);
  otherOwner = await makeMerchant(t);
  customer = await makeCustomer(t);
  staff = await makeStaff(t, owner, ["store:write", "orders:read", "orders:write"]);
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const arrivedAt = (path: string) => received.filter((r) => r.path === path);
const endpointCount = async () => Number(((await t.db.execute(sql`select count(*)::int as n from webhook_endpoints`)).rows[0] as { n: number }).n);

async function register(who: Person, path: string, events: string[] = ["order.created"]) {
  const res = await t.call("POST", `${W}/endpoints`, { token: who.token, body: { url: `${base}${path}`, events, description: `Receiver ${path}` } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; secret: string; url: string; enabled: boolean };
}

/** Waits (polling) until `check` answers a value, or fails after a generous deadline. */
async function waitFor<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function withProductionRule<T>(run: () => Promise<T>): Promise<T> {
  const config = t.jobDeps.config;
  const before = config.NODE_ENV;
  config.NODE_ENV = "production";
  try {
    return await run();
  } finally {
    config.NODE_ENV = before;
  }
}

describe("registering endpoints", () => {
  it("answers the secret once, and lists without it", async () => {
    const made = await register(owner, "/first", ["order.created", "order.delivered", "order.created"]);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(made).toMatchObject({ enabled: true, url: `${base}/first` });
    const list = await t.call("GET", `${W}/endpoints`, { token: owner.token });
    const row = list.json().data.rows.find((r: { id: string }) => r.id === made.id);
    expect(row).toMatchObject({ events: ["order.created", "order.delivered"], storeId: owner.storeId, disabledReason: null });
    expect(row.secret).toBeUndefined();
    const one = await t.call("GET", `${W}/endpoints/${made.id}`, { token: owner.token });
    expect(one.json().data.secret).toBeUndefined();
  });

  it("refuses a bad address or an unknown event with 422 and writes nothing", async () => {
    const before = await endpointCount();
    const cases = [
      { url: "not a url", events: ["order.created"], path: "url" },
      { url: "ftp://example.com/in", events: ["order.created"], path: "url" },
      { url: `${base}/x`, events: ["order.teleported"], path: "events.0" },
      { url: `${base}/x`, events: [], path: "events" },
      { url: "https://user:secret@example.com/in", events: ["order.created"], path: "url" },
    ];
    for (const body of cases) {
      const res = await t.call("POST", `${W}/endpoints`, { token: owner.token, body: { url: body.url, events: body.events } });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(body.path);
    }
    expect(await endpointCount()).toBe(before);
  });

  it("in production: only https, and never a private, loopback or link-local address", async () => {
    const before = await endpointCount();
    await withProductionRule(async () => {
      for (const [url, message] of [
        [`${base}/plain-http`, WEBHOOK_MESSAGES.urlNotHttps],
        ["https://127.0.0.1/in", WEBHOOK_MESSAGES.urlPrivate],
        ["https://10.0.0.8/in", WEBHOOK_MESSAGES.urlPrivate],
        ["https://169.254.169.254/latest/meta-data", WEBHOOK_MESSAGES.urlPrivate],
        ["https://[::1]/in", WEBHOOK_MESSAGES.urlPrivate],
        ["https://[::ffff:192.168.0.1]/in", WEBHOOK_MESSAGES.urlPrivate],
      ]) {
        const res = await t.call("POST", `${W}/endpoints`, { token: admin.token, body: { url, events: ["order.created"] } });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().errors).toEqual([{ path: "url", message }]);
      }
    });
    expect(await endpointCount()).toBe(before);
  });
});

describe("who manages which endpoints", () => {
  it("another store's endpoint is 404; customers and staff get 403; admins see only the platform's", async () => {
    const mine = await register(owner, "/tenancy");
    const theirs = await register(otherOwner, "/tenancy-other");
    const platform = await register(admin, "/tenancy-platform");
    for (const [method, url, body] of [
      ["GET", `${W}/endpoints/${mine.id}`, undefined],
      ["PATCH", `${W}/endpoints/${mine.id}`, { enabled: false }],
      ["DELETE", `${W}/endpoints/${mine.id}`, undefined],
      ["POST", `${W}/endpoints/${mine.id}/test`, undefined],
      ["POST", `${W}/endpoints/${mine.id}/rotate-secret`, undefined],
      ["GET", `${W}/endpoints/${mine.id}/deliveries`, undefined],
    ] as const) {
      const res = await t.call(method, url, { token: otherOwner.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await t.call(method, url, { token: admin.token, body })).statusCode, `${method} ${url} as admin`).toBe(404);
      expect((await t.call(method, url, { token: customer.token, body })).statusCode).toBe(403);
      expect((await t.call(method, url, { token: staff.token, body })).statusCode).toBe(403);
    }
    expect((await t.call("GET", `${W}/endpoints`, { token: customer.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${W}/endpoints`, { token: staff.token })).statusCode).toBe(403);
    const adminList = (await t.call("GET", `${W}/endpoints`, { token: admin.token })).json().data.rows.map((r: { id: string }) => r.id);
    expect(adminList).toContain(platform.id);
    expect(adminList).not.toContain(mine.id);
    expect(adminList).not.toContain(theirs.id);
    const ownList = (await t.call("GET", `${W}/endpoints`, { token: owner.token })).json().data.rows.map((r: { id: string }) => r.id);
    expect(ownList).toContain(mine.id);
    expect(ownList).not.toContain(theirs.id);
    expect(ownList).not.toContain(platform.id);
  });
});

describe("delivery attempts, run one at a time", () => {
  it("at delivery time, with the production rule on, an endpoint on a loopback address is not called, and the refusal is logged", async () => {
    const made = await register(owner, "/guarded", ["stock.low"]);
    await t.call("PATCH", `${W}/endpoints/${made.id}`, { token: owner.token, body: { url: `https://127.0.0.1:${new URL(base).port}/guarded` } });
    await emitWebhook(t.db, { event: "stock.low", storeId: owner.storeId, payload: { productId: "p1" } });
    const [delivery] = (await t.call("GET", `${W}/endpoints/${made.id}/deliveries`, { token: owner.token })).json().data.rows;
    await withProductionRule(() => expect(runJob(t.jobDeps, "webhooks.deliver", { deliveryId: delivery.id })).rejects.toThrow(/no answer/));
    const [after] = (await t.call("GET", `${W}/endpoints/${made.id}/deliveries`, { token: owner.token })).json().data.rows;
    expect(after).toMatchObject({ status: "pending", attempts: 1, statusCode: null, responseExcerpt: "Not sent: the address resolves to a private, loopback or link-local network" });
    expect(arrivedAt("/guarded")).toHaveLength(0);
    // Turned off now, so the queue started later does not try it again.
    await t.call("PATCH", `${W}/endpoints/${made.id}`, { token: owner.token, body: { enabled: false } });
  });

  it("an endpoint failing attempts in a row is turned off, with the reason; enabling it clears the streak", async () => {
    const config = t.jobDeps.config;
    const limit = config.WEBHOOK_DISABLE_AFTER_FAILURES;
    config.WEBHOOK_DISABLE_AFTER_FAILURES = 3;
    try {
      const made = await register(owner, "/flaky", ["stock.low"]);
      answers.set("/flaky", [500, 500, 500, 500]);
      await emitWebhook(t.db, { event: "stock.low", storeId: owner.storeId, payload: { productId: "p2" } });
      const [delivery] = (await t.call("GET", `${W}/endpoints/${made.id}/deliveries`, { token: owner.token })).json().data.rows;
      await expect(runJob(t.jobDeps, "webhooks.deliver", { deliveryId: delivery.id })).rejects.toThrow(/500/);
      await expect(runJob(t.jobDeps, "webhooks.deliver", { deliveryId: delivery.id })).rejects.toThrow(/500/);
      // The third failure turns the endpoint off: no retry is asked for.
      await runJob(t.jobDeps, "webhooks.deliver", { deliveryId: delivery.id });
      const endpoint = (await t.call("GET", `${W}/endpoints/${made.id}`, { token: owner.token })).json().data;
      expect(endpoint).toMatchObject({ enabled: false, disabledReason: "failures", consecutiveFailures: 3 });
      const [log] = (await t.call("GET", `${W}/endpoints/${made.id}/deliveries`, { token: owner.token })).json().data.rows;
      expect(log).toMatchObject({ status: "failed", attempts: 3, statusCode: 500 });
      expect(log.responseExcerpt.length).toBe(500);
      expect(arrivedAt("/flaky")).toHaveLength(3);
      const test = await t.call("POST", `${W}/endpoints/${made.id}/test`, { token: owner.token });
      expect(test.statusCode).toBe(409);
      const enabled = await t.call("PATCH", `${W}/endpoints/${made.id}`, { token: owner.token, body: { enabled: true } });
      expect(enabled.json()).toMatchObject({ message: WEBHOOK_MESSAGES.endpointEnabled, data: { enabled: true, disabledReason: null, consecutiveFailures: 0 } });
      await t.call("PATCH", `${W}/endpoints/${made.id}`, { token: owner.token, body: { enabled: false } });
    } finally {
      config.WEBHOOK_DISABLE_AFTER_FAILURES = limit;
    }
  });
});

describe("events emitted where they happen", () => {
  it("a status move queues order.status_changed in its transaction, for listening endpoints only", async () => {
    const seller = await makeSeller(t);
    const listening = await register(seller, "/moves", ["order.status_changed"]);
    const deaf = await register(seller, "/moves-deaf", ["order.delivered"]);
    const order = await makePaidOrder(t, seller);
    await moveStatus(t, seller, order.orderId, "confirmed");
    const rows = (await t.db.execute(sql`select endpoint_id, event, body from webhook_deliveries where body->'data'->>'orderId' = ${order.orderId} and event = 'order.status_changed'`)).rows as {
      endpoint_id: string;
      body: { data: { from: string; status: string } };
    }[];
    expect(rows.map((r) => r.endpoint_id)).toEqual([listening.id]);
    expect(rows[0].body.data).toMatchObject({ from: "pending", status: "confirmed" });
    const deafRows = (await t.db.execute(sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${deaf.id}`)).rows[0] as { n: number };
    expect(deafRows.n).toBe(0);
  }, 60_000);
});

describe("deliveries through the job queue", () => {
  beforeAll(async () => {
    await t.startJobQueue();
  });

  it("a paid order reaches the store's endpoint and the platform's, signed with each one's secret; not another store's", async () => {
    const seller = await makeSeller(t);
    const storeHook = await register(seller, "/orders-store", ["order.created"]);
    const platformHook = await register(admin, "/orders-platform", ["order.created"]);
    const otherHook = await register(otherOwner, "/orders-other", ["order.created"]);
    const order = await makePaidOrder(t, seller);
    const atStore = await waitFor(async () => arrivedAt("/orders-store").find((r) => JSON.parse(r.body).data.orderId === order.orderId), "the store's delivery");
    const atPlatform = await waitFor(async () => arrivedAt("/orders-platform").find((r) => JSON.parse(r.body).data.orderId === order.orderId), "the platform's delivery");
    for (const [arrived, secret] of [[atStore, storeHook.secret], [atPlatform, platformHook.secret]] as const) {
      expect(arrived.headers[WEBHOOK_EVENT_HEADER]).toBe("order.created");
      expect(arrived.headers["content-type"]).toBe("application/json");
      const signedAt = verifySignedPayload(secret, arrived.body, arrived.headers[WEBHOOK_SIGNATURE_HEADER] as string);
      expect(signedAt).toBeInstanceOf(Date);
      // Another secret does not verify it.
      expect(verifySignedPayload(otherHook.secret, arrived.body, arrived.headers[WEBHOOK_SIGNATURE_HEADER] as string)).toBeNull();
      expect(JSON.parse(arrived.body)).toMatchObject({ event: "order.created", storeId: seller.storeId, data: { orderId: order.orderId, orderNumber: order.orderNumber } });
    }
    expect(JSON.parse(atStore.body).id).toBe(JSON.parse(atPlatform.body).id);
    expect(arrivedAt("/orders-other")).toHaveLength(0);
    const [logged] = await waitFor(async () => {
      const rows = (await t.call("GET", `${W}/endpoints/${storeHook.id}/deliveries`, { token: seller.token })).json().data.rows;
      return rows[0]?.status === "succeeded" ? rows : null;
    }, "the log row");
    expect(logged).toMatchObject({ event: "order.created", status: "succeeded", attempts: 1, statusCode: 200, responseExcerpt: "ok /orders-store" });
    expect(logged.latencyMs).toBeGreaterThanOrEqual(0);
  }, 90_000);

  it("a failing receiver is retried with backoff and every attempt is logged", async () => {
    const made = await register(owner, "/retry", ["order.status_changed"]);
    answers.set("/retry", [503]);
    await emitWebhook(t.db, { event: "order.status_changed", storeId: owner.storeId, payload: { orderId: "o-retry", status: "confirmed" } });
    const delivered = await waitFor(async () => {
      const rows = (await t.call("GET", `${W}/endpoints/${made.id}/deliveries`, { token: owner.token })).json().data.rows;
      return rows[0]?.status === "succeeded" ? rows[0] : null;
    }, "the retried delivery", 80_000);
    expect(delivered).toMatchObject({ attempts: 2, statusCode: 200 });
    const attempts = (await t.db.execute(sql`select attempt, status_code, response_excerpt, at from webhook_attempts where delivery_id = ${delivered.id} order by attempt`)).rows as {
      attempt: number;
      status_code: number;
      response_excerpt: string;
      at: Date;
    }[];
    expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([[1, 503], [2, 200]]);
    expect(attempts[0].response_excerpt).toMatch(/^down /);
    // The queue waits at least the first retry delay (5 s) before the second attempt.
    const [first, second] = arrivedAt("/retry");
    expect(second.at - first.at).toBeGreaterThanOrEqual(4_500);
    const [job] = (await t.db.execute(sql`select retry_limit, retry_delay, retry_backoff from pgboss.job where name = 'webhooks.deliver' and data->>'deliveryId' = ${delivered.id}`)).rows;
    expect(job).toMatchObject({ retry_limit: 10, retry_delay: 5, retry_backoff: true });
  }, 90_000);

  it("a test event arrives signed; a replay sends the same event again as a new delivery", async () => {
    const made = await register(admin, "/test-event", ["product.approved"]);
    const test = await t.call("POST", `${W}/endpoints/${made.id}/test`, { token: admin.token });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ message: WEBHOOK_MESSAGES.testQueued, data: { event: "webhook.test", status: "pending" } });
    const first = await waitFor(async () => arrivedAt("/test-event")[0], "the test event");
    expect(verifySignedPayload(made.secret, first.body, first.headers[WEBHOOK_SIGNATURE_HEADER] as string)).toBeInstanceOf(Date);
    const firstBody = JSON.parse(first.body);
    expect(firstBody).toMatchObject({ event: "webhook.test", storeId: null });

    const replay = await t.call("POST", `${W}/deliveries/${test.json().data.id}/replay`, { token: admin.token });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ replayOf: test.json().data.id, event: "webhook.test" });
    const again = await waitFor(async () => arrivedAt("/test-event")[1], "the replay");
    expect(JSON.parse(again.body)).toEqual(firstBody);
    expect(again.headers["x-bitmarte-delivery"]).toBe(replay.json().data.id);

    // Another tenant cannot replay it; a customer may not at all.
    expect((await t.call("POST", `${W}/deliveries/${test.json().data.id}/replay`, { token: owner.token })).statusCode).toBe(404);
    expect((await t.call("POST", `${W}/deliveries/${test.json().data.id}/replay`, { token: customer.token })).statusCode).toBe(403);

    const page = (await t.call("GET", `${W}/endpoints/${made.id}/deliveries?page=1&limit=1`, { token: admin.token })).json().data;
    expect(page.count).toBe(2);
    expect(page.rows).toHaveLength(1);
  }, 90_000);

  it("rotating the secret answers a new one, and deliveries are signed with it", async () => {
    const made = await register(owner, "/rotate", ["order.created"]);
    const rotated = (await t.call("POST", `${W}/endpoints/${made.id}/rotate-secret`, { token: owner.token })).json().data;
    expect(rotated.secret).not.toBe(made.secret);
    await t.call("POST", `${W}/endpoints/${made.id}/test`, { token: owner.token });
    const arrived = await waitFor(async () => arrivedAt("/rotate")[0], "the delivery after rotation");
    expect(verifySignedPayload(rotated.secret, arrived.body, arrived.headers[WEBHOOK_SIGNATURE_HEADER] as string)).toBeInstanceOf(Date);
    expect(verifySignedPayload(made.secret, arrived.body, arrived.headers[WEBHOOK_SIGNATURE_HEADER] as string)).toBeNull();
    const removed = await t.call("DELETE", `${W}/endpoints/${made.id}`, { token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect((await t.call("GET", `${W}/endpoints/${made.id}`, { token: owner.token })).statusCode).toBe(404);
  }, 90_000);
});
