import {
  fillMessage,
  MESSAGES,
  type MerchantReviewBody,
  type Order,
  type OrderReview,
  type ProductReviewBody,
  type Review,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewReplyBody,
  type ReviewVisibilityBody,
} from "@bitmarte/contracts";
import type { Db, DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, CustomerActor, MerchantActor } from "../../http/context.js";
import { conflict, notFound } from "../../lib/errors.js";
import { pageOffset } from "../../lib/paging.js";
import { recordAudit } from "../audit/index.js";
import { genericMail } from "../mail/index.js";
import { findStoreByMerchant, setStoreRatingSummary } from "../merchants/index.js";
import { notify } from "../notifications/index.js";
import { findOrder, type OrderRow, type OrderViewer, userNames } from "../orders/index.js";
import { existingProductIds, setProductRatingSummary } from "../products/index.js";
import * as repo from "./reviews.repository.js";

type ReviewRow = repo.ReviewRow;

/** Orders that may be reviewed: the parcel reached the customer. */
const REVIEWABLE = new Set<OrderRow["status"]>(["delivered", "completed"]);

const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** "Ada O." — public lists name the reviewer without the full last name. */
function shortName(first: string | null, last: string | null): string {
  const f = (first ?? "").trim();
  const l = (last ?? "").trim();
  if (!f && !l) return "A customer";
  return l ? `${f} ${l[0].toUpperCase()}.`.trim() : f;
}

function toReview(r: repo.ReviewListRow, opts: { showReason: boolean }): Review {
  const v = r.review;
  return {
    id: v.id,
    type: v.type,
    rating: v.rating,
    comment: v.comment,
    customerId: v.customerId,
    customerName: shortName(r.firstName, r.lastName),
    productId: v.productId,
    productName: v.productName,
    productImage: v.productImage,
    merchantId: v.merchantId,
    storeName: r.storeName ?? "",
    storeUrl: r.storeUrl ?? "",
    orderId: v.orderId,
    orderItemId: v.orderItemId,
    hidden: v.hiddenAt !== null,
    hiddenReason: opts.showReason ? v.hiddenReason : null,
    createdAt: v.createdAt.toISOString(),
    reply: v.reply !== null && v.repliedAt !== null ? { text: v.reply, repliedAt: v.repliedAt.toISOString(), storeName: r.storeName ?? "" } : null,
  };
}

/** Recomputes the rating summary kept on the product row (catalogue lists, product pages, sort by rating). */
async function refreshProductSummary(tx: DbOrTx, productId: string): Promise<void> {
  await repo.lockSummary(tx, `product:${productId}`);
  const s = await repo.summaryOf(tx, { productId });
  await setProductRatingSummary(tx, productId, s.averageRating, s.count);
}

/** Recomputes the store's rating summary (its merchant reviews) kept on the store row (the public store page). */
async function refreshStoreSummary(tx: DbOrTx, merchantId: string): Promise<void> {
  await repo.lockSummary(tx, `merchant:${merchantId}`);
  const s = await repo.summaryOf(tx, { merchantId });
  await setStoreRatingSummary(tx, merchantId, s.averageRating, s.count);
}

/** The customer's own order, delivered or completed; 404 for anyone else's, 409 before delivery. */
async function reviewableOrder(db: DbOrTx, customerId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.customerId !== customerId) throw notFound();
  if (!REVIEWABLE.has(order.status)) throw conflict(MESSAGES.reviewNotDelivered);
  return order;
}

async function answer(db: Db, id: string): Promise<Review> {
  const row = await repo.findReviewView(db, id);
  if (!row) throw notFound();
  return toReview(row, { showReason: true });
}

// ---- customers write ----

