import type { ReturnRequestType, ReturnStatus } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { orderItems, orders } from "../orders/orders.table.js";

export type RefundMethodValue = "original" | "gift_card";
export type RefundRequestStatusValue = "pending" | "approved" | "rejected" | "paid";
export type ReplaceDecisionValue = "pending" | "approved" | "rejected";

/**
 * A customer's request to return (refund) or replace delivered items of one order (spec §3 Returned
 * order). requested → accepted | rejected (merchant) → received (merchant) → refunded | replaced | closed.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    orderName: text().notNull(),
    merchantId: uuid().notNull(),
    storeId: uuid().notNull(),
    storeName: text().notNull(),
    customerId: uuid().notNull(),
    type: text().$type<ReturnRequestType>().notNull(),
    status: text().$type<ReturnStatus>().notNull().default("requested"),
    refundTo: text().$type<RefundMethodValue>().notNull().default("original"),
    evidence: text().array().notNull().default(sql`'{}'::text[]`),
    rejectionReason: text(),
    /** What the returned units cost the customer (items net of their discount share), kobo. */
    itemsKobo: bigint({ mode: "number" }).notNull(),
    replaceDecision: text().$type<ReplaceDecisionValue>(),
    replaceNote: text(),
    replacementOrderId: uuid(),
    acceptedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("order_returns_order_idx").on(t.orderId),
    index("order_returns_merchant_created_idx").on(t.merchantId, t.createdAt.desc()),
    index("order_returns_customer_idx").on(t.customerId, t.createdAt.desc()),
    index("order_returns_status_idx").on(t.status, t.createdAt.desc()),
    check("order_returns_items_amount", sql`${t.itemsKobo} >= 0`),
  ],
);

/** The items and quantities of a return. */
export const orderReturnItems = pgTable(
  "order_return_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid()
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: "restrict" }),
    productId: uuid().notNull(),
    productName: text().notNull(),
    quantity: integer().notNull(),
    unitPriceKobo: bigint({ mode: "number" }).notNull(),
    /** These units' share of what the customer paid (after discount), kobo. */
    amountKobo: bigint({ mode: "number" }).notNull(),
    reason: text().notNull(),
    /** The kind chosen from RETURN_REASON_KINDS (null: not given, or asked before the list existed). */
    reasonKind: text(),
  },
  (t) => [
    index("order_return_items_return_idx").on(t.returnId),
    index("order_return_items_order_item_idx").on(t.orderItemId),
    check("order_return_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A refund waiting for (or past) an admin decision: one per refund-type return, or asked for directly.
 * Approving books the refund in the ledger and sends it to the provider or a gift card.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    returnId: uuid().references(() => orderReturns.id, { onDelete: "restrict" }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    merchantId: uuid().notNull(),
    customerId: uuid().notNull(),
    status: text().$type<RefundRequestStatusValue>().notNull().default("pending"),
    method: text().$type<RefundMethodValue>().notNull().default("original"),
    requestedKobo: bigint({ mode: "number" }).notNull(),
    amountKobo: bigint({ mode: "number" }),
    /** Of the approved amount, what goes back through the payment provider (the rest goes to a gift card). */
    providerKobo: bigint({ mode: "number" }).notNull().default(0),
    /** The gift card issued for (part of) the refund. */
    giftCardId: uuid(),
    reason: text(),
    note: text(),
    decidedBy: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("refund_requests_return_uq").on(t.returnId).where(sql`${t.returnId} is not null`),
    index("refund_requests_status_idx").on(t.status, t.createdAt.desc()),
    index("refund_requests_order_idx").on(t.orderId),
    check(
      "refund_requests_amounts",
      sql`${t.requestedKobo} >= 0 and (${t.amountKobo} is null or ${t.amountKobo} >= 0) and ${t.providerKobo} >= 0 and ${t.providerKobo} <= coalesce(${t.amountKobo}, 0)`,
    ),
  ],
);
