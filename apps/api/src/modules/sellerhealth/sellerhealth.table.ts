import type { SellerHealthAppealStatus, SellerHealthFactor, SellerHealthLevel } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";
import { merchants } from "../merchants/merchants.table.js";
import { stores } from "../merchants/stores.table.js";

/** The admin's thresholds: one row (`id = 1`); without it the defaults apply (docs/seller-health.md). */
export const sellerHealthSettings = pgTable(
  "seller_health_settings",
  {
    id: integer().primaryKey().default(1),
    warningBelow: integer().notNull().default(70),
    demotionBelow: integer().notNull().default(50),
    payoutHoldBelow: integer().notNull().default(30),
    appealGraceDays: integer().notNull().default(30),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("seller_health_settings_single", sql`${t.id} = 1`),
    check(
      "seller_health_settings_order",
      sql`${t.warningBelow} <= 100 and ${t.warningBelow} > ${t.demotionBelow} and ${t.demotionBelow} > ${t.payoutHoldBelow} and ${t.payoutHoldBelow} >= 1`,
    ),
  ],
);

/**
 * A store's latest health: the score, each factor's figures as computed, and the level with the reason
 * the merchant reads. The store's own row carries score and level too (stores.health_score/level), for
 * the admin's sorted merchant list, search ranking and payouts.
 */
export const sellerHealthScores = pgTable("seller_health_scores", {
  storeId: uuid()
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  merchantId: uuid()
    .notNull()
    .references(() => merchants.id, { onDelete: "cascade" }),
  score: integer().notNull(),
  level: text().$type<SellerHealthLevel>().notNull(),
  factors: jsonb().$type<SellerHealthFactor[]>().notNull(),
  reason: text(),
  levelChangedAt: timestamp({ withTimezone: true }),
  /** An accepted appeal keeps the level `good` until then, whatever the score. */
  goodStandingUntil: timestamp({ withTimezone: true }),
  computedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Every level change, with the reason the merchant was given. Append-only. */
export const sellerHealthLevelChanges = pgTable(
  "seller_health_level_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    fromLevel: text().$type<SellerHealthLevel>().notNull(),
    toLevel: text().$type<SellerHealthLevel>().notNull(),
    score: integer().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("seller_health_level_changes_store_idx").on(t.storeId, t.createdAt.desc())],
);

/** A merchant's appeal against their store's level; an admin accepts or rejects it. */
export const sellerHealthAppeals = pgTable(
  "seller_health_appeals",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    level: text().$type<SellerHealthLevel>().notNull(),
    score: integer().notNull(),
    reason: text().notNull(),
    status: text().$type<SellerHealthAppealStatus>().notNull().default("pending"),
    decisionReason: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One waiting appeal per store.
    uniqueIndex("seller_health_appeals_pending_uq").on(t.storeId).where(sql`${t.status} = 'pending'`),
    index("seller_health_appeals_status_idx").on(t.status, t.createdAt.desc()),
    index("seller_health_appeals_store_idx").on(t.storeId, t.createdAt.desc()),
    check("seller_health_appeals_status", sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);
