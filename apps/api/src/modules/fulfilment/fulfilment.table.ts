import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";
import { orders } from "../orders/orders.table.js";

/**
 * The customer's 6-digit delivery token of an order, made when the order is assigned for delivery.
 * `tokenHash` (HMAC under a server key) checks a token; `tokenSealed` (AES-GCM under another) lets the
 * customer's own order page show it. Five wrong tries lock it until an admin makes a new one.
 */
export const deliveryTokens = pgTable("delivery_tokens", {
  orderId: uuid()
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  tokenHash: text().notNull(),
  tokenSealed: text().notNull(),
  failedAttempts: integer().notNull().default(0),
  lockedAt: timestamp({ withTimezone: true }),
  ...timestamps(),
});

/** Admin settings of the delivery chain (one row). */
export const fulfilmentSettings = pgTable(
  "fulfilment_settings",
  {
    id: integer().primaryKey().default(1),
    returnWindowDays: integer().notNull().default(7),
    pendingLateHours: integer().notNull().default(24),
    readyToShipLateHours: integer().notNull().default(24),
    assignedLateHours: integer().notNull().default(24),
    inTransitLateHours: integer().notNull().default(72),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("fulfilment_settings_one_row", sql`${t.id} = 1`)],
);
