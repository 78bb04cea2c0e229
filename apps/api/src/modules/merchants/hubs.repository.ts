import { type HubSort, type HubSortColumn, splitSort } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { stores } from "./stores.table.js";
import { hubs } from "./hubs.table.js";

export type HubRow = typeof hubs.$inferSelect;
export type HubStatus = HubRow["status"];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const hubColumns = {
  hub: hubs,
  storeName: stores.storeName,
};

export async function insertHub(db: DbOrTx, values: typeof hubs.$inferInsert): Promise<HubRow> {
  const [row] = await db.insert(hubs).values(values).returning();
  return row;
}

/** A hub with the name of the applicant's store (null for platform hubs). */
export async function findHubWithStore(db: DbOrTx, id: string) {
  const [row] = await db.select(hubColumns).from(hubs).leftJoin(stores, eq(stores.merchantId, hubs.merchantId)).where(eq(hubs.id, id));
  return row ?? null;
}

export async function findHub(db: DbOrTx, id: string): Promise<HubRow | null> {
  const [row] = await db.select().from(hubs).where(eq(hubs.id, id));
  return row ?? null;
}

export type HubListSort = HubSort;

/** The ORDER BY of a hub list asked for a sort; ties are broken by id so pages neither overlap nor skip a row. */
function hubListOrder(sort: HubSort): SQL[] {
  const { by, direction } = splitSort(sort);
  const keys: Record<HubSortColumn, SQL> = {
    name: sql`lower(${hubs.name})`,
    // Platform hubs have no applicant store; they sort as an empty name.
    store: sql`lower(coalesce(${stores.storeName}, ''))`,
    address: sql`lower(${hubs.state} || ' ' || ${hubs.city})`,
    created: sql`${hubs.createdAt}`,
    approved: sql`coalesce(${hubs.approvedAt}, ${hubs.createdAt})`,
  };
  const dir = direction === "asc" ? asc : desc;
  return [dir(keys[by]), dir(hubs.id)];
}

export async function listHubs(
  db: DbOrTx,
  filter: { status?: HubStatus; search?: string; sort?: HubSort; limit: number; offset: number; oldestFirst?: boolean },
) {
  const conditions: (SQL | undefined)[] = [filter.status ? eq(hubs.status, filter.status) : undefined];
  if (filter.search) {
    const p = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(hubs.name, p), ilike(hubs.city, p), ilike(hubs.state, p), ilike(hubs.street, p)));
  }
  const where = and(...conditions);
  const rows = await db
    .select(hubColumns)
    .from(hubs)
    .leftJoin(stores, eq(stores.merchantId, hubs.merchantId))
    .where(where)
    .orderBy(...(filter.sort ? hubListOrder(filter.sort) : [filter.oldestFirst ? hubs.createdAt : desc(hubs.createdAt), hubs.id]))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ n }] = await db.select({ n: count() }).from(hubs).where(where);
  return { rows, count: n };
}

export async function updateHub(db: DbOrTx, id: string, values: Partial<typeof hubs.$inferInsert>): Promise<HubRow | null> {
  const [row] = await db.update(hubs).set(values).where(eq(hubs.id, id)).returning();
  return row ?? null;
}

/** Approves a pending application; null when it is not pending (already approved, or gone). */
export async function approvePendingHub(db: DbOrTx, id: string, adminUserId: string, now: Date): Promise<HubRow | null> {
  const [row] = await db
    .update(hubs)
    .set({ status: "approved", approvedAt: now, approvedBy: adminUserId, updatedAt: now })
    .where(and(eq(hubs.id, id), eq(hubs.status, "pending")))
    .returning();
  return row ?? null;
}

/** Rejects a pending application; null when it is not pending. */
export async function rejectPendingHub(db: DbOrTx, id: string, now: Date): Promise<HubRow | null> {
  const [row] = await db
    .update(hubs)
    .set({ status: "rejected", updatedAt: now })
    .where(and(eq(hubs.id, id), eq(hubs.status, "pending")))
    .returning();
  return row ?? null;
}

export async function countStoresUsingHub(db: DbOrTx, hubId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(stores).where(eq(stores.bitmarteHubId, hubId));
  return n;
}

export async function deleteHub(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(hubs).where(eq(hubs.id, id)).returning({ id: hubs.id });
  return rows.length > 0;
}
