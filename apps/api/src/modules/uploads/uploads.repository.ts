import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { uploads } from "./uploads.table.js";

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row;
}

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

/** Images stored before their WebP copies were made, oldest first. */
export async function imagesWithoutVariants(db: DbOrTx, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.kind, "image"), sql`not ${uploads.hasVariants}`))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
}

export async function markVariantsMade(db: DbOrTx, id: string): Promise<void> {
  await db.update(uploads).set({ hasVariants: true }).where(eq(uploads.id, id));
}
