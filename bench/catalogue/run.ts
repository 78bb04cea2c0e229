/**
 * Measures the catalogue reads through the real server (buildApp + listen on 127.0.0.1), against
 * the database made by generate.ts, and prints a table of latencies and throughput.
 *
 *   node --import tsx bench/catalogue/run.ts
 *   BENCH_REQUESTS=400 BENCH_CONCURRENCY=8 node --import tsx bench/catalogue/run.ts
 */
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import pg from "pg";
import { benchConfig } from "../bench-database.js";
import { adaptersFromConfig } from "../../apps/api/src/adapters/index.js";
import { buildApp } from "../../apps/api/src/app.js";
import { createDb, runMigrations } from "../../apps/api/src/db/client.js";
import { BENCH_ADMIN_EMAIL, BENCH_DB, BENCH_PASSWORD, benchServer, databaseUrl } from "./shared.js";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 10);
const say = (m: string) => console.log(`[bench:run] ${m}`);

interface Scenario {
  name: string;
  /** Paths to rotate through (different filters or words, as real traffic would). */
  paths: string[];
  /** The paths of the first, cold requests (default: every path once). */
  coldPaths?: string[];
  admin?: boolean;
  /** Sent straight to PostgreSQL (the paths are SQL), not through the server: the ceiling of a read. */
  bareSql?: boolean;
  /**
   * Writes sent while the scenario runs (`WRITES_PER_SECOND`), as a busy marketplace makes them: "sale"
   * takes one unit of a product's stock (what every paid order does), "price" changes a product's price.
   */
  writes?: "sale" | "price";
  /**
   * Requests a second, sent on a schedule whatever the answers do (an open loop, as real visitors
   * arrive), still at most `CONCURRENCY` in flight. A latency counts from the request's scheduled time,
   * so a request that had to wait for a free slot is not measured as fast. Without it: a closed loop
   * (`CONCURRENCY` clients sending again as soon as answered), the rate the server can sustain.
   */
  rate?: number;
}

const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 20);
const NEW_RANKINGS_PER_SECOND = Number(process.env.BENCH_NEW_RANKINGS_PER_SECOND ?? 100);

interface Result {
  name: string;
  cold: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Once = (p: string) => Promise<{ ms: number; ok: boolean }>;

function httpOnce(base: string, token?: string): Once {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return async (p: string) => {
    const started = performance.now();
    const res = await fetch(`${base}${p}`, { headers });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.status === 200 };
  };
}

/**
 * The HTTP load runs in a worker thread with its own event loop, so the server's thread does not
 * also spend its time making and reading requests (what a separate load generator would give).
 */
