import type { TransactionStatus } from "./entities/checkout.js";
import type { MerchantPaymentStatus } from "./entities/reports.js";
import type { StatementLineType } from "./entities/payouts.js";

/**
 * The words a person reads for each stored status: the screens show them and the CSV exports write
 * them, so a spreadsheet says "Paid" where the transactions screen says "Paid".
 */
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: "Pending",
  success: "Paid",
  failed: "Failed",
  abandoned: "Abandoned",
  reversed: "Reversed",
};

export const transactionStatusLabel = (status: TransactionStatus): string => TRANSACTION_STATUS_LABELS[status] ?? status;

export const PAYOUT_STATUS_LABELS: Record<MerchantPaymentStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  sending: "Sending",
  processed: "Processed",
};

export const STATEMENT_TYPE_LABELS: Record<StatementLineType, string> = {
  sale: "Sale",
  commission: "Commission",
  refund: "Refund",
  chargeback: "Chargeback",
  payout: "Payout",
  adjustment: "Adjustment",
};
