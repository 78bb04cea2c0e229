import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { roles, users } from "../identity/identity.table.js";

export const admins = pgTable("admins", {
	userId: uuid()
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	role: text()
		.notNull()
		.references(() => roles.name),
	isApprover: boolean().notNull().default(false),
	createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
