import type { CouponSortColumn, CouponStatus } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { prepared } from "../../db/prepared-queries.js";
import { users } from "../identity/identity.table.js";
import { categories, childCategories, subCategories } from "../categories/categories.table.js";
import { products } from "../products/products.table.js";
import { stores } from "../merchants/stores.table.js";
import { cartCouponCodes, couponRedemptions, coupons } from "./coupons.table.js";

export type CouponRow = typeof coupons.$inferSelect;
export type CouponInsert = typeof coupons.$inferInsert;

const notDeleted = isNull(coupons.deletedAt);

/** The coupon is within its dates on `today` (YYYY-MM-DD) and has uses left. */
export function runningOn(today: string): SQL {
  return and(
    notDeleted,
    lte(coupons.startDate, today),
    or(isNull(coupons.endDate), sql`${coupons.endDate} >= ${today}`),
    or(eq(coupons.usageLimit, 0), lt(coupons.usedCount, coupons.usageLimit)),
  ) as SQL;
}

function statusFilter(status: CouponStatus, today: string): SQL {
  const exhausted = and(gt(coupons.usageLimit, 0), sql`${coupons.usedCount} >= ${coupons.usageLimit}`) as SQL;
  const expired = and(isNotNull(coupons.endDate), sql`${coupons.endDate} < ${today}`) as SQL;
  switch (status) {
    case "expired":
      return expired;
    case "exhausted":
      return and(exhausted, sql`not (${expired})`) as SQL;
    case "scheduled":
      return and(gt(coupons.startDate, today), sql`not (${exhausted})`) as SQL;
    case "active":
      return runningOn(today);
  }
}

// ---- merchant ----

/** The ORDER BY of the coupon list; ties are broken by id so pages neither overlap nor skip a row. */
function couponListOrder(sort: { by: CouponSortColumn; direction: "asc" | "desc" } | undefined, today: string): SQL[] {
  if (!sort) return [desc(coupons.createdAt), asc(coupons.id)];
  // The same precedence as the status the list shows (couponStatus), in the order of a coupon's life.
  const status = sql`case
    when ${coupons.endDate} is not null and ${coupons.endDate} < ${today} then 4
    when ${coupons.usageLimit} > 0 and ${coupons.usedCount} >= ${coupons.usageLimit} then 3
    when ${coupons.startDate} > ${today} then 1
    else 2 end`;
  const keys: Record<CouponSortColumn, SQL> = {
    created: sql`${coupons.createdAt}`,
    code: sql`lower(coalesce(${coupons.code}, ${coupons.description}, ''))`,
    type: sql`${coupons.discountType}`,
    start: sql`${coupons.startDate}`,
    used: sql`${coupons.usedCount}`,
    status,
  };
  const direction = sort.direction === "asc" ? asc : desc;
  return [direction(keys[sort.by]), direction(coupons.id)];
}

export async function listMerchantCoupons(
  db: DbOrTx,
  merchantId: string,
  q: {
    search?: string;
    status?: CouponStatus;
    sort?: { by: CouponSortColumn; direction: "asc" | "desc" };
    today: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: CouponRow[]; count: number }> {
  const conditions: SQL[] = [eq(coupons.merchantId, merchantId), notDeleted];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(coupons.code, like), ilike(coupons.description, like)) as SQL);
  }
  if (q.status) conditions.push(statusFilter(q.status, q.today));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(...couponListOrder(q.sort, q.today)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, count: total.n };
}

export async function findMerchantCoupon(db: DbOrTx, merchantId: string, id: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.merchantId, merchantId), notDeleted));
  return row ?? null;
}

export async function insertCoupon(db: DbOrTx, values: CouponInsert): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}

export async function updateCoupon(db: DbOrTx, merchantId: string, id: string, values: Partial<CouponInsert>): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.id, id), eq(coupons.merchantId, merchantId), notDeleted))
    .returning();
  return row ?? null;
}

export async function softDeleteCoupon(db: DbOrTx, merchantId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(coupons.id, id), eq(coupons.merchantId, merchantId), notDeleted))
    .returning({ id: coupons.id });
  if (rows.length === 0) return false;
  await db.delete(cartCouponCodes).where(eq(cartCouponCodes.couponId, id));
  return true;
}

export async function isCodeTaken(db: DbOrTx, storeId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.code, code), notDeleted, exceptId ? sql`${coupons.id} <> ${exceptId}` : undefined));
  return !!row;
}

// ---- references (names for the merchant's view, checks for writes) ----

export async function merchantProductNames(db: DbOrTx, merchantId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, ids), isNull(products.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function productNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names of categories at any of the three levels. */
export async function categoryNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [a, b, c] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids)),
    db.select({ id: subCategories.id, name: subCategories.name }).from(subCategories).where(inArray(subCategories.id, ids)),
    db.select({ id: childCategories.id, name: childCategories.name }).from(childCategories).where(inArray(childCategories.id, ids)),
  ]);
  return new Map([...a, ...b, ...c].map((r) => [r.id, r.name]));
}

