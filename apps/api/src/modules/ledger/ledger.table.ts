import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The books. One row per money movement (a ledger transaction) and two or more entries that sum to zero,
 * in kobo: a debit is positive, a credit negative. The database refuses an unbalanced transaction at
 * commit and any update or delete (triggers in migration 0015), so the code cannot get it wrong either.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What happened, e.g. `order.paid`, `order.completed`, `refund.approved`, `payout.approved`. */
    kind: text().notNull(),
    /** The business key of the movement; (kind, ref) is unique, so posting twice books once. */
    ref: text().notNull(),
    orderId: uuid(),
    merchantId: uuid(),
    memo: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_transactions_kind_ref_uq").on(t.kind, t.ref),
    index("ledger_transactions_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
    index("ledger_transactions_occurred_idx").on(t.occurredAt),
    // reports: one kind of movement over a range of days, for every merchant or one
    index("ledger_transactions_kind_occurred_idx").on(t.kind, t.occurredAt),
    index("ledger_transactions_merchant_kind_occurred_idx").on(t.merchantId, t.kind, t.occurredAt).where(sql`${t.merchantId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    account: text().notNull(),
    /** Set on merchant accounts (merchant payable): one account per merchant. */
    merchantId: uuid(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    /** Copied from the transaction, so balances at a date read one table. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("ledger_entries_transaction_idx").on(t.transactionId),
    index("ledger_entries_account_idx").on(t.account, t.merchantId, t.occurredAt),
    index("ledger_entries_merchant_idx").on(t.merchantId, t.occurredAt).where(sql`${t.merchantId} is not null`),
    check("ledger_entries_nonzero", sql`${t.amountKobo} <> 0`),
  ],
);