const LOAD_WORKER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { base, headers, paths, requests, concurrency, maxSeconds, rate } = workerData;
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const get = (p) => new Promise((resolve) => {
  const req = http.request({ host: url.hostname, port: url.port, path: p, headers, agent }, (res) => {
    res.on("data", () => {});
    res.on("end", () => resolve(res.statusCode === 200));
  });
  req.on("error", () => resolve(false));
  req.end();
});
(async () => {
  const latencies = [];
  let errors = 0, sent = 0;
  const deadline = Date.now() + maxSeconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (sent < requests && Date.now() < deadline) {
      const i = sent++;
      const p = paths[i % paths.length];
      let t0 = performance.now();
      if (rate) {
        const due = started + (i * 1000) / rate;
        if (due > t0) await new Promise((r) => setTimeout(r, due - t0));
        t0 = due;
      }
      if (!(await get(p))) errors++;
      latencies.push(performance.now() - t0);
    }
  }));
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsed: (performance.now() - started) / 1000 });
})();
`;

function loadInWorker(base: string, paths: string[], token?: string, rate?: number): Promise<{ latencies: number[]; errors: number; elapsed: number }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { base, headers, paths, requests: REQUESTS, concurrency: CONCURRENCY, maxSeconds: MAX_SECONDS, rate },
    });
    worker.once("message", (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

async function measure(once: Once, scenario: Scenario, http?: { base: string; token?: string }, write?: () => Promise<void>): Promise<Result> {
  // The first request of each path is the cold one (nothing cached in the app yet).
  const coldTimes: number[] = [];
  for (const p of scenario.coldPaths ?? scenario.paths) coldTimes.push((await once(p)).ms);
  let writing = Boolean(write);
  const writer = (async () => {
    while (writing && write) {
      await write();
      await new Promise((r) => setTimeout(r, 1000 / WRITES_PER_SECOND));
    }
  })();

  let latencies: number[] = [];
  let errors = 0;
  let elapsed: number;
  if (http) {
    ({ latencies, errors, elapsed } = await loadInWorker(http.base, scenario.paths, http.token, scenario.rate));
  } else {
    let sent = 0;
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS && Date.now() < deadline) {
          const p = scenario.paths[sent++ % scenario.paths.length];
          const r = await once(p);
          latencies.push(r.ms);
          if (!r.ok) errors++;
        }
      }),
    );
    elapsed = (performance.now() - started) / 1000;
  }
  writing = false;
  await writer;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    cold: Math.max(...coldTimes),
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
  };
}

async function main() {
  const { serverUrl, stop } = await benchServer(say);
  const db = createDb(databaseUrl(serverUrl, BENCH_DB), 20);
  // Indexes added since the data was generated are built now, not measured missing.
  await runMigrations(db);
  const [{ n, listed }] = (
    await db.execute<{ n: number; listed: number }>(sql`select count(*)::int as n, count(*) filter (where listed)::int as listed from products`)
  ).rows;
  if (n === 0) throw new Error(`No products in ${BENCH_DB}: run bench/catalogue/generate.ts first`);
  const children = (await db.execute<{ id: string }>(sql`select id from child_categories order by name limit 12`)).rows.map((r) => r.id);
  const cats = (await db.execute<{ id: string }>(sql`select id from categories order by name`)).rows.map((r) => r.id);

  const config = benchConfig("production");
  const app = await buildApp({ db, config, adapters: adaptersFromConfig(config) });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = await fetch(`${address}/api/v1/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: BENCH_ADMIN_EMAIL, password: BENCH_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const list = "/api/v1/products/customer/getallproducts";
  const productIds = (await db.execute<{ id: string }>(sql`select id from products where listed order by created_at desc limit 20`)).rows.map((r) => r.id);
  // The ceilings: the server's cheapest answer, and the card page's query sent straight to PostgreSQL.
  const bareListSql = `select p.id, p.name, p.images, p.selling_price, p.price, p.store_id, s.store_name, s.store_url, p.category_id,
    p.sub_category_id, p.child_category_id, p.quantity, p.cont_sales_out_of_stock, p.is_digital,
    exists (select 1 from product_variants v where v.product_id = p.id), p.rating_average, p.review_count, p.created_at
    from products p join stores s on s.id = p.store_id where p.listed order by p.created_at desc nulls last, p.id limit 20`;
  const misspelt = ["iphnoe", "sneekers", "blendr", "samsnug", "perfum", "macbok"];
  // Every request of a "computed" scenario is new to the server's answer cache (a query parameter the
  // API ignores), so it measures the work behind an answer; the "answer cache" scenarios repeat their
  // URLs as popular pages do.
  const tagged = (p: string, tag: string) => `${p}${p.includes("?") ? "&" : "?"}bench=${tag}`;
  const computed = (paths: string[]) => ({
    paths: Array.from({ length: 3000 }, (_, i) => tagged(paths[i % paths.length] as string, String(i))),
    coldPaths: paths.map((p) => tagged(p, "cold")),
  });
  const scenarios: Scenario[] = [
    { name: "ceiling: GET /health", paths: ["/health"] },
    { name: "ceiling: bare SQL, list page", paths: [bareListSql], bareSql: true },
    { name: "list newest, page 1, answer cache", paths: [`${list}?limit=20`] },
    { name: "list newest, page 1", ...computed([`${list}?limit=20`]) },
    { name: "list newest, offset 10,000", ...computed([`${list}?limit=20&offset=10000`]) },
    { name: "child category filter", ...computed(children.map((id) => `${list}?limit=20&childCategoryId=${id}`)) },
    { name: "category filter + price sort", ...computed(cats.map((id) => `${list}?limit=20&categoryId=${id}&sortBy=price_asc`)) },
    { name: "price sort (all)", ...computed([`${list}?limit=20&sortBy=price_asc`, `${list}?limit=20&sortBy=price_desc`]) },
    { name: "price range 10k–50k", ...computed([`${list}?limit=20&minPrice=10000&maxPrice=50000`]) },
    { name: "full-text search", ...computed(["samsung galaxy", "blender", "sneakers", "rice", "perfume", "macbook air"].map((w) => `${list}?limit=20&search=${encodeURIComponent(w)}`)) },
    { name: "misspelt search", ...computed(misspelt.map((w) => `${list}?limit=20&search=${encodeURIComponent(w)}`)) },
    {
      // Pages 2–50: each is cut from the search's kept ranking (ranked by the first request of each
      // word, then a lookup by id per page).
      name: "misspelt search, pages 2–50 (uncached)",
      ...computed(Array.from({ length: 294 }, (_, i) => `${list}?limit=20&offset=${20 * (1 + (i % 49))}&search=${misspelt[i % 6]}`)),
    },
    {
      // The same while orders sell stock: a sale tells every process to drop that product's own page
      // and data only; a price change (any other catalogue write) drops every kept answer and ranking.
      name: `misspelt search, pages 2–50, ${WRITES_PER_SECOND} sales/s`,
      ...computed(Array.from({ length: 294 }, (_, i) => `${list}?limit=20&offset=${20 * (1 + (i % 49))}&search=${misspelt[i % 6]}`)),
      writes: "sale",
    },
    {
      name: `misspelt search, pages 2–50, ${WRITES_PER_SECOND} price changes/s`,
      ...computed(Array.from({ length: 294 }, (_, i) => `${list}?limit=20&offset=${20 * (1 + (i % 49))}&search=${misspelt[i % 6]}`)),
      writes: "price",
    },
    {
      // A new ranking on every request: a price floor of its own per request (1 to 3,000 naira, so
      // the matches stay nearly the same) makes every search new to the server. The worst case.
      name: "misspelt search, new ranking each time",
      paths: Array.from({ length: 3000 }, (_, i) => `${list}?limit=20&offset=20&minPrice=${1 + i}&search=${misspelt[i % 6]}`),
      coldPaths: misspelt.map((w, i) => `${list}?limit=20&offset=20&minPrice=${5000 + i}&search=${w}`),
    },
    {
      // The same searches arriving at the target's rate (issue 22: p95 ≤ 150 ms at ≥ 100 new rankings a
      // second, 32 at a time at most), rather than as fast as the server answers.
      name: `misspelt search, new ranking each time, ${NEW_RANKINGS_PER_SECOND}/s arriving`,
      // The closed loop's searches again (the same matches; only its last 200 rankings are still kept, and
      // a tag the API ignores keeps the answer cache out of it).
      paths: Array.from({ length: 3000 }, (_, i) => `${list}?limit=20&offset=20&minPrice=${1 + i}&search=${misspelt[i % 6]}&bench=arriving`),
      coldPaths: misspelt.map((w, i) => `${list}?limit=20&offset=20&minPrice=${6000 + i}&search=${w}`),
      rate: NEW_RANKINGS_PER_SECOND,
    },
    { name: "product data, answer cache", paths: productIds.map((id) => `/api/v1/products/customer/product/${id}`) },
    { name: "product page", ...computed(productIds.map((id) => `/api/v1/products/customer/product/${id}`)) },
    { name: "admin list, page 1", paths: ["/api/v1/products/admin/getallproducts"], admin: true },
    { name: "admin list, pending", paths: ["/api/v1/products/admin/getallproducts?approvalStatus=pending&page=3"], admin: true },
    { name: "admin search", paths: ["/api/v1/products/admin/getallproducts?search=tecno%20spark"], admin: true },
  ];

  say(`${n.toLocaleString("en")} products (${listed.toLocaleString("en")} listed); ${REQUESTS} requests per scenario, ${CONCURRENCY} at a time`);
  const results: Result[] = [];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
  const http = httpOnce(address);
  const httpAdmin = httpOnce(address, token);
  const bare: Once = async (text) => {
    const started = performance.now();
    const res = await db.$client.query(text);
    return { ms: performance.now() - started, ok: res.rows.length > 0 };
  };
  // Writes go through a connection of their own, straight to the database (as another process's would).
  const writeClient = new pg.Client({ connectionString: databaseUrl(serverUrl, BENCH_DB) });
  await writeClient.connect();
  const sellable = (await writeClient.query<{ id: string }>("select id from products where listed and quantity > 5 limit 500")).rows.map((r) => r.id);
  let w = 0;
  const writer = (kind: "sale" | "price") => async () => {
    const id = sellable[w++ % sellable.length];
    if (kind === "sale") await writeClient.query("update products set quantity = quantity - 1, sold_count = sold_count + 1 where id = $1", [id]);
    else await writeClient.query("update products set selling_price = selling_price + 1 where id = $1", [id]);
  };
  for (const s of scenarios) {
    if (only && !s.name.startsWith("ceiling") && !only.test(s.name)) continue;
    const r = await measure(
      s.bareSql ? bare : s.admin ? httpAdmin : http,
      s,
      s.bareSql ? undefined : { base: address, token: s.admin ? token : undefined },
      s.writes ? writer(s.writes) : undefined,
    );
    results.push(r);
    say(`  ${s.name}: p50 ${r.p50.toFixed(1)} ms`);
  }
  await writeClient.end();
  await app.close();
  // The results are in: a pooled connection the stopping server cuts is no failure of the run.
  db.$client.on("error", () => {});
  await db.$client.end();
  await stop();

  const health = results.find((r) => r.name === "ceiling: GET /health")?.rps ?? 0;
  const bareRps = results.find((r) => r.name === "ceiling: bare SQL, list page")?.rps ?? 0;
  const pct = (v: number, of: number) => (of > 0 ? `${((100 * v) / of).toFixed(1)} %` : "–");
  const rows = results.map((r) => [
    r.name,
    String(r.requests),
    String(r.errors),
    r.cold.toFixed(1),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.rps.toFixed(0),
    pct(r.rps, health),
    pct(r.rps, bareRps),
  ]);
  const head = ["scenario", "requests", "errors", "cold ms", "p50 ms", "p95 ms", "p99 ms", "req/s", "of /health", "of bare SQL"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log();
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
