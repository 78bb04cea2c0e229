import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { notificationPreferences, notifications } from "./notifications.table.js";

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose notification centre: a sign-in kind and that account's user id. */
export interface Recipient {
  kind: string;
  id: string;
}

const mine = (r: Recipient) => and(eq(notifications.recipientKind, r.kind), eq(notifications.recipientId, r.id));

export async function insertNotifications(db: DbOrTx, values: (typeof notifications.$inferInsert)[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}

export async function listNotifications(
  db: DbOrTx,
  r: Recipient,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; count: number }> {
  const where = unreadOnly ? and(mine(r), isNull(notifications.readAt)) : mine(r);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, count: n };
}

export async function unreadCount(db: DbOrTx, r: Recipient): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(and(mine(r), isNull(notifications.readAt)));
  return n;
}

/** Marks one of the person's notifications read (kept as first read); null when it is not theirs. */
export async function markRead(db: DbOrTx, r: Recipient, id: string, at: Date): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(mine(r), eq(notifications.id, id)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: DbOrTx, r: Recipient, at: Date): Promise<void> {
  await db.update(notifications).set({ readAt: at }).where(and(mine(r), isNull(notifications.readAt)));
}

/** The mail choice each recipient saved for a kind, keyed `kind:id` (no entry: they never chose). */
export async function mailChoices(db: DbOrTx, recipients: Recipient[], kind: string): Promise<Map<string, boolean>> {
  if (recipients.length === 0) return new Map();
  const rows = await db
    .select({ recipientKind: notificationPreferences.recipientKind, recipientId: notificationPreferences.recipientId, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.kind, kind),
        inArray(
          notificationPreferences.recipientId,
          recipients.map((r) => r.id),
        ),
      ),
    );
  return new Map(rows.map((row) => [`${row.recipientKind}:${row.recipientId}`, row.mail]));
}

export async function preferencesOf(db: DbOrTx, r: Recipient): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.recipientKind, r.kind), eq(notificationPreferences.recipientId, r.id)));
  return new Map(rows.map((row) => [row.kind, row.mail]));
}

export async function savePreferences(db: DbOrTx, r: Recipient, choices: { kind: string; mail: boolean }[], at: Date): Promise<void> {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ recipientKind: r.kind, recipientId: r.id, kind: c.kind, mail: c.mail, updatedAt: at })))
    .onConflictDoUpdate({
      target: [notificationPreferences.recipientKind, notificationPreferences.recipientId, notificationPreferences.kind],
      set: { mail: sql`excluded.mail`, updatedAt: sql`excluded.updated_at` },
    });
}
