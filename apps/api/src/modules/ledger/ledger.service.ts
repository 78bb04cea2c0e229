import type { DbOrTx } from "../../db/client.js";
import { LEDGER_ACCOUNTS, type LedgerAccount, type LedgerLine } from "./ledger.accounts.js";
import * as repo from "./ledger.repository.js";

export interface Posting {
  /** What happened, e.g. `order.paid`; with `ref` it names the movement, so posting it twice books once. */
  kind: string;
  ref: string;
  orderId?: string | null;
  merchantId?: string | null;
  memo: string;
  at: Date;
  lines: LedgerLine[];
}

/** Lines of zero are dropped; a posting whose lines are all zero books nothing. */
function checkedLines(p: Posting): LedgerLine[] {
  const lines = p.lines.filter((l) => l.amountKobo !== 0);
  let sum = 0;
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amountKobo)) throw new Error(`ledger ${p.kind}: amount ${l.amountKobo} is not whole kobo`);
    if (!(l.account in LEDGER_ACCOUNTS)) throw new Error(`ledger ${p.kind}: unknown account ${l.account}`);
    if ((l.account === "merchant_payable") !== Boolean(l.merchantId)) {
      throw new Error(`ledger ${p.kind}: merchant_payable needs a merchant, other accounts none`);
    }
    sum += l.amountKobo;
  }
  if (sum !== 0) throw new Error(`ledger ${p.kind} ${p.ref}: entries sum to ${sum}, not 0`);
  if (lines.length === 1) throw new Error(`ledger ${p.kind} ${p.ref}: one entry cannot balance`);
  return lines;
}

/**
 * Books one money movement in the caller's transaction (so it commits or rolls back with the business
 * change). Answers false when the same (kind, ref) was booked before: deciding twice books once.
 */
export async function postLedger(tx: DbOrTx, p: Posting): Promise<boolean> {
  const lines = checkedLines(p);
  if (lines.length === 0) return false;
  const row = await repo.insertTransaction(tx, { kind: p.kind, ref: p.ref, orderId: p.orderId, merchantId: p.merchantId, memo: p.memo, occurredAt: p.at }, lines);
  return row !== null;
}

export async function isPosted(db: DbOrTx, kind: string, ref: string): Promise<boolean> {
  return (await repo.findTransaction(db, kind, ref)) !== null;
}

/** An account's balance in kobo, debit positive (liabilities and revenue come out negative). */
export async function ledgerBalance(db: DbOrTx, account: LedgerAccount, opts: { merchantId?: string; before?: Date; since?: Date } = {}): Promise<number> {
  return repo.accountBalance(db, account, opts);
}

/** What the platform owes a merchant (positive) or the merchant owes back after clawbacks (negative). */
export async function merchantPayable(db: DbOrTx, merchantId: string, before?: Date): Promise<number> {
  return 0 - (await repo.accountBalance(db, "merchant_payable", { merchantId, before }));
}

export const trialBalance = repo.trialBalance;
export const merchantLedgerEntries = repo.merchantEntries;
export const ledgerEntriesOfOrders = repo.entriesOfOrders;
export const ledgerImbalance = repo.imbalance;
