import type { RefundRequestSortColumn, ReturnRequestType, ReturnSortColumn, ReturnStatus } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, exists, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { orderItems, orders } from "../orders/orders.table.js";
import { orderReturnItems, orderReturns, type RefundRequestStatusValue, refundRequests } from "./returns.table.js";

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnItemRow = typeof orderReturnItems.$inferSelect & { images: string[] };
export type RefundRequestRow = typeof refundRequests.$inferSelect;

// ---- returns ----

export async function insertReturn(db: DbOrTx, values: typeof orderReturns.$inferInsert): Promise<ReturnRow> {
  const [row] = await db.insert(orderReturns).values(values).returning();
  return row;
}

export async function insertReturnItems(db: DbOrTx, values: (typeof orderReturnItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderReturnItems).values(values);
}

/**
 * Counts `quantity` more units of the order item as returned, in one guarded statement: never above what
 * was bought, even when two requests ask at once (the loser gets null). Answers the item after.
 */
export async function reserveReturnedQuantity(db: DbOrTx, orderId: string, orderItemId: string, quantity: number) {
  const [row] = await db
    .update(orderItems)
    .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderItems.id, orderItemId),
        eq(orderItems.orderId, orderId),
        sql`${orderItems.returnedQuantity} + ${quantity} <= ${orderItems.quantity}`,
      ),
    )
    .returning({ id: orderItems.id, returnedQuantity: orderItems.returnedQuantity });
  return row ?? null;
}

/** Gives back units counted as returned (a rejected return). */
export async function releaseReturnedQuantity(db: DbOrTx, orderItemId: string, quantity: number): Promise<void> {
  await db
    .update(orderItems)
    .set({ returnedQuantity: sql`greatest(0, ${orderItems.returnedQuantity} - ${quantity})` })
    .where(eq(orderItems.id, orderItemId));
}

export async function findReturn(db: DbOrTx, id: string): Promise<ReturnRow | null> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row ?? null;
}

/** Moves a return out of one of `from` in one guarded statement; null when someone moved it first. */
export async function moveReturn(
  db: DbOrTx,
  id: string,
  from: readonly ReturnStatus[],
  values: Partial<typeof orderReturns.$inferInsert>,
): Promise<ReturnRow | null> {
  const [row] = await db
    .update(orderReturns)
    .set(values)
    .where(and(eq(orderReturns.id, id), inArray(orderReturns.status, [...from])))
    .returning();
  return row ?? null;
}

export interface ReturnFilter {
  merchantId?: string;
  customerId?: string;
  orderId?: string;
  status?: ReturnStatus;
  type?: ReturnRequestType;
  from?: Date;
  to?: Date;
  /** true: only returns with an approved or paid refund; false: only those without. */
  refunded?: boolean;
  /** Only requests still unanswered by the store and asked before this moment. */
  requestedBefore?: Date;
}

function whereOf(f: ReturnFilter): SQL | undefined {
  const refunded = exists(
    sql`(select 1 from ${refundRequests} where ${refundRequests.returnId} = ${orderReturns.id} and ${refundRequests.status} in ('approved', 'paid'))`,
  );
  return and(
    f.merchantId ? eq(orderReturns.merchantId, f.merchantId) : undefined,
    f.customerId ? eq(orderReturns.customerId, f.customerId) : undefined,
    f.orderId ? eq(orderReturns.orderId, f.orderId) : undefined,
    f.status ? eq(orderReturns.status, f.status) : undefined,
    f.type ? eq(orderReturns.type, f.type) : undefined,
    f.from ? gte(orderReturns.createdAt, f.from) : undefined,
    f.to ? lt(orderReturns.createdAt, f.to) : undefined,
    f.refunded === true ? refunded : f.refunded === false ? sql`not ${refunded}` : undefined,
    f.requestedBefore ? and(eq(orderReturns.status, "requested"), lte(orderReturns.createdAt, f.requestedBefore)) : undefined,
  );
}

type ListSort<C extends string> = { by: C; direction: "asc" | "desc" };

/** The ORDER BY of a return list; ties are broken by id so pages neither overlap nor skip a row. */
function returnListOrder(sort: ListSort<ReturnSortColumn> | undefined): SQL[] {
  if (!sort) return [desc(orderReturns.createdAt), desc(orderReturns.id)];
  const keys: Record<ReturnSortColumn, SQL> = {
    date: sql`${orderReturns.createdAt}`,
    customer: sql`(select lower(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${orderReturns.customerId})`,
    amount: sql`${orderReturns.itemsKobo}`,
  };
  const direction = sort.direction === "asc" ? asc : desc;
  return [direction(keys[sort.by]), direction(orderReturns.id)];
}

