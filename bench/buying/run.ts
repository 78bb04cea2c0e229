/**
 * Measures the buying path through the real server (buildApp listening on 127.0.0.1, requests sent with
 * fetch): add to cart, read the cart, and checkout (create-order with its payment start), on a database it
 * seeds itself. Prints p50/p95/p99 latency and requests per second for each scenario.
 *
 *   node --import tsx bench/buying/run.ts
 *   BENCH_CUSTOMERS=600 BENCH_CONCURRENCY=16 node --import tsx bench/buying/run.ts
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { adaptersFromConfig } from "../../apps/api/src/adapters/index.js";
import { buildApp } from "../../apps/api/src/app.js";
import { benchConfig, openBenchDatabase } from "../bench-database.js";
import { hashPassword } from "../../apps/api/src/lib/crypto.js";
import { insertCustomer } from "../../apps/api/src/modules/auth/index.js";
import { insertUser } from "../../apps/api/src/modules/identity/index.js";
import { categories, childCategories, subCategories } from "../../apps/api/src/modules/categories/categories.table.js";
import { insertMerchant } from "../../apps/api/src/modules/merchants/index.js";
import { products } from "../../apps/api/src/modules/products/products.table.js";
import { createStoreForMerchant } from "../../apps/api/src/modules/merchants/index.js";
import { stores } from "../../apps/api/src/modules/merchants/stores.table.js";

const DB_NAME = process.env.BENCH_DB ?? "bitmarte_bench_buying";
const STORES = Number(process.env.BENCH_STORES ?? 50);
const PRODUCTS_PER_STORE = Number(process.env.BENCH_PRODUCTS_PER_STORE ?? 100);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ADD_REQUESTS = Number(process.env.BENCH_ADD_REQUESTS ?? 2000);
const PASSWORD = "Bench#2026";
const say = (m: string) => console.log(`[bench:buying] ${m}`);

interface Result {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sends `total` requests, `CONCURRENCY` at a time; `make(i)` builds request i. */
async function measure(
  name: string,
  total: number,
  make: (i: number) => { url: string; init: RequestInit; ok: number },
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  let firstError = "";
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const { url, init, ok } = make(next++);
        const t0 = performance.now();
        const res = await fetch(url, init);
        const body = await res.text();
        latencies.push(performance.now() - t0);
        if (res.status !== ok) {
          errors++;
          firstError ||= `${res.status} ${body.slice(0, 200)}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (firstError) say(`${name}: first error ${firstError}`);
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
  };
}


async function main() {
  const database = await openBenchDatabase({
    name: DB_NAME,
    dataDirName: "pg-bench-buying",
    port: 54341,
    poolSize: 20,
    say,
  });
  const db = database.db;

  // ---- seed: stores shipping from Lagos, products with ample stock, customers with a Lagos address ----
  let t = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const [cat] = await db.insert(categories).values({ name: "Bench" }).returning();
  const [sub] = await db.insert(subCategories).values({ name: "Bench sub", categoryId: cat.id }).returning();
  const [child] = await db.insert(childCategories).values({ name: "Bench child", subCategoryId: sub.id, categoryId: cat.id }).returning();
  const productIds: string[] = [];
  for (let s = 0; s < STORES; s++) {
    const user = await insertUser(db, {
      kind: "merchant", role: "merchant", email: `bench-seller-${s}@bitmarte.test`, passwordHash, firstName: "Bench", lastName: `Seller ${s}`, emailConfirmedAt: new Date(),
    });
    const merchant = await insertMerchant(db, { userId: user.id, isRegisteredBusiness: true, isVerified: true, percentageComplete: 100 });
    const store = await createStoreForMerchant(db, { merchantId: merchant.id, storeName: `Bench Seller ${s}`, isRegisteredBusiness: true });
    await db
      .update(stores)
      .set({
        status: "approved",
        firstApproval: true,
        secondApproval: true,
        shippingLocation: { country: "Nigeria", state: "Lagos", street: `${s} Allen Avenue`, city: s % 2 ? "Ikeja" : "Yaba" },
      })
      .where(eq(stores.id, store.id));
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS_PER_STORE }, (_, i) => ({
          merchantId: merchant.id,
          storeId: store.id,
          name: `Bench product ${s}-${i}`,
          description: "Benchmark product",
          categoryId: cat.id,
          subCategoryId: sub.id,
          childCategoryId: child.id,
          costPrice: 100_000,
          sellingPrice: 150_000 + i * 100,
          price: 200_000,
          quantity: 1_000_000,
          weight: 0.5 + (i % 5) * 0.3,
          approvalStatus: "approved" as const,
        })),
      )
      .returning({ id: products.id });
    productIds.push(...rows.map((r) => r.id));
  }
  say(`${STORES} stores, ${productIds.length} products in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  const config = benchConfig("production");
  const app = await buildApp({ db, config, adapters: adaptersFromConfig(config) });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const api = `${base}/api/v1`;
  const json = (token: string, method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  t = Date.now();
  const customers: { token: string; addressId: string }[] = [];
  for (let start = 0; start < CUSTOMERS; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, CUSTOMERS - start) }, async (_, k) => {
        const email = `bench-buyer-${start + k}@bitmarte.test`;
        const user = await insertUser(db, { kind: "customer", role: "customer", email, passwordHash, firstName: "Bench", lastName: "Buyer", emailConfirmedAt: new Date() });
        await insertCustomer(db, user.id);
        const login = await fetch(`${api}/auth/customer/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        const token = ((await login.json()) as { data: { token: string } }).data.token;
        const address = await fetch(
          `${api}/customershippingaddress`,
          json(token, "POST", { fullName: "Bench Buyer", phoneNumber: "+2348012345678", emailAddress: email, stateOrRegion: "Lagos", city: "Lekki", address: "1 Admiralty Way, Lekki" }),
        );
        return { token, addressId: ((await address.json()) as { data: { id: string } }).data.id };
      }),
    );
    customers.push(...batch);
  }
  say(`${customers.length} customers signed in with an address in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  const pick = (i: number) => productIds[(i * 7919) % productIds.length];
  const results: Result[] = [];

  // 1. Add to cart: each customer's cart grows to ADD_REQUESTS / CUSTOMERS lines, across stores.
  results.push(
    await measure("add to cart (POST /cart/add-cart)", ADD_REQUESTS, (i) => ({
      url: `${api}/cart/add-cart`,
      init: json(customers[i % customers.length].token, "POST", { productId: pick(i), quantity: 1 }),
      ok: 201,
    })),
  );
  // 2. Read the priced cart (coupons, shipping per store, gift cards).
  results.push(
    await measure("get cart (GET /cart/get-cart)", ADD_REQUESTS, (i) => ({
      url: `${api}/cart/get-cart`,
      init: json(customers[i % customers.length].token, "GET"),
      ok: 200,
    })),
  );
  const linesPerCart = Math.round(ADD_REQUESTS / customers.length);
  // 3. Checkout: every customer places their cart (≈ linesPerCart items from as many stores) once.
  results.push(
    await measure(`checkout, ${linesPerCart} items (POST create-order)`, customers.length, (i) => ({
      url: `${api}/ordertracking/create-order`,
      init: json(customers[i].token, "POST", { addressId: customers[i].addressId, paymentChannel: "card" }, { "idempotency-key": randomUUID() }),
      ok: 201,
    })),
  );
  // 4. Checkout under contention: every customer buys the same product at once (one hot stock row).
  const hot = productIds[0];
  await Promise.all(customers.map((c) => fetch(`${api}/cart/add-cart`, json(c.token, "POST", { productId: hot, quantity: 1 }))));
  results.push(
    await measure("checkout, 1 hot product (all buyers)", customers.length, (i) => ({
      url: `${api}/ordertracking/create-order`,
      init: json(customers[i].token, "POST", { addressId: customers[i].addressId, paymentChannel: "card" }, { "idempotency-key": randomUUID() }),
      ok: 201,
    })),
  );
  const [{ orders, sold }] = (
    await db.execute<{ orders: number; sold: number }>(
      sql`select (select count(*)::int from orders) as orders, (select (1000000 - quantity)::int from products where id = ${hot}) as sold`,
    )
  ).rows;

  console.log("");
  console.log(`Buying benchmark: ${STORES} stores × ${PRODUCTS_PER_STORE} products, ${customers.length} customers, concurrency ${CONCURRENCY}`);
  console.log("| scenario | requests | errors | p50 ms | p95 ms | p99 ms | req/s |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(`| ${r.name} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  }
  console.log(`\n${orders} orders written; hot product sold ${sold} units.`);

  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
