import { eq, like } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { stores } from "./stores.table.js";

export type StoreRow = typeof stores.$inferSelect;

export async function insertStore(db: DbOrTx, values: typeof stores.$inferInsert): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  return row;
}

export async function storeUrlsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db.select({ url: stores.storeUrl }).from(stores).where(like(stores.storeUrl, `${base}%`));
  return rows.map((r) => r.url);
}

export async function findStoreByMerchant(db: DbOrTx, merchantId: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.merchantId, merchantId));
  return row ?? null;
}
