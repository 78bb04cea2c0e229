import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { makeBuyableProduct, type SeededProduct } from "../../test/factories/cart.js";
import { makeMerchant, type MerchantPerson } from "../../test/factories/people.js";
import { buildApp } from "../app.js";
import { createDb, type Db } from "../db/client.js";

/**
 * DATABASE_READ_URL: an app whose read pool is a second pool on the same database (as a replica that
 * is never behind), counting the queries each pool runs.
 */
let t: TestApp;
let app: FastifyInstance;
let primary: Db;
let replica: Db;
let seller: MerchantPerson;
let product: SeededProduct;
const queries = { primary: 0, replica: 0 };

function counted(db: Db, name: keyof typeof queries): Db {
  const pool = db.$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    queries[name]++;
    return query(...args);
  };
  return db;
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  product = await makeBuyableProduct(t, seller);
  primary = counted(createDb(t.url, 3), "primary");
  replica = counted(createDb(t.url, 3), "replica");
  app = await buildApp({ db: primary, readDb: replica, config: t.jobDeps.config, adapters: t.jobDeps.adapters, clock: t.clock });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await primary.$client.end();
  await replica.$client.end();
});

async function measure(run: () => Promise<{ statusCode: number }>) {
  const before = { ...queries };
  const res = await run();
  expect(res.statusCode).toBe(200);
  return { primary: queries.primary - before.primary, replica: queries.replica - before.replica };
}

describe("read replica", () => {
  it("public catalogue reads go to the read pool", async () => {
    const list = await measure(() => app.inject({ method: "GET", url: "/api/v1/products/customer/getallproducts?limit=5" }));
    expect(list).toEqual({ primary: 0, replica: expect.any(Number) });
    expect(list.replica).toBeGreaterThan(0);
    const page = await measure(() => app.inject({ method: "GET", url: `/api/v1/products/customer/product/${product.id}` }));
    expect(page.primary).toBe(0);
    expect(page.replica).toBeGreaterThan(0);
    const res = await app.inject({ method: "GET", url: `/api/v1/products/customer/product/${product.id}` });
    expect(res.json().data.id).toBe(product.id);
  });

  it("a merchant's own product after an edit is read from the primary", async () => {
    const edit = await measure(() =>
      app.inject({
        method: "PATCH",
        url: "/api/v1/products/update-product-inventory",
        headers: { authorization: `Bearer ${seller.token}` },
        payload: { productId: product.id, quantity: 4 },
      }),
    );
    expect(edit.replica).toBe(0);
    const own = await measure(() => app.inject({ method: "GET", url: `/api/v1/products/${product.id}`, headers: { authorization: `Bearer ${seller.token}` } }));
    expect(own.replica).toBe(0);
    expect(own.primary).toBeGreaterThan(0);
  });

  it("merchant reports read from the read pool (once it has replayed the edit above)", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const report = () => measure(() => app.inject({ method: "GET", url: `/api/v1/reports/sales?startDate=${day}&endDate=${day}`, headers: { authorization: `Bearer ${seller.token}` } }));
    // Right after a catalogue write, reads meant for the replica go to the primary until it has caught up.
    await expect.poll(async () => (await report()).replica, { timeout: 20_000 }).toBeGreaterThan(0);
  });
});
