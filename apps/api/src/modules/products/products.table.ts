import type { ProductRevisionStatus, VariantProperty } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { categories, childCategories, subCategories } from "../categories/categories.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export type ProductApprovalStatusValue = "pending" | "approved" | "rejected";

/**
 * An edit of an approved product's reviewed content (name, description, images, category), kept
 * aside while customers keep seeing the approved content. `pending` waits for an admin; `rejected`
 * stays to show the merchant the reason until the next content edit. Approval copies it onto the row.
 */
export interface ProductRevisionRecord {
  status: ProductRevisionStatus;
  name: string;
  description: string;
  images: string[];
  categoryId: string;
  subCategoryId: string;
  childCategoryId: string;
  submittedAt: string;
  rejectionReason: string | null;
  reviewedAt: string | null;
}

/**
 * A merchant's product. Money columns are kobo. `merchantId` repeats the store's owner so every
 * merchant read can be scoped without a join. Trigram and full-text GIN indexes live in the
 * custom migration `catalogue_search` (they need the pg_trgm extension).
 */
export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subCategoryId: uuid()
      .notNull()
      .references(() => subCategories.id, { onDelete: "restrict" }),
    childCategoryId: uuid()
      .notNull()
      .references(() => childCategories.id, { onDelete: "restrict" }),
    /** Image URLs from POST /uploads, in display order (the first is the cover). */
    images: text().array().notNull().default(sql`'{}'::text[]`),
    costPrice: bigint({ mode: "number" }).notNull(),
    sellingPrice: bigint({ mode: "number" }).notNull(),
    /** List price, shown struck through when above the selling price. */
    price: bigint({ mode: "number" }).notNull(),
    quantity: integer().notNull().default(0),
    sku: text(),
    weight: doublePrecision().notNull(),
    weightUnit: text().$type<"kg" | "g" | "lb" | "oz">().notNull().default("kg"),
    length: doublePrecision(),
    width: doublePrecision(),
    height: doublePrecision(),
    dimensionUnit: text().$type<"cm" | "m" | "in">().notNull().default("cm"),
    whenSoldOut: text().$type<"hide" | "show_sold_out">().notNull().default("show_sold_out"),
    contSalesOutOfStock: boolean().notNull().default(false),
    stockAlertUnits: integer().notNull().default(5),
    isDigital: boolean().notNull().default(false),
    variantProperties: jsonb().$type<VariantProperty[]>().notNull().default([]),
    approvalStatus: text().$type<ProductApprovalStatusValue>().notNull().default("pending"),
    rejectionReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The content edit of an approved product waiting for review (or the last one rejected); null when none. */
    pendingRevision: jsonb().$type<ProductRevisionRecord>(),
    isFeatured: boolean().notNull().default(false),
    featuredAt: timestamp({ withTimezone: true }),
    soldCount: integer().notNull().default(0),
    ratingAverage: doublePrecision(),
    reviewCount: integer().notNull().default(0),
    /** (list price − selling price) / list price, in basis points: super deals sort by it. */
    discountBps: integer()
      .notNull()
      .generatedAlwaysAs(sql`case when price > 0 and price > selling_price then ((price - selling_price) * 10000 / price)::integer else 0 end`),
    /**
     * What a customer's search matches: the name (weight A), the store's name (B) and the
     * description (C), so a product of "Ilorin Aso-Oke House" is found by "aso oke". Kept by
     * triggers (migration `search_store_names`) on product writes and store renames, since a
     * generated column cannot read the store.
     */
    searchVector: tsvector().notNull().default(sql`''::tsvector`),
    /** Deleted products stay for order history; every list leaves them out. */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * The store is approved and active. Kept by triggers (custom migration `catalogue_search`) on
     * inserts here and on store status changes, so customer lists filter one table.
     */
    storeLive: boolean().notNull().default(false),
    /** Customers may see it: approved, store live, not deleted, and not a sold-out product set to hide. */
    listed: boolean()
      .notNull()
      .generatedAlwaysAs(
        sql`approval_status = 'approved' and store_live and deleted_at is null and (when_sold_out <> 'hide' or quantity > 0 or cont_sales_out_of_stock)`,
      ),
    /**
     * In the search head: the catalogue's best tenth by sales, rating and freshness (migration 0045), ranked
     * first by a relevance search; new products join it at once, the hourly refresh puts it right.
     */
    searchHead: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // Merchant and admin lists (every status).
    index("products_created_idx").on(t.createdAt.desc()),
    index("products_status_created_idx").on(t.approvalStatus, t.createdAt.desc()),
    // The review queue's edits of approved products (few rows).
    index("products_revision_pending_created_idx").on(t.createdAt.desc()).where(sql`(pending_revision ->> 'status') = 'pending'`),
    index("products_merchant_created_idx").on(t.merchantId, t.createdAt.desc()),
    index("products_store_created_idx").on(t.storeId, t.createdAt.desc()),
    index("products_category_created_idx").on(t.categoryId, t.createdAt.desc()),
    index("products_sub_category_created_idx").on(t.subCategoryId, t.createdAt.desc()),
    index("products_child_category_created_idx").on(t.childCategoryId, t.createdAt.desc()),
    uniqueIndex("products_merchant_sku_uq").on(t.merchantId, sql`lower(${t.sku})`).where(sql`sku is not null and deleted_at is null`),
    // Customer lists: only listed products, one index per sort.
    index("products_listed_created_idx").on(t.createdAt.desc(), t.id).where(sql`listed`),
    index("products_listed_price_idx").on(t.sellingPrice, t.id).where(sql`listed`),
    index("products_listed_category_price_idx").on(t.categoryId, t.sellingPrice, t.id).where(sql`listed`),
    index("products_listed_sub_category_price_idx").on(t.subCategoryId, t.sellingPrice, t.id).where(sql`listed`),
    index("products_listed_discount_idx").on(t.discountBps.desc(), t.id).where(sql`listed`),
    index("products_listed_sold_idx").on(t.soldCount.desc(), t.id).where(sql`listed`),
    index("products_listed_rating_idx").on(t.ratingAverage.desc().nullsLast(), t.reviewCount.desc(), t.id).where(sql`listed`),
    // A broad search ranks the head's matches only (migration 0045).
    index("products_search_head_idx").using("gin", t.searchVector).where(sql`listed and search_head`),
  ],
);

/** One sellable combination of a product's options, with its own SKU, stock and discount. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text().notNull(),
    size: text(),
    color: text(),
    /** Percent off the selling price, in basis points (12.5 % = 1250). */
    discountBps: integer().notNull().default(0),
    quantity: integer().notNull().default(0),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("product_variants_sku_uq").on(t.productId, sql`lower(${t.sku})`)],
);

/**
 * The catalogue's vocabulary: every distinct word of product names and descriptions (the `simple`
 * text-search lexemes, so unstemmed and lower-case) with its English stem. A misspelt search word
 * is corrected to its nearest word here (trigram distance, GiST index) before the full-text query.
 * Product inserts and name/description changes add their words (trigger, migration
 * `search_words`); words of deleted products stay until the next rebuild (`rebuildSearchWords`).
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text().primaryKey(),
    /** `ts_lexize('english_stem', word)`: a query word with the same stem is known, not misspelt. */
    stem: text(),
    /** Products using the word when the vocabulary was last rebuilt (ties go to the commoner word). */
    products: integer().notNull().default(1),
  },
  (t) => [
    index("search_words_trgm_idx").using("gist", t.word.op("gist_trgm_ops")),
    index("search_words_prefix_idx").on(t.word.op("text_pattern_ops")),
    index("search_words_stem_idx").on(t.stem),
  ],
);