export async function reviewProduct(ctx: Ctx<CustomerActor>, body: ProductReviewBody): Promise<Review> {
  const id = await ctx.db.transaction(async (tx) => {
    const item = await repo.findOrderItem(tx, body.orderItemId);
    if (!item) throw notFound();
    await reviewableOrder(tx, ctx.actor.userId, item.orderId);
    const row = await repo.insertReview(tx, {
      type: "product",
      rating: body.rating,
      comment: body.comment ?? "",
      customerId: ctx.actor.userId,
      merchantId: item.merchantId,
      orderId: item.orderId,
      orderItemId: item.id,
      productId: item.productId,
      productName: item.productName,
      productImage: item.images[0] ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!row) throw conflict(MESSAGES.productAlreadyReviewed);
    await repo.markOrderItemReviewed(tx, item.id);
    await refreshProductSummary(tx, item.productId);
    return row.id;
  });
  return answer(ctx.db, id);
}

export async function reviewMerchant(ctx: Ctx<CustomerActor>, body: MerchantReviewBody): Promise<Review> {
  const id = await ctx.db.transaction(async (tx) => {
    const order = await reviewableOrder(tx, ctx.actor.userId, body.orderId);
    const row = await repo.insertReview(tx, {
      type: "merchant",
      rating: body.rating,
      comment: body.comment ?? "",
      customerId: ctx.actor.userId,
      merchantId: order.merchantId,
      orderId: order.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!row) throw conflict(MESSAGES.storeAlreadyReviewed);
    await refreshStoreSummary(tx, order.merchantId);
    return row.id;
  });
  return answer(ctx.db, id);
}

// ---- public lists ----

async function publicPage(db: Db, target: { productId: string } | { merchantId: string }, q: { page: number; limit: number }): Promise<ReviewPage> {
  const [rows, summary] = await Promise.all([
    repo.listVisible(db, target, { limit: q.limit, offset: pageOffset(q) }),
    repo.summaryOf(db, target),
  ]);
  return {
    rows: rows.map((r) => toReview(r, { showReason: false })),
    count: summary.count,
    averageRating: oneDecimal(summary.averageRating),
    starCounts: summary.starCounts,
  };
}

export async function productReviews(ctx: Ctx, productId: string, q: { page: number; limit: number }): Promise<ReviewPage> {
  const [exists] = await existingProductIds(ctx.db, [productId]);
  if (!exists) throw notFound();
  return publicPage(ctx.db, { productId }, q);
}

export async function merchantReviews(ctx: Ctx, merchantId: string, q: { page: number; limit: number }): Promise<ReviewPage> {
  const store = await findStoreByMerchant(ctx.db, merchantId);
  if (!store) throw notFound();
  return publicPage(ctx.db, { merchantId }, q);
}

// ---- GET /reviews: the store's own, all (admin), or the customer's own ----

export async function listReviews(ctx: Ctx<CustomerActor | MerchantActor | AdminActor>, q: ReviewListQuery): Promise<ReviewPage> {
  const a = ctx.actor;
  const filter: repo.ReviewFilter = { type: q.type, rating: q.rating, search: q.search || undefined };
  if (a.kind === "customer") filter.customerId = a.userId;
  else if (a.kind === "merchant") {
    filter.merchantId = a.merchantId;
    filter.hidden = q.hidden;
  } else {
    filter.merchantId = q.merchantId;
    filter.hidden = q.hidden;
  }
  const { rows, summary } = await repo.listReviews(ctx.db, filter, { limit: q.limit, offset: pageOffset(q) });
  return {
    rows: rows.map((r) => toReview(r, { showReason: true })),
    count: summary.count,
    averageRating: oneDecimal(summary.averageRating),
    starCounts: summary.starCounts,
  };
}

// ---- admins moderate ----

export async function setReviewVisibility(ctx: Ctx<AdminActor>, id: string, body: ReviewVisibilityBody): Promise<{ review: Review; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, id);
    if (!review) throw notFound();
    const wasHidden = review.hiddenAt !== null;
    if (wasHidden === body.hidden) return; // already so: nothing to write
    const reason = body.hidden ? (body.reason ?? "").trim() : null;
    await repo.setHidden(tx, id, {
      hiddenAt: body.hidden ? ctx.now : null,
      hiddenBy: body.hidden ? ctx.actor.userId : null,
      hiddenReason: reason,
      updatedAt: ctx.now,
    });
    if (review.type === "product" && review.productId) await refreshProductSummary(tx, review.productId);
    else await refreshStoreSummary(tx, review.merchantId);
    await recordAudit(tx, ctx, {
      action: body.hidden ? "review.hidden" : "review.shown",
      targetType: "review",
      targetId: review.id,
      targetLabel: `${review.rating}★ ${review.type === "product" ? `review of ${review.productName ?? "a product"}` : "store review"}`,
      changes: [
        { field: "hidden", from: String(wasHidden), to: String(body.hidden) },
        ...(reason ? [{ field: "reason", from: null, to: reason }] : []),
      ],
    });
  });
  return { review: await answer(ctx.db, id), message: body.hidden ? MESSAGES.reviewHidden : MESSAGES.reviewShown };
}

