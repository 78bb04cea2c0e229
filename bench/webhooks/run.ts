/**
 * Measures outbound webhook delivery under load: EVENTS events are emitted (each in its own transaction,
 * CONCURRENCY at a time) to ENDPOINTS platform endpoints, and a local receiver notes when each signed
 * delivery arrives. Prints the time from the event's transaction to its arrival (p50/p95/p99/max) and
 * the deliveries per second, with the job queue as the server runs it (worker settings of
 * `webhooks.deliver`, polling every second).
 *
 *   node --import tsx bench/webhooks/run.ts
 *   BENCH_EVENTS=2000 BENCH_ENDPOINTS=5 node --import tsx bench/webhooks/run.ts
 *
 * The receiver is on 127.0.0.1, so the server runs with NODE_ENV=test (production refuses loopback);
 * the address check and DNS step still run on every attempt.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { adaptersFromConfig } from "../../apps/api/src/adapters/index.js";
import { buildApp } from "../../apps/api/src/app.js";
import { benchConfig, openBenchDatabase } from "../bench-database.js";
import { verifySignedPayload } from "../../apps/api/src/lib/signature.js";
import { JobQueue } from "../../apps/api/src/modules/jobs/index.js";
import { emitWebhook } from "../../apps/api/src/modules/webhooks/index.js";
import { webhookEndpoints } from "../../apps/api/src/modules/webhooks/webhooks.table.js";

const DB_NAME = process.env.BENCH_DB ?? "bitmarte_bench_webhooks";
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const say = (m: string) => console.log(`[bench:webhooks] ${m}`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];


async function main() {
  const database = await openBenchDatabase({
    name: DB_NAME,
    dataDirName: "pg-bench-webhooks",
    port: 54345,
    poolSize: 20,
    say,
  });
  const db = database.db;

  const config = benchConfig("test", { SEED_DEMO: "false" });
  const adapters = adaptersFromConfig(config);
  // Registers every module's jobs (webhooks.deliver among them).
  const app = await buildApp({ db, config, adapters });

  const latencies: number[] = [];
  let badSignatures = 0;
  const secrets = new Map<string, string>();
  let allArrived: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allArrived = resolve;
  });
  const expected = EVENTS * ENDPOINTS;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const arrived = Date.now();
      const body = Buffer.concat(chunks);
      const secret = secrets.get(req.url ?? "") ?? "";
      if (!verifySignedPayload(secret, body, req.headers["x-bitmarte-signature"] as string)) badSignatures += 1;
      latencies.push(arrived - Date.parse(JSON.parse(body.toString()).createdAt));
      res.writeHead(200).end("ok");
      if (latencies.length === expected) allArrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;
  const now = new Date();
  for (let i = 0; i < ENDPOINTS; i++) {
    const secret = `whsec_bench_${i}_${"x".repeat(24)}`;
    secrets.set(`/hook/${i}`, secret);
    await db.insert(webhookEndpoints).values({ url: `http://127.0.0.1:${port}/hook/${i}`, events: ["order.created"], secret, createdAt: now, updatedAt: now });
  }

  const queue = await JobQueue.start({ connectionString: database.url, deps: { db, adapters, config, log: app.log }, schedule: false });
  say(`${EVENTS} events × ${ENDPOINTS} endpoints = ${expected} deliveries, ${CONCURRENCY} emitters at once…`);
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < EVENTS) {
        const n = next++;
        await db.transaction((tx) => emitWebhook(tx, { event: "order.created", storeId: null, payload: { orderId: `bench-${n}`, total: 11600 } }));
      }
    }),
  );
  const emitted = Date.now();
  await done;
  const finished = Date.now();
  const sorted = [...latencies].sort((a, b) => a - b);
  say(`emitted in ${((emitted - started) / 1000).toFixed(1)} s (${Math.round(EVENTS / ((emitted - started) / 1000))} events/s)`);
  say(`all ${expected} delivered in ${((finished - started) / 1000).toFixed(1)} s: ${Math.round(expected / ((finished - started) / 1000))} deliveries/s`);
  say(`event → arrival latency: p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms`);
  say(`signatures that did not verify: ${badSignatures}`);

  await queue.stop({ timeoutMs: 2000 });
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
