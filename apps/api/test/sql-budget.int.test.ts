/**
 * SQL statements per request on the buying path: the storefront list, the product page, add to cart
 * and checkout each stay within a budget. Every statement sent through the app's pool counts
 * (BEGIN, COMMIT and savepoints too), so a new query in a hot path shows here.
 */
import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "./app.js";
import { addToCart, makeBuyableProduct, makeSeller } from "./factories/cart.js";
import { createOrder } from "./factories/orders.js";
import { makeAddress } from "./factories/logistics.js";
import { makeCustomer, type MerchantPerson } from "./factories/people.js";

const BUDGET = { list: 3, product: 5, addToCart: 4, checkout: 40 };

interface Counter {
  count: number;
  texts: string[];
}

/** Counts every query of the pool's clients (pool.query goes through a client too). */
function countQueries(pool: pg.Pool): Counter {
  const counter: Counter = { count: 0, texts: [] };
  const wrapped = new WeakSet<object>();
  pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      counter.count++;
      const first = args[0] as string | { text?: string };
      counter.texts.push(typeof first === "string" ? first : (first?.text ?? "?"));
      return original(...args);
    };
  });
  return counter;
}

let t: TestApp;
let counter: Counter;
let seller: MerchantPerson;
let sellerB: MerchantPerson;
let productIds: string[] = [];

async function measured<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number; texts: string[] }> {
  const before = counter.count;
  const from = counter.texts.length;
  const result = await fn();
  return { result, statements: counter.count - before, texts: counter.texts.slice(from) };
}

beforeAll(async () => {
  t = await createTestApp();
  counter = countQueries(t.db.$client);
  seller = await makeSeller(t, { storeName: "Budget Store A" });
  sellerB = await makeSeller(t, { storeName: "Budget Store B" });
  for (let i = 0; i < 25; i++) productIds.push((await makeBuyableProduct(t, i % 2 ? sellerB : seller, { name: `Budget blender ${i}` })).id);
  const withVariants = await makeBuyableProduct(t, seller, {
    name: "Budget sneakers",
    variants: [{ sku: "BS-42", size: "42", quantity: 5 }, { sku: "BS-43", size: "43", quantity: 5 }],
  });
  productIds = [withVariants.id, ...productIds];
  // Warm the app's caches once (categories, counts), as a running server has them.
  await t.call("GET", "/api/v1/products/customer/getallproducts?limit=20");
});

describe("SQL statements per request", () => {
  it(`catalogue list: at most ${BUDGET.list}`, async () => {
    for (const url of [
      "/api/v1/products/customer/getallproducts?limit=20",
      "/api/v1/products/customer/getallproducts?limit=10&offset=10",
      "/api/v1/products/customer/getallproducts?limit=20&sortBy=price_asc&minPrice=100",
      "/api/v1/products/customer/getallproducts?limit=20&search=blender",
      "/api/v1/products/customer/getallproducts?limit=20&search=blendr",
      // A later page of a search, its ranking not kept yet (spelling, ranking, cards), then kept (cards).
      "/api/v1/products/customer/getallproducts?limit=10&offset=10&search=blender&sortBy=price_asc",
      "/api/v1/products/customer/getallproducts?limit=10&offset=20&search=blendr&sortBy=price_asc",
    ]) {
      const { result: res, statements, texts } = await measured(() => t.call("GET", url));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.count).toBeGreaterThan(0);
      expect(statements, `${url}\n${texts.join("\n")}`).toBeLessThanOrEqual(BUDGET.list);
    }
  });

  it(`product data: at most ${BUDGET.product}`, async () => {
    const { result: res, statements, texts } = await measured(() => t.call("GET", `/api/v1/products/customer/product/${productIds[0]}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe("Budget sneakers");
    expect(statements, texts.join("\n")).toBeLessThanOrEqual(BUDGET.product);
  });

  it(`add to cart: at most ${BUDGET.addToCart}; checkout of 2 stores: at most ${BUDGET.checkout}`, async () => {
    const customer = await makeCustomer(t);
    const address = await makeAddress(t, customer);
    await addToCart(t, customer, productIds[1]);
    const add = await measured(() => addToCart(t, customer, productIds[2], 2));
    expect(add.result.quantity).toBe(2);
    expect(add.statements, add.texts.join("\n")).toBeLessThanOrEqual(BUDGET.addToCart);

    const checkout = await measured(() => createOrder(t, { ...customer, address }));
    expect(checkout.result.statusCode, checkout.result.body).toBe(201);
    expect(checkout.result.json().data.orders).toHaveLength(2);
    expect(checkout.statements, checkout.texts.join("\n")).toBeLessThanOrEqual(BUDGET.checkout);
    console.log(`statements: add to cart ${add.statements}, checkout (2 stores) ${checkout.statements}`);
  });
});
