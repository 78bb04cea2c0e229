import { z } from "zod";

/** Payout transfers (docs/payouts.md): what admins and merchants read about a payout on its way to the bank. */
export const PAYOUT_TRANSFER_MESSAGES = {
  sent: "Payout sent to the merchant's bank; it becomes processed when the bank confirms",
  sendManual: "Payouts are paid by hand here: pay the merchant, then mark the payout processed with the transfer reference",
  markByHandRefused: "Payouts are sent by the transfer provider here: use Send, not mark processed",
  notApproved: "Approve the payout before sending it",
  alreadySending: "This payout is already on its way to the bank",
  noBankAccount: "This merchant has no verified payout bank account; ask them to add one before the payout is sent",
  providerUnavailable: "The transfer provider did not answer after several tries; send it again later",
  signatureInvalid: "Invalid webhook signature",
  reverseOnlyProcessed: "Only a processed transfer can be reversed",
  failedNoticeTitle: "A payout for {orderName} did not reach your bank",
} as const;

export type PayoutTransferOutcome = "failed" | "reversed";

/** How the admin screens name a payout's transfer state. */
export const ADMIN_TRANSFER_LABELS = {
  sending: "Sending…",
  processed: "Processed",
  failed: "Failed: {reason}",
  reversed: "Reversed: {reason}",
  sendAgain: "Send again",
  send: "Send",
} as const;

/** The same states in the merchant's words. */
export const MERCHANT_TRANSFER_LABELS = {
  sending: "On its way to your bank",
  failed: "Transfer failed: {reason}. We will send it again.",
  reversed: "Returned by your bank: {reason}. We will send it again.",
} as const;

/** Transfer providers that report by webhook. */
export const TRANSFER_WEBHOOK_PROVIDERS = ["offline", "paystack"] as const;
export const TransferWebhookParamsSchema = z.object({ provider: z.enum(TRANSFER_WEBHOOK_PROVIDERS) });
