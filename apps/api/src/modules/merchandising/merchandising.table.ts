import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "../products/products.table.js";
import { stores } from "../merchants/stores.table.js";

/** A named campaign (e.g. "Back to school") grouping products shown together on the home page. */
export const promotions = pgTable("promotions", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  description: text(),
  image: text(),
  /** UTC days, inclusive; null means open-ended. */
  startDate: date({ mode: "string" }),
  endDate: date({ mode: "string" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const promotionProducts = pgTable(
  "promotion_products",
  {
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] }), index("promotion_products_product_idx").on(t.productId)],
);

/** Stores the platform vouches for (brands' own stores). */
export interface FeaturedImageValue {
  url: string;
  link: string | null;
  alt: string | null;
}

/** Home-page banners: a titled set of images with optional links. */
export const featuredImageCollections = pgTable("featured_image_collections", {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull(),
  subtitle: text(),
  images: jsonb().$type<FeaturedImageValue[]>().notNull().default([]),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
