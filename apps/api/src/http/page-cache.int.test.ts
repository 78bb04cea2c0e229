import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { makeBuyableProduct, type SeededProduct } from "../../test/factories/cart.js";
import { makeMerchant, type MerchantPerson } from "../../test/factories/people.js";
import { buildApp } from "../app.js";
import { createDb, type Db } from "../db/client.js";
import { gunzipSync } from "node:zlib";
import { PageCache, priceChangeTouches, STALE_MS, withNonce } from "./page-cache.js";

/**
 * Two server processes on one database (two apps, each with its own pools, page cache and LISTEN
 * connection), rendering pages with a stand-in for React Router that shows a product's name and stock
 * and carries the response's nonce on its script, as the real render does.
 */
let t: TestApp;
let seller: MerchantPerson;
let product: SeededProduct;
const servers: { app: FastifyInstance; db: Db; renders: number }[] = [];

async function server(): Promise<{ app: FastifyInstance; db: Db; renders: number }> {
  const db = createDb(t.url, 3);
  db.$client.on("error", () => {});
  const entry = { app: null as unknown as FastifyInstance, db, renders: 0 };
  const render = async (request: Request): Promise<Response> => {
    entry.renders++;
    const nonce = request.headers.get("x-bitmarte-csp-nonce");
    const id = new URL(request.url).pathname.split("/")[2];
    const { rows } = await db.$client.query<{ name: string; quantity: number }>("select name, quantity from products where id = $1", [id]);
    if (!rows[0]) return new Response("<!doctype html><p>Not found</p>", { status: 404, headers: { "content-type": "text/html" } });
    const html = `<!doctype html><html><body><h1>${rows[0].name}</h1><p>In stock: ${rows[0].quantity}</p>${"<p>Fresh from the store.</p>".repeat(60)}<script nonce="${nonce}">window.ok=1</script></body></html>`;
    return new Response(html, { headers: { "content-type": "text/html", "cache-control": "public, max-age=0, s-maxage=60" } });
  };
  entry.app = await buildApp({ db, config: t.jobDeps.config, adapters: t.jobDeps.adapters, clock: t.clock, web: render });
  await entry.app.ready();
  servers.push(entry);
  return entry;
}

const get = (s: { app: FastifyInstance }, url: string, headers: Record<string, string> = {}) => s.app.inject({ method: "GET", url, headers });

function nonceOf(res: { headers: Record<string, unknown>; body: string }): { header: string; html: string } {
  const header = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
  const html = /nonce="([^"]+)"/.exec(res.body)?.[1] ?? "";
  return { header, html };
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  product = await makeBuyableProduct(t, seller, { quantity: 7 });
});

afterAll(async () => {
  for (const s of servers) {
    await s.app.close();
    await s.db.$client.end().catch(() => {});
  }
});

