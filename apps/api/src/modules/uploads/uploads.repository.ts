import { eq } from "drizzle-orm";
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
