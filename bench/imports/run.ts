/**
 * Measures a bulk product import end to end on a fresh database: ROWS generated CSV rows (one in
 * IMAGE_EVERY with an image from a ZIP, one in VARIANT_EVERY with three variants) are checked by the
 * real preview (`previewImport`), confirmed (`productImports.confirm`'s service call, which enqueues the
 * job), and written by the `productimports.run` handler on the job queue, each row in its own
 * transaction through the products module's `createProduct`. Prints the preview time, the run's rows/s
 * and total time, beside a ceiling measured in the same run: one bare-SQL multi-row INSERT of the same
 * products (no checks, no images, no notifications).
 *
 *   node --import tsx bench/imports/run.ts
 *   BENCH_ROWS=2000 node --import tsx bench/imports/run.ts
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { adaptersFromConfig } from "../../apps/api/src/adapters/index.js";
import { buildApp } from "../../apps/api/src/app.js";
import type { Ctx, MerchantActor } from "../../apps/api/src/http/context.js";
import { systemClock } from "../../apps/api/src/lib/clock.js";
import { hashPassword } from "../../apps/api/src/lib/crypto.js";
import { categories, childCategories, subCategories } from "../../apps/api/src/modules/categories/categories.table.js";
import { insertUser } from "../../apps/api/src/modules/identity/index.js";
import { JobQueue } from "../../apps/api/src/modules/jobs/index.js";
import { createStoreForMerchant, insertMerchant } from "../../apps/api/src/modules/merchants/index.js";
import { stores } from "../../apps/api/src/modules/merchants/stores.table.js";
import { storeUpload } from "../../apps/api/src/modules/uploads/index.js";
import { previewImport } from "../../apps/api/src/modules/productimports/index.js";
import { confirmImport } from "../../apps/api/src/modules/productimports/productimports.service.js";
import { makeZip } from "../../apps/api/test/factories/zip.js";
import { benchConfig, openBenchDatabase } from "../bench-database.js";

const DB_NAME = process.env.BENCH_DB ?? "bitmarte_bench_imports";
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const IMAGE_EVERY = Number(process.env.BENCH_IMAGE_EVERY ?? 20);
const VARIANT_EVERY = Number(process.env.BENCH_VARIANT_EVERY ?? 5);
const DISTINCT_IMAGES = 25;
const say = (m: string) => console.log(`[bench:imports] ${m}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function csvOf(rows: string[][]): Buffer {
  const q = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return Buffer.from(rows.map((r) => r.map(q).join(",")).join("\r\n"));
}

async function main() {
  const database = await openBenchDatabase({ name: DB_NAME, dataDirName: "pg-bench-imports", port: 54346, poolSize: 10, say });
  const db = database.db;
  const config = benchConfig("test", { SEED_DEMO: "false" });
  const adapters = adaptersFromConfig(config);
  // Registers every module's jobs (productimports.run among them).
  const app = await buildApp({ db, config, adapters });

  const user = await insertUser(db, {
    kind: "merchant",
    role: "merchant",
    email: "bench-imports@example.test",
    passwordHash: await hashPassword("Bench-password-1"),
    firstName: "Bench",
    lastName: "Merchant",
    emailConfirmedAt: new Date(),
  });
  const merchant = await insertMerchant(db, { userId: user.id, isRegisteredBusiness: false });
  const store = await createStoreForMerchant(db, { merchantId: merchant.id, storeName: "Bench Imports Store", isRegisteredBusiness: false });
  await db.update(stores).set({ status: "approved", firstApproval: true, secondApproval: true }).where(sql`${stores.id} = ${store.id}`);
  const [c] = await db.insert(categories).values({ name: "Fashion" }).returning();
  const [s] = await db.insert(subCategories).values({ name: "Men", categoryId: c.id }).returning();
  const [ch] = await db.insert(childCategories).values({ name: "Sneakers", subCategoryId: s.id, categoryId: c.id }).returning();

  const images = await Promise.all(
    Array.from({ length: DISTINCT_IMAGES }, (_, i) =>
      sharp({ create: { width: 600, height: 600, channels: 3, background: { r: (i * 37) % 255, g: (i * 91) % 255, b: 140 } } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  const zip = makeZip(images.map((bytes, i) => ({ name: `img/shoe-${i}.jpg`, bytes, store: true })));
  const uploaded = await storeUpload({ db, adapters }, { ownerUserId: user.id, kind: "image", bytes: images[0], filename: "catalogue.jpg" });
  const header = ["sku", "name", "description", "category", "subCategory", "childCategory", "costPrice", "sellingPrice", "price", "quantity", "weight", "variants", "images"];
  const rows: string[][] = [header];
  for (let i = 0; i < ROWS; i++) {
    const sku = `BENCH-${String(i).padStart(6, "0")}`;
    const variants = i % VARIANT_EVERY === 0 ? [40, 41, 42].map((size) => `${sku}-${size}:${size}:Black:${size - 38}:0`).join("; ") : "";
    // The rest name an image the store uploaded before (its address): every product needs one.
    const image = i % IMAGE_EVERY === 0 ? `shoe-${(i / IMAGE_EVERY) % DISTINCT_IMAGES}.jpg` : uploaded.url;
    rows.push([sku, `Bench sneaker ${i}`, `Generated product ${i} for the import bench.`, "Fashion", "Men", "Sneakers", "4000", "6500.50", "7000", "12", "0.9", variants, image]);
  }
  const csv = csvOf(rows);
  const imageRows = Math.ceil(ROWS / IMAGE_EVERY);
  say(`${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV), ${imageRows} with an image from a ${(zip.length / 1024 / 1024).toFixed(1)} MB ZIP of ${DISTINCT_IMAGES}, the rest an image uploaded before; ${Math.ceil(ROWS / VARIANT_EVERY)} rows with 3 variants`);

  const ctx: Ctx<MerchantActor> = {
    db,
    actor: { kind: "merchant", role: "merchant", userId: user.id, sessionId: user.id, email: user.email, merchantId: merchant.id, storeId: store.id, permissions: [] },
    log: app.log,
    now: new Date(),
    config,
    adapters,
    ip: "127.0.0.1",
    clock: systemClock,
  };

  const queue = await JobQueue.start({ connectionString: database.url, deps: { db, adapters, config, log: app.log }, schedule: false });
  const startedPreview = Date.now();
  const preview = await previewImport(ctx, { csv: { bytes: csv, filename: "bench.csv" }, zip: { bytes: zip, filename: "bench.zip" } });
  const previewMs = Date.now() - startedPreview;
  say(`preview: ${preview.toCreate} to create, ${preview.toUpdate} to update, ${preview.toRefuse} refused, in ${seconds(previewMs)}`);
  if (preview.toRefuse > 0) say(`first refusal: ${JSON.stringify(preview.rows.find((r) => r.action === "refuse"))}`);

  const startedRun = Date.now();
  await confirmImport(ctx, preview.id);
  let last = "";
  for (;;) {
    const r = await db.execute(sql`select status, done, created, failed from product_imports where id = ${preview.id}`);
    const row = r.rows[0] as { status: string; done: number; created: number; failed: number };
    const line = `${row.status} ${row.done}/${preview.toCreate}`;
    if (line !== last && row.done % 1000 < 50) say(`  ${line} after ${seconds(Date.now() - startedRun)}`);
    last = line;
    if (row.status === "completed" || row.status === "failed" || row.status === "cancelled") {
      if (row.failed > 0) {
        const f = await db.execute(sql`select row_number, reasons from product_import_rows where import_id = ${preview.id} and outcome = 'failed' limit 3`);
        say(`failed rows (first 3): ${JSON.stringify(f.rows)}`);
      }
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const runMs = Date.now() - startedRun;
  const [{ created, failed }] = (await db.execute(sql`select created, failed from product_imports where id = ${preview.id}`)).rows as { created: number; failed: number }[];
  const [{ uploads }] = (await db.execute(sql`select count(*)::int as uploads from uploads`)).rows as { uploads: number }[];

  // The ceiling: the same products in one bare INSERT … SELECT (no checks, images, variants or notifications).
  const startedCeiling = Date.now();
  await db.execute(sql`
    insert into products (merchant_id, store_id, name, description, category_id, sub_category_id, child_category_id,
      cost_price, selling_price, price, sku, weight, quantity, images, approval_status)
    select ${merchant.id}, ${store.id}, 'Ceiling sneaker ' || g, 'Generated product ' || g || ' for the import bench.', ${c.id}, ${s.id}, ${ch.id},
      400000, 650050, 700000, 'CEIL-' || g, 0.9, 12, array['/api/v1/uploads/00000000-0000-4000-8000-000000000000'], 'pending'
    from generate_series(1, ${ROWS}) as g`);
  const ceilingMs = Date.now() - startedCeiling;

  const total = previewMs + runMs;
  say("");
  say(`import of ${ROWS} rows: preview ${seconds(previewMs)} + run ${seconds(runMs)} = ${seconds(total)} (${Math.round(ROWS / (total / 1000))} rows/s overall; the run ${Math.round(ROWS / (runMs / 1000))} rows/s)`);
  say(`created ${created}, failed ${failed}; image uploads stored: ${uploads} (${imageRows} rows named a fresh image)`);
  say(`ceiling (bare multi-row INSERT of ${ROWS} products): ${(ceilingMs / 1000).toFixed(2)} s (${Math.round(ROWS / (ceilingMs / 1000))} rows/s); the import is ${(total / ceilingMs).toFixed(0)}× the ceiling`);
  say(`target: under 120 s for 10,000 rows — ${total < 120_000 ? "met" : "NOT met"}`);

  await queue.stop({ timeoutMs: 2000 });
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
