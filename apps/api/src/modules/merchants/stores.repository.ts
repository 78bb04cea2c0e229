import { splitSort, type StoreApprovalSort, type StoreApprovalSortColumn } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../admins/admins.table.js";
import { users } from "../identity/identity.table.js";
import { merchants, pricingPlans } from "./merchants.table.js";
import {
  storeApprovalEvents,
  storeApprovers,
  storeFollowers,
  storePolicies,
  storeProfiles,
  stores,
  officialOutlets,
} from "./stores.table.js";

export type StoreRow = typeof stores.$inferSelect;
export type StoreProfileRow = typeof storeProfiles.$inferSelect;
export type StorePolicyRow = typeof storePolicies.$inferSelect;
export type ApprovalEventRow = typeof storeApprovalEvents.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
};
export { isUniqueViolation };

/** Live: both approvals given (status approved) and active. Customers see only live stores. */
export const liveStore = () => and(eq(stores.status, "approved"), eq(stores.isActive, true));

export async function insertStore(db: DbOrTx, values: typeof stores.$inferInsert): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  return row;
}

export async function storeUrlsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db.select({ url: stores.storeUrl }).from(stores).where(ilike(stores.storeUrl, `${escapeLike(base)}%`));
  return rows.map((r) => r.url);
}

export async function findStoreByMerchant(db: DbOrTx, merchantId: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.merchantId, merchantId));
  return row ?? null;
}

/** The reviews module keeps the store's rating summary on its row (the public store page reads it). */
export async function setStoreRatingSummary(db: DbOrTx, merchantId: string, averageRating: number | null, reviewCount: number): Promise<void> {
  await db.update(stores).set({ ratingAverage: averageRating, reviewCount }).where(eq(stores.merchantId, merchantId));
}

export async function findStore(db: DbOrTx, id: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
}

/** The store addressed by its own id or by its merchant's id, locked for an update in a transaction. */
export async function lockStoreByIdOrMerchant(db: DbOrTx, id: string): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(or(eq(stores.id, id), eq(stores.merchantId, id)))
    .for("update");
  return row ?? null;
}

export async function findLiveStore(db: DbOrTx, id: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(and(eq(stores.id, id), liveStore()));
  return row ?? null;
}

export async function findLiveStoreByUrl(db: DbOrTx, storeUrl: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(and(eq(stores.storeUrl, storeUrl), liveStore()));
  return row ?? null;
}

export async function isStoreUrlTaken(db: DbOrTx, storeUrl: string, exceptStoreId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.storeUrl, storeUrl), ne(stores.id, exceptStoreId)));
  return !!row;
}

export async function updateStore(db: DbOrTx, id: string, values: Partial<typeof stores.$inferInsert>): Promise<StoreRow> {
  const [row] = await db.update(stores).set(values).where(eq(stores.id, id)).returning();
  return row;
}

// ---- store profiles ----

export async function insertStoreProfile(db: DbOrTx, values: typeof storeProfiles.$inferInsert): Promise<StoreProfileRow> {
  const [row] = await db.insert(storeProfiles).values(values).returning();
  return row;
}

export async function listStoreProfiles(db: DbOrTx, merchantId: string): Promise<StoreProfileRow[]> {
  return db
    .select()
    .from(storeProfiles)
    .where(eq(storeProfiles.merchantId, merchantId))
    .orderBy(asc(storeProfiles.seq));
}

export async function latestStoreProfile(db: DbOrTx, merchantId: string): Promise<StoreProfileRow | null> {
  const [row] = await db
    .select()
    .from(storeProfiles)
    .where(eq(storeProfiles.merchantId, merchantId))
    .orderBy(desc(storeProfiles.seq))
    .limit(1);
  return row ?? null;
}

export async function merchantExists(db: DbOrTx, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  return !!row;
}

// ---- policies ----

export async function listPolicies(db: DbOrTx, storeId: string): Promise<StorePolicyRow[]> {
  return db.select().from(storePolicies).where(eq(storePolicies.storeId, storeId)).orderBy(asc(storePolicies.type));
}

/** Creates the store's policy of this type, or updates it; tells which. */
export async function upsertPolicy(
  db: DbOrTx,
  storeId: string,
  input: { type: StorePolicyRow["type"]; title: string; content: string },
  now: Date,
): Promise<{ row: StorePolicyRow; created: boolean }> {
  const [row] = await db
    .insert(storePolicies)
    .values({ storeId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [storePolicies.storeId, storePolicies.type],
      set: { title: input.title, content: input.content, updatedAt: now },
    })
    // xmax is 0 on a freshly inserted row version and set on an updated one.
    .returning({ ...getTableColumns(storePolicies), created: sql<boolean>`(xmax = 0)` });
  const { created, ...policy } = row;
  return { row: policy, created };
}

// ---- followers ----

export async function followerCount(db: DbOrTx, storeId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(storeFollowers).where(eq(storeFollowers.storeId, storeId));
  return n;
}

