/**
 * Measures the buying path through the real server, run as production runs it (one server process per
 * core, `BENCH_SERVERS`, each listening on 127.0.0.1 with its own pool; this process only sends requests,
 * with fetch): add to cart, read the cart, and checkout (create-order with its payment start), on a
 * database it seeds itself. Prints p50/p95/p99 latency and requests per second for each scenario, and
 * beside them a ceiling measured in the same run: the same writes in bare SQL over one pool, at the same
 * concurrency (what PostgreSQL's commit rate allows on this machine).
 *
 *   node --import tsx bench/buying/run.ts
 *   BENCH_CUSTOMERS=600 BENCH_CONCURRENCY=16 node --import tsx bench/buying/run.ts
 *   BENCH_PROFILE_DIR=data/prof node --import tsx bench/buying/run.ts   # plus a CPU profile per scenario and server
 */
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { openBenchDatabase } from "../bench-database.js";
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
const SERVERS = Number(process.env.BENCH_SERVERS ?? availableParallelism());
/** What main.ts gives each production server process. */
const SERVER_POOL = 20;
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
  /** CPU time the server processes spent per request (less sensitive to a busy machine than latency). */
  cpuMsPerRequest?: number;
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

/** Starts the server processes and waits until each listens. */
async function startServers(url: string) {
  const entry = fileURLToPath(new URL("./server-process.ts", import.meta.url));
  return Promise.all(
    Array.from({ length: SERVERS }, () => {
      const child = fork(entry, [url, String(SERVER_POOL)], {
        execArgv: ["--import", "tsx"],
      });
      return new Promise<{ base: string; ask: <T>(request: unknown) => Promise<T>; cpuMs: () => Promise<number>; close: () => Promise<void> }>((resolve, reject) => {
        child.once("error", reject);
        child.once("exit", (code) => reject(new Error(`server process exited with ${code}`)));
        child.once("message", (message) => {
          child.removeAllListeners("exit");
          resolve({
            base: (message as { base: string }).base,
            ask: <T>(request: unknown) => new Promise<T>((done) => {
              child.once("message", (m) => done(m as T));
              child.send(request as string);
            }),
            cpuMs: () => new Promise<number>((done) => {
              child.once("message", (m) => done((m as { cpuMs: number }).cpuMs));
              child.send("cpu");
            }),
            close: () => new Promise((done) => {
              child.once("exit", () => done());
              child.send("close");
            }),
          });
        });
      });
    }),
  );
}

/**
 * The ceiling: the writes of add to cart and of a 5-store checkout in bare SQL over one pool of the same
 * size, at the same concurrency, on copies of the tables (so the app's figures are left alone). Add to
 * cart is one upsert of a cart line; a checkout is begin, one insert of its orders, one guarded stock
 * update per line, commit.
 */
