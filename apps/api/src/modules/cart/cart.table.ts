import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { giftCards } from "../giftcards/giftcards.table.js";
import { productVariants, products } from "../products/products.table.js";

/**
 * One line of a customer's cart: a product, or one variant of it. Prices are never stored here; the cart is
 * priced afresh from the catalogue each time it is read. Only `selected` lines are checked out.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid().references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    selected: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // Adding the same product (and variant) again adds to this line; a null variant counts as a value.
    unique("cart_items_line_uq").on(t.customerId, t.productId, t.variantId).nullsNotDistinct(),
    index("cart_items_customer_idx").on(t.customerId, t.createdAt),
    check("cart_items_quantity_range", sql`${t.quantity} between 1 and 100`),
  ],
);

/** Gift cards the customer applied to the cart, in the order they pay. */
export const cartGiftCards = pgTable(
  "cart_gift_cards",
  {
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    giftCardId: uuid()
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    code: text().notNull(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.giftCardId] })],
);

/**
 * Add-to-cart calls made with an `Idempotency-Key`: a phone retrying the same call after a dropped
 * connection gets the first answer instead of doubling the quantity.
 */
export const cartAddRequests = pgTable(
  "cart_add_requests",
  {
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    cartItemId: uuid().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.idempotencyKey] }), index("cart_add_requests_created_idx").on(t.createdAt)],
);
