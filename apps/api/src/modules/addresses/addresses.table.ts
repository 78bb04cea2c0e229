import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";

/** A customer's address book. At most one default per customer (partial unique index). */
export const customerShippingAddresses = pgTable(
  "customer_shipping_addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text().notNull(),
    phoneNumber: text().notNull(),
    emailAddress: text().notNull(),
    stateOrRegion: text().notNull(),
    /** Optional refinements of the spec's address: without a city the shipping fee uses the state's zone. */
    city: text(),
    lga: text(),
    address: text().notNull(),
    country: text().notNull().default("Nigeria"),
    isDefault: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("customer_shipping_addresses_customer_idx").on(t.customerId, t.createdAt),
    uniqueIndex("customer_shipping_addresses_one_default_uq").on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
