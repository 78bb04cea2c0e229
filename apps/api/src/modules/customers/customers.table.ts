import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";

/** A customer's profile; addresses, carts and orders hang off it in their own modules. */
export const customers = pgTable("customers", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
