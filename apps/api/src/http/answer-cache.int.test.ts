import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { makeBuyableProduct, type SeededProduct } from "../../test/factories/cart.js";
import { makeMerchant, type MerchantPerson } from "../../test/factories/people.js";

/** Public catalogue reads (product list, product data) kept per process, like the storefront's pages. */
let t: TestApp;
let seller: MerchantPerson;
let product: SeededProduct;
const productUrl = () => `/api/v1/products/customer/product/${product.id}`;
const listUrl = () => `/api/v1/products/customer/getallproducts?storeId=${seller.storeId}&limit=20`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  product = await makeBuyableProduct(t, seller, { quantity: 7, sellingPrice: 4500, price: 5000 });
  // A list long enough to be worth compressing.
  for (let i = 0; i < 4; i++) await makeBuyableProduct(t, seller);
  // Those rows were written straight to the tables: let their notifications arrive before counting hits.
  await new Promise((r) => setTimeout(r, 300));
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
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
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
    while (Date.now() - started < 2000 && price === before) {
      price = (await get(productUrl())).json().data.pricing.sellingPrice;
      if (price === before) await new Promise((r) => setTimeout(r, 20));
    }
    expect(price).toBe(before + 100);
  });
});
