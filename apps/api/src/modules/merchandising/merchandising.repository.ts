import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { officialOutlets, stores } from "../merchants/stores.table.js";
import {
  type FeaturedImageValue,
  featuredImageCollections,
  promotionProducts,
  promotions,
} from "./merchandising.table.js";

export type PromotionRecord = typeof promotions.$inferSelect & { productCount: number };
export type FeaturedCollectionRecord = typeof featuredImageCollections.$inferSelect;

const promotionColumns = {
  id: promotions.id,
  name: promotions.name,
  description: promotions.description,
  image: promotions.image,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  createdAt: promotions.createdAt,
  productCount: sql<number>`(select count(*)::int from ${promotionProducts} where ${promotionProducts.promotionId} = ${promotions.id})`,
};

export async function listPromotions(db: DbOrTx, page: { limit: number; offset: number }) {
  const rows = await db
    .select(promotionColumns)
    .from(promotions)
    .orderBy(desc(promotions.createdAt), asc(promotions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(promotions);
  return { rows, count: n };
}

/** Promotions running on `day` (YYYY-MM-DD): open-ended dates count as running. */
export async function listRunningPromotions(db: DbOrTx, day: string, limit: number): Promise<PromotionRecord[]> {
  return db
    .select(promotionColumns)
    .from(promotions)
    .where(and(or(isNull(promotions.startDate), lte(promotions.startDate, day)), or(isNull(promotions.endDate), gte(promotions.endDate, day))))
    .orderBy(desc(promotions.createdAt), asc(promotions.id))
    .limit(limit);
}

export async function findPromotion(db: DbOrTx, id: string): Promise<PromotionRecord | null> {
  const [row] = await db.select(promotionColumns).from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}

export async function insertPromotion(db: DbOrTx, values: typeof promotions.$inferInsert): Promise<string> {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  return row.id;
}

export async function deletePromotionRecord(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  return rows.length > 0;
}

export async function addPromotionProductRows(db: DbOrTx, promotionId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(promotionProducts)
    .values(productIds.map((productId) => ({ promotionId, productId })))
    .onConflictDoNothing();
}

export async function removePromotionProductRow(db: DbOrTx, promotionId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(promotionProducts)
    .where(and(eq(promotionProducts.promotionId, promotionId), eq(promotionProducts.productId, productId)))
    .returning({ productId: promotionProducts.productId });
  return rows.length > 0;
}

export async function promotionProductIds(db: DbOrTx, promotionId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: promotionProducts.productId })
    .from(promotionProducts)
    .where(eq(promotionProducts.promotionId, promotionId))
    .orderBy(asc(promotionProducts.createdAt), asc(promotionProducts.productId));
  return rows.map((r) => r.productId);
}

// ---- official outlets ----

const outletColumns = {
  id: officialOutlets.id,
  storeId: officialOutlets.storeId,
  storeName: stores.storeName,
  storeUrl: stores.storeUrl,
  logo: stores.logo,
  createdAt: officialOutlets.createdAt,
};
export type OutletRecord = Awaited<ReturnType<typeof findOutlet>> & object;

export async function listOutlets(db: DbOrTx, page: { limit: number; offset: number }, liveOnly = false) {
  const where = liveOnly ? and(eq(stores.status, "approved"), eq(stores.isActive, true)) : undefined;
  const rows = await db
    .select(outletColumns)
    .from(officialOutlets)
    .innerJoin(stores, eq(stores.id, officialOutlets.storeId))
    .where(where)
    .orderBy(desc(officialOutlets.createdAt), asc(officialOutlets.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(officialOutlets)
    .innerJoin(stores, eq(stores.id, officialOutlets.storeId))
    .where(where);
  return { rows, count: n };
}

export async function findOutlet(db: DbOrTx, id: string) {
  const [row] = await db
    .select(outletColumns)
    .from(officialOutlets)
    .innerJoin(stores, eq(stores.id, officialOutlets.storeId))
    .where(eq(officialOutlets.id, id));
  return row ?? null;
}

export async function insertOutlet(db: DbOrTx, storeId: string): Promise<string | null> {
  const rows = await db.insert(officialOutlets).values({ storeId }).onConflictDoNothing().returning({ id: officialOutlets.id });
  return rows[0]?.id ?? null;
}

export async function deleteOutlet(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(officialOutlets).where(eq(officialOutlets.id, id)).returning({ id: officialOutlets.id });
  return rows.length > 0;
}


export async function storeExists(db: DbOrTx, storeId: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return Boolean(row);
}

// ---- featured image collections ----

export async function listFeaturedCollections(db: DbOrTx, activeOnly: boolean): Promise<FeaturedCollectionRecord[]> {
  return db
    .select()
    .from(featuredImageCollections)
    .where(activeOnly ? eq(featuredImageCollections.isActive, true) : undefined)
    .orderBy(asc(featuredImageCollections.sortOrder), desc(featuredImageCollections.createdAt));
}

/** A page of collections in home-page order; `isActive` narrows to shown or hidden ones. */
export async function pageFeaturedCollections(
  db: DbOrTx,
  filter: { isActive?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: FeaturedCollectionRecord[]; count: number }> {
  const where = filter.isActive === undefined ? undefined : eq(featuredImageCollections.isActive, filter.isActive);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(featuredImageCollections)
      .where(where)
      .orderBy(asc(featuredImageCollections.sortOrder), desc(featuredImageCollections.createdAt), asc(featuredImageCollections.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(featuredImageCollections).where(where),
  ]);
  return { rows, count: total.n };
}

export async function insertFeaturedCollection(
  db: DbOrTx,
  values: { title: string; subtitle: string | null; images: FeaturedImageValue[]; sortOrder: number; isActive: boolean },
): Promise<FeaturedCollectionRecord> {
  const [row] = await db.insert(featuredImageCollections).values(values).returning();
  return row;
}

export async function updateFeaturedCollection(
  db: DbOrTx,
  id: string,
  values: Partial<typeof featuredImageCollections.$inferInsert>,
): Promise<FeaturedCollectionRecord | null> {
  const [row] = await db
    .update(featuredImageCollections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(featuredImageCollections.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFeaturedCollection(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(featuredImageCollections).where(eq(featuredImageCollections.id, id)).returning({ id: featuredImageCollections.id });
  return rows.length > 0;
}