export async function customerNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.kind, "customer")));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

export async function storeNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: stores.id, name: stores.storeName }).from(stores).where(inArray(stores.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---- customers ----

/** Running coupons of live stores (public list): within dates, uses left, not only for chosen customers. */
export async function listPublicCoupons(db: DbOrTx, storeIds: string[], today: string): Promise<(CouponRow & { storeName: string })[]> {
  const rows = await db
    .select({ coupon: coupons, storeName: stores.storeName })
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(
      and(
        inArray(coupons.storeId, storeIds),
        runningOn(today),
        sql`${coupons.customerEligibility} <> 'Specific'`,
        eq(stores.status, "approved"),
        eq(stores.isActive, true),
      ),
    )
    .orderBy(asc(coupons.storeId), desc(coupons.createdAt))
    .limit(500);
  return rows.map((r) => ({ ...r.coupon, storeName: r.storeName }));
}

/** Running Automatic coupons of these stores. */
export async function listRunningAutomatic(db: DbOrTx, storeIds: string[], today: string): Promise<CouponRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .select()
    .from(coupons)
    .where(and(inArray(coupons.storeId, storeIds), eq(coupons.discountMode, "Automatic"), runningOn(today)));
}

export async function findCouponsByCode(db: DbOrTx, code: string): Promise<(CouponRow & { storeName: string })[]> {
  const rows = await db
    .select({ coupon: coupons, storeName: stores.storeName })
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(and(eq(coupons.code, code), notDeleted))
    .orderBy(asc(coupons.createdAt))
    .limit(50);
  return rows.map((r) => ({ ...r.coupon, storeName: r.storeName }));
}

export async function findCouponsByIds(db: DbOrTx, ids: string[]): Promise<CouponRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(coupons).where(inArray(coupons.id, ids));
}

/** Uses of these coupons by the customer that still count (not released). */
export async function activeUsesByCustomer(db: DbOrTx, customerId: string, couponIds: string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, n: count() })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.customerId, customerId), inArray(couponRedemptions.couponId, couponIds), isNull(couponRedemptions.releasedAt)),
    )
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

// ---- applied codes ----

export type AppliedCodeRow = typeof cartCouponCodes.$inferSelect;

/** Read on every cart request: prepared. */
export async function listAppliedCodes(db: DbOrTx, customerId: string): Promise<AppliedCodeRow[]> {
  const query = prepared(db, "cart_coupon_codes", () =>
    db
      .select()
      .from(cartCouponCodes)
      .where(eq(cartCouponCodes.customerId, sql.placeholder("customerId")))
      .orderBy(asc(cartCouponCodes.appliedAt))
      .prepare("cart_coupon_codes"),
  );
  return query.execute({ customerId });
}

/** Applies a code for its store, replacing the store's previous code. */
export async function upsertAppliedCode(db: DbOrTx, values: typeof cartCouponCodes.$inferInsert): Promise<void> {
  await db
    .insert(cartCouponCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [cartCouponCodes.customerId, cartCouponCodes.storeId],
      set: { couponId: values.couponId, code: values.code, appliedAt: values.appliedAt },
    });
}

export async function deleteAppliedCode(db: DbOrTx, customerId: string, code: string): Promise<number> {
  const rows = await db
    .delete(cartCouponCodes)
    .where(and(eq(cartCouponCodes.customerId, customerId), eq(cartCouponCodes.code, code)))
    .returning({ storeId: cartCouponCodes.storeId });
  return rows.length;
}

export async function deleteAppliedCodesForStores(db: DbOrTx, customerId: string, storeIds: string[]): Promise<void> {
  if (storeIds.length === 0) return;
  await db.delete(cartCouponCodes).where(and(eq(cartCouponCodes.customerId, customerId), inArray(cartCouponCodes.storeId, storeIds)));
}

// ---- uses (checkout) ----

/**
 * Counts one use: a guarded update of the counter (never past `usageLimit`) that also locks the coupon row,
 * so the per-customer count read after it cannot race another checkout of the same coupon.
 */
export async function takeUse(db: DbOrTx, couponId: string): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(eq(coupons.usageLimit, 0), lt(coupons.usedCount, coupons.usageLimit))))
    .returning();
  return row ?? null;
}

export async function insertRedemption(db: DbOrTx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}

/** Releases the uses of an order group that still count; answers the coupons whose counter must go down. */
export async function releaseRedemptions(db: DbOrTx, orderName: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderName, orderName), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  return rows.map((r) => r.couponId).sort();
}

export async function giveUseBack(db: DbOrTx, couponId: string): Promise<void> {
  await db
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

/** Each product's category ids at the three levels (coupons may target any level). */
export async function productCategoryIds(db: DbOrTx, ids: string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, c: products.categoryId, s: products.subCategoryId, ch: products.childCategoryId })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, [r.c, r.s, r.ch]]));
}

/** Releases the redemption of one order (a cancelled order of a group); answers its coupon id, if any. */
export async function releaseOrderRedemption(db: DbOrTx, orderId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  return row?.couponId ?? null;
}
