// The books: double-entry, append-only, in kobo. Every module that moves money posts here, inside the
// transaction of its business change; balances, reports and statements read from here.
export { credit, debit, LEDGER_ACCOUNTS, type LedgerAccount, type LedgerLine } from "./ledger.accounts.js";
export {
  isPosted,
  ledgerBalance,
  ledgerEntriesOfOrders,
  ledgerImbalance,
  merchantLedgerEntries,
  merchantPayable,
  type Posting,
  postLedger,
  trialBalance,
} from "./ledger.service.js";