export async function listReturns(db: DbOrTx, f: ReturnFilter, page: { limit: number; offset: number; sort?: ListSort<ReturnSortColumn> }) {
  const where = whereOf(f);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orderReturns).where(where).orderBy(...returnListOrder(page.sort)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(orderReturns).where(where),
  ]);
  return { rows, count: total };
}

/** How many returns of each status match the filter (without its status). */
export async function countReturnsByStatus(db: DbOrTx, f: ReturnFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orderReturns.status, n: count() })
    .from(orderReturns)
    .where(whereOf({ ...f, status: undefined }))
    .groupBy(orderReturns.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function returnsOfOrder(db: DbOrTx, orderId: string): Promise<ReturnRow[]> {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
}

/** The items of these returns, with the product images frozen on the order item. */
export async function itemsOfReturns(db: DbOrTx, returnIds: string[]): Promise<ReturnItemRow[]> {
  if (returnIds.length === 0) return [];
  const rows = await db
    .select({ item: orderReturnItems, images: orderItems.images })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(inArray(orderReturnItems.returnId, returnIds))
    .orderBy(orderReturnItems.productName, orderReturnItems.id);
  return rows.map((r) => ({ ...r.item, images: r.images }));
}

// ---- refund requests ----

export async function insertRefundRequest(db: DbOrTx, values: typeof refundRequests.$inferInsert): Promise<RefundRequestRow | null> {
  const [row] = await db.insert(refundRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRefundRequest(db: DbOrTx, id: string): Promise<RefundRequestRow | null> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row ?? null;
}

export async function refundRequestsOfReturns(db: DbOrTx, returnIds: string[]): Promise<Map<string, RefundRequestRow>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db.select().from(refundRequests).where(inArray(refundRequests.returnId, returnIds));
  return new Map(rows.map((r) => [r.returnId as string, r]));
}

/** What approved (or paid) refund requests of the order gave back: in all, and through the provider. */
export async function refundedOfOrder(db: DbOrTx, orderId: string): Promise<{ amountKobo: number; providerKobo: number }> {
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${refundRequests.amountKobo}), 0)`,
      provider: sql<string>`coalesce(sum(${refundRequests.providerKobo}), 0)`,
    })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, ["approved", "paid"])));
  return { amountKobo: Number(row.amount), providerKobo: Number(row.provider) };
}

/** Decides a pending request in one guarded statement; null when it was decided meanwhile. */
export async function decideRefundRequest(
  db: DbOrTx,
  id: string,
  values: Partial<typeof refundRequests.$inferInsert>,
): Promise<RefundRequestRow | null> {
  const [row] = await db
    .update(refundRequests)
    .set(values)
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "pending")))
    .returning();
  return row ?? null;
}

/** An approved request whose provider refund was paid: paid. */
export async function markRefundRequestPaid(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(refundRequests)
    .set({ status: "paid", updatedAt: now })
    .where(and(sql`${refundRequests.id}::text = ${id}`, eq(refundRequests.status, "approved")));
}

/** The ORDER BY of the refund requests; requests not yet given an amount sort last either way. */
function refundListOrder(sort: ListSort<RefundRequestSortColumn> | undefined): SQL[] {
  if (!sort) return [desc(refundRequests.createdAt), desc(refundRequests.id)];
  const dir = sort.direction === "asc" ? sql`asc` : sql`desc`;
  const keys: Record<RefundRequestSortColumn, SQL> = {
    date: sql`${refundRequests.createdAt}`,
    asked: sql`${refundRequests.requestedKobo}`,
    refunded: sql`${refundRequests.amountKobo}`,
  };
  return [sql`${keys[sort.by]} ${dir} nulls last`, sql`${refundRequests.id} ${dir}`];
}

export async function listRefundRequests(
  db: DbOrTx,
  f: { status?: RefundRequestStatusValue },
  page: { limit: number; offset: number; sort?: ListSort<RefundRequestSortColumn> },
) {
  const where = f.status ? eq(refundRequests.status, f.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(refundRequests).where(where).orderBy(...refundListOrder(page.sort)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(refundRequests).where(where),
  ]);
  return { rows, count: total };
}

export async function findReturnsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, ReturnRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(orderReturns).where(inArray(orderReturns.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Order name and store of each order (refund request lists). */
export async function orderLabels(db: DbOrTx, ids: string[]): Promise<Map<string, { orderName: string; orderNumber: string; storeName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderName: orders.orderName, orderNumber: orders.orderNumber, storeName: orders.storeName })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { orderName: r.orderName, orderNumber: r.orderNumber, storeName: r.storeName }]));
}

