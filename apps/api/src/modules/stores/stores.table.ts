import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "../merchants/merchants.table.js";

/** One store per merchant. Live only with both approvals and active. */
export const stores = pgTable("stores", {
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
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
