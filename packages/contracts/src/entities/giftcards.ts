import { z } from "zod";
import { MoneySchema, PageQuerySchema } from "../http.js";
import { EmailInputSchema, NullableTimestampSchema, optionalText, TimestampSchema } from "./common.js";
import { PaymentStartSchema } from "./checkout.js";

/** Gift card amounts in naira (DOMAIN.md). */
export const GIFT_CARD_MIN_AMOUNT = 1000;
export const GIFT_CARD_MAX_AMOUNT = 500000;

export const GIFT_CARD_STATUSES = ["awaiting_payment", "active", "redeemed", "expired", "cancelled"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_ACTIVITY_TYPES = ["purchase", "redeem", "refund", "expire"] as const;

export const GiftCardSchema = z.object({
  id: z.uuid(),
  /** Shown in full to the buyer; the recipient gets it by mail. */
  code: z.string(),
  amount: MoneySchema,
  balance: MoneySchema,
  status: z.enum(GIFT_CARD_STATUSES),
  recipientEmail: z.string(),
  recipientName: z.string().nullable(),
  message: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paidAt: NullableTimestampSchema,
  expiresAt: NullableTimestampSchema,
  createdAt: TimestampSchema,
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

/** Status by code: no buyer or recipient details. */
export const GiftCardStatusSchema = z.object({
  code: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  balance: MoneySchema,
  expiresAt: NullableTimestampSchema,
});

export const GiftCardActivitySchema = z.object({
  id: z.uuid(),
  giftCardId: z.uuid(),
  type: z.enum(GIFT_CARD_ACTIVITY_TYPES),
  /** Positive for purchase and refund, negative for redeem and expire. */
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  orderId: z.uuid().nullable(),
  orderName: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type GiftCardActivity = z.infer<typeof GiftCardActivitySchema>;

/** A card applied to the customer's cart. */
export const AppliedGiftCardSchema = z.object({
  code: z.string(),
  balance: MoneySchema,
  /** Part of the balance the current cart would use. */
  amountApplied: MoneySchema,
});
export type AppliedGiftCard = z.infer<typeof AppliedGiftCardSchema>;

export const GiftCardPurchaseResultSchema = z.object({ giftCard: GiftCardSchema, payment: PaymentStartSchema });

// ---- requests ----

export const GiftCardCodeSchema = z
  .string({ message: "Enter a gift card code" })
  .trim()
  .min(8, "Not a valid gift card code")
  .max(40, "Not a valid gift card code")
  .regex(/^[A-Za-z0-9-]+$/, "Not a valid gift card code")
  .transform((c) => c.toUpperCase());

export const PurchaseGiftCardBodySchema = z.object({
  amount: MoneySchema.min(GIFT_CARD_MIN_AMOUNT, "Gift cards are at least ₦1,000").max(
    GIFT_CARD_MAX_AMOUNT,
    "Gift cards are at most ₦500,000",
  ),
  recipientEmail: EmailInputSchema,
  recipientName: optionalText("Recipient name", 120),
  message: optionalText("Message", 500),
});
export type PurchaseGiftCardBody = z.infer<typeof PurchaseGiftCardBodySchema>;

export const GiftCardCodeBodySchema = z.object({ code: GiftCardCodeSchema });
export const GiftCardCodeParamsSchema = z.object({ code: GiftCardCodeSchema });
export const GiftCardListQuerySchema = PageQuerySchema;

export type GiftCardStatusInfo = z.infer<typeof GiftCardStatusSchema>;
export type GiftCardPurchaseResult = z.infer<typeof GiftCardPurchaseResultSchema>;
