import type { GiftCardStatus } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";
import { users } from "../identity/identity.table.js";

export type GiftCardActivityType = "purchase" | "redeem" | "refund" | "expire";

/**
 * A gift card. `balanceKobo` is kept in the same transaction as every activity row (it always equals their
 * sum) so that spending is one guarded update; the CHECK makes a negative balance impossible.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    balanceKobo: bigint({ mode: "number" }).notNull().default(0),
    status: text().$type<GiftCardStatus>().notNull().default("awaiting_payment"),
    buyerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    recipientEmail: text().notNull(),
    recipientName: text(),
    message: text(),
    paymentReference: text(),
    paidAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("gift_cards_code_uq").on(t.code),
    uniqueIndex("gift_cards_payment_reference_uq").on(t.paymentReference),
    index("gift_cards_buyer_idx").on(t.buyerUserId, t.createdAt),
    index("gift_cards_recipient_idx").on(sql`lower(${t.recipientEmail})`, t.createdAt),
    check("gift_cards_balance_non_negative", sql`${t.balanceKobo} >= 0`),
    check("gift_cards_balance_at_most_amount", sql`${t.balanceKobo} <= ${t.amountKobo}`),
    // Bought cards keep the purchase range; cards issued for a refund (no payment) carry the refund's amount.
    check(
      "gift_cards_amount_range",
      sql`${t.amountKobo} between 100000 and 50000000 or (${t.paymentReference} is null and ${t.amountKobo} > 0)`,
    ),
  ],
);

/** Every balance movement: purchase and refund positive, redeem and expire negative. Append-only. */
export const giftCardActivities = pgTable(
  "gift_card_activities",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order (several rows can share a timestamp). */
    seq: bigserial({ mode: "number" }).notNull(),
    giftCardId: uuid()
      .notNull()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    type: text().$type<GiftCardActivityType>().notNull(),
    amountKobo: bigint({ mode: "number" }).notNull(),
    balanceAfterKobo: bigint({ mode: "number" }).notNull(),
    orderId: uuid(),
    orderName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gift_card_activities_card_idx").on(t.giftCardId, t.seq),
    index("gift_card_activities_order_idx").on(t.orderName),
    uniqueIndex("gift_card_activities_one_purchase_uq").on(t.giftCardId).where(sql`${t.type} = 'purchase'`),
    check("gift_card_activities_balance_after", sql`${t.balanceAfterKobo} >= 0`),
    check(
      "gift_card_activities_sign",
      sql`(${t.type} in ('purchase', 'refund') and ${t.amountKobo} > 0) or (${t.type} in ('redeem', 'expire') and ${t.amountKobo} < 0)`,
    ),
  ],
);
