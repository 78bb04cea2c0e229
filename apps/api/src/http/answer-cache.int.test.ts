import { gunzipSync } from "node:zlib";
import { categoriesEndpoints, fullPath, productsEndpoints, storesEndpoints } from "@bitmarte/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { notificationsArrived } from "../../test/cache-notifications.js";
import { makeBuyableProduct, type SeededProduct } from "../../test/factories/cart.js";
import { makeAdmin, makeMerchant, type MerchantPerson } from "../../test/factories/people.js";

/** Public catalogue reads (product list, product data) kept per process, like the storefront's pages. */
let t: TestApp;
let seller: MerchantPerson;
let product: SeededProduct;
let others: SeededProduct[] = [];
const productUrl = () => `/api/v1/products/customer/product/${product.id}`;
const listUrl = () => `/api/v1/products/customer/getallproducts?storeId=${seller.storeId}&limit=20`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  product = await makeBuyableProduct(t, seller, { quantity: 7, sellingPrice: 4500, price: 5000 });
  // A list long enough to be worth compressing.
  for (let i = 0; i < 4; i++) others.push(await makeBuyableProduct(t, seller, { quantity: 5 }));
  // Those rows were written straight to the tables: let their notifications arrive before counting hits.
  await notificationsArrived(t);
});

afterAll(async () => {
  await t.app.close();
});

