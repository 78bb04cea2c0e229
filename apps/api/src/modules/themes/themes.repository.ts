import { and, asc, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { merchantThemes, storeTestimonials, themeTestimonials, type ThemeCustomization } from "./themes.table.js";

export type MerchantThemeRow = typeof merchantThemes.$inferSelect;
export type ThemeTestimonialRow = typeof themeTestimonials.$inferSelect;
export type StoreTestimonialRow = typeof storeTestimonials.$inferSelect;

export async function listMerchantThemes(db: DbOrTx, merchantId: string): Promise<MerchantThemeRow[]> {
  return db.select().from(merchantThemes).where(eq(merchantThemes.merchantId, merchantId)).orderBy(asc(merchantThemes.purchasedAt));
}

export async function findMerchantTheme(db: DbOrTx, merchantId: string, themeId: number): Promise<MerchantThemeRow | null> {
  const [row] = await db
    .select()
    .from(merchantThemes)
    .where(and(eq(merchantThemes.merchantId, merchantId), eq(merchantThemes.themeId, themeId)));
  return row ?? null;
}

/** The merchant's theme with this id; another merchant's answers null. */
export async function findOwnMerchantTheme(db: DbOrTx, merchantId: string, id: string): Promise<MerchantThemeRow | null> {
  const [row] = await db
    .select()
    .from(merchantThemes)
    .where(and(eq(merchantThemes.id, id), eq(merchantThemes.merchantId, merchantId)));
  return row ?? null;
}

/** Locked for an update in a transaction. */
export async function lockOwnMerchantTheme(db: DbOrTx, merchantId: string, id: string): Promise<MerchantThemeRow | null> {
  const [row] = await db
    .select()
    .from(merchantThemes)
    .where(and(eq(merchantThemes.id, id), eq(merchantThemes.merchantId, merchantId)))
    .for("update");
  return row ?? null;
}

export async function findActiveMerchantTheme(db: DbOrTx, merchantId: string): Promise<MerchantThemeRow | null> {
  const [row] = await db
    .select()
    .from(merchantThemes)
    .where(and(eq(merchantThemes.merchantId, merchantId), eq(merchantThemes.isActive, true)));
  return row ?? null;
}

/** Adds the theme (no-op when the merchant has it); answers the row and whether it was new. */
export async function insertMerchantTheme(
  db: DbOrTx,
  values: { merchantId: string; themeId: number; isActive: boolean; at: Date },
): Promise<{ row: MerchantThemeRow; created: boolean }> {
  const [inserted] = await db
    .insert(merchantThemes)
    .values({ merchantId: values.merchantId, themeId: values.themeId, isActive: values.isActive, purchasedAt: values.at, updatedAt: values.at })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findMerchantTheme(db, values.merchantId, values.themeId);
  if (!existing) throw new Error("merchant theme vanished");
  return { row: existing, created: false };
}

export async function deactivateMerchantThemes(db: DbOrTx, merchantId: string, at: Date): Promise<void> {
  await db
    .update(merchantThemes)
    .set({ isActive: false, updatedAt: at })
    .where(and(eq(merchantThemes.merchantId, merchantId), eq(merchantThemes.isActive, true)));
}

export async function setMerchantThemeActive(db: DbOrTx, id: string, at: Date): Promise<MerchantThemeRow> {
  const [row] = await db.update(merchantThemes).set({ isActive: true, updatedAt: at }).where(eq(merchantThemes.id, id)).returning();
  return row;
}

export async function saveCustomization(db: DbOrTx, id: string, customization: ThemeCustomization, at: Date): Promise<MerchantThemeRow> {
  const [row] = await db.update(merchantThemes).set({ customization, updatedAt: at }).where(eq(merchantThemes.id, id)).returning();
  return row;
}

// ---- theme testimonials ----

export async function listThemeTestimonials(db: DbOrTx, merchantThemeId: string): Promise<ThemeTestimonialRow[]> {
  return db
    .select()
    .from(themeTestimonials)
    .where(eq(themeTestimonials.merchantThemeId, merchantThemeId))
    .orderBy(asc(themeTestimonials.createdAt), asc(themeTestimonials.id));
}

export async function insertThemeTestimonial(
  db: DbOrTx,
  values: Omit<typeof themeTestimonials.$inferInsert, "id">,
): Promise<ThemeTestimonialRow> {
  const [row] = await db.insert(themeTestimonials).values(values).returning();
  return row;
}

/** Deletes the merchant's testimonial; another merchant's answers false. */
export async function deleteOwnThemeTestimonial(db: DbOrTx, merchantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(themeTestimonials)
    .where(and(eq(themeTestimonials.id, id), eq(themeTestimonials.merchantId, merchantId)))
    .returning({ id: themeTestimonials.id });
  return rows.length > 0;
}

// ---- store testimonials ----

export async function listStoreTestimonials(db: DbOrTx, storeId: string): Promise<StoreTestimonialRow[]> {
  return db
    .select()
    .from(storeTestimonials)
    .where(eq(storeTestimonials.storeId, storeId))
    .orderBy(desc(storeTestimonials.createdAt), desc(storeTestimonials.id));
}

export async function countStoreTestimonials(db: DbOrTx, storeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storeTestimonials).where(eq(storeTestimonials.storeId, storeId));
  return row?.n ?? 0;
}

export async function insertStoreTestimonial(
  db: DbOrTx,
  values: Omit<typeof storeTestimonials.$inferInsert, "id">,
): Promise<StoreTestimonialRow> {
  const [row] = await db.insert(storeTestimonials).values(values).returning();
  return row;
}

/** Updates the store's testimonial; another store's answers null. */
export async function updateStoreTestimonial(
  db: DbOrTx,
  storeId: string,
  id: string,
  values: Partial<typeof storeTestimonials.$inferInsert>,
): Promise<StoreTestimonialRow | null> {
  const [row] = await db
    .update(storeTestimonials)
    .set(values)
    .where(and(eq(storeTestimonials.id, id), eq(storeTestimonials.storeId, storeId)))
    .returning();
  return row ?? null;
}
