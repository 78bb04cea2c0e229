import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One message in a person's notification centre. The person is a sign-in kind and the account's user id
 * (a customer, a merchant's owner or staff member, an admin of any role, a partner): ids of different
 * kinds' tables may not be compared, so the kind is part of the address.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    recipientKind: text().notNull(),
    recipientId: uuid().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipientKind, t.recipientId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.recipientKind, t.recipientId).where(sql`read_at is null`),
  ],
);

/** A person's choice for one kind: whether it also comes by mail (no row: the kind's default, NOTIFICATION_KIND_MAIL_DEFAULTS). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    recipientKind: text().notNull(),
    recipientId: uuid().notNull(),
    kind: text().notNull(),
    mail: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientKind, t.recipientId, t.kind] })],
);
