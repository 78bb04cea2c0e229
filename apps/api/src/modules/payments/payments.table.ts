import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";

// The offline test provider's own table lives with its adapter; it is listed here so migrations include it.
export { testGatewayPayments } from "../../adapters/payments/test-gateway.table.js";

export type PaymentPurpose = "order" | "giftcard";
export type PaymentStatusValue = "pending" | "success" | "failed" | "abandoned" | "reversed";

/**
 * One payment asked of a provider. It leaves `pending` exactly once (guarded update), when the server
 * has asked the provider. Card data is the summary only: brand, last 4 digits, bank; never a number.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    purpose: text().$type<PaymentPurpose>().notNull(),
    /** What the payment is for: the order group (orderName) or the gift card id. */
    ownerId: text().notNull(),
    customerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    email: text().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    currency: text().notNull().default("NGN"),
    status: text().$type<PaymentStatusValue>().notNull().default("pending"),
    provider: text().notNull(),
    /** The provider's own status word from the last verify. */
    providerStatus: text(),
    authorizationUrl: text().notNull(),
    callbackUrl: text().notNull(),
    channel: text(),
    cardBrand: text(),
    cardLast4: text(),
    cardBank: text(),
    providerFeeKobo: bigint({ mode: "number" }),
    paidAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("payments_reference_uq").on(t.reference),
    index("payments_owner_idx").on(t.purpose, t.ownerId),
    index("payments_customer_idx").on(t.customerUserId, t.createdAt),
    check("payments_amount_positive", sql`${t.amountKobo} > 0`),
    check("payments_card_last4", sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Webhooks that passed the signature check (the body itself is not kept: it may carry more card data than we store). */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    /** The provider's id of the event, when it gives one: one payload per id. */
    eventId: text(),
    eventType: text().notNull(),
    reference: text().notNull(),
    bodySha256: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_webhook_events_reference_idx").on(t.reference),
    uniqueIndex("payment_webhook_events_event_uq").on(t.provider, t.eventId).where(sql`${t.eventId} is not null`),
  ],
);

export type RefundStatusValue = "pending" | "processed" | "failed";

/**
 * Money given back through the provider: written in the transaction that decides it (a cancelled paid
 * order), sent to the provider after commit, and retried until processed. The money issue books it.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentReference: text().notNull(),
    /** What the refund is for, e.g. an order id. */
    ownerId: text().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatusValue>().notNull().default("pending"),
    providerReference: text(),
    attempts: bigint({ mode: "number" }).notNull().default(0),
    lastError: text(),
    processedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("payment_refunds_owner_uq").on(t.ownerId, t.paymentReference),
    index("payment_refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("payment_refunds_amount_positive", sql`${t.amountKobo} > 0`),
  ],
);
