import { and, desc, eq, ilike, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { outbox } from "./mail.table.js";

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertMail(db: DbOrTx, mail: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(mail);
}

export async function listMails(db: Db, opts: { to?: string; limit: number }): Promise<{ rows: OutboxRow[]; count: number }> {
  const where = opts.to ? ilike(outbox.to, opts.to) : undefined;
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).limit(opts.limit);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(where);
  return { rows, count };
}

/** Claims up to `n` unsent mails for this worker (others skip them while the transaction is open). */
export async function withUnsentMails(
  db: Db,
  n: number,
  work: (rows: OutboxRow[], mark: (id: string, error: string | null) => Promise<void>) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, 10)))
      .orderBy(outbox.createdAt)
      .limit(n)
      .for("update", { skipLocked: true });
    await work(rows, async (id, error) => {
      await tx
        .update(outbox)
        .set(
          error
            ? { attempts: sql`${outbox.attempts} + 1`, lastError: error }
            : { sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null },
        )
        .where(eq(outbox.id, id));
    });
  });
}
