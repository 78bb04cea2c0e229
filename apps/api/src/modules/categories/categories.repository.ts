import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { categories, childCategories, subCategories } from "./categories.table.js";

export type CategoryRecord = typeof categories.$inferSelect;
export type SubCategoryRecord = typeof subCategories.$inferSelect;
export type ChildCategoryRecord = typeof childCategories.$inferSelect;

export async function listCategoryRecords(db: DbOrTx): Promise<CategoryRecord[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

export async function listSubCategoryRecords(db: DbOrTx, categoryId?: string): Promise<SubCategoryRecord[]> {
  return db
    .select()
    .from(subCategories)
    .where(categoryId ? eq(subCategories.categoryId, categoryId) : undefined)
    .orderBy(asc(subCategories.position), asc(subCategories.name));
}

export async function listChildCategoryRecords(
  db: DbOrTx,
  by: { categoryId?: string; subCategoryId?: string } = {},
): Promise<ChildCategoryRecord[]> {
  return db
    .select()
    .from(childCategories)
    .where(
      and(
        by.categoryId ? eq(childCategories.categoryId, by.categoryId) : undefined,
        by.subCategoryId ? eq(childCategories.subCategoryId, by.subCategoryId) : undefined,
      ),
    )
    .orderBy(asc(childCategories.position), asc(childCategories.name));
}

export async function findCategoryRecord(db: DbOrTx, id: string): Promise<CategoryRecord | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

export async function findSubCategoryRecord(db: DbOrTx, id: string): Promise<SubCategoryRecord | null> {
  const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id));
  return row ?? null;
}

export async function findChildCategoryRecord(db: DbOrTx, id: string): Promise<ChildCategoryRecord | null> {
  const [row] = await db.select().from(childCategories).where(eq(childCategories.id, id));
  return row ?? null;
}

/** A child category with the names of its parents, or null. */
export async function findChildCategoryPath(db: DbOrTx, childCategoryId: string) {
  const [row] = await db
    .select({
      childCategoryId: childCategories.id,
      childCategory: childCategories.name,
      subCategoryId: subCategories.id,
      subCategory: subCategories.name,
      categoryId: categories.id,
      category: categories.name,
    })
    .from(childCategories)
    .innerJoin(subCategories, eq(subCategories.id, childCategories.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(eq(childCategories.id, childCategoryId));
  return row ?? null;
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert): Promise<CategoryRecord> {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function updateCategoryRecord(
  db: DbOrTx,
  id: string,
  values: Partial<typeof categories.$inferInsert>,
): Promise<CategoryRecord | null> {
  const [row] = await db.update(categories).set({ ...values, updatedAt: sql`now()` }).where(eq(categories.id, id)).returning();
  return row ?? null;
}

export async function deleteCategoryRecord(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

export async function insertSubCategory(db: DbOrTx, values: typeof subCategories.$inferInsert): Promise<SubCategoryRecord> {
  const [row] = await db.insert(subCategories).values(values).returning();
  return row;
}

export async function updateSubCategoryRecord(
  db: DbOrTx,
  id: string,
  values: Partial<typeof subCategories.$inferInsert>,
): Promise<SubCategoryRecord | null> {
  const [row] = await db
    .update(subCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subCategories.id, id))
    .returning();
  return row ?? null;
}

/** Keeps the child categories under a moved sub-category pointing at its new category. */
export async function moveChildCategoriesOfSub(db: DbOrTx, subCategoryId: string, categoryId: string): Promise<void> {
  await db
    .update(childCategories)
    .set({ categoryId, updatedAt: sql`now()` })
    .where(eq(childCategories.subCategoryId, subCategoryId));
}

export async function deleteSubCategoryRecord(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(subCategories).where(eq(subCategories.id, id)).returning({ id: subCategories.id });
  return rows.length > 0;
}

export async function insertChildCategory(
  db: DbOrTx,
  values: typeof childCategories.$inferInsert,
): Promise<ChildCategoryRecord> {
  const [row] = await db.insert(childCategories).values(values).returning();
  return row;
}

export async function updateChildCategoryRecord(
  db: DbOrTx,
  id: string,
  values: Partial<typeof childCategories.$inferInsert>,
): Promise<ChildCategoryRecord | null> {
  const [row] = await db
    .update(childCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(childCategories.id, id))
    .returning();
  return row ?? null;
}

export async function deleteChildCategoryRecord(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(childCategories).where(eq(childCategories.id, id)).returning({ id: childCategories.id });
  return rows.length > 0;
}
