import cluster from "node:cluster";
import { createHash, timingSafeEqual } from "node:crypto";
import { MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PageCache } from "./page-cache.js";

/** What the metrics read at scrape time; the platform knows no module, so app.ts hands these in. */
export interface MetricsSources {
  pools: { primary: pg.Pool; read: pg.Pool | null };
  /** Live jobs per queue and state (created, retry, active, failed). */
  jobCounts: () => Promise<{ queue: string; state: string; count: number }[]>;
  paymentsPending: () => Promise<number>;
  /** The caches of this process (the page cache is built late in buildApp, hence a function). */
  caches: () => { page: PageCache | null; answer: PageCache | null };
}

const DEAD_LETTER = /\.dead-letter$/;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Equal-length digests, so the comparison takes the same time whatever the token's length or content. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * Prometheus metrics at `GET /metrics`, behind a bearer token (`METRICS_TOKEN`). Without a token
 * nothing is registered: no route (404) and no per-request hook.
 *
 * Each server process has its own registry and answers with its own figures (requests, pools, caches,
 * memory); with several processes (`WEB_CONCURRENCY`) the series carry a `worker` label and a scrape
 * reaches whichever process accepts the connection. The database figures (jobs, payments) are the
 * same from every process.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | undefined; sources: MetricsSources }): void {
  const { token, sources } = options;
  if (!token) return;
  const registry = new Registry();
  if (cluster.isWorker) registry.setDefaultLabels({ worker: process.env.BITMARTE_WORKER_INDEX ?? String(cluster.worker?.id ?? "") });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by route template",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (req, reply) => {
    // The template, never the raw URL (ids would make a series per product). Requests no route
    // matched went to the not-found handler: rendered storefront pages, or 404s.
    const route = req.routeOptions.url ?? (reply.statusCode === 404 ? "(not found)" : "(page)");
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  const pools = [["primary", sources.pools.primary] as const, ...(sources.pools.read ? [["read", sources.pools.read] as const] : [])];
  const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"] as const,
      registers: [registry],
      collect() {
        for (const [label, pool] of pools) this.set({ pool: label }, read(pool));
      },
    });
  poolGauge("db_pool_connections", "Open connections of the database pool", (p) => p.totalCount);
  poolGauge("db_pool_idle_connections", "Idle connections of the database pool", (p) => p.idleCount);
  poolGauge("db_pool_waiting_clients", "Queries waiting for a connection of the database pool", (p) => p.waitingCount);

  const collectErrors = new Counter({
    name: "metrics_collect_errors_total",
    help: "Scrape-time reads that failed (their series are missing from that scrape)",
    labelNames: ["source"] as const,
    registers: [registry],
  });
  const safely = async (source: string, read: () => Promise<void>) => {
    try {
      await read();
    } catch (err) {
      collectErrors.inc({ source });
      app.log.warn({ err, source }, "metrics: scrape-time read failed");
    }
  };

  // One read of the job table per scrape, shared by the two job gauges.
  let jobRows: ReturnType<MetricsSources["jobCounts"]> | null = null;
  const jobs = () => {
    jobRows ??= sources.jobCounts();
    return jobRows;
  };
  new Gauge({
    name: "job_queue_jobs",
    help: "Jobs waiting (created), waiting for a retry, running (active) or failed, per queue; <job>.dead-letter queues hold jobs that failed every retry",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await safely("jobs", async () => {
        for (const row of await jobs()) this.set({ queue: row.queue, state: row.state }, row.count);
      });
    },
  });
  new Gauge({
    name: "job_failures",
    help: "Jobs that failed every retry and wait in their dead-letter queue (listed for admins), per job",
    labelNames: ["job"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await safely("job failures", async () => {
        for (const row of await jobs()) {
          if (DEAD_LETTER.test(row.queue) && row.state === "created") this.set({ job: row.queue.replace(DEAD_LETTER, "") }, row.count);
        }
      });
    },
  });
  new Gauge({
    name: "payments_pending",
    help: "Payments waiting on the provider",
    registers: [registry],
    async collect() {
      await safely("payments", async () => this.set(await sources.paymentsPending()));
    },
  });

  // The caches count their own hits and misses; the counters take their totals at scrape time.
  const cacheCounter = (name: string, help: string, read: (c: PageCache) => number) =>
    new Counter({
      name,
      help,
      labelNames: ["cache"] as const,
      registers: [registry],
      collect() {
        this.reset();
        const { page, answer } = sources.caches();
        if (page) this.inc({ cache: "page" }, read(page));
        if (answer) this.inc({ cache: "answer" }, read(answer));
      },
    });
  cacheCounter("cache_hits_total", "Cache lookups answered from the cache (fresh or stale)", (c) => c.hits);
  cacheCounter("cache_misses_total", "Cache lookups that computed the answer", (c) => c.misses);

  app.get("/metrics", async (req, reply) => {
    reply.header("cache-control", "no-store");
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return reply.status(401).send({ success: false, message: MESSAGES.unauthenticated, code: "UNAUTHENTICATED", requestId: String(req.id) });
    }
    try {
      return reply.type(registry.contentType).send(await registry.metrics());
    } finally {
      jobRows = null;
    }
  });
}
