import type { MerchantSortColumn } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { subCategories } from "../categories/categories.table.js";
import { storeFollowers, storeProfiles, stores } from "./stores.table.js";
import { merchantStaff, merchants, pricingPlans } from "./merchants.table.js";

export type MerchantRow = typeof merchants.$inferSelect;
export type PricingPlanRow = typeof pricingPlans.$inferSelect;
type UserRow = typeof users.$inferSelect;
type StoreRow = typeof stores.$inferSelect;
export interface MerchantWithStore {
  merchant: MerchantRow;
  user: UserRow;
  store: StoreRow;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertMerchant(db: DbOrTx, values: typeof merchants.$inferInsert): Promise<MerchantRow> {
  const [row] = await db.insert(merchants).values(values).returning();
  return row;
}

export async function insertStaff(db: DbOrTx, values: typeof merchantStaff.$inferInsert): Promise<void> {
  await db.insert(merchantStaff).values(values);
}

export async function findMerchant(db: DbOrTx, id: string): Promise<MerchantRow | null> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row ?? null;
}

const withStore = { merchant: merchants, user: users, store: stores };

/** The merchant with its owner account and store (every merchant gets a store at sign-up). */
export async function findMerchantWithStore(db: DbOrTx, merchantId: string): Promise<MerchantWithStore | null> {
  const [row] = await db
    .select(withStore)
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .innerJoin(stores, eq(stores.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return row ?? null;
}

/** The ORDER BY of the admin's merchant list; ties are broken by id so pages neither overlap nor skip a row. */
function merchantListOrder(sort: { by: MerchantSortColumn; direction: "asc" | "desc" } | undefined): SQL[] {
  if (!sort) return [desc(merchants.createdAt), asc(merchants.id)];
  const keys: Record<MerchantSortColumn, SQL> = {
    joined: sql`${merchants.createdAt}`,
    name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    store: sql`lower(${stores.storeName})`,
    approval: sql`(${stores.firstApproval}::int + ${stores.secondApproval}::int)`,
    verified: sql`${merchants.isVerified}`,
    health: sql`${stores.healthScore}`,
  };
  const direction = sort.direction === "asc" ? asc : desc;
  return [direction(keys[sort.by]), direction(merchants.id)];
}

export async function listMerchants(
  db: DbOrTx,
  filter: {
    search?: string;
    isVerified?: boolean;
    approved?: boolean;
    sort?: { by: MerchantSortColumn; direction: "asc" | "desc" };
    limit: number;
    offset: number;
  },
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.isVerified !== undefined) conditions.push(eq(merchants.isVerified, filter.isVerified));
  if (filter.approved !== undefined) {
    conditions.push(filter.approved ? eq(stores.status, "approved") : ne(stores.status, "approved"));
  }
  if (filter.search) {
    const p = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(users.firstName, p),
        ilike(users.lastName, p),
        ilike(users.email, p),
        ilike(stores.storeName, p),
        ilike(stores.storeUrl, p),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select(withStore)
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .innerJoin(stores, eq(stores.merchantId, merchants.id))
    .where(where)
    .orderBy(...merchantListOrder(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .innerJoin(stores, eq(stores.merchantId, merchants.id))
    .where(where);
  return { rows, count: n };
}

export async function updateMerchant(db: DbOrTx, id: string, values: Partial<typeof merchants.$inferInsert>): Promise<MerchantRow | null> {
  const [row] = await db.update(merchants).set(values).where(eq(merchants.id, id)).returning();
  return row ?? null;
}

export async function hasStoreProfile(db: DbOrTx, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: storeProfiles.id }).from(storeProfiles).where(eq(storeProfiles.merchantId, merchantId)).limit(1);
  return !!row;
}

/** Followers per store; stores without followers get 0. */
export async function followerCounts(db: DbOrTx, storeIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(storeIds.map((id) => [id, 0]));
  if (storeIds.length === 0) return counts;
  const rows = await db
    .select({ storeId: storeFollowers.storeId, n: count() })
    .from(storeFollowers)
    .where(inArray(storeFollowers.storeId, [...new Set(storeIds)]))
    .groupBy(storeFollowers.storeId);
  for (const r of rows) counts.set(r.storeId, r.n);
  return counts;
}

// ---- pricing plans ----

export async function listPricingPlans(db: DbOrTx, opts: { activeOnly: boolean }): Promise<PricingPlanRow[]> {
  return db
    .select()
    .from(pricingPlans)
    .where(opts.activeOnly ? eq(pricingPlans.isActive, true) : undefined)
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.name));
}

export async function findPricingPlan(db: DbOrTx, id: string): Promise<PricingPlanRow | null> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id));
  return row ?? null;
}

/**
 * Each merchant's commission in basis points: its plan's, else the starter plan's, else 10 % (one query for
 * every store of a checkout).
 */
export async function commissionBpsOf(db: DbOrTx, merchantIds: readonly string[]): Promise<Map<string, number>> {
  if (merchantIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; bps: number }>(sql`
    select m.id, coalesce(p.commission_bps, s.commission_bps, 1000)::int as bps
    from ${merchants} m
    left join ${pricingPlans} p on p.id = m.pricing_plan_id
    left join ${pricingPlans} s on s.code = 'starter'
    where m.id = any(${sql.param([...merchantIds])}::uuid[])`);
  return new Map(rows.map((r) => [r.id, Number(r.bps)]));
}

/** Which of these sub-category ids exist. */
export async function existingSubCategoryIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: subCategories.id }).from(subCategories).where(inArray(subCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The store owner's email and first name (mails about the store's payouts and returns). */
export async function findMerchantContact(db: DbOrTx, merchantId: string): Promise<{ userId: string; email: string; firstName: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(eq(merchants.id, merchantId));
  return row ?? null;
}
