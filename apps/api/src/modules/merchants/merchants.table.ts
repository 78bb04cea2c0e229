import { sql } from "drizzle-orm";
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { uploads } from "../uploads/uploads.table.js";

/** A postal address as stored (street, city, state, country, LGA). */
export interface AddressValue {
  street: string;
  city: string;
  state: string;
  country: string;
  LGA: string | null;
}

/**
 * Merchant pricing plans ("payment categories"): the commission the platform keeps on each sale and a
 * monthly fee. Reference data, seeded by a migration. Commission in basis points (750 = 7.5%).
 */
export const pricingPlans = pgTable("pricing_plans", {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  commissionBps: integer().notNull(),
  monthlyFeeKobo: integer().notNull().default(0),
  features: text().array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A merchant (store owner) with the onboarding answers (spec §3 Merchant). */
export const merchants = pgTable("merchants", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  isRegisteredBusiness: boolean().notNull().default(false),
  isVerified: boolean().notNull().default(false),
  percentageComplete: integer().notNull().default(25),
  // ---- onboarding: identity ----
  idDocumentType: text().$type<"nin" | "passport" | "drivers_license" | "voters_card">(),
  idDocumentNumber: text(),
  idDocumentUploadId: uuid().references(() => uploads.id, { onDelete: "set null" }),
  dateOfBirth: date({ mode: "string" }),
  nationality: text(),
  // ---- onboarding: addresses ----
  homeAddress: jsonb().$type<AddressValue>(),
  useHomeAddress: boolean().notNull().default(false),
  physicalLocation: jsonb().$type<AddressValue>(),
  pickupLocation: jsonb().$type<AddressValue>(),
  proofOfAddressUploadId: uuid().references(() => uploads.id, { onDelete: "set null" }),
  // ---- onboarding: business ----
  staffSize: text(),
  category: text(),
  subCategoryIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
  // ---- plan (chosen by the merchant while onboarding, or set by an approver) ----
  pricingPlanId: uuid().references(() => pricingPlans.id, { onDelete: "restrict" }),
  pricingPlanSince: timestamp({ withTimezone: true }),
  ...timestamps(),
});

/** Staff of a merchant's store: they sign in as merchants with the (resource:action) permissions granted. */
export const merchantStaff = pgTable("merchant_staff", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  merchantId: uuid()
    .notNull()
    .references(() => merchants.id, { onDelete: "cascade" }),
  permissions: text().array().notNull().default([]),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