// ---- the store replies ----

/** A review of the store's products or of the store, locked; another store's (or an unknown id) is 404. */
async function ownReview(tx: DbOrTx, merchantId: string, id: string): Promise<ReviewRow> {
  const review = await repo.lockReview(tx, id);
  if (!review || review.merchantId !== merchantId) throw notFound();
  return review;
}

/** The reply's first words for the notification (the whole reply is on the page it links to). */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text);

/**
 * Tells the customer the store replied to their review, in the notification centre and by mail as they
 * chose. It links to where the reply shows: the product or store page, or "My reviews" for a review
 * Bitmarte hid (public pages leave it out).
 */
async function tellCustomerOfReply(ctx: Ctx<MerchantActor>, tx: DbOrTx, review: ReviewRow, reply: string): Promise<void> {
  const [who, store] = await Promise.all([userNames(tx, [review.customerId]), findStoreByMerchant(tx, review.merchantId)]);
  const customer = who.get(review.customerId);
  if (!customer || !store) return;
  const storeName = store.storeName;
  const about = review.type === "product" ? (review.productName ?? "a product") : storeName;
  const link =
    review.hiddenAt !== null ? "/account/reviews" : review.type === "product" && review.productId ? `/product/${review.productId}` : `/storefront/${store.storeUrl}`;
  const title = fillMessage(MESSAGES.reviewReplyMailSubject, { storeName });
  const body = `${storeName} replied to your review of ${about}: “${excerpt(reply)}”`;
  const first = customer.name.split(" ")[0] || "there";
  await notify(tx, {
    to: [{ kind: "customer", id: review.customerId, email: customer.email }],
    kind: "review_reply",
    title,
    body,
    link,
    mail: genericMail(title, [`Hello ${first},`, `${storeName} replied to your review of ${about}:`, reply], { label: "See the reply", url: `${ctx.config.APP_URL}${link}` }),
    now: ctx.now,
  });
}

/**
 * The store posts its reply to a review or edits it; a hidden review may be answered (it stays hidden).
 * The customer hears of the first reply only: not of an edit, nor of a reply posted again after a removal.
 */
export async function replyToReview(ctx: Ctx<MerchantActor>, id: string, body: ReviewReplyBody): Promise<{ review: Review; message: string }> {
  const edited = await ctx.db.transaction(async (tx) => {
    const review = await ownReview(tx, ctx.actor.merchantId, id);
    const tell = review.replyNotifiedAt === null;
    await repo.setReply(tx, id, {
      reply: body.reply,
      repliedAt: ctx.now,
      repliedBy: ctx.actor.userId,
      updatedAt: ctx.now,
      ...(tell ? { replyNotifiedAt: ctx.now } : {}),
    });
    if (tell) await tellCustomerOfReply(ctx, tx, review, body.reply);
    return review.reply !== null;
  });
  return { review: await answer(ctx.db, id), message: edited ? MESSAGES.reviewReplyUpdated : MESSAGES.reviewReplyPosted };
}

/** The store removes its reply (nothing to remove: the review as it is). */
export async function removeReviewReply(ctx: Ctx<MerchantActor>, id: string): Promise<Review> {
  await ctx.db.transaction(async (tx) => {
    const review = await ownReview(tx, ctx.actor.merchantId, id);
    if (review.reply === null) return;
    await repo.setReply(tx, id, { reply: null, repliedAt: null, repliedBy: null, updatedAt: ctx.now });
  });
  return answer(ctx.db, id);
}

// ---- the customer's order info ----

const toOrderReview = (r: ReviewRow): OrderReview => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  hidden: r.hiddenAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** Adds the customer's reviews of the order's items and store to their own order info (registered in app.ts). */
export async function addReviewsToOrderView(db: DbOrTx, order: Order, viewer: OrderViewer): Promise<void> {
  if (viewer !== "customer") return;
  const rows = await repo.reviewsOfOrders(db, [order.id]);
  const byItem = new Map(rows.filter((r) => r.type === "product" && r.orderItemId).map((r) => [r.orderItemId as string, r]));
  for (const item of order.orderItems) {
    const r = byItem.get(item.id);
    item.review = r ? toOrderReview(r) : null;
    if (r) item.reviewed = true;
  }
  const store = rows.find((r) => r.type === "merchant");
  order.merchantReview = store ? toOrderReview(store) : null;
}
