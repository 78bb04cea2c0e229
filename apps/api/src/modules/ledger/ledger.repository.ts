import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import type { LedgerAccount, LedgerLine } from "./ledger.accounts.js";
import { ledgerEntries, ledgerTransactions } from "./ledger.table.js";

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Inserts a transaction with its entries; null when (kind, ref) was booked before. */
export async function insertTransaction(
  tx: DbOrTx,
  head: { kind: string; ref: string; orderId?: string | null; merchantId?: string | null; memo: string; occurredAt: Date },
  lines: LedgerLine[],
): Promise<LedgerTransactionRow | null> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ ...head, orderId: head.orderId ?? null, merchantId: head.merchantId ?? null })
    .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.ref] })
    .returning();
  if (!row) return null;
  await tx.insert(ledgerEntries).values(
    lines.map((l) => ({ transactionId: row.id, account: l.account, merchantId: l.merchantId ?? null, amountKobo: l.amountKobo, occurredAt: head.occurredAt })),
  );
  return row;
}

export async function findTransaction(db: DbOrTx, kind: string, ref: string): Promise<LedgerTransactionRow | null> {
  const [row] = await db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.ref, ref)));
  return row ?? null;
}

/** Sum of an account's entries (optionally one merchant's, optionally before a moment). */
export async function accountBalance(db: DbOrTx, account: LedgerAccount, opts: { merchantId?: string; before?: Date; since?: Date } = {}): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, account),
        opts.merchantId ? eq(ledgerEntries.merchantId, opts.merchantId) : undefined,
        opts.before ? lt(ledgerEntries.occurredAt, opts.before) : undefined,
        opts.since ? gte(ledgerEntries.occurredAt, opts.since) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Balances of every account (merchant accounts summed), e.g. for the reconciliation view. */
export async function trialBalance(db: DbOrTx): Promise<{ account: string; balanceKobo: number }[]> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountKobo})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account)
    .orderBy(ledgerEntries.account);
  return rows.map((r) => ({ account: r.account, balanceKobo: Number(r.total) }));
}

/** A merchant's payable entries in a period with their transactions, oldest first (statements). */
export async function merchantEntries(db: DbOrTx, merchantId: string, since: Date, before: Date) {
  return db
    .select({
      entryId: ledgerEntries.id,
      amountKobo: ledgerEntries.amountKobo,
      occurredAt: ledgerEntries.occurredAt,
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
      orderId: ledgerTransactions.orderId,
      memo: ledgerTransactions.memo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, "merchant_payable"),
        eq(ledgerEntries.merchantId, merchantId),
        gte(ledgerEntries.occurredAt, since),
        lt(ledgerEntries.occurredAt, before),
      ),
    )
    .orderBy(ledgerEntries.occurredAt, ledgerEntries.id);
}

/** Entries of the given transactions kinds for some orders (reports and reconciliation). */
export async function entriesOfOrders(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: ledgerTransactions.orderId, kind: ledgerTransactions.kind, account: ledgerEntries.account, amountKobo: ledgerEntries.amountKobo })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerTransactions.orderId, orderIds));
}

/** Totals that must be zero: all entries, and each transaction (the triggers make this hold; tests check it). */
export async function imbalance(db: DbOrTx): Promise<{ totalKobo: number; unbalancedTransactions: number }> {
  const res = await db.execute<{ total: string; unbalanced: string }>(sql`
    select
      (select coalesce(sum(amount_kobo), 0) from ledger_entries) as total,
      (select count(*) from (
         select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
         group by t.id having coalesce(sum(e.amount_kobo), 0) <> 0 or count(e.id) < 2
       ) u) as unbalanced`);
  const row = res.rows[0];
  return { totalKobo: Number(row?.total ?? 0), unbalancedTransactions: Number(row?.unbalanced ?? 0) };
}
