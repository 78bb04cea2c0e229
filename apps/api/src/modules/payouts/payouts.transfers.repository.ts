import { desc, eq, inArray, and } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type PayoutTransferStatus, payoutTransfers } from "./payouts.table.js";

export type TransferRow = typeof payoutTransfers.$inferSelect;

export async function insertTransfer(tx: DbOrTx, values: typeof payoutTransfers.$inferInsert): Promise<TransferRow> {
  const [row] = await tx.insert(payoutTransfers).values(values).returning();
  return row;
}

export async function findTransfer(db: DbOrTx, id: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.id, id));
  return row ?? null;
}

export async function findTransferByReference(db: DbOrTx, reference: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.reference, reference));
  return row ?? null;
}

/** The attempt, locked for the caller's transaction: two deliveries of one webhook take turns. */
export async function lockTransferByReference(tx: DbOrTx, reference: string): Promise<TransferRow | null> {
  const [row] = await tx.select().from(payoutTransfers).where(eq(payoutTransfers.reference, reference)).for("update");
  return row ?? null;
}

/** Moves an attempt only from one of `from`: the losing side of a race (or a repeated event) gets null. */
export async function moveTransfer(
  tx: DbOrTx,
  id: string,
  from: PayoutTransferStatus[],
  values: Partial<typeof payoutTransfers.$inferInsert>,
): Promise<TransferRow | null> {
  const [row] = await tx
    .update(payoutTransfers)
    .set(values)
    .where(and(eq(payoutTransfers.id, id), inArray(payoutTransfers.status, from)))
    .returning();
  return row ?? null;
}

export async function transfersOfPayout(db: DbOrTx, payoutId: string): Promise<TransferRow[]> {
  return db.select().from(payoutTransfers).where(eq(payoutTransfers.payoutId, payoutId)).orderBy(desc(payoutTransfers.createdAt));
}