export async function isFollowing(db: DbOrTx, storeId: string, customerUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ storeId: storeFollowers.storeId })
    .from(storeFollowers)
    .where(and(eq(storeFollowers.storeId, storeId), eq(storeFollowers.customerUserId, customerUserId)));
  return !!row;
}

export async function unfollow(db: DbOrTx, storeId: string, customerUserId: string): Promise<boolean> {
  const rows = await db
    .delete(storeFollowers)
    .where(and(eq(storeFollowers.storeId, storeId), eq(storeFollowers.customerUserId, customerUserId)))
    .returning({ storeId: storeFollowers.storeId });
  return rows.length > 0;
}

export async function follow(db: DbOrTx, storeId: string, customerUserId: string, now: Date): Promise<void> {
  await db.insert(storeFollowers).values({ storeId, customerUserId, createdAt: now }).onConflictDoNothing();
}

export async function listFollowedStores(db: DbOrTx, customerUserId: string, limit: number, offset: number) {
  const where = and(eq(storeFollowers.customerUserId, customerUserId), liveStore());
  const rows = await db
    .select({ store: stores, followedAt: storeFollowers.createdAt })
    .from(storeFollowers)
    .innerJoin(stores, eq(stores.id, storeFollowers.storeId))
    .where(where)
    .orderBy(desc(storeFollowers.createdAt), stores.id)
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(storeFollowers)
    .innerJoin(stores, eq(stores.id, storeFollowers.storeId))
    .where(where);
  return { rows, count: n };
}

/** Which of these stores the customer follows (coupons for followers ask this). */
export async function followedAmong(db: DbOrTx, customerUserId: string, storeIds: string[]): Promise<Set<string>> {
  if (storeIds.length === 0) return new Set();
  const rows = await db
    .select({ storeId: storeFollowers.storeId })
    .from(storeFollowers)
    .where(and(eq(storeFollowers.customerUserId, customerUserId), inArray(storeFollowers.storeId, [...new Set(storeIds)])));
  return new Set(rows.map((r) => r.storeId));
}

// ---- approvals ----

const owner = alias(users, "owner");
const firstApprover = alias(users, "first_approver");
const secondApprover = alias(users, "second_approver");

const approvalColumns = {
  store: stores,
  merchantId: merchants.id,
  percentageComplete: merchants.percentageComplete,
  pricingPlanId: merchants.pricingPlanId,
  pricingPlanName: pricingPlans.name,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  ownerEmail: owner.email,
  ownerUserId: owner.id,
  firstApproverFirstName: firstApprover.firstName,
  firstApproverLastName: firstApprover.lastName,
  secondApproverFirstName: secondApprover.firstName,
  secondApproverLastName: secondApprover.lastName,
};
export type ApprovalRow = {
  store: StoreRow;
  merchantId: string;
  percentageComplete: number;
  pricingPlanId: string | null;
  pricingPlanName: string | null;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
  ownerUserId: string;
  firstApproverFirstName: string | null;
  firstApproverLastName: string | null;
  secondApproverFirstName: string | null;
  secondApproverLastName: string | null;
};

function approvalQuery(db: DbOrTx) {
  return db
    .select(approvalColumns)
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .innerJoin(owner, eq(owner.id, merchants.userId))
    .leftJoin(pricingPlans, eq(pricingPlans.id, merchants.pricingPlanId))
    .leftJoin(firstApprover, eq(firstApprover.id, stores.firstApprovedBy))
    .leftJoin(secondApprover, eq(secondApprover.id, stores.secondApprovedBy));
}

export type ApprovalStatusFilter = "pending" | "first_approved" | "approved" | "rejected";

function statusCondition(status: ApprovalStatusFilter): SQL | undefined {
  switch (status) {
    case "pending":
      return and(eq(stores.status, "pending"), eq(stores.firstApproval, false));
    case "first_approved":
      return and(eq(stores.status, "pending"), eq(stores.firstApproval, true));
    case "approved":
      return eq(stores.status, "approved");
    case "rejected":
      return eq(stores.status, "rejected");
  }
}

/** The ORDER BY of an approval list asked for a sort; ties are broken by store id so pages neither overlap nor skip a row. */
function approvalListOrder(sort: StoreApprovalSort): SQL[] {
  const { by, direction } = splitSort(sort);
  // A review's steps in order: waiting, first approval given, approved, rejected.
  const stage = sql`case when ${stores.status} = 'rejected' then 3 when ${stores.status} = 'approved' then 2 when ${stores.firstApproval} then 1 else 0 end`;
  const keys: Record<StoreApprovalSortColumn, SQL> = {
    store: sql`lower(${stores.storeName})`,
    status: stage,
    progress: sql`(${stores.firstApproval}::int + ${stores.secondApproval}::int)`,
    plan: sql`lower(${pricingPlans.name})`,
    onboarding: sql`${merchants.percentageComplete}`,
    created: sql`${stores.createdAt}`,
  };
  const dir = direction === "asc" ? asc : desc;
  return [dir(keys[by]), dir(stores.id)];
}

