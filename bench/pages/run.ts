/**
 * Storefront pages and server processes: starts the real server (apps/api/src/main.ts, production mode,
 * demo data, its own embedded PostgreSQL) with WEB_CONCURRENCY=1 and then 2, and sends anonymous GETs
 * with BENCH_CONNECTIONS (32) keep-alive connections for BENCH_SECONDS (8) per scenario:
 *
 *   /health (the ceiling of this run), home, category (the catalogue list page) and product page
 *   from the page cache, the same pages rendered on every request (a unique query string per request
 *   misses the cache), and the catalogue list and product data APIs (answered from the answer cache, and
 *   computed on every request). Then product pages, category pages and the list API again, with and
 *   without BENCH_PRICE_CHANGES_PER_SECOND (20) price changes a second of random listed products,
 *   written straight to the database (as another process or a script would). Then a table of 1 and 2
 *   processes side by side.
 *
 *   npm run build -w apps/web            # once: the web build the server renders
 *   node --import tsx bench/pages/run.ts
 *   BENCH_PROCESSES=1 BENCH_SECONDS=5 node --import tsx bench/pages/run.ts
 *   BENCH_ONLY="cached|list API" node --import tsx bench/pages/run.ts   # scenarios by name (a regular expression)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** A short `/health` run right before each scenario: on a shared machine the ceiling moves within a minute. */
const HEALTH_SECONDS = Number(process.env.BENCH_HEALTH_SECONDS ?? 3);
const PROCESSES = (process.env.BENCH_PROCESSES ?? "1,2").split(",").map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "br, gzip";
const PRICE_CHANGES_PER_SECOND = Number(process.env.BENCH_PRICE_CHANGES_PER_SECOND ?? 20);
const PG_PORT = process.env.BENCH_PG_PORT ?? "54347";
const say = (m: string) => console.log(`[bench:pages] ${m}`);

interface Result {
  processes: number;
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rps: number;
  bytes: number;
  /** `/health` req/s measured just before this scenario. */
  nearHealth?: number;
  /** Answers the page or answer cache gave (HIT or STALE). */
  cached: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `CONNECTIONS` keep-alive connections, each sending its next request when the last one is read. */
async function load(processes: number, name: string, pathOf: (i: number) => string, seconds = SECONDS): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let cached = 0;
  let i = 0;
  let firstError = "";
  const one = (p: string) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get({ host: "127.0.0.1", port: PORT, path: p, agent, headers: { "accept-encoding": ENCODING, accept: "text/html" } }, (res) => {
        res.on("data", (c: Buffer) => (bytes += c.length));
        const how = String(res.headers["x-page-cache"] ?? res.headers["x-answer-cache"] ?? "");
        res.on("end", () => {
          if (how === "HIT" || how === "STALE") cached++;
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200) {
            errors++;
            firstError ||= `${res.statusCode} ${p}`;
          }
          resolve();
        });
      });
      req.on("error", (e) => {
        errors++;
        firstError ||= e.message;
        resolve();
      });
    });
  // Warm-up: a few requests so the first render and connection set-up are not counted.
  for (let w = 0; w < 3; w++) await one(pathOf(1_000_000 + w));
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) await one(pathOf(i++));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  if (firstError) say(`${name}: first error ${firstError}`);
  const sorted = latencies.sort((a, b) => a - b);
  return { processes, name, requests: sorted.length, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99), rps: sorted.length / elapsed, bytes, cached };
}

async function startServer(processes: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  let output = "";
  // BENCH_SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=data/prof" (a profile of the server, written at exit).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      WEB_CONCURRENCY: String(processes),
      HOST: "127.0.0.1",
      PORT: String(PORT),
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString("hex"),
      DATA_DIR: path.join(root, "data/bench-pages"),
      PG_DATA_DIR: path.join(root, "data/bench-pages/pg"),
      PG_PORT,
      SEED_DEMO: "1",
      SKIP_WEB_BUILD: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const started = Date.now();
  while (!/Bitmarte is running/.test(output)) {
    if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // Every process listening: the health check answers through the shared port.
  await new Promise((r) => setTimeout(r, 1500 * processes));
  return {
    child,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    },
  };
}

/**
 * Changes the selling price of a random listed product `perSecond` times a second, one statement each,
 * straight to the database, until stopped. Returns how many it made.
 */
function priceChanges(perSecond: number): { stop: () => Promise<number> } {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${PG_PORT}/bitmarte` });
  let running = true;
  let made = 0;
  const done = (async () => {
    await client.connect();
    const { rows } = await client.query<{ id: string }>("select id from products where listed");
    const started = performance.now();
    while (running) {
      const id = rows[Math.floor(Math.random() * rows.length)]?.id;
      await client.query("update products set selling_price = selling_price + (case when random() < 0.5 then 100 else -100 end) where id = $1 and selling_price > 200", [id]);
      made++;
      const due = started + (made * 1000) / perSecond;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return made;
    },
  };
}

async function json<T>(p: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${PORT}${p}`);
  return (await res.json()) as T;
}

