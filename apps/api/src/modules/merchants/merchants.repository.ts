import type { DbOrTx } from "../../db/client.js";
import { merchantStaff, merchants } from "./merchants.table.js";

export type MerchantRow = typeof merchants.$inferSelect;

export async function insertMerchant(db: DbOrTx, values: typeof merchants.$inferInsert): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(values).returning();
  return row;
}

export async function insertStaff(db: DbOrTx, values: typeof merchantStaff.$inferInsert): Promise<void> {
  await db.insert(merchantStaff).values(values);
}