describe("answer cache", () => {
  it("answers an anonymous read once from the database, then from memory, byte for byte", async () => {
    const first = await get(productUrl());
    const second = await get(productUrl());
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-answer-cache"]).toBe("MISS");
    expect(second.headers["x-answer-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.json().data.id).toBe(product.id);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    const list = await get(listUrl());
    expect(list.json().data.data.map((p: { id: string }) => p.id)).toContain(product.id);
    expect((await get(listUrl())).headers["x-answer-cache"]).toBe("HIT");
  });

  it("answers 304 to a matching If-None-Match and gzip from bytes deflated once", async () => {
    const plain = await get(listUrl());
    const again = await get(listUrl(), { "if-none-match": String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const zipped = await get(listUrl(), { "accept-encoding": "br, gzip" });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it("computes an answer once however many ask at the same time", async () => {
    const url = `${listUrl()}&sortBy=price_asc`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.headers["x-answer-cache"] === "MISS")).toHaveLength(1);
    expect(answers.filter((r) => r.headers["x-answer-cache"] === "WAIT")).toHaveLength(5);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it("leaves signed-in callers, errors and refused input out", async () => {
    const signedIn = await get(productUrl(), { authorization: `Bearer ${seller.token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["x-answer-cache"]).toBeUndefined();
    const missing = "/api/v1/products/customer/product/00000000-0000-4000-8000-00000000abcd";
    for (let i = 0; i < 2; i++) {
      const res = await get(missing);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      expect(res.headers["cache-control"]).toBeUndefined();
    }
    for (let i = 0; i < 2; i++) {
      const bad = await get("/api/v1/products/customer/getallproducts?limit=abc");
      expect(bad.statusCode).toBe(422);
      expect(bad.headers.etag).toBeUndefined();
    }
  });

  it("a product write in this process is seen by the very next read", async () => {
    expect((await get(productUrl())).headers["x-answer-cache"]).toBe("HIT");
    const res = await t.call("PATCH", "/api/v1/products/update-product-inventory", {
      token: seller.token,
      body: { productId: product.id, quantity: 0 },
    });
    expect(res.statusCode).toBe(200);
    const after = await get(productUrl());
    expect(after.headers["x-answer-cache"]).toBe("MISS");
    expect(after.json().data.inStock).toBe(false);
  });

  it("a write by another process (straight SQL here) reaches it through the database's notification", async () => {
    const before = (await get(productUrl())).json().data.pricing.sellingPrice;
    await t.db.$client.query("update products set selling_price = selling_price + 10000 where id = $1", [product.id]);
    const started = Date.now();
    let price = before;
    while (Date.now() - started < 10_000 && price === before) {
      price = (await get(productUrl())).json().data.pricing.sellingPrice;
      if (price === before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(price).toBe(before + 100);
  });

  it("a sale (a stock-only write) drops that product's data only; a product going out of stock drops the lists too", async () => {
    const [sold, untouched] = others as [SeededProduct, SeededProduct];
    const dataUrl = (id: string) => `/api/v1/products/customer/product/${id}`;
    // The earlier tests' writes may still be on their way (a busy machine): they would empty the cache below.
    await notificationsArrived(t);
    await get(listUrl());
    await get(dataUrl(sold.id));
    await get(dataUrl(untouched.id));
    expect((await get(listUrl())).headers["x-answer-cache"]).toBe("HIT");
    await t.db.$client.query("update products set quantity = quantity - 1, sold_count = sold_count + 1 where id = $1", [sold.id]);
    const started = Date.now();
    let quantity = 5;
    while (Date.now() - started < 10_000 && quantity === 5) {
      quantity = (await get(dataUrl(sold.id))).json().data.quantity;
      if (quantity === 5) await new Promise((r) => setTimeout(r, 20));
    }
    expect(quantity).toBe(4);
    expect((await get(listUrl())).headers["x-answer-cache"]).toBe("HIT");
    expect((await get(dataUrl(untouched.id))).headers["x-answer-cache"]).toBe("HIT");
    // Out of stock: the cards change (in stock → not), so every list is computed afresh.
    await t.db.$client.query("update products set quantity = 0 where id = $1", [sold.id]);
    const again = Date.now();
    let card: { inStock: boolean } | undefined;
    while (Date.now() - again < 10_000 && card?.inStock !== false) {
      card = (await get(listUrl())).json().data.data.find((p: { id: string }) => p.id === sold.id);
      if (card?.inStock !== false) await new Promise((r) => setTimeout(r, 20));
    }
    expect(card?.inStock).toBe(false);
  });
});

describe("a price change by another process", () => {
  it("drops the answers that show the product and the lists that follow prices, and keeps the rest", async () => {
    const changed = others[3] as SeededProduct;
    const elsewhere = await makeMerchant(t);
    const lone = await makeBuyableProduct(t, elsewhere, { quantity: 3 });
    await notificationsArrived(t);
    const list = fullPath(productsEndpoints.customerList);
    const dataOf = (id: string) => `/api/v1/products/customer/product/${id}`;
    const showsIt = [dataOf(changed.id), listUrl()];
    const followsPrices = [`${list}?storeId=${elsewhere.storeId}&sortBy=price_asc`, `${fullPath(productsEndpoints.superDeals)}?limit=12`];
    const untouched = [dataOf(lone.id), `${list}?storeId=${elsewhere.storeId}&limit=20`, fullPath(categoriesEndpoints.getAll)];
    for (const url of [...showsIt, ...followsPrices, ...untouched]) {
      await get(url);
      expect((await get(url)).headers["x-answer-cache"], url).toBe("HIT");
    }
    const before = (await get(dataOf(changed.id))).json().data.pricing.sellingPrice;
    await t.db.$client.query("update products set selling_price = selling_price + 10000 where id = $1", [changed.id]);
    const started = Date.now();
    let price = before;
    while (Date.now() - started < 10_000 && price === before) {
      price = (await get(dataOf(changed.id))).json().data.pricing.sellingPrice;
      if (price === before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(price).toBe(before + 100);
    for (const url of untouched) expect((await get(url)).headers["x-answer-cache"], url).toBe("HIT");
    for (const url of [listUrl(), ...followsPrices]) expect((await get(url)).headers["x-answer-cache"], url).toBe("MISS");
    const card = (await get(listUrl())).json().data.data.find((p: { id: string }) => p.id === changed.id);
    expect(card.pricing.sellingPrice).toBe(before + 100);
  });
});

describe("the storefront's other public reads", () => {
  it("are shared as well, and follow their tables' writes", async () => {
    const paths = [
      fullPath(categoriesEndpoints.getAll),
      `${fullPath(categoriesEndpoints.getTop)}?limit=12`,
      `${fullPath(productsEndpoints.superDeals)}?limit=12`,
      `${fullPath(productsEndpoints.dailyDiscountOffer)}?limit=12`,
      `${fullPath(storesEndpoints.featuredImages)}`,
      `${fullPath(productsEndpoints.promotionProducts)}?limit=10`,
      `${fullPath(productsEndpoints.officialOutlets)}?limit=4`,
      fullPath(storesEndpoints.storePolicies).replace(":storeId", seller.storeId),
    ];
    for (const path of paths) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect((await get(path)).headers["x-answer-cache"], path).toBe("HIT");
    }
    const tree = fullPath(categoriesEndpoints.getAll);
    const [category] = (await get(tree)).json().data as { id: string; name: string }[];
    await t.db.$client.query("update categories set name = name || ' & More' where id = $1", [category!.id]);
    const started = Date.now();
    let name = category!.name;
    while (Date.now() - started < 10_000 && name === category!.name) {
      name = ((await get(tree)).json().data as { id: string; name: string }[]).find((c) => c.id === category!.id)!.name;
      if (name === category!.name) await new Promise((r) => setTimeout(r, 20));
    }
    expect(name).toBe(`${category!.name} & More`);
  });
});

describe("an admin's or a merchant's write", () => {
  it("is seen by the next anonymous read in this process at once, without waiting for the notification", async () => {
    const admin = await makeAdmin(t);
    const tree = fullPath(categoriesEndpoints.getAll);
    await get(tree);
    expect((await get(tree)).headers["x-answer-cache"]).toBe("HIT");
    // The database's notification would clear it too, a moment later: the clear must come from the write's own request.
    const cache = t.app.answerCache!;
    const clearedBy: string[] = [];
    const clear = cache.clear.bind(cache);
    cache.clear = () => {
      clearedBy.push(new Error().stack ?? "");
      clear();
    };
    const res = await t.call("POST", fullPath(categoriesEndpoints.createCategory), { token: admin.token, body: { name: "Garden & Patio" } });
    cache.clear = clear;
    expect(res.statusCode).toBe(201);
    expect(clearedBy.some((stack) => stack.includes("endpoint.ts"))).toBe(true);
    const after = await get(tree);
    expect(after.headers["x-answer-cache"]).toBe("MISS");
    expect((after.json().data as { name: string }[]).map((c) => c.name)).toContain("Garden & Patio");
  });
});

describe("the database's notifications", () => {
  it("say stock:<ids> for stock-only or private writes, price:<ids> for price and stock writes, and the table for anything else", async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    const heard: string[] = [];
    client.on("notification", (n) => heard.push(n.payload ?? ""));
    await client.query(`LISTEN "cache.invalidate"`);
    // What the writes so far have said: a marker sent now arrives after all of it (one channel keeps commit
    // order), so a busy machine's late notification is waited for rather than missed.
    let markers = 0;
    const next = async () => {
      const marker = `marker:${++markers}`;
      await t.db.$client.query("select pg_notify('cache.invalidate', $1)", [marker]);
      const until = Date.now() + 15_000;
      while (!heard.includes(marker)) {
        if (Date.now() > until) throw new Error(`${marker} never arrived`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return heard.splice(0).filter((n) => n !== marker).join(" ");
    };
    try {
      const [a, b] = others.slice(2) as [SeededProduct, SeededProduct];
      await t.db.$client.query("update products set quantity = quantity + 3 where id = any($1::uuid[])", [[a.id, b.id]]);
      expect((await next()).split(" ")[0]?.replace("stock:", "").split(",").sort()).toEqual([a.id, b.id].sort());
      await t.db.$client.query("update products set selling_price = selling_price + 100 where id = $1", [a.id]);
      expect(await next()).toBe(`price:${a.id}`);
      await t.db.$client.query("update products set price = price + 100, quantity = quantity + 1 where id = $1", [a.id]);
      expect(await next()).toBe(`price:${a.id}`);
      // What no customer sees counts like stock: a content edit waiting for review, the cost price, the alert level.
      await t.db.$client.query(`update products set pending_revision = '{"status":"pending","name":"Later"}'::jsonb, updated_at = now() where id = $1`, [a.id]);
      expect(await next()).toBe(`stock:${a.id}`);
      await t.db.$client.query("update products set cost_price = cost_price + 1, stock_alert_units = 2, rejection_reason = 'Blurry photo' where id = $1", [a.id]);
      expect(await next()).toBe(`stock:${a.id}`);
      await t.db.$client.query("update products set name = name || ' (new)' where id = $1", [a.id]);
      expect(await next()).toBe("products");
      await t.db.$client.query("update products set selling_price = selling_price + 100, name = name || '!' where id = $1", [a.id]);
      expect(await next()).toBe("products");
      await t.db.$client.query("update products set quantity = 0 where id = $1", [b.id]);
      expect(await next()).toBe("products");
      await t.db.$client.query("update products set quantity = 2 where id = $1", [b.id]);
      expect(await next()).toBe("products");
      const withSizes = await makeBuyableProduct(t, seller, { variants: [{ sku: "TEE-M", size: "M", quantity: 4 }, { sku: "TEE-L", size: "L", quantity: 4 }] });
      // The product's own writes (several statements) notify as they commit: let them all arrive first.
      await next();
      const [m] = withSizes.variantIds as [string];
      await t.db.$client.query("update product_variants set quantity = quantity - 1 where id = $1", [m]);
      expect(await next()).toBe(`stock:${withSizes.id}`);
      await t.db.$client.query("update product_variants set discount_bps = 1000 where id = $1", [m]);
      expect(await next()).toBe(`price:${withSizes.id}`);
      await t.db.$client.query("update product_variants set color = 'Red' where id = $1", [m]);
      expect(await next()).toBe("product_variants");
    } finally {
      await client.end();
    }
  });
});