describe("page cache", () => {
  it("renders a shared page once, with a fresh nonce in the page and its policy on every answer", async () => {
    const a = await server();
    const first = await get(a, `/product/${product.id}`);
    const second = await get(a, `/product/${product.id}`);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(a.renders).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.body).toContain(product.name);
    const [n1, n2] = [nonceOf(first), nonceOf(second)];
    expect(n1.header).toHaveLength(24);
    expect(n1.html).toBe(n1.header);
    expect(n2.html).toBe(n2.header);
    expect(n2.header).not.toBe(n1.header);
    expect(first.headers.etag).toBe(second.headers.etag);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
  });

  it("compresses a stored page for a client that accepts gzip, nonce included", async () => {
    const a = servers[0];
    const res = await a.app.inject({ method: "GET", url: `/product/${product.id}`, headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["x-page-cache"]).toBe("HIT");
    expect(res.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(res.rawPayload).toString();
    expect(html).toContain(product.name);
    expect(/nonce="([^"]+)"/.exec(html)?.[1]).toBe(/'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1]);
  });

  it("renders a page once however many ask for it at the same time", async () => {
    const a = servers[0];
    const before = a.renders;
    const url = `/product/${product.id}?together=1`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(a, url)));
    expect(a.renders).toBe(before + 1);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.headers["x-page-cache"] === "MISS")).toHaveLength(1);
    expect(answers.filter((r) => r.headers["x-page-cache"] === "WAIT")).toHaveLength(5);
  });

  it("answers 304 to a matching If-None-Match, without a policy that would not match the stored page", async () => {
    const a = servers[0];
    const page = await get(a, `/product/${product.id}`);
    const again = await get(a, `/product/${product.id}`, { "if-none-match": String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toBeUndefined();
    const stale = await get(a, `/product/${product.id}`, { "if-none-match": 'W/"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it("gives a signed-in browser the same page, but keeps it out of shared caches", async () => {
    const a = servers[0];
    const before = a.renders;
    const res = await get(a, `/product/${product.id}`, { cookie: "theme=light; bitmarte_customer_token=abc" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-page-cache"]).toBe("HIT");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(a.renders).toBe(before);
  });

  it("does not keep a page that is not found, nor pages outside the storefront", async () => {
    const a = servers[0];
    const missing = "/product/00000000-0000-4000-8000-00000000abcd";
    expect((await get(a, missing)).statusCode).toBe(404);
    expect((await get(a, missing)).headers["x-page-cache"]).toBeUndefined();
    const before = a.renders;
    await get(a, "/account");
    await get(a, "/account");
    expect(a.renders).toBe(before + 2);
  });

  // Well before the page's 30 s life is up: the other process heard the database's notification.
  it("a stock write through one process drops the page in the other within seconds", async () => {
    const a = servers[0];
    const b = await server();
    expect((await get(a, `/product/${product.id}`)).body).toContain("In stock: 7");
    const res = await b.app.inject({
      method: "PATCH",
      url: "/api/v1/products/update-product-inventory",
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { productId: product.id, quantity: 3 },
    });
    expect(res.statusCode).toBe(200);
    const started = Date.now();
    let body = "";
    while (Date.now() - started < 10_000) {
      body = (await get(a, `/product/${product.id}`)).body;
      if (body.includes("In stock: 3")) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(body).toContain("In stock: 3");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("a price change through one process drops that product's page in the other, and keeps the rest", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const other = await makeBuyableProduct(t, seller, { quantity: 2 });
    const started = Date.now();
    // The other product's own notifications (it was just written) may still be on their way: both pages kept.
    const kept = async () => {
      const answers = [await get(a, `/product/${product.id}`), await get(a, `/product/${other.id}`)];
      return answers.every((r) => r.headers["x-page-cache"] === "HIT");
    };
    while (Date.now() - started < 10_000 && !(await kept())) await new Promise((r) => setTimeout(r, 20));
    const before = a.renders;
    await b.db.$client.query("update products set selling_price = selling_price + 100 where id = $1", [product.id]);
    while (Date.now() - started < 20_000 && a.renders === before) {
      await get(a, `/product/${product.id}`);
      if (a.renders === before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(a.renders).toBe(before + 1);
    expect((await get(a, `/product/${other.id}`)).headers["x-page-cache"]).toBe("HIT");
  });

  it("a rolled-back write drops nothing", async () => {
    const a = servers[0];
    await get(a, `/product/${product.id}`);
    const before = a.renders;
    await t.db.transaction(async (tx) => {
      await tx.execute(`update products set quantity = 99 where id = '${product.id}'`);
      tx.rollback();
    }).catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    expect((await get(a, `/product/${product.id}`)).headers["x-page-cache"]).toBe("HIT");
    expect(a.renders).toBe(before);
  });
});

describe("PageCache", () => {
  it("keeps at most its size, least recently used out first, and forgets entries after their time", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1 << 20 }, () => now);
    const page = (s: string) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(s) });
    cache.set("/a", page("a"), cache.generation);
    cache.set("/b", page("b"), cache.generation);
    expect(cache.get("/a")?.body.toString()).toBe("a");
    cache.set("/c", page("c"), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.size).toBe(2);
    now = 1000;
    expect(cache.get("/a")).toBeUndefined();
    // Past its time, a page is still handed out (marked stale) while it is rendered again, for a while.
    expect(cache.lookup("/a")).toMatchObject({ fresh: false });
    now = 1000 + STALE_MS;
    expect(cache.lookup("/a")).toBeUndefined();
  });

  it("drops only matching pages, and does not store a render of a dropped page that started before the drop", () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const page = (s: string) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(s) });
    cache.set("/product/a", page("a"), cache.generation);
    cache.set("/product/b", page("b"), cache.generation);
    const renderStarted = cache.generation;
    cache.drop((key) => key.includes("/product/a"));
    expect(cache.get("/product/a")).toBeUndefined();
    expect(cache.get("/product/b")?.body.toString()).toBe("b");
    // Renders that began before the drop: the dropped page's is not kept, another page's is.
    cache.set("/product/a", page("old a"), renderStarted);
    cache.set("/", page("home"), renderStarted);
    expect(cache.get("/product/a")).toBeUndefined();
    expect(cache.get("/")?.body.toString()).toBe("home");
    cache.set("/product/a", page("new a"), cache.generation);
    expect(cache.get("/product/a")?.body.toString()).toBe("new a");
    // After a clear, nothing that began before it is kept.
    const beforeClear = cache.generation;
    cache.clear();
    cache.set("/", page("home"), beforeClear);
    expect(cache.get("/")).toBeUndefined();
  });

  it("after a price change, drops the pages that show those products or follow prices, and keeps the rest", () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 20, maxBytes: 1 << 20 });
    const [a, b] = ["0c6f4a7e-3b1d-4f7a-9a51-1d2e3f4a5b6c", "7d8e9f00-1a2b-4c3d-8e4f-5a6b7c8d9e0f"];
    const showing = (...ids: string[]) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(`<a href="/product/${ids.join('">x</a><a href="/product/')}">x</a>`) });
    const pages: Record<string, string[]> = {
      [`/product/${a}`]: [a],
      "/category/phones": [b, a.toUpperCase()],
      "/category/phones?sort=price_asc": [b],
      "/search?q=shoes&minPrice=5000": [b],
      "/": [b],
      "/_root.data": [b],
      "/home/sections?offset=8": [b],
      "/api/v1/products/customer/super-deals?limit=12": [b],
      "/category/shoes": [b],
      "/storefront/shop": [b],
      "/search?q=shoes": [b],
    };
    for (const [key, ids] of Object.entries(pages)) cache.set(key, showing(...ids), cache.generation);
    const renderStarted = cache.generation;
    cache.drop(priceChangeTouches([a]));
    expect(Object.keys(pages).filter((key) => cache.get(key))).toEqual(["/category/shoes", "/storefront/shop", "/search?q=shoes"]);
    // A render that began before the change is not kept when it shows the product.
    cache.set("/category/bags", showing(a), renderStarted);
    cache.set("/category/hats", showing(b), renderStarted);
    expect(cache.get("/category/bags")).toBeUndefined();
    expect(cache.get("/category/hats")).toBeDefined();
  });

  it("a request after a drop does not wait for a render that began before it", async () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const page = (s: string) => ({ status: 200, headers: [] as [string, string][], body: Buffer.from(s) });
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const started = cache.generation;
    const old = cache.obtain("/a", async () => {
      await gate;
      return cache.set("/a", page("old"), started);
    }, () => {});
    cache.drop((key) => key === "/a");
    const fresh = await cache.obtain("/a", async () => cache.set("/a", page("new"), cache.generation), () => {});
    expect(fresh).toMatchObject({ how: "MISS" });
    expect(fresh.page?.body.toString()).toBe("new");
    release();
    expect((await old).page?.body.toString()).toBe("old");
    expect(cache.get("/a")?.body.toString()).toBe("new");
  });

  it("puts a fresh nonce in a stored page, plain or gzip-compressed from pieces deflated once", () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const p = cache.placeholder;
    const html = `<!doctype html><link nonce="${p}">${"<p>Jollof rice, ₦4,500</p>".repeat(500)}<script nonce="${p}">1</script><script nonce="${p}">2</script>`;
    const page = cache.set("/x", { status: 200, headers: [], body: Buffer.from(html) }, cache.generation);
    for (const nonce of ["abc123", "Zm9vYmFyYmF6cXV4MTIzNA=="]) {
      const expected = html.replaceAll(p, nonce);
      expect(withNonce(page, p, nonce, false).toString()).toBe(expected);
      const gz = withNonce(page, p, nonce, true);
      expect(gunzipSync(gz).toString()).toBe(expected);
      expect(gz.length).toBeLessThan(Buffer.byteLength(expected) / 10);
    }
    const plain = cache.set("/y", { status: 200, headers: [], body: Buffer.from("{}") }, cache.generation);
    expect(gunzipSync(withNonce(plain, p, "n", true)).toString()).toBe("{}");
  });

  it("gives the same page the same ETag in every server process, whose placeholders differ", () => {
    const one = new PageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const two = new PageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    expect(one.placeholder).not.toBe(two.placeholder);
    const render = (p: string, price: string) => Buffer.from(`<script nonce="${p}">1</script><p>Suya, ${price}</p><style nonce="${p}"></style>`);
    const a = one.set("/", { status: 200, headers: [], body: render(one.placeholder, "₦2,000") }, one.generation);
    const b = two.set("/", { status: 200, headers: [], body: render(two.placeholder, "₦2,000") }, two.generation);
    expect(a.etag).toBe(b.etag);
    const changed = two.set("/", { status: 200, headers: [], body: render(two.placeholder, "₦2,500") }, two.generation);
    expect(changed.etag).not.toBe(a.etag);
  });

  it("does not store a render that an invalidation overtook", () => {
    const cache = new PageCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1 << 20 });
    const generation = cache.generation;
    cache.clear();
    cache.set("/a", { status: 200, headers: [], body: Buffer.from("old") }, generation);
    expect(cache.get("/a")).toBeUndefined();
  });
});
