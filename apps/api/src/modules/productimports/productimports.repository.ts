import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { categories, childCategories, subCategories } from "../categories/categories.table.js";
import { merchants, merchantStaff } from "../merchants/merchants.table.js";
import { products, productVariants } from "../products/products.table.js";
import { uploads } from "../uploads/uploads.table.js";
import type { CategoryLookup, ExistingProduct } from "./productimports.rows.js";
import { productImportRows, productImports } from "./productimports.table.js";

export type ProductImportRecord = typeof productImports.$inferSelect;
export type ProductImportRowRecord = typeof productImportRows.$inferSelect;
export type ProductImportRowInsert = typeof productImportRows.$inferInsert;

// ---- what a preview looks up ----

/** The store's products (not deleted) with their SKUs, prices and variant SKUs: what rows update. */
export async function merchantProductsForImport(db: DbOrTx, merchantId: string): Promise<ExistingProduct[]> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, costPrice: products.costPrice, sellingPrice: products.sellingPrice, price: products.price })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), isNull(products.deletedAt)));
  const variants = await db
    .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.merchantId, merchantId), isNull(products.deletedAt)));
  const byProduct = new Map<string, { id: string; sku: string }[]>();
  for (const v of variants) {
    const list = byProduct.get(v.productId) ?? [];
    list.push({ id: v.id, sku: v.sku });
    byProduct.set(v.productId, list);
  }
  return rows.map((r) => ({ ...r, variants: byProduct.get(r.id) ?? [] }));
}

export async function categoryLookup(db: DbOrTx): Promise<CategoryLookup> {
  const [c, s, cc] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId }).from(subCategories),
    db.select({ id: childCategories.id, name: childCategories.name, subCategoryId: childCategories.subCategoryId }).from(childCategories),
  ]);
  return { categories: c, subCategories: s, childCategories: cc };
}

/** Ids of the images uploaded by the merchant or their staff (the product form accepts only those). */
export async function merchantImageUploadIds(db: DbOrTx, merchantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const owners = db
    .select({ userId: merchants.userId })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .union(db.select({ userId: merchantStaff.userId }).from(merchantStaff).where(eq(merchantStaff.merchantId, merchantId)));
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.kind, "image"), inArray(uploads.ownerUserId, owners)));
  return new Set(rows.map((r) => r.id));
}

// ---- imports ----

export async function insertImport(db: DbOrTx, values: typeof productImports.$inferInsert): Promise<ProductImportRecord> {
  const [row] = await db.insert(productImports).values(values).returning();
  return row;
}

/** Rows in chunks: a 10,000-row file is one statement per thousand rows. */
export async function insertImportRows(db: DbOrTx, rows: ProductImportRowInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(productImportRows).values(rows.slice(i, i + 1000));
}

export async function findMerchantImport(db: DbOrTx, merchantId: string, id: string): Promise<ProductImportRecord | null> {
  const [row] = await db.select().from(productImports).where(and(eq(productImports.id, id), eq(productImports.merchantId, merchantId)));
  return row ?? null;
}

export async function findImport(db: DbOrTx, id: string): Promise<ProductImportRecord | null> {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
  return row ?? null;
}

export async function listMerchantImports(db: DbOrTx, merchantId: string, limit: number) {
  const rows = await db
    .select()
    .from(productImports)
    .where(eq(productImports.merchantId, merchantId))
    .orderBy(desc(productImports.createdAt))
    .limit(limit);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(productImports).where(eq(productImports.merchantId, merchantId));
  return { rows, count };
}

export type RowFilter = "create" | "update" | "refuse" | "failed" | undefined;

function rowFilter(importId: string, show: RowFilter) {
  const own = eq(productImportRows.importId, importId);
  if (!show) return own;
  if (show === "failed") return and(own, or(eq(productImportRows.action, "refuse"), eq(productImportRows.outcome, "failed")));
  return and(own, eq(productImportRows.action, show));
}

