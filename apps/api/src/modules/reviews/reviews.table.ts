import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { orderItems, orders } from "../orders/orders.table.js";

export type ReviewTypeValue = "product" | "merchant";

/**
 * A customer's review of a product they received (one per order item) or of the store that sold it
 * (one per order). Product name and image are the ones bought. Admins may hide an abusive one: it
 * leaves public lists and every rating summary, but stays for the record.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().$type<ReviewTypeValue>().notNull(),
    rating: smallint().notNull(),
    comment: text().notNull().default(""),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid().references(() => orderItems.id, { onDelete: "cascade" }),
    // No foreign key to the catalogue, as with order items: the review keeps what was bought.
    productId: uuid(),
    productName: text(),
    productImage: text(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: uuid().references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text(),
    // The store's public reply (null while it has not replied); an edit moves repliedAt.
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    repliedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    // When the customer was told of the store's first reply: told once per review.
    replyNotifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_order_item_uq").on(t.orderItemId).where(sql`${t.type} = 'product'`),
    uniqueIndex("reviews_order_merchant_uq").on(t.orderId).where(sql`${t.type} = 'merchant'`),
    // public lists and summaries read visible reviews only
    index("reviews_product_visible_idx").on(t.productId, t.createdAt.desc(), t.id).where(sql`${t.hiddenAt} is null and ${t.type} = 'product'`),
    index("reviews_merchant_idx").on(t.merchantId, t.type, t.createdAt.desc()),
    index("reviews_customer_idx").on(t.customerId, t.createdAt.desc()),
    index("reviews_created_idx").on(t.createdAt.desc(), t.id),
    check("reviews_rating", sql`${t.rating} between 1 and 5`),
    check("reviews_type", sql`${t.type} in ('product', 'merchant')`),
    check("reviews_reply_shape", sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check(
      "reviews_shape",
      sql`(${t.type} = 'product' and ${t.orderItemId} is not null and ${t.productId} is not null) or (${t.type} = 'merchant' and ${t.orderItemId} is null and ${t.productId} is null)`,
    ),
  ],
);
