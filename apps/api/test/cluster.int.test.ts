import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { makeBuyableProduct, type SeededProduct } from "./factories/cart.js";
import { makeMerchant, type MerchantPerson } from "./factories/people.js";

// `WEB_CONCURRENCY=2`: the real server entry (src/main.ts) forks two processes on one port, on this
// file's database, serving the built web app. Needs the web build (`npm run build -w apps/web`).
const root = path.resolve(import.meta.dirname, "../../..");
const webBuild = path.join(root, "apps/web/build");
const hasWebBuild = existsSync(path.join(webBuild, "server/index.js"));

let t: TestApp;
let seller: MerchantPerson;
let product: SeededProduct;
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

describe.skipIf(!hasWebBuild)("two server processes (WEB_CONCURRENCY=2)", () => {
  beforeAll(async () => {
    t = await createTestApp();
    seller = await makeMerchant(t);
    product = await makeBuyableProduct(t, seller, { quantity: 20 });
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

  it("a write through either process drops the page in both within a second", async () => {
    const before = (await fetch(`${base}/product/${product.id}`)).headers.get("etag");
    const res = await fetch(`${base}/api/v1/products/update-product-inventory`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${seller.token}`, "content-type": "application/json" },
      body: JSON.stringify({ productId: product.id, quantity: 3 }),
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    const after: string[] = [];
    for (let i = 0; i < 6; i++) {
      const page = await getFresh(`/product/${product.id}`);
      expect(page.body).toMatch(/Only (<!-- -->)?3(<!-- -->)? left/);
      after.push(page.headers.etag ?? "");
    }
    expect(after.every((e) => e && e !== before)).toBe(true);
  });
});
