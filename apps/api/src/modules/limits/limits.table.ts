import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempts counted against a limit, per bucket (e.g. `coupon:customer:<id>`). In PostgreSQL, not in a
 * process, so every server process counts the same attempts.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bucket: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_bucket_at_idx").on(t.bucket, t.at)],
);
