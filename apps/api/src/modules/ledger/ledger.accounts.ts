/**
 * The chart of accounts. Debits are positive, credits negative; an account's balance is the sum of its
 * entries, so asset and expense accounts run positive and liability and revenue accounts negative.
 */
export const LEDGER_ACCOUNTS = {
  /** Asset: money held at the payment provider and the platform's bank. */
  cash: "cash",
  /** Liability: customers' money for orders not yet completed (or cancelled, or refunded). */
  customer_clearing: "customer_clearing",
  /** Revenue: the platform's commission on completed orders (less refunded commission and platform-liable chargebacks). */
  platform_commission: "platform_commission",
  /** Revenue: delivery fees of completed orders. */
  delivery_revenue: "delivery_revenue",
  /** Liability, one per merchant: what the platform owes the merchant. Negative means owed. */
  merchant_payable: "merchant_payable",
  /** Liability: unspent gift-card balances. */
  giftcard_liability: "giftcard_liability",
  /** Revenue: gift-card balances that expired unspent. */
  giftcard_breakage: "giftcard_breakage",
  /** Liability: refunds decided and not yet paid out by the provider. */
  refunds: "refunds",
  /** Asset: money the provider took back for a chargeback, until it is decided. */
  chargebacks: "chargebacks",
  /** Expense: chargebacks the platform bears. */
  chargeback_losses: "chargeback_losses",
  /** Liability: payouts approved and not yet sent to the merchant's bank. */
  payouts_in_transit: "payouts_in_transit",
  /** Asset: payout transfers the provider took from the platform's balance and has not yet confirmed. */
  payout_transfers: "payout_transfers",
} as const;
export type LedgerAccount = keyof typeof LEDGER_ACCOUNTS;

export interface LedgerLine {
  account: LedgerAccount;
  /** Required for merchant_payable, absent elsewhere. */
  merchantId?: string | null;
  /** Kobo; debit positive, credit negative. */
  amountKobo: number;
}

export const debit = (account: LedgerAccount, amountKobo: number, merchantId?: string): LedgerLine => ({ account, amountKobo, merchantId });
export const credit = (account: LedgerAccount, amountKobo: number, merchantId?: string): LedgerLine => ({
  account,
  amountKobo: -amountKobo,
  merchantId,
});
