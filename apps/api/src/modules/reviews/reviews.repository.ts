import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { stores } from "../merchants/stores.table.js";
import { orderItems } from "../orders/orders.table.js";
import { type ReviewTypeValue, reviews } from "./reviews.table.js";

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with who wrote it and the store it is about (for answers). */
const listColumns = {
  review: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
  storeName: stores.storeName,
  storeUrl: stores.storeUrl,
};
export type ReviewListRow = { review: ReviewRow; firstName: string | null; lastName: string | null; storeName: string | null; storeUrl: string | null };

const base = (db: DbOrTx) =>
  db.select(listColumns).from(reviews).leftJoin(users, eq(users.id, reviews.customerId)).leftJoin(stores, eq(stores.merchantId, reviews.merchantId));

/** Inserts a review; null when the order item (product) or the order (merchant) already has one. */
export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findReviewView(db: DbOrTx, id: string): Promise<ReviewListRow | null> {
  const [row] = await base(db).where(eq(reviews.id, id));
  return row ?? null;
}

export async function lockReview(db: DbOrTx, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for("update");
  return row ?? null;
}

export async function setHidden(db: DbOrTx, id: string, values: { hiddenAt: Date | null; hiddenBy: string | null; hiddenReason: string | null; updatedAt: Date }) {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

/** Writes the store's reply (a new one or an edit), or removes it with nulls. */
export async function setReply(
  db: DbOrTx,
  id: string,
  values: { reply: string | null; repliedAt: Date | null; repliedBy: string | null; updatedAt: Date; replyNotifiedAt?: Date },
): Promise<void> {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

export async function findOrderItem(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  return row ?? null;
}

/** Marks the order item as reviewed (the order view's `reviewed` flag). */
export async function markOrderItemReviewed(db: DbOrTx, orderItemId: string): Promise<void> {
  await db.update(orderItems).set({ reviewed: true }).where(eq(orderItems.id, orderItemId));
}

/**
 * Serialises summary updates of one product or store: the second of two concurrent reviews waits here,
 * and its next statement (read committed) sees the first one's row, so the summary counts both.
 */
export async function lockSummary(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`reviews:${key}`}))`);
}

export interface Summary {
  averageRating: number | null;
  count: number;
  /** 1★ … 5★ */
  starCounts: number[];
}

function visibleOf(target: { productId: string } | { merchantId: string }): SQL | undefined {
  return "productId" in target
    ? and(eq(reviews.type, "product"), eq(reviews.productId, target.productId), isNull(reviews.hiddenAt))
    : and(eq(reviews.type, "merchant"), eq(reviews.merchantId, target.merchantId), isNull(reviews.hiddenAt));
}

/** Average, count and count per star of the visible reviews of a product, or of a store (its merchant reviews). */
export async function summaryOf(db: DbOrTx, target: { productId: string } | { merchantId: string }): Promise<Summary> {
  const rows = await db.select({ rating: reviews.rating, n: count() }).from(reviews).where(visibleOf(target)).groupBy(reviews.rating);
  const starCounts = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const r of rows) {
    starCounts[r.rating - 1] = r.n;
    total += r.n;
    sum += r.rating * r.n;
  }
  return { averageRating: total === 0 ? null : sum / total, count: total, starCounts };
}

/** Visible reviews of a product or a store, newest first. */
export async function listVisible(db: DbOrTx, target: { productId: string } | { merchantId: string }, page: { limit: number; offset: number }) {
  return base(db).where(visibleOf(target)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset(page.offset);
}

export interface ReviewFilter {
  customerId?: string;
  merchantId?: string;
  type?: ReviewTypeValue;
  rating?: number;
  hidden?: boolean;
  search?: string;
}

function filterOf(f: ReviewFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.customerId) where.push(eq(reviews.customerId, f.customerId));
  if (f.merchantId) where.push(eq(reviews.merchantId, f.merchantId));
  if (f.type) where.push(eq(reviews.type, f.type));
  if (f.rating) where.push(eq(reviews.rating, f.rating));
  if (f.hidden !== undefined) where.push(f.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(reviews.comment, like), ilike(reviews.productName, like), ilike(stores.storeName, like));
    if (text) where.push(text);
  }
  return where.length ? and(...where) : undefined;
}

/** Reviews matching the filter, newest first, with the count and the rating summary of the whole match. */
export async function listReviews(db: DbOrTx, f: ReviewFilter, page: { limit: number; offset: number }) {
  const where = filterOf(f);
  const [rows, stats] = await Promise.all([
    base(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset(page.offset),
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .leftJoin(stores, eq(stores.merchantId, reviews.merchantId))
      .where(where)
      .groupBy(reviews.rating),
  ]);
  const starCounts = [0, 0, 0, 0, 0];
  let total = 0;
  let sum = 0;
  for (const r of stats) {
    starCounts[r.rating - 1] = r.n;
    total += r.n;
    sum += r.rating * r.n;
  }
  return { rows, summary: { averageRating: total === 0 ? null : sum / total, count: total, starCounts } satisfies Summary };
}

/** The customer's reviews of these orders (for their order info). */
export async function reviewsOfOrders(db: DbOrTx, orderIds: string[]): Promise<ReviewRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(reviews).where(inArray(reviews.orderId, orderIds));
}
