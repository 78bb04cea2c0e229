import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { contactMessages } from "./contact.table.js";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}

export interface ContactFilter {
  status: "all" | "read" | "unread";
  search?: string;
}

/** `%`, `_` and `\` typed by the user match themselves. */
const likeEscaped = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listContactMessages(
  db: DbOrTx,
  f: ContactFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ContactMessageRow[]; count: number; unread: number }> {
  const conds: (SQL | undefined)[] = [
    f.status === "read" ? isNotNull(contactMessages.readAt) : f.status === "unread" ? isNull(contactMessages.readAt) : undefined,
  ];
  if (f.search) {
    const like = likeEscaped(f.search);
    conds.push(
      or(
        ilike(contactMessages.name, like),
        ilike(contactMessages.email, like),
        ilike(contactMessages.subject, like),
        ilike(contactMessages.message, like),
      ),
    );
  }
  const where = and(...conds);
  const [rows, [{ n }], [{ unread }]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { rows, count: n, unread };
}

/** Marks read (keeping the first reader and time when it was read already) or unread. */
export async function setContactMessageRead(db: DbOrTx, id: string, read: { at: Date; by: string } | null): Promise<ContactMessageRow | null> {
  const set = read
    ? { readAt: sql`coalesce(${contactMessages.readAt}, ${read.at.toISOString()}::timestamptz)`, readBy: sql`coalesce(${contactMessages.readBy}, ${read.by}::uuid)` }
    : { readAt: null, readBy: null };
  const [row] = await db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning();
  return row ?? null;
}
