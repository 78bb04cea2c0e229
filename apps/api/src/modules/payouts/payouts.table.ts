import type { ChargebackStatus, MerchantPaymentStatus } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { merchants } from "../merchants/merchants.table.js";
import { orders } from "../orders/orders.table.js";

/**
 * One payout per completed order: the merchant's due, made when the order completes (in the completion
 * transaction). pending → approved (books Dr merchant_payable, Cr payouts_in_transit for `amountKobo`,
 * which is the due less clawbacks netted) → processed (paid to the bank: Dr payouts_in_transit, Cr cash).
 */
export const merchantPayouts = pgTable(
  "merchant_payouts",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "restrict" }),
    storeName: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    orderName: text().notNull(),
    /** What the sale brought the merchant before commission: items − merchant coupons − refunds before completion. */
    totalOrderAmountKobo: bigint({ mode: "number" }).notNull(),
    commissionKobo: bigint({ mode: "number" }).notNull(),
    deliveryKobo: bigint({ mode: "number" }).notNull(),
    /** total − commission: what completion credited to the merchant. */
    dueKobo: bigint({ mode: "number" }).notNull(),
    /** Clawbacks (refunds, chargebacks after payout) netted at approval. */
    adjustmentsKobo: bigint({ mode: "number" }).notNull().default(0),
    /** What is paid: due − adjustments (set at approval). */
    amountKobo: bigint({ mode: "number" }),
    status: text().$type<MerchantPaymentStatus>().notNull().default("pending"),
    bankName: text(),
    accountNumberMasked: text(),
    transferReference: text(),
    completedAt: timestamp({ withTimezone: true }).notNull(),
    approvedBy: uuid(),
    approvedAt: timestamp({ withTimezone: true }),
    processedBy: uuid(),
    processedAt: timestamp({ withTimezone: true }),
    /** The last transfer's bad end (the payout went back to approved): failed or reversed, with the reason. */
    transferOutcome: text().$type<"failed" | "reversed">(),
    failureReason: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("merchant_payouts_order_uq").on(t.orderId),
    index("merchant_payouts_merchant_idx").on(t.merchantId, t.completedAt.desc()),
    index("merchant_payouts_status_idx").on(t.status, t.completedAt.desc()),
    check(
      "merchant_payouts_amounts",
      sql`${t.dueKobo} >= 0 and ${t.adjustmentsKobo} >= 0 and (${t.amountKobo} is null or (${t.amountKobo} >= 0 and ${t.amountKobo} + ${t.adjustmentsKobo} = ${t.dueKobo}))`,
    ),
    check("merchant_payouts_status", sql`${t.status} in ('pending', 'approved', 'sending', 'processed')`),
    check("merchant_payouts_processed_reference", sql`${t.status} <> 'processed' or ${t.transferReference} is not null`),
  ],
);

export type PayoutTransferStatus = "queued" | "sent" | "succeeded" | "failed" | "reversed";

/**
 * One attempt to send a payout through the transfer provider (PAYOUT_PROVIDER offline or paystack), under
 * its own unique reference. queued (the send job has it) → sent (the provider took it: Dr payout_transfers,
 * Cr cash) → succeeded (webhook: Dr payouts_in_transit, Cr payout_transfers; the payout is processed), or
 * failed (refused outright, or by webhook: Dr cash, Cr payout_transfers when it was sent), or, after
 * success, reversed (Dr cash, Cr payouts_in_transit). A failed or reversed attempt puts the payout back to
 * approved; sending again makes a new attempt. At most one attempt of a payout is queued or sent at a time.
 */
export const payoutTransfers = pgTable(
  "payout_transfers",
  {
    id: uuid().primaryKey().defaultRandom(),
    payoutId: uuid()
      .notNull()
      .references(() => merchantPayouts.id, { onDelete: "restrict" }),
    merchantId: uuid().notNull(),
    provider: text().$type<"offline" | "paystack">().notNull(),
    reference: text().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    status: text().$type<PayoutTransferStatus>().notNull().default("queued"),
    bankName: text().notNull(),
    accountNumberMasked: text().notNull(),
    recipientCode: text(),
    providerTransferCode: text(),
    failureReason: text(),
    requestedBy: uuid(),
    sentAt: timestamp({ withTimezone: true }),
    succeededAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("payout_transfers_reference_uq").on(t.reference),
    uniqueIndex("payout_transfers_active_uq").on(t.payoutId).where(sql`${t.status} in ('queued', 'sent')`),
    index("payout_transfers_payout_idx").on(t.payoutId, t.createdAt.desc()),
    check("payout_transfers_amount_positive", sql`${t.amountKobo} > 0`),
    check("payout_transfers_status", sql`${t.status} in ('queued', 'sent', 'succeeded', 'failed', 'reversed')`),
  ],
);

/**
 * A chargeback: the provider took an order's money back. Opening books Dr chargebacks, Cr cash; the
 * decision moves it off `chargebacks` to the merchant (merchant_payable), the platform (chargeback_losses)
 * or back to cash (dispute won).
 */
export const chargebacks = pgTable(
  "chargebacks",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    orderName: text().notNull(),
    merchantId: uuid().notNull(),
    storeName: text().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    reason: text().notNull(),
    source: text().$type<"admin" | "provider">().notNull(),
    /** The provider's dispute id: the same dispute reported twice is recorded once. */
    providerEventId: text(),
    status: text().$type<ChargebackStatus>().notNull().default("open"),
    note: text(),
    recordedBy: uuid(),
    decidedBy: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("chargebacks_provider_event_uq").on(t.providerEventId).where(sql`${t.providerEventId} is not null`),
    index("chargebacks_status_idx").on(t.status, t.createdAt.desc()),
    index("chargebacks_order_idx").on(t.orderId),
    check("chargebacks_amount_positive", sql`${t.amountKobo} > 0`),
    check("chargebacks_status", sql`${t.status} in ('open', 'merchant_liable', 'platform_liable', 'rejected')`),
  ],
);

/**
 * Where a merchant's payouts are sent: one account per merchant, saved only after the bank resolved its
 * name (so a row is a verified account). A payout is marked processed only when its merchant has one.
 */
export const merchantBankAccounts = pgTable("merchant_bank_accounts", {
  merchantId: uuid()
    .primaryKey()
    .references(() => merchants.id, { onDelete: "cascade" }),
  bankCode: text().notNull(),
  bankName: text().notNull(),
  accountNumber: text().notNull(),
  accountName: text().notNull(),
  verifiedAt: timestamp({ withTimezone: true }).notNull(),
  updatedBy: uuid(),
  ...timestamps(),
});
