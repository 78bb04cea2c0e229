import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent through the public contact-us form; admins read them in the contact inbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The sender's client address (for abuse reports; never shown in lists). */
    ip: text(),
    /** When an admin marked it read; null while unread. */
    readAt: timestamp({ withTimezone: true }),
    readBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("contact_messages_unread_idx").on(t.createdAt.desc()).where(sql`read_at is null`),
  ],
);
