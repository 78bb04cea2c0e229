import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from "drizzle-orm/pg-core";
import { merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";

/**
 * The customisation of one purchased theme. Every value in it passed the contracts' validation on
 * the way in (colours are hex, links are http(s), texts are capped); reads validate again.
 */
export interface ThemeCustomization {
  header?: { logo?: string | null; phoneNumber?: string | null; email?: string | null };
  body?: { title?: string | null; subtitle?: string | null; bannerImage?: string | null; promoImage?: string | null };
  colors?: Record<string, string>;
  socials?: Record<string, string | null>;
}

/** A theme of the catalogue a merchant has added (purchased, free); at most one is active. */
export const merchantThemes = pgTable(
  "merchant_themes",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    /** Id in the theme catalogue (themes.catalogue.ts). */
    themeId: integer().notNull(),
    isActive: boolean().notNull().default(false),
    customization: jsonb().$type<ThemeCustomization>().notNull().default({}),
    purchasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("merchant_themes_merchant_theme_uq").on(t.merchantId, t.themeId),
    uniqueIndex("merchant_themes_one_active_uq").on(t.merchantId).where(sql`${t.isActive}`),
  ],
);

/** Testimonials shown by one of a merchant's themes. */
export const themeTestimonials = pgTable(
  "theme_testimonials",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantThemeId: uuid()
      .notNull()
      .references(() => merchantThemes.id, { onDelete: "cascade" }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text().notNull(),
    content: text().notNull(),
    image: text(),
    rating: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("theme_testimonials_theme_idx").on(t.merchantThemeId, t.createdAt)],
);

/** Testimonials of a store (API "Stores": GET · POST /testimonials), shown on its public page whatever the theme. */
export const storeTestimonials = pgTable(
  "store_testimonials",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text().notNull(),
    title: text(),
    content: text().notNull(),
    image: text(),
    rating: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("store_testimonials_store_idx").on(t.storeId, t.createdAt)],
);
