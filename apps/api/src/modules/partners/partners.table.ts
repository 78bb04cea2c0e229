import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";

/** A shipping partner company; its login user signs in with a partner token. */
export const partners = pgTable("partners", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text().notNull(),
  logo: text(),
  status: text().$type<"pending" | "approved" | "rejected">().notNull().default("pending"),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