export async function listApprovals(
  db: DbOrTx,
  filter: { scope: "all" | "approved" | "unapproved"; status?: ApprovalStatusFilter; search?: string; sort?: StoreApprovalSort; limit: number; offset: number },
): Promise<{ rows: ApprovalRow[]; count: number }> {
  const conditions: (SQL | undefined)[] = [
    filter.scope === "approved" ? eq(stores.status, "approved") : filter.scope === "unapproved" ? ne(stores.status, "approved") : undefined,
    filter.status ? statusCondition(filter.status) : undefined,
  ];
  if (filter.search) {
    const p = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(ilike(stores.storeName, p), ilike(stores.storeUrl, p), ilike(owner.firstName, p), ilike(owner.lastName, p), ilike(owner.email, p)),
    );
  }
  const where = and(...conditions);
  // The review queue is served oldest first; the other lists newest first.
  const order = filter.sort ? approvalListOrder(filter.sort) : [filter.scope === "unapproved" ? asc(stores.createdAt) : desc(stores.createdAt), stores.id];
  const rows = await approvalQuery(db).where(where).orderBy(...order).limit(filter.limit).offset(filter.offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .innerJoin(owner, eq(owner.id, merchants.userId))
    .where(where);
  return { rows, count: n };
}

export async function findApproval(db: DbOrTx, storeId: string): Promise<ApprovalRow | null> {
  const [row] = await approvalQuery(db).where(eq(stores.id, storeId));
  return row ?? null;
}

export async function insertApprovalEvent(db: DbOrTx, values: typeof storeApprovalEvents.$inferInsert): Promise<void> {
  await db.insert(storeApprovalEvents).values(values);
}

export async function listApprovalEvents(db: DbOrTx, storeId: string) {
  return db
    .select({
      event: storeApprovalEvents,
      adminFirstName: users.firstName,
      adminLastName: users.lastName,
      pricingPlanName: pricingPlans.name,
    })
    .from(storeApprovalEvents)
    .leftJoin(users, eq(users.id, storeApprovalEvents.adminUserId))
    .leftJoin(pricingPlans, eq(pricingPlans.id, storeApprovalEvents.pricingPlanId))
    .where(eq(storeApprovalEvents.storeId, storeId))
    .orderBy(asc(storeApprovalEvents.seq));
}

// ---- approvers ----

const approverColumns = {
  adminUserId: admins.userId,
  role: admins.role,
  isApprover: admins.isApprover,
  level: storeApprovers.level,
  approverSince: storeApprovers.createdAt,
  adminCreatedAt: admins.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
export type ApproverRow = {
  adminUserId: string;
  role: string;
  isApprover: boolean;
  level: "first" | "second" | null;
  approverSince: Date | null;
  adminCreatedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
};

function approverQuery(db: DbOrTx) {
  return db
    .select(approverColumns)
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .leftJoin(storeApprovers, eq(storeApprovers.adminUserId, admins.userId));
}

/** Admins who are approvers, or were (a deactivated approver keeps its level row). */
export async function listApprovers(db: DbOrTx, limit: number, offset: number): Promise<{ rows: ApproverRow[]; count: number }> {
  const where = or(eq(admins.isApprover, true), sql`${storeApprovers.adminUserId} is not null`);
  const rows = await approverQuery(db).where(where).orderBy(asc(users.firstName), asc(users.lastName), admins.userId).limit(limit).offset(offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(admins)
    .leftJoin(storeApprovers, eq(storeApprovers.adminUserId, admins.userId))
    .where(where);
  return { rows, count: n };
}

export async function findApprover(db: DbOrTx, adminUserId: string): Promise<ApproverRow | null> {
  const [row] = await approverQuery(db).where(eq(admins.userId, adminUserId));
  return row ?? null;
}

export async function setApprover(
  db: DbOrTx,
  adminUserId: string,
  values: { isApprover?: boolean; level?: "first" | "second" },
  now: Date,
): Promise<void> {
  if (values.isApprover !== undefined) {
    await db.update(admins).set({ isApprover: values.isApprover }).where(eq(admins.userId, adminUserId));
  }
  const level = values.level;
  if (level) {
    await db
      .insert(storeApprovers)
      .values({ adminUserId, level, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: storeApprovers.adminUserId, set: { level, updatedAt: now } });
  } else {
    // Keep a level row for every approver, so the list remembers deactivated ones.
    await db.insert(storeApprovers).values({ adminUserId, createdAt: now, updatedAt: now }).onConflictDoNothing();
  }
}

export async function outletExistsForStore(db: DbOrTx, storeId: string): Promise<boolean> {
  const [row] = await db.select({ id: officialOutlets.id }).from(officialOutlets).where(eq(officialOutlets.storeId, storeId));
  return Boolean(row);
}
