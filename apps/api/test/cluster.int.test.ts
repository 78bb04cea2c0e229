import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { makeBuyableProduct, type SeededProduct } from "./factories/cart.js";
import { makeMerchant, type MerchantPerson } from "./factories/people.js";

// `WEB_CONCURRENCY=2`: the real server entry (src/main.ts) forks two processes on one port, on this
// file's database. The API checks always run; the page-cache checks need the web build
// (`npm run build -w apps/web`), which `npm test` makes only after the API suite.
const root = path.resolve(import.meta.dirname, "../../..");
const webBuild = path.join(root, "apps/web/build");
const hasWebBuild = existsSync(path.join(webBuild, "server/index.js"));

let t: TestApp;
let seller: MerchantPerson;
let product: SeededProduct;
let kettle: SeededProduct;
let child: ChildProcess | null = null;
let output = "";
let base = "";

async function waitFor(check: () => boolean, ms: number, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`${what} within ${ms} ms:\n${output.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Waits until `times` fresh connections in a row (so both processes, which take connections in turn)
 * answer what `fresh` accepts: a write's notification reaches each process in its own time.
 */
async function untilFreshInARow(times: number, path: string, fresh: (res: Awaited<ReturnType<typeof getFresh>>) => boolean, what: string) {
  const started = Date.now();
  let inARow = 0;
  while (inARow < times) {
    if (Date.now() - started > 15_000) throw new Error(`${what} within 15 s:\n${output.slice(-4000)}`);
    inARow = fresh(await getFresh(path)) ? inARow + 1 : 0;
  }
}

function getFresh(p: string): Promise<{ status: number; headers: Record<string, string | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${p}`, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string | undefined>, body }));
      })
      .on("error", reject);
  });
}

/** The processes that logged an incoming request for `url` since `from` (an offset into the output). */
function pidsServing(url: string, from: number): Set<string> {
  const pids = new Set<string>();
  for (const line of output.slice(from).split("\n")) {
    if (!line.includes('"msg":"incoming request"') || !line.includes(`"url":"${url}"`)) continue;
    const pid = /"pid":(\d+)/.exec(line)?.[1];
    if (pid) pids.add(pid);
  }
  return pids;
}

interface SearchPage {
  data: { data: { id: string; inStock: boolean }[]; count: number };
}

// One server for both groups below: started before the first, stopped after the last.
beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  product = await makeBuyableProduct(t, seller, { quantity: 20 });
  kettle = await makeBuyableProduct(t, seller, { name: "Quokkaberry Kettle", quantity: 20 });
  const port = 41000 + Math.floor(Math.random() * 2000);
  base = `http://127.0.0.1:${port}`;
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "development",
      WEB_CONCURRENCY: "2",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: t.url,
      JWT_SECRET: t.jobDeps.config.JWT_SECRET,
      SEED_DEMO: "0",
      WEB_BUILD_DIR: webBuild,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  await waitFor(() => (output.match(/Server listening at/g) ?? []).length >= 2, 90_000, "two processes listening");
}, 120_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child?.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}, 20_000);

describe("two server processes (WEB_CONCURRENCY=2)", () => {
  it("both processes answer the API, each keeping a search of its own, and a write through either drops it in both", async () => {
    const url = "/api/v1/products/customer/getallproducts?search=quokkaberry";
    const from = output.length;
    // A connection of its own per request: the cluster hands out connections, not requests.
    for (let i = 0; i < 8; i++) {
      const res = await getFresh(url);
      expect(res.status).toBe(200);
      const page = (JSON.parse(res.body) as SearchPage).data;
      expect(page.count).toBe(1);
      expect(page.data.map((p) => [p.id, p.inStock])).toEqual([[kettle.id, true]]);
    }
    await waitFor(() => pidsServing(url, from).size === 2, 5000, "both processes logging the search");

    // Sold out through one process; the other has the search's first page kept for 30 s, and drops it
    // when the database's notification comes (within seconds, not the 30 s time-to-live).
    const res = await fetch(`${base}/api/v1/products/update-product-inventory`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${seller.token}`, "content-type": "application/json" },
      body: JSON.stringify({ productId: kettle.id, quantity: 0 }),
    });
    expect(res.status).toBe(200);
    const after = output.length;
    const soldOut = (body: string) => JSON.stringify((JSON.parse(body) as SearchPage).data.data.map((p) => [p.id, p.inStock])) === JSON.stringify([[kettle.id, false]]);
    await untilFreshInARow(6, url, (r) => soldOut(r.body), "both processes showing the search sold out");
    await waitFor(() => pidsServing(url, after).size === 2, 5000, "both processes answering after the write");
  });
});

describe.skipIf(!hasWebBuild)("two server processes with the web app (WEB_CONCURRENCY=2)", () => {
  it("both processes answer, each with a page cache of its own", async () => {
    const results: string[] = [];
    // A connection of its own per request: the cluster hands out connections, not requests.
    for (let i = 0; i < 12; i++) {
      const res = await getFresh(`/product/${product.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toContain(product.name);
      results.push(res.headers["x-page-cache"] ?? "");
    }
    const pids = new Set([...output.matchAll(/"pid":(\d+)[^\n]*"msg":"incoming request"/g)].map((m) => m[1]));
    expect(pids.size).toBe(2);
    // One render per process; every other answer came from that process's cache.
    expect(results.filter((r) => r === "MISS")).toHaveLength(2);
    expect(results.filter((r) => r === "HIT")).toHaveLength(10);
  });

  it("a write through either process drops the page in both within seconds (not the page's 30 s life)", async () => {
    const before = (await fetch(`${base}/product/${product.id}`)).headers.get("etag");
    const res = await fetch(`${base}/api/v1/products/update-product-inventory`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${seller.token}`, "content-type": "application/json" },
      body: JSON.stringify({ productId: product.id, quantity: 3 }),
    });
    expect(res.status).toBe(200);
    await untilFreshInARow(
      6,
      `/product/${product.id}`,
      (page) => /Only (<!-- -->)?3(<!-- -->)? left/.test(page.body) && !!page.headers.etag && page.headers.etag !== before,
      "both processes drawing the page again with 3 left",
    );
  });
});
