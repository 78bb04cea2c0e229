/**
 * Measures every report (spec §7) through the real server on 500,000 orders: seeds its own database with
 * generate_series SQL (orders over a year, their items, completions in the ledger, returns and refunds),
 * then sends each report for one merchant and for all, one request at a time, and prints p50/p95 beside
 * two reference figures measured in the same run: an HTTP round trip to /health, and a bare
 * `count(*)` of the same orders straight from PostgreSQL.
 *
 *   node --import tsx bench/reports/run.ts
 *   BENCH_ORDERS=100000 BENCH_REQUESTS=20 node --import tsx bench/reports/run.ts
 *   BENCH_SKIP_SEED=1 node --import tsx bench/reports/run.ts     # measure again on the seeded database
 */
import { sql } from "drizzle-orm";
import { adaptersFromConfig } from "../../apps/api/src/adapters/index.js";
import { buildApp } from "../../apps/api/src/app.js";
import type { createDb } from "../../apps/api/src/db/client.js";
import { benchConfig, openBenchDatabase } from "../bench-database.js";
import { hashPassword } from "../../apps/api/src/lib/crypto.js";
import { admins } from "../../apps/api/src/modules/admins/admins.table.js";
import { insertUser } from "../../apps/api/src/modules/identity/index.js";
import { createStoreForMerchant, insertMerchant } from "../../apps/api/src/modules/merchants/index.js";