export async function pageImportRows(db: DbOrTx, importId: string, q: { show: RowFilter; limit: number; offset: number }) {
  const where = rowFilter(importId, q.show);
  const rows = await db.select().from(productImportRows).where(where).orderBy(asc(productImportRows.rowNumber)).limit(q.limit).offset(q.offset);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(productImportRows).where(where);
  return { rows, count };
}

export async function allFailedRows(db: DbOrTx, importId: string): Promise<ProductImportRowRecord[]> {
  return db.select().from(productImportRows).where(rowFilter(importId, "failed")).orderBy(asc(productImportRows.rowNumber));
}

export async function updateImport(db: DbOrTx, id: string, values: Partial<typeof productImports.$inferInsert>, onlyIfStatus?: ProductImportRecord["status"][]) {
  const [row] = await db
    .update(productImports)
    .set(values)
    .where(and(eq(productImports.id, id), onlyIfStatus ? inArray(productImports.status, onlyIfStatus) : undefined))
    .returning();
  return row ?? null;
}

// ---- the run ----

/**
 * Records a row's outcome and counts it on the import, in the row's own transaction, only while the
 * row still waits: answers whether the merchant asked to cancel meanwhile, or null when another run
 * already finished this row (the caller rolls its writes back). One statement, so a row costs one
 * round trip more than the product itself.
 */
export async function finishRow(
  db: DbOrTx,
  importId: string,
  rowNumber: number,
  values: { outcome: "created" | "updated" | "failed"; productId?: string | null; reasons?: string[] },
): Promise<{ cancelRequested: boolean } | null> {
  const bump = (outcome: string) => (values.outcome === outcome ? sql`+ 1` : sql`+ 0`);
  const result = await db.execute(sql`
    with finished as (
      update ${productImportRows}
      set outcome = ${values.outcome}, product_id = ${values.productId ?? null}, reasons = ${JSON.stringify(values.reasons ?? [])}::jsonb
      where import_id = ${importId} and row_number = ${rowNumber} and outcome = 'waiting'
      returning row_number
    )
    update ${productImports}
    set done = done + 1, created = created ${bump("created")}, updated = updated ${bump("updated")}, failed = failed ${bump("failed")},
      position = greatest(position, ${rowNumber})
    where id = ${importId} and exists (select 1 from finished)
    returning cancel_requested as "cancelRequested"`);
  const row = result.rows[0] as { cancelRequested: boolean } | undefined;
  return row ?? null;
}

/** This transaction's commit does not wait for the disk (see runRow for why that is safe for a row). */
export async function commitWithoutWaitingForDisk(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local synchronous_commit to off`);
}

/** Rows still waiting (a first run, or what a run that died left), in file order. */
export async function waitingRows(db: DbOrTx, importId: string, limit: number): Promise<ProductImportRowRecord[]> {
  return db
    .select()
    .from(productImportRows)
    .where(and(eq(productImportRows.importId, importId), eq(productImportRows.outcome, "waiting"), ne(productImportRows.action, "refuse")))
    .orderBy(asc(productImportRows.rowNumber))
    .limit(limit);
}

/** Rows a cancelled run never reached: skipped, and counted as done so the bar ends full. */
export async function skipRemainingRows(db: DbOrTx, importId: string, reason: string): Promise<number> {
  const skipped = await db
    .update(productImportRows)
    .set({ outcome: "skipped", reasons: [reason] })
    .where(
      and(
        eq(productImportRows.importId, importId),
        ne(productImportRows.action, "refuse"),
        eq(productImportRows.outcome, "waiting"),
      ),
    )
    .returning({ rowNumber: productImportRows.rowNumber });
  return skipped.length;
}

/** The products this import created or changed that now wait for review (new, or a content edit of a live one). */
export async function countWaitingReview(db: DbOrTx, importId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productImportRows)
    .innerJoin(products, eq(products.id, productImportRows.productId))
    .where(
      and(
        eq(productImportRows.importId, importId),
        inArray(productImportRows.outcome, ["created", "updated"]),
        or(eq(products.approvalStatus, "pending"), sql`${products.pendingRevision}->>'status' = 'pending'`),
      ),
    );
  return row?.n ?? 0;
}