async function main() {
  const results: Result[] = [];
  for (const processes of PROCESSES) {
    say(`server with WEB_CONCURRENCY=${processes}…`);
    const server = await startServer(processes);
    try {
      const list = await json<{ data: { data: { id: string; categoryId: string }[] } }>("/api/v1/products/customer/getallproducts?limit=20");
      const productIds = list.data.data.map((p) => p.id);
      const productId = productIds[0];
      const categoryId = list.data.data[0]?.categoryId;
      if (!productId) throw new Error("no listed product in the demo data");
      const categories = await json<{ data: { id: string }[] }>("/api/v1/categories/getallcategories");
      const categoryIds = categories.data.map((c) => c.id);
      const writing = `${PRICE_CHANGES_PER_SECOND} price changes/s`;
      const runs: [string, (i: number) => string][] = [
        ["/health (ceiling)", () => "/health"],
        ["home, cached", () => "/"],
        ["category page, cached", () => `/category/${categoryId}`],
        ["product page, cached", () => `/product/${productId}`],
        ["home, rendered each time", (i) => `/?bench=${processes}-${i}`],
        ["category page, rendered each time", (i) => `/category/${categoryId}?bench=${processes}-${i}`],
        ["product page, rendered each time", (i) => `/product/${productId}?bench=${processes}-${i}`],
        ["catalogue list API", () => "/api/v1/products/customer/getallproducts?limit=20"],
        ["catalogue list API, computed each time", (i) => `/api/v1/products/customer/getallproducts?limit=20&bench=${processes}-${i}`],
        ["product data API", (i) => `/api/v1/products/customer/product/${productIds[i % productIds.length]}`],
        ["product data API, computed each time", (i) => `/api/v1/products/customer/product/${productIds[i % productIds.length]}?bench=${processes}-${i}`],
        ["20 product pages, cached", (i) => `/product/${productIds[i % productIds.length]}`],
        [`20 product pages, cached, ${writing}`, (i) => `/product/${productIds[i % productIds.length]}`],
        ["category pages, cached", (i) => `/category/${categoryIds[i % categoryIds.length]}`],
        [`category pages, cached, ${writing}`, (i) => `/category/${categoryIds[i % categoryIds.length]}`],
        [`catalogue list API, ${writing}`, () => "/api/v1/products/customer/getallproducts?limit=20"],
      ];
      const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
      for (const [name, pathOf] of runs) {
        if (only && !name.startsWith("/health") && !only.test(name)) continue;
        const near = name.startsWith("/health") || HEALTH_SECONDS <= 0 ? undefined : await load(processes, "/health", () => "/health", HEALTH_SECONDS);
        const writer = name.endsWith(writing) ? priceChanges(PRICE_CHANGES_PER_SECOND) : null;
        const r = { ...(await load(processes, name, pathOf)), nearHealth: near?.rps };
        const changes = await writer?.stop();
        results.push(r);
        const share = `${((100 * r.cached) / Math.max(1, r.requests)).toFixed(1)} % from the cache`;
        say(`${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms, ${share}${changes === undefined ? "" : `, ${changes} price changes`}`);
      }
    } finally {
      await server.stop();
    }
  }

  const health = new Map(results.filter((r) => r.name.startsWith("/health")).map((r) => [r.processes, r.rps]));
  console.log("");
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per scenario, Accept-Encoding: ${ENCODING}`);
  console.log("");
  console.log("| processes | scenario                                 | requests | errors | p50 ms | p99 ms |  req/s | % of /health | KB/answer | from cache |");
  console.log("|----------:|:-----------------------------------------|---------:|-------:|-------:|-------:|-------:|-------------:|----------:|-----------:|");
  for (const r of results) {
    const pct = (100 * r.rps) / (r.nearHealth ?? health.get(r.processes) ?? r.rps);
    console.log(
      `| ${String(r.processes).padStart(9)} | ${r.name.padEnd(40)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(6)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p99.toFixed(1).padStart(6)} | ${r.rps.toFixed(0).padStart(6)} | ${pct.toFixed(1).padStart(11)}% | ${(r.bytes / Math.max(1, r.requests) / 1024).toFixed(1).padStart(9)} | ${((100 * r.cached) / Math.max(1, r.requests)).toFixed(1).padStart(8)} % |`,
    );
  }
  if (PROCESSES.length > 1) sideBySide(results, health);
}

/**
 * Each scenario's throughput per process count in one row, each beside the `/health` measured just
 * before it (the first `/health` row is the run's opening ceiling).
 */
function sideBySide(results: Result[], health: Map<number, number>): void {
  const names = [...new Set(results.map((r) => r.name))];
  const head = ["scenario", ...PROCESSES.flatMap((n) => [`${n}p req/s`, `${n}p /health just before`, `${n}p % of it`, `${n}p p99 ms`]), `${PROCESSES.at(-1)}p ÷ ${PROCESSES[0]}p`];
  const rows = names.map((name) => {
    const of = (n: number) => results.find((r) => r.name === name && r.processes === n);
    const cells = PROCESSES.flatMap((n) => {
      const r = of(n);
      if (!r) return ["–", "–", "–", "–"];
      const ceiling = r.nearHealth ?? health.get(n) ?? r.rps;
      return [r.rps.toFixed(0), ceiling.toFixed(0), `${((100 * r.rps) / ceiling).toFixed(1)} %`, r.p99.toFixed(1)];
    });
    const first = of(PROCESSES[0] as number);
    const last = of(PROCESSES.at(-1) as number);
    return [name, ...cells, first && last && first.rps > 0 ? `${(last.rps / first.rps).toFixed(2)}×` : "–"];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  console.log("");
  console.log(`Side by side (${PROCESSES.join(" vs ")} processes):`);
  console.log("");
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
