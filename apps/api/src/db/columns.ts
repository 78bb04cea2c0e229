import { timestamp } from "drizzle-orm/pg-core";

/**
 * When a row was made and last changed, both set by the database on insert.
 * A function so every table gets its own column builders.
 */
export function timestamps() {
  return {
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  };
}