async function measureCeiling(pool: import("pg").Pool, customerIds: string[], productIds: string[], storeIds: string[], linesPerCart: number) {
  await pool.query("create table bench_ceiling_cart (like cart_items including all)");
  await pool.query(
    "create table bench_ceiling_orders (id uuid primary key default gen_random_uuid(), customer_id uuid not null, store_id uuid not null, total_kobo bigint not null, lines jsonb not null, created_at timestamptz not null default now())",
  );
  await pool.query("create table bench_ceiling_stock as select id, quantity from products");
  await pool.query("alter table bench_ceiling_stock add primary key (id)");
  const timed = async (name: string, total: number, run: (i: number) => Promise<void>): Promise<Result> => {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const i = next++;
          const t0 = performance.now();
          await run(i);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return { name, requests: total, errors: 0, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), rps: total / elapsed };
  };
  const pick = (i: number) => productIds[(i * 7919) % productIds.length];
  const add = await timed("ceiling: add to cart in bare SQL (one upsert)", ADD_REQUESTS, async (i) => {
    await pool.query(
      `insert into bench_ceiling_cart (customer_id, product_id, quantity, selected, created_at, updated_at) values ($1, $2, 1, true, now(), now())
       on conflict (customer_id, product_id, variant_id) do update set quantity = least(bench_ceiling_cart.quantity + 1, 100), updated_at = now()`,
      [customerIds[i % customerIds.length], pick(i)],
    );
  });
  const checkout = await timed(`ceiling: checkout in bare SQL (${linesPerCart} orders, ${linesPerCart} stock rows)`, customerIds.length, async (i) => {
    const lines = Array.from({ length: linesPerCart }, (_, k) => pick(i * linesPerCart + k)).sort();
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        `insert into bench_ceiling_orders (customer_id, store_id, total_kobo, lines)
         select $1, store_id, 150000, jsonb_build_object('product', id) from unnest($2::uuid[], $3::uuid[]) as l(id, store_id)`,
        [customerIds[i], lines, lines.map((_, k) => storeIds[(i + k) % storeIds.length])],
      );
      for (const id of lines) await client.query("update bench_ceiling_stock set quantity = quantity - 1 where id = $1 and quantity >= 1", [id]);
      await client.query("commit");
    } finally {
      client.release();
    }
  });
  await pool.query("drop table bench_ceiling_cart, bench_ceiling_orders, bench_ceiling_stock");
  return [add, checkout];
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
  const loadBefore = loadavg().map((n) => n.toFixed(2)).join(" ");

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

  const servers = await startServers(database.url);
  say(`${servers.length} server process(es) listening: ${servers.map((s) => s.base).join(", ")}`);
  /** Customer i always talks to server i mod n, as a sticky proxy would send them. */
  const apiFor = (i: number) => `${servers[i % servers.length].base}/api/v1`;
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
        const api = apiFor(start + k);
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
  const serversCpuMs = async () => (await Promise.all(servers.map((s) => s.cpuMs()))).reduce((a, b) => a + b, 0);
  /** A scenario with the servers' CPU time per request beside its latencies. */
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  /** With BENCH_PROFILE_DIR, each server's CPU profile of each scenario (read it with bench/profile-summary.ts). */
  const scenario = async (run: () => Promise<Result>) => {
    if (profileDir) await Promise.all(servers.map((s) => s.ask("profile")));
    const before = await serversCpuMs();
    const result = await run();
    if (profileDir) {
      const slug = result.name.replace(/\W+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
      await Promise.all(servers.map((s, k) => s.ask({ saveProfile: path.join(profileDir, `${slug}.server${k}.cpuprofile`) })));
    }
    results.push({ ...result, cpuMsPerRequest: ((await serversCpuMs()) - before) / result.requests });
  };

  // 1. Add to cart: each customer's cart grows to ADD_REQUESTS / CUSTOMERS lines, across stores.
  await scenario(() =>
    measure("add to cart (POST /cart/add-cart)", ADD_REQUESTS, (i) => ({
      url: `${apiFor(i % customers.length)}/cart/add-cart`,
      init: json(customers[i % customers.length].token, "POST", { productId: pick(i), quantity: 1 }),
      ok: 201,
    })),
  );
  // 2. Read the priced cart (coupons, shipping per store, gift cards).
  await scenario(() =>
    measure("get cart (GET /cart/get-cart)", ADD_REQUESTS, (i) => ({
      url: `${apiFor(i % customers.length)}/cart/get-cart`,
      init: json(customers[i % customers.length].token, "GET"),
      ok: 200,
    })),
  );
  const linesPerCart = Math.round(ADD_REQUESTS / customers.length);
  // 3. Checkout: every customer places their cart (≈ linesPerCart items from as many stores) once.
  await scenario(() =>
    measure(`checkout, ${linesPerCart} items (POST create-order)`, customers.length, (i) => ({
      url: `${apiFor(i)}/ordertracking/create-order`,
      init: json(customers[i].token, "POST", { addressId: customers[i].addressId, paymentChannel: "card" }, { "idempotency-key": randomUUID() }),
      ok: 201,
    })),
  );
  // 4. Checkout under contention: every customer buys the same product at once (one hot stock row).
  const hot = productIds[0];
  await Promise.all(customers.map((c, i) => fetch(`${apiFor(i)}/cart/add-cart`, json(c.token, "POST", { productId: hot, quantity: 1 }))));
  await scenario(() =>
    measure("checkout, 1 hot product (all buyers)", customers.length, (i) => ({
      url: `${apiFor(i)}/ordertracking/create-order`,
      init: json(customers[i].token, "POST", { addressId: customers[i].addressId, paymentChannel: "card" }, { "idempotency-key": randomUUID() }),
      ok: 201,
    })),
  );
  const customerIds = (await db.execute<{ id: string }>(sql`select id from users where kind = 'customer' order by email`)).rows.map((r) => r.id);
  const storeIds = (await db.execute<{ id: string }>(sql`select id from stores`)).rows.map((r) => r.id);
  const ceiling = await measureCeiling(db.$client, customerIds, productIds, storeIds, linesPerCart);
  const [{ orders, sold }] = (
    await db.execute<{ orders: number; sold: number }>(
      sql`select (select count(*)::int from orders) as orders, (select (1000000 - quantity)::int from products where id = ${hot}) as sold`,
    )
  ).rows;

  console.log("");
  console.log(
    `Buying benchmark: ${STORES} stores × ${PRODUCTS_PER_STORE} products, ${customers.length} customers, concurrency ${CONCURRENCY}, ` +
      `${servers.length} server process(es); load average before ${loadBefore}, after ${loadavg().map((n) => n.toFixed(2)).join(" ")}`,
  );
  console.log("| scenario | requests | errors | p50 ms | p95 ms | p99 ms | req/s | server CPU ms/request |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of [...results, ...ceiling]) {
    console.log(`| ${r.name} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.cpuMsPerRequest?.toFixed(2) ?? "–"} |`);
  }
  console.log(`\n${orders} orders written; hot product sold ${sold} units.`);

  await Promise.all(servers.map((s) => s.close()));
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
