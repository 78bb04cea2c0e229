import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mails to send. Written in the same transaction as the change that causes them; a worker delivers. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    links: text().array().notNull().default([]),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("outbox_pending_idx").on(t.sentAt, t.createdAt)],
);
