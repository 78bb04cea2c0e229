import { and, desc, eq, ilike, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { outbox } from "./mail.table.js";

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertMail(db: DbOrTx, mail: typeof outbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  return row.id;
}

export async function listMails(db: Db, opts: { to?: string; limit: number }): Promise<{ rows: OutboxRow[]; count: number }> {
  const where = opts.to ? ilike(outbox.to, opts.to) : undefined;
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).limit(opts.limit);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(where);
  return { rows, count };
}

/**
 * Claims one unsent mail: `work` runs with the row locked (a second sender skips it) and marks the
 * outcome in the same transaction. Answers false when the mail is already sent or being sent.
 */
export async function withUnsentMail(
  db: Db,
  id: string,
  work: (row: OutboxRow, mark: (error: string | null) => Promise<void>) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
      .for("update", { skipLocked: true });
    if (!row) return false;
    await work(row, async (error) => {
      await tx
        .update(outbox)
        .set(
          error
            ? { attempts: sql`${outbox.attempts} + 1`, lastError: error }
            : { sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null },
        )
        .where(eq(outbox.id, id));
    });
    return true;
  });
}

/** Unsent mails never tried, written before `before` (their job should have run by then). */
export async function untriedMailIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), eq(outbox.attempts, 0), lt(outbox.createdAt, before)))
    .orderBy(outbox.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
