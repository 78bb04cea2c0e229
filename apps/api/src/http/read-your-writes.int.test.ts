import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { makeBuyableProduct, type SeededProduct } from "../../test/factories/cart.js";
import { makeMerchant, type MerchantPerson } from "../../test/factories/people.js";
import { buildApp } from "../app.js";
import { createDb, type Db } from "../db/client.js";

/**
 * A read replica that is behind: a database of its own, made from the migrated template before any of
 * this file's rows existed, that reports having replayed the primary's log only up to `replayedUpTo`.
 * The public product page reads the replica; right after a write it must read the primary.
 */
let t: TestApp;
let app: FastifyInstance;
let primary: Db;
let replica: Db;
let replicaName: string;
let seller: MerchantPerson;
let product: SeededProduct;
let replayedUpTo = "0/0";

const TEMPLATE_DB = "bitmarte_test_template";

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_PG_SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeMerchant(t);
  product = await makeBuyableProduct(t, seller, { quantity: 2 });
  replicaName = `r_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`create database ${replicaName} template ${TEMPLATE_DB}`));
  const url = new URL(t.url);
  url.pathname = `/${replicaName}`;
  primary = createDb(t.url, 3);
  replica = createDb(url.toString(), 3);
  app = await buildApp({
    db: primary,
    readDb: replica,
    readReplicaReplayed: async () => replayedUpTo,
    config: t.jobDeps.config,
    adapters: t.jobDeps.adapters,
    clock: t.clock,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await primary?.$client.end();
  await replica?.$client.end();
  if (replicaName) await admin((c) => c.query(`drop database if exists ${replicaName} with (force)`));
});

const productPage = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: `/api/v1/products/customer/product/${product.id}`, headers });

describe("read-your-writes with a replica that lags", () => {
  it("reads the replica while no write is waiting for it", async () => {
    // The replica has not got this file's product: the read went there.
    expect((await productPage()).statusCode).toBe(404);
  });

  it("after a write, reads the primary until the replica has replayed it, then the replica again", async () => {
    const edit = await app.inject({
      method: "PATCH",
      url: "/api/v1/products/update-product-inventory",
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { productId: product.id, quantity: 7 },
    });
    expect(edit.statusCode).toBe(200);
    // The write's cache.invalidate notice reaches the app over its LISTEN connection.
    await expect.poll(async () => (await productPage()).statusCode, { timeout: 10_000 }).toBe(200);
    const page = (await productPage()).json();
    expect(page.data.id).toBe(product.id);
    // Until the replica has replayed the write, every read stays on the primary (signed in: no shared answer).
    const signedIn = { authorization: `Bearer ${seller.token}` };
    expect((await productPage(signedIn)).statusCode).toBe(200);

    const { rows } = await primary.$client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
    replayedUpTo = rows[0].lsn;
    // Caught up: the reads go back to the replica (which, held apart here, never got the product).
    await expect.poll(async () => (await productPage(signedIn)).statusCode, { timeout: 10_000 }).toBe(404);
  });
});
