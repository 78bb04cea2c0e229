import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customerShippingAddresses as addresses } from "./addresses.table.js";

export type AddressRow = typeof addresses.$inferSelect;
export type AddressInsert = typeof addresses.$inferInsert;

/** Serialises changes to one customer's address book for the rest of the transaction. */
export async function lockAddressBook(db: DbOrTx, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${customerId}`}, 0))`);
}

export async function listAddresses(
  db: DbOrTx,
  customerId: string,
  q: { page: number; limit: number },
): Promise<{ rows: AddressRow[]; count: number }> {
  const where = eq(addresses.customerId, customerId);
  const rows = await db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(addresses).where(where);
  return { rows, count: total.n };
}

export async function countAddresses(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  return row.n;
}

export async function findAddress(db: DbOrTx, customerId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row ?? null;
}

export async function findDefaultAddress(db: DbOrTx, customerId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  return row ?? null;
}

export async function insertAddress(db: DbOrTx, values: AddressInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row;
}

export async function updateAddress(
  db: DbOrTx,
  customerId: string,
  id: string,
  values: Partial<AddressInsert>,
  now: Date,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning();
  return row ?? null;
}

/** Clears the customer's default (except `keepId`); answers the address that was the default, if any. */
export async function clearDefault(db: DbOrTx, customerId: string, now: Date, keepId?: string): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.isDefault, true),
        keepId ? ne(addresses.id, keepId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: DbOrTx, customerId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function newestAddress(db: DbOrTx, customerId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row ?? null;
}
