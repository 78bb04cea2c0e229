import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./products.table.js";

/**
 * Stock lines (a variant, or a product without variants) whose owners were told they ran low. The row
 * stays while the stock stays at or below the alert level and goes when it rises above it, so each
 * fall below the level is told once.
 */
export const stockLowNotices = pgTable(
  "stock_low_notices",
  {
    /** The variant's id, or the product's own when it has no variants. */
    itemId: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("stock_low_notices_product_idx").on(t.productId)],
);