const DB_NAME = process.env.BENCH_DB ?? "bitmarte_bench_reports";
const ORDERS = Number(process.env.BENCH_ORDERS ?? 500_000);
const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 200);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const SKIP_SEED = process.env.BENCH_SKIP_SEED === "1";
const PASSWORD = "Bench#2026";
const ADMIN_EMAIL = "bench-reports-admin@bitmarte.test";
const BIG_MERCHANT_EMAIL = "bench-reports-merchant-0@bitmarte.test";
const say = (m: string) => console.log(`[bench:reports] ${m}`);
const seconds = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One warm-up call, then `REQUESTS` timed calls one after another. */
async function time(fn: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

/**
 * 500,000 orders over the 365 days before today (UTC), in the order they were placed (as a live table
 * grows), one item each; merchant 0 holds a tenth of them
 * (the big store), the rest spread over the others. Orders older than 9 days are completed (with their
 * `order.completed` ledger transaction), 2–9 days delivered, younger ones on their way; 1 in 33 is
 * cancelled after payment, 1 in 97 never paid; 1 in 50 completed orders has a refunded return.
 */
async function seed(db: ReturnType<typeof createDb>) {
  let t = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const adminUser = await insertUser(db, { kind: "admin", role: "admin", email: ADMIN_EMAIL, passwordHash, firstName: "Bench", lastName: "Admin", emailConfirmedAt: new Date() });
  await db.insert(admins).values({ userId: adminUser.id, role: "admin", isApprover: true });
  for (let i = 0; i < MERCHANTS; i++) {
    const user = await insertUser(db, {
      kind: "merchant", role: "merchant", email: `bench-reports-merchant-${i}@bitmarte.test`, passwordHash, firstName: "Bench", lastName: `Merchant ${i}`, emailConfirmedAt: new Date(),
    });
    const merchant = await insertMerchant(db, { userId: user.id, isRegisteredBusiness: true, isVerified: true, percentageComplete: 100 });
    await createStoreForMerchant(db, { merchantId: merchant.id, storeName: `Bench Store ${i}`, isRegisteredBusiness: true });
  }
  say(`${MERCHANTS} merchants in ${seconds(t)}`);

  t = Date.now();
  // Bulk rows skip triggers and foreign-key checks (every generated ledger transaction is balanced anyway).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`
      insert into users (kind, email, password_hash, first_name, last_name, role, email_confirmed_at)
      select 'customer', 'bench-reports-buyer-' || g || '@bitmarte.test', 'x', 'Buyer', 'No. ' || g, 'customer', now()
      from generate_series(0, ${CUSTOMERS - 1}) g`));
    await tx.execute(sql.raw(`
      create temp table bm on commit drop as
      select (row_number() over (order by u.email) - 1)::int as idx, m.id as merchant_id, s.id as store_id, s.store_name
      from merchants m join users u on u.id = m.user_id join stores s on s.merchant_id = m.id`));
    await tx.execute(sql.raw(`
      create temp table bc on commit drop as
      select (row_number() over (order by id) - 1)::int as idx, id from users where kind = 'customer'`));
    await tx.execute(sql.raw(`
      create temp table seed on commit drop as
      select g, gen_random_uuid() as order_id, gen_random_uuid() as checkout_id,
             case when g % 10 = 0 then 0 else 1 + g % ${MERCHANTS - 1} end as m,
             (g * 7919) % ${CUSTOMERS} as c,
             (${ORDERS - 1} - g) * 365 / ${ORDERS} as age,
             date_trunc('day', now()) - ((${ORDERS - 1} - g) * 365 / ${ORDERS}) * interval '1 day' + (g % 86400) * interval '1 second' as created_at,
             (50000 + (g * 13) % 5000 * 100)::bigint as unit_kobo,
             1 + g % 3 as qty,
             (g % 40) as product,
             (array['Lagos','Abuja','Rivers','Oyo','Kano','Enugu'])[1 + g % 6] as state,
             (array['Ikeja','Lekki','Yaba','Garki','Port Harcourt','Ibadan','Kano','Enugu'])[1 + g % 8] as city
      from generate_series(0::bigint, ${ORDERS - 1}) g`));
    await tx.execute(sql.raw(`
      alter table seed add column subtotal bigint, add column discount bigint, add column shipping bigint, add column status text,
        add column paid_at timestamptz, add column delivered_at timestamptz, add column completed_at timestamptz;
      update seed set subtotal = unit_kobo * qty, shipping = 150000 + (g % 5) * 50000;
      update seed set discount = case when g % 7 = 0 then subtotal / 10 else 0 end,
        status = case when g % 97 = 0 then 'cancelled' when g % 33 = 0 then 'cancelled'
                      when age >= 9 then 'completed' when age >= 2 then 'delivered' when age >= 1 then 'in_transit' else 'pending' end;
      update seed set paid_at = case when g % 97 = 0 then null else created_at + interval '1 minute' end,
        delivered_at = case when status in ('delivered', 'completed') then created_at + interval '2 days' end,
        completed_at = case when status = 'completed' then created_at + interval '9 days' end;`));
    await tx.execute(sql.raw(`
      insert into checkouts (id, order_name, customer_id, idempotency_key, request_hash, status, total_kobo, gift_card_kobo, amount_due_kobo,
                             payment_channel, paid_at, created_at, updated_at)
      select s.checkout_id, 'BM-' || s.g, bc.id, 'k' || s.g, 'h', case when s.paid_at is null then 'expired' else 'paid' end,
             s.subtotal - s.discount + s.shipping, 0, s.subtotal - s.discount + s.shipping, 'card', s.paid_at, s.created_at, s.created_at
      from seed s join bc on bc.idx = s.c`));
    await tx.execute(sql.raw(`
      insert into orders (id, checkout_id, order_name, order_number, customer_id, merchant_id, store_id, store_name, status, subtotal_kobo, discount_kobo,
                          shipping_fee_kobo, total_kobo, commission_bps, commission_kobo, delivery_address, paid_at, delivered_at, completed_at,
                          status_changed_at, created_at, updated_at)
      select s.order_id, s.checkout_id, 'BM-' || s.g, 'BM-' || s.g || '-1', bc.id, bm.merchant_id, bm.store_id, bm.store_name, s.status, s.subtotal, s.discount,
             s.shipping, s.subtotal - s.discount + s.shipping, 1000, round((s.subtotal - s.discount) * 0.1),
             jsonb_build_object('fullName', 'Buyer', 'phoneNumber', '+2348012345678', 'emailAddress', 'b@bitmarte.test',
                                'stateOrRegion', s.state, 'city', s.city, 'address', '1 Bench Road', 'country', 'Nigeria'),
             s.paid_at, s.delivered_at, s.completed_at, s.created_at, s.created_at, s.created_at
      from seed s join bc on bc.idx = s.c join bm on bm.idx = s.m order by s.g`));
    await tx.execute(sql.raw(`
      insert into order_items (order_id, product_id, merchant_id, store_id, store_name, product_name, unit_price_kobo, quantity,
                               line_total_kobo, discount_kobo, shipping_fee_kobo, created_at)
      select s.order_id, overlay(overlay(md5('p' || s.m || '-' || s.product) placing '4' from 13) placing '8' from 17)::uuid, bm.merchant_id, bm.store_id, bm.store_name,
             'Product ' || s.m || '-' || s.product, s.unit_kobo, s.qty, s.subtotal, s.discount, s.shipping, s.created_at
      from seed s join bm on bm.idx = s.m order by s.g`));
    say(`${CUSTOMERS.toLocaleString("en")} customers, ${ORDERS.toLocaleString("en")} orders with items in ${seconds(t)}`);

    t = Date.now();
    await tx.execute(sql.raw(`
      insert into ledger_transactions (id, kind, ref, order_id, merchant_id, memo, occurred_at)
      select gen_random_uuid(), 'order.completed', s.order_id::text, s.order_id, bm.merchant_id, 'Order BM-' || s.g || ' completed', s.completed_at
      from seed s join bm on bm.idx = s.m where s.status = 'completed' order by s.completed_at`));
    await tx.execute(sql.raw(`
      insert into ledger_entries (transaction_id, account, merchant_id, amount_kobo, occurred_at)
      select t.id, x.account, x.merchant, x.amount, t.occurred_at
      from ledger_transactions t join orders o on o.id = t.order_id
      cross join lateral (values
        ('customer_clearing', null::uuid, o.total_kobo),
        ('merchant_payable', o.merchant_id, -(o.subtotal_kobo - o.discount_kobo - o.commission_kobo)),
        ('platform_commission', null::uuid, -o.commission_kobo),
        ('delivery_revenue', null::uuid, -o.shipping_fee_kobo)) as x(account, merchant, amount)
      where t.kind = 'order.completed' and x.amount <> 0 order by t.occurred_at`));
    // Returns: 1 in 50 completed orders, one unit refunded the day after delivery.
    await tx.execute(sql.raw(`
      create temp table sr on commit drop as
      select gen_random_uuid() as return_id, s.*, bm.merchant_id, bm.store_id, bm.store_name, bc.id as customer_id
      from seed s join bm on bm.idx = s.m join bc on bc.idx = s.c where s.status = 'completed' and s.g % 50 = 0;
      insert into order_returns (id, order_id, order_name, merchant_id, store_id, store_name, customer_id, type, status, items_kobo, created_at, updated_at)
      select return_id, order_id, 'BM-' || g, merchant_id, store_id, store_name, customer_id, 'refund', 'refunded', unit_kobo,
             delivered_at + interval '1 day', delivered_at + interval '1 day' from sr;
      insert into order_return_items (return_id, order_item_id, product_id, product_name, quantity, unit_price_kobo, amount_kobo, reason)
      select sr.return_id, i.id, i.product_id, i.product_name, 1, sr.unit_kobo, sr.unit_kobo, 'Did not fit'
      from sr join order_items i on i.order_id = sr.order_id;
      insert into ledger_transactions (id, kind, ref, order_id, memo, occurred_at)
      select return_id, 'refund.requested', return_id::text, order_id, 'Return refunded', delivered_at + interval '1 day' from sr;
      insert into ledger_entries (transaction_id, account, amount_kobo, occurred_at)
      select return_id, x.account, x.amount, delivered_at + interval '1 day'
      from sr cross join lateral (values ('customer_clearing', unit_kobo), ('refunds', -unit_kobo)) as x(account, amount);`));
    say(`ledger and returns in ${seconds(t)}`);
  });
  t = Date.now();
  await db.execute(sql`vacuum analyze`);
  say(`vacuum analyze in ${seconds(t)}`);
}

async function main() {
  const database = await openBenchDatabase({
    name: DB_NAME,
    dataDirName: "pg-bench-reports",
    port: 54343,
    poolSize: 8,
    say,
    fresh: !SKIP_SEED,
  });
  const db = database.db;
  if (!SKIP_SEED) {
    await seed(db);
  }
  const size = (await db.execute<{ size: string; orders: string }>(sql`select pg_size_pretty(pg_database_size(current_database())) as size, (select count(*) from orders) as orders`)).rows[0];
  say(`database ${size.size}, ${Number(size.orders).toLocaleString("en")} orders`);

  const config = benchConfig("production");
  const app = await buildApp({ db, config, adapters: adaptersFromConfig(config) });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = async (kind: string, email: string) => {
    const res = await fetch(`${base}/api/v1/auth/${kind}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
    const body = (await res.json()) as { data?: { token: string } };
    if (!body.data) throw new Error(`${kind} login failed: ${JSON.stringify(body)}`);
    return body.data.token;
  };
  const adminToken = await login("admin", ADMIN_EMAIL);
  const merchantToken = await login("merchant", BIG_MERCHANT_EMAIL);
  const bigMerchant = (await db.execute<{ id: string; orders: string }>(sql`
    select m.id, (select count(*) from orders o where o.merchant_id = m.id) as orders
    from merchants m join users u on u.id = m.user_id where u.email = ${BIG_MERCHANT_EMAIL}`)).rows[0];

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const ranges = { "30 days": [day(-30), day(-1)], "365 days": [day(-365), day(0)] } as const;
  const ping = await time(async () => void (await (await fetch(`${base}/health`)).text()));

  const reports: [string, string][] = [
    ["sales", "/reports/sales"],
    ["orders", "/reports/orders"],
    ["products sold", "/reports/products-sold"],
    ["products returned", "/reports/products-returned"],
    ["sales over time (day)", "/reports/sales-over-time?interval=day"],
    ["orders over time (week)", "/reports/orders-over-time?interval=week"],
    ["sales by products", "/reports/sales-by-products"],
    ["sales by customers", "/reports/sales-by-customers"],
    ["sales by location", "/reports/sales-by-location"],
    ["sales table, page 1 by date", "/reports/sales-table"],
    ["sales table, page 50 by total", "/reports/sales-table?sort=total&order=desc&page=50"],
    ["next-day settlement", "/reports/next-day-settlement"],
    ["finance", "/reports/finance"],
    ["returns", "/reports/returns"],
  ];
  const rows: string[] = [];
  for (const [rangeName, [start, end]] of Object.entries(ranges)) {
    for (const who of ["one merchant", "all merchants"] as const) {
      const token = who === "one merchant" ? merchantToken : adminToken;
      const since = new Date(`${start}T00:00:00Z`);
      const before = new Date(new Date(`${end}T00:00:00Z`).getTime() + 86_400_000);
      const merchantSql = who === "one merchant" ? sql` and merchant_id = ${bigMerchant.id}` : sql``;
      const bare = await time(async () => void (await db.execute(sql`select count(*) from orders where paid_at >= ${since} and paid_at < ${before}${merchantSql}`)));
      const [{ n }] = (await db.execute<{ n: string }>(sql`select count(*) as n from orders where paid_at >= ${since} and paid_at < ${before}${merchantSql}`)).rows;
      say(`${who}, ${rangeName}: ${Number(n).toLocaleString("en")} paid orders in range; bare count p50 ${bare.p50.toFixed(1)} ms`);
      for (const [name, p] of reports) {
        const sep = p.includes("?") ? "&" : "?";
        const target = `${base}/api/v1${p}${sep}startDate=${start}&endDate=${end}`;
        let failed = "";
        const r = await time(async () => {
          const res = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
          const text = await res.text();
          if (res.status !== 200) failed ||= `${res.status} ${text.slice(0, 200)}`;
        });
        if (failed) say(`${name}: ${failed}`);
        rows.push(
          `| ${`${who}, ${rangeName}`.padEnd(24)} | ${name.padEnd(29)} | ${r.p50.toFixed(1).padStart(7)} | ${r.p95.toFixed(1).padStart(7)} | ${bare.p50.toFixed(1).padStart(10)} | ${ping.p50.toFixed(1).padStart(8)} |`,
        );
      }
    }
  }
  console.log(`\n${REQUESTS} requests per report, one at a time, after one warm-up; big merchant: ${Number(bigMerchant.orders).toLocaleString("en")} orders.`);
  console.log("| scope                    | report                        | p50 ms  | p95 ms  | bare count | ping p50 |");
  console.log("|:-------------------------|:------------------------------|--------:|--------:|-----------:|---------:|");
  for (const r of rows) console.log(r);

  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
