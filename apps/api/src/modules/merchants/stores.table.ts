import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";
import { hubs } from "./hubs.table.js";
import { merchants, pricingPlans } from "./merchants.table.js";

/** The nine social links of a store profile; absent keys are null. */
export interface StoreSocials {
  facebook: string | null;
  instagram: string | null;
  pinterest: string | null;
  snapchat: string | null;
  tiktok: string | null;
  tumblr: string | null;
  twitter: string | null;
  vimeo: string | null;
  youtube: string | null;
}

export interface ShippingLocationValue {
  country: string;
  state: string;
  street: string;
  city: string;
}

/**
 * One store per merchant. Live (visible to customers) only when `status = 'approved'` (both approvals
 * given) and `isActive`. The profile columns hold the current values; `store_profiles` keeps each save.
 */
export const stores = pgTable(
  "stores",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .unique()
      .references(() => merchants.id, { onDelete: "cascade" }),
    storeName: text().notNull(),
    storeUrl: text().notNull().unique(),
    logo: text(),
    isRegisteredBusiness: boolean().notNull().default(false),
    status: text().$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    isActive: boolean().notNull().default(true),
    firstApproval: boolean().notNull().default(false),
    secondApproval: boolean().notNull().default(false),
    // ---- profile ----
    storePhoneNumber: text(),
    isPhysicalLocation: boolean().notNull().default(false),
    shippingLocation: jsonb().$type<ShippingLocationValue>(),
    bitmarteHubId: uuid().references(() => hubs.id, { onDelete: "restrict" }),
    socials: jsonb().$type<Partial<StoreSocials>>().notNull().default({}),
    // ---- review ----
    firstApprovedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    firstApprovedAt: timestamp({ withTimezone: true }),
    secondApprovedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    secondApprovedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    rejectedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    rejectedAt: timestamp({ withTimezone: true }),
    // ---- rating: the summary of the store's visible reviews, kept by the reviews module ----
    ratingAverage: doublePrecision(),
    reviewCount: integer().notNull().default(0),
    // ---- seller health: score (0–100) and level, kept by the sellerhealth module; search and payouts read the level ----
    healthScore: integer().notNull().default(100),
    healthLevel: text().$type<"good" | "warning" | "demoted" | "payout_hold">().notNull().default("good"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stores_status_idx").on(t.status, t.createdAt),
    index("stores_hub_idx").on(t.bitmarteHubId),
    index("stores_health_level_idx").on(t.healthLevel),
  ],
);

/** Every store-profile save (spec: GET answers them all, latest last; the latest is the one used). */
export const storeProfiles = pgTable(
  "store_profiles",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    storeName: text().notNull(),
    storeUrl: text().notNull(),
    logo: text(),
    storePhoneNumber: text(),
    isPhysicalLocation: boolean().notNull().default(false),
    shippingLocation: jsonb().$type<ShippingLocationValue>(),
    bitmarteHubId: uuid().references(() => hubs.id, { onDelete: "set null" }),
    socials: jsonb().$type<Partial<StoreSocials>>().notNull().default({}),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Save order, for "latest last" even when two saves share a timestamp. */
    seq: bigserial({ mode: "number" }).notNull(),
  },
  (t) => [index("store_profiles_merchant_idx").on(t.merchantId, t.createdAt)],
);

/** The review history of a store: approvals by step, rejections with reason, payment-category changes. */
export const storeApprovalEvents = pgTable(
  "store_approval_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    adminUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().$type<"first_approval" | "second_approval" | "rejection" | "payment_category">().notNull(),
    reason: text(),
    pricingPlanId: uuid().references(() => pricingPlans.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Event order, for a stable history even when two events share a timestamp. */
    seq: bigserial({ mode: "number" }).notNull(),
  },
  (t) => [index("store_approval_events_store_idx").on(t.storeId, t.createdAt)],
);

/**
 * The approver level of an admin (first or second step they usually take). Whether an admin is an
 * approver at all is `admins.is_approver`, which the session reads.
 */
export const storeApprovers = pgTable("store_approvers", {
  adminUserId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  level: text().$type<"first" | "second">().notNull().default("first"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A store's policies: one per type (return, refund, shipping, privacy, terms, other). */
export const storePolicies = pgTable(
  "store_policies",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    type: text().$type<"return" | "refund" | "shipping" | "privacy" | "terms" | "other">().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("store_policies_store_type_uq").on(t.storeId, t.type)],
);

/** Customers following stores (coupons may target followers). */
export const storeFollowers = pgTable(
  "store_followers",
  {
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    customerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.customerUserId] }),
    index("store_followers_customer_idx").on(t.customerUserId, t.createdAt),
  ],
);

/** A store the platform presents as a brand's official outlet (managed by merchandising, read by store and product pages). */
export const officialOutlets = pgTable("official_outlets", {
  id: uuid().primaryKey().defaultRandom(),
  storeId: uuid()
    .notNull()
    .unique()
    .references(() => stores.id, { onDelete: "cascade" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
