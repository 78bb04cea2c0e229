import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Account-name enquiries, counted per IP to rate-limit them (they reveal account holders' names). */
export const bankLookups = pgTable(
  "bank_lookups",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_lookups_ip_idx").on(t.ip, t.createdAt)],
);
