/**
 * Builds the catalogue benchmark database: the demo category tree, 500 approved stores and
 * (by default) 1,000,000 products, inserted by PostgreSQL itself (INSERT … SELECT generate_series).
 *
 *   node --import tsx bench/catalogue/generate.ts            # 1,000,000 products
 *   BENCH_PRODUCTS=200000 node --import tsx bench/catalogue/generate.ts
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { localStorage } from "../../apps/api/src/adapters/storage/storage.js";
import { createDb, runMigrations } from "../../apps/api/src/db/client.js";
import { hashPassword } from "../../apps/api/src/lib/crypto.js";
import { admins } from "../../apps/api/src/modules/admins/admins.table.js";
import { insertUser } from "../../apps/api/src/modules/identity/index.js";
import { childCategories } from "../../apps/api/src/modules/categories/categories.table.js";
import { insertMerchant } from "../../apps/api/src/modules/merchants/index.js";
import { createStoreForMerchant } from "../../apps/api/src/modules/merchants/index.js";
import { stores } from "../../apps/api/src/modules/merchants/stores.table.js";
import { rebuildSearchWords } from "../../apps/api/src/modules/products/products.repository.js";
import { DEMO_CATALOGUE_TREE, seedDemoCatalogue } from "../../apps/api/src/seed/catalogue.js";
import { adminQuery, BENCH_ADMIN_EMAIL, BENCH_DB, BENCH_PASSWORD, benchServer, databaseUrl } from "./shared.js";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const STORES = Number(process.env.BENCH_STORES ?? 500);
const CHUNK = 100_000;
const say = (m: string) => console.log(`[bench:generate] ${m}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const started = Date.now();
  const { serverUrl, stop } = await benchServer(say);
  say(`Recreating database ${BENCH_DB}…`);
  await adminQuery(serverUrl, `drop database if exists ${BENCH_DB} with (force)`);
  await adminQuery(serverUrl, `create database ${BENCH_DB}`);
  const db = createDb(databaseUrl(serverUrl, BENCH_DB), 4);
  await runMigrations(db);

  // People and stores.
  let t = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const adminUser = await insertUser(db, {
    kind: "admin", role: "admin", email: BENCH_ADMIN_EMAIL, passwordHash, firstName: "Bench", lastName: "Admin", emailConfirmedAt: new Date(),
  });
  await db.insert(admins).values({ userId: adminUser.id, role: "admin", isApprover: true });
  for (let i = 0; i < STORES; i++) {
    const user = await insertUser(db, {
      kind: "merchant", role: "merchant", email: `bench-merchant-${i}@bitmarte.test`, passwordHash, firstName: "Bench", lastName: `Merchant ${i}`, emailConfirmedAt: new Date(),
    });
    const merchant = await insertMerchant(db, { userId: user.id, isRegisteredBusiness: true, isVerified: true, percentageComplete: 100 });
    const store = await createStoreForMerchant(db, { merchantId: merchant.id, storeName: `Bench Store ${i}`, isRegisteredBusiness: true });
    await db.update(stores).set({ status: "approved", firstApproval: true, secondApproval: true }).where(eq(stores.id, store.id));
  }
  say(`${STORES} approved stores in ${seconds(t)}`);

  // The demo category tree (and its images, promotions and banners), without demo products.
  t = Date.now();
  await seedDemoCatalogue(db, { storage: localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-bench-"))), approvedProducts: 0, pendingProducts: 0 });
  const children = await db.select({ id: childCategories.id, name: childCategories.name }).from(childCategories);
  const specs = new Map(DEMO_CATALOGUE_TREE.flatMap((c) => c.subs.flatMap((s) => s.children.map((ch) => [ch.name, ch] as const))));
  await db.execute(sql`create table bench_children (n int primary key, id uuid, sub_category_id uuid, category_id uuid, bases text[], extras text[], min_price int, max_price int, min_weight float8, max_weight float8, label text)`);
  for (const [n, child] of children.entries()) {
    const spec = specs.get(child.name);
    if (!spec) continue;
    await db.execute(sql`
      insert into bench_children
      select ${n}, c.id, c.sub_category_id, c.category_id,
        array(select jsonb_array_elements_text(${JSON.stringify(spec.names)}::jsonb)),
        array(select jsonb_array_elements_text(${JSON.stringify(spec.extras)}::jsonb)), ${spec.price[0]}, ${spec.price[1]}, ${spec.weight[0]}, ${spec.weight[1]}, ${spec.label}
      from child_categories c where c.id = ${child.id}`);
  }
  await db.execute(sql`create table bench_stores as select (row_number() over (order by s.id) - 1)::int as n, s.id, s.merchant_id from stores s where s.status = 'approved'`);
  await db.execute(sql`alter table bench_stores add primary key (n)`);
  say(`category tree (${children.length} child categories) in ${seconds(t)}`);

  // Bulk load without the secondary indexes, then build them once (much faster than row by row).
  const indexes = (
    await db.execute<{ indexname: string; indexdef: string }>(sql`
      select i.indexname, i.indexdef from pg_indexes i
      where i.tablename = 'products' and i.schemaname = 'public'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
  ).rows;
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  // The vocabulary is rebuilt once at the end instead of row by row.
  await db.execute(sql`alter table products disable trigger products_search_words_on_insert`);

  t = Date.now();
  const [{ nc }] = (await db.execute<{ nc: number }>(sql`select count(*)::int as nc from bench_children`)).rows;
  for (let from = 1; from <= PRODUCTS; from += CHUNK) {
    const to = Math.min(PRODUCTS, from + CHUNK - 1);
    await db.execute(sql`
      insert into products (
        merchant_id, store_id, name, description, category_id, sub_category_id, child_category_id, images,
        cost_price, selling_price, price, quantity, sku, weight, length, width, height, when_sold_out,
        stock_alert_units, approval_status, sold_count, rating_average, review_count, created_at, updated_at)
      select s.merchant_id, s.id, p.name,
        p.name || '. ' || (array[
          'Genuine product with warranty, tested before dispatch.',
          'Quality finish and durable materials, great value for money.',
          'Fast delivery across Lagos, Abuja and Port Harcourt.',
          'Customers love the quality for the price; returns accepted within 7 days.'])[1 + (g.i % 4)],
        c.category_id, c.sub_category_id, c.id, array['/api/v1/uploads/00000000-0000-4000-8000-000000000000'],
        (p.selling * 0.7)::bigint * 100, p.selling * 100,
        case when g.i % 3 = 0 then (p.selling * (1.1 + (g.i % 40) / 100.0))::bigint * 100 else p.selling * 100 end,
        case when g.i % 50 = 0 then 0 else (g.i * 7) % 240 end,
        'B-' || g.i, c.min_weight + (c.max_weight - c.min_weight) * ((g.i % 97) / 97.0), 20, 15, 10,
        case when g.i % 10 = 0 then 'hide' else 'show_sold_out' end,
        5, case when g.i % 20 = 0 then 'pending' else 'approved' end,
        (g.i * 13) % 500, case when g.i % 4 = 0 then 3 + (g.i % 21) / 10.0 end, case when g.i % 4 = 0 then 1 + g.i % 40 else 0 end,
        now() - ((g.i * 7919) % 63072000) * interval '1 second', now()
      from generate_series(${from}::bigint, ${to}::bigint) as g(i)
      join bench_stores s on s.n = g.i % ${STORES}
      join bench_children c on c.n = (g.i * 31) % ${nc}
      cross join lateral (
        select c.bases[1 + (g.i / ${nc}) % array_length(c.bases, 1)] || ' ' || c.extras[1 + (g.i / 7) % array_length(c.extras, 1)] as name,
               ((c.min_price + (c.max_price - c.min_price) * ((g.i * 2654435761::bigint) % 1000003) / 1000003.0) / 50)::bigint * 50 as selling
      ) p`);
    say(`  ${to.toLocaleString("en")} products (${seconds(t)})`);
  }

  t = Date.now();
  await db.execute(sql`set maintenance_work_mem = '1GB'`);
  for (const i of indexes) {
    const it = Date.now();
    await db.execute(sql.raw(i.indexdef));
    say(`  index ${i.indexname} (${seconds(it)})`);
  }
  say(`indexes rebuilt in ${seconds(t)}`);
  t = Date.now();
  await db.execute(sql`alter table products enable trigger products_search_words_on_insert`);
  const words = await rebuildSearchWords(db);
  say(`search vocabulary (${words.toLocaleString("en")} words) in ${seconds(t)}`);
  t = Date.now();
  await db.execute(sql`drop table bench_children`);
  await db.execute(sql`drop table bench_stores`);
  await db.execute(sql`vacuum analyze`);
  say(`vacuum analyze in ${seconds(t)}`);
  const size = (await db.execute<{ size: string }>(sql`select pg_size_pretty(pg_database_size(current_database())) as size`)).rows[0].size;
  say(`Done: ${PRODUCTS.toLocaleString("en")} products, database ${size}, total ${seconds(started)}.`);
  await db.$client.end();
  await stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
