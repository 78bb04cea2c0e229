import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.table.js";

/** A merchant (store owner). Onboarding fields arrive with the catalogue issue. */
export const merchants = pgTable("merchants", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  isRegisteredBusiness: boolean().notNull().default(false),
  isVerified: boolean().notNull().default(false),
  percentageComplete: integer().notNull().default(25),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
