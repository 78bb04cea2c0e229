import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { merchants } from "./merchants.table.js";

/**
 * Bitmarte hubs: physical pickup locations. Merchants apply (status `pending`); an admin approves,
 * and approved hubs are listed publicly and may be chosen in store profiles.
 */
export const hubs = pgTable(
  "hubs",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    country: text().notNull().default("Nigeria"),
    lga: text(),
    phoneNumber: text(),
    email: text(),
    description: text(),
    status: text().$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
    /** The merchant who applied (null for hubs the platform set up). */
    merchantId: uuid().references(() => merchants.id, { onDelete: "set null" }),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("hubs_status_idx").on(t.status, t.createdAt)],
);
