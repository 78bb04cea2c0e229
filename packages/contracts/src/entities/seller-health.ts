import { z } from "zod";
import { IsoDateTimeSchema, PageQuerySchema, page } from "../http.js";
import { optionalText, requiredText } from "./common.js";

/**
 * Seller health (docs/seller-health.md): a 0–100 score per store over the last 90 days, built from six
 * factors, and the level it puts the store on. Lower levels act by themselves: a warning, listing
 * demotion in search, then a payout hold.
 */
export const SELLER_HEALTH_WINDOW_DAYS = 90;

export const SELLER_HEALTH_LEVELS = ["good", "warning", "demoted", "payout_hold"] as const;
export type SellerHealthLevel = (typeof SELLER_HEALTH_LEVELS)[number];
export const SELLER_HEALTH_LEVEL_LABELS: Record<SellerHealthLevel, string> = {
  good: "Good standing",
  warning: "Warning",
  demoted: "Lower in search",
  payout_hold: "Payouts on hold",
};

export const SELLER_HEALTH_FACTORS = [
  "late_confirmations",
  "late_handovers",
  "store_cancellations",
  "faulty_returns",
  "ratings",
  "chargebacks",
] as const;
export type SellerHealthFactorKey = (typeof SELLER_HEALTH_FACTORS)[number];

/** How one factor turns into points: full points at `fullAt` or better, none at `zeroAt` or worse, a straight line between. */
export interface SellerHealthFactorRule {
  label: string;
  /** The most points the factor gives; the six add up to 100. */
  weight: number;
  unit: "percent" | "stars";
  fullAt: number;
  zeroAt: number;
  /** What counts, in the merchant's words. */
  counts: string;
  /** What the merchant can do about it. */
  advice: string;
}

export const SELLER_HEALTH_RULES: Record<SellerHealthFactorKey, SellerHealthFactorRule> = {
  late_confirmations: {
    label: "Late confirmations",
    weight: 20,
    unit: "percent",
    fullAt: 5,
    zeroAt: 30,
    counts: "Paid orders you accepted (Confirmed) later than the acceptance window after payment, or still waiting past it.",
    advice: "Accept new orders as soon as they are paid: turn on mail for new paid orders and check the Orders page at least twice a day.",
  },
  late_handovers: {
    label: "Late hand-overs",
    weight: 20,
    unit: "percent",
    fullAt: 5,
    zeroAt: 30,
    counts: "Accepted orders you marked Ready to ship later than the packing window after accepting, or still unpacked past it.",
    advice: "Pack accepted orders the same day and mark them Ready to ship; keep stock counts true so you never accept what you cannot send.",
  },
  store_cancellations: {
    label: "Cancellations by the store",
    weight: 20,
    unit: "percent",
    fullAt: 2,
    zeroAt: 20,
    counts: "Paid orders your store cancelled.",
    advice: "Cancel only when you truly cannot send: update stock as soon as it runs out, and hide or pause products you cannot supply.",
  },
  faulty_returns: {
    label: "Returns for faulty items",
    weight: 15,
    unit: "percent",
    fullAt: 2,
    zeroAt: 15,
    counts: "Returns you accepted where the customer said the item was damaged, broken, defective, wrong, fake, expired or not as described.",
    advice: "Check each item before packing, pack fragile goods well, and make photos and descriptions match what you send.",
  },
  ratings: {
    label: "Product ratings",
    weight: 15,
    unit: "stars",
    fullAt: 4.5,
    zeroAt: 2.5,
    counts: "The average star rating customers gave your products.",
    advice: "Read your lowest reviews and fix what they name: quality, description, packaging. Make your descriptions and store policies answer what buyers ask.",
  },
  chargebacks: {
    label: "Chargebacks",
    weight: 10,
    unit: "percent",
    fullAt: 0,
    zeroAt: 5,
    counts: "Paid orders whose payment the customer's bank took back, decided as the store's liability (or still open).",
    advice: "Send what was ordered, keep proof of delivery, and answer customers quickly so they ask you, not their bank.",
  },
};

export const SellerHealthFactorSchema = z.object({
  key: z.enum(SELLER_HEALTH_FACTORS),
  label: z.string(),
  /** Cases that count against the store (late orders, cancellations, faulty returns, chargebacks; low ratings are not counted). */
  cases: z.number().int(),
  /** What the cases are out of (orders, or reviews for ratings). */
  outOf: z.number().int(),
  /** Percent of `outOf`, or the average stars; null when there was nothing to measure (full points). */
  measure: z.number().nullable(),
  unit: z.enum(["percent", "stars"]),
  points: z.number(),
  weight: z.number().int(),
  fullAt: z.number(),
  zeroAt: z.number(),
  counts: z.string(),
  advice: z.string(),
});
export type SellerHealthFactor = z.infer<typeof SellerHealthFactorSchema>;

const threshold = (label: string) =>
  z
    .number({ message: `${label} must be a whole number from 1 to 100` })
    .int(`${label} must be a whole number from 1 to 100`)
    .min(1, `${label} must be a whole number from 1 to 100`)
    .max(100, `${label} must be a whole number from 1 to 100`);

export const SellerHealthSettingsSchema = z.object({
  /** Below this score: a warning. */
  warningBelow: z.number().int(),
  /** Below this score: the store's products rank lower in search. */
  demotionBelow: z.number().int(),
  /** Below this score: payouts are refused. */
  payoutHoldBelow: z.number().int(),
  /** Days an accepted appeal keeps the store in good standing, whatever the score. */
  appealGraceDays: z.number().int(),
  updatedAt: IsoDateTimeSchema.nullable(),
});
export type SellerHealthSettings = z.infer<typeof SellerHealthSettingsSchema>;

export const SELLER_HEALTH_THRESHOLD_ORDER_MESSAGE = "Thresholds must go down: warning above demotion above payout hold";

export const UpdateSellerHealthSettingsSchema = z
  .object({
    warningBelow: threshold("Warning threshold"),
    demotionBelow: threshold("Demotion threshold"),
    payoutHoldBelow: threshold("Payout hold threshold"),
    appealGraceDays: z
      .number({ message: "Appeal grace must be a whole number of days from 1 to 90" })
      .int("Appeal grace must be a whole number of days from 1 to 90")
      .min(1, "Appeal grace must be a whole number of days from 1 to 90")
      .max(90, "Appeal grace must be a whole number of days from 1 to 90"),
  })
  .refine((s) => s.warningBelow > s.demotionBelow && s.demotionBelow > s.payoutHoldBelow, {
    message: SELLER_HEALTH_THRESHOLD_ORDER_MESSAGE,
    path: ["demotionBelow"],
  });
export type UpdateSellerHealthSettings = z.infer<typeof UpdateSellerHealthSettingsSchema>;

export const SELLER_HEALTH_APPEAL_STATUSES = ["pending", "accepted", "rejected"] as const;
export type SellerHealthAppealStatus = (typeof SELLER_HEALTH_APPEAL_STATUSES)[number];

export const SellerHealthAppealSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  /** The level and score the merchant appealed against. */
  level: z.enum(SELLER_HEALTH_LEVELS),
  score: z.number().int(),
  reason: z.string(),
  status: z.enum(SELLER_HEALTH_APPEAL_STATUSES),
  decisionReason: z.string().nullable(),
  decidedAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type SellerHealthAppeal = z.infer<typeof SellerHealthAppealSchema>;

export const SellerHealthSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  score: z.number().int(),
  level: z.enum(SELLER_HEALTH_LEVELS),
  /** Why the store is on this level, in the words the merchant sees; null before the first level change. */
  reason: z.string().nullable(),
  levelChangedAt: IsoDateTimeSchema.nullable(),
  /** When the score was last computed; null when it never was (a new store starts at 100). */
  computedAt: IsoDateTimeSchema.nullable(),
  /** An accepted appeal keeps the store in good standing until then. */
  goodStandingUntil: IsoDateTimeSchema.nullable(),
  windowDays: z.number().int(),
  factors: z.array(SellerHealthFactorSchema),
  thresholds: z.object({ warningBelow: z.number().int(), demotionBelow: z.number().int(), payoutHoldBelow: z.number().int() }),
  /** The latest appeal, if any. */
  appeal: SellerHealthAppealSchema.nullable(),
  /** The store is below good standing and has no appeal waiting. */
  canAppeal: z.boolean(),
});
export type SellerHealth = z.infer<typeof SellerHealthSchema>;

export const SellerHealthAppealBodySchema = z.object({ reason: requiredText("Reason", 1000, 10) });
export type SellerHealthAppealBody = z.infer<typeof SellerHealthAppealBodySchema>;

export const SELLER_HEALTH_REJECT_REASON_MESSAGE = "Give the merchant a reason for rejecting the appeal";

export const DecideSellerHealthAppealSchema = z
  .object({
    decision: z.enum(["accept", "reject"], { message: "Choose accept or reject" }),
    reason: optionalText("Reason", 1000),
  })
  .refine((b) => b.decision !== "reject" || (b.reason !== undefined && b.reason.length >= 3), {
    message: SELLER_HEALTH_REJECT_REASON_MESSAGE,
    path: ["reason"],
  });
export type DecideSellerHealthAppeal = z.infer<typeof DecideSellerHealthAppealSchema>;

export const SellerHealthAppealsQuerySchema = PageQuerySchema.extend({
  status: z.enum(SELLER_HEALTH_APPEAL_STATUSES).optional(),
});
export const SellerHealthAppealPageSchema = page(SellerHealthAppealSchema);
export type SellerHealthAppealPage = z.infer<typeof SellerHealthAppealPageSchema>;

export const SellerHealthRecomputeBodySchema = z.object({ storeId: z.uuid("Choose a store").optional() });
export const SellerHealthRecomputeResultSchema = z.object({
  /** Stores recomputed now (one, when a store was named). */
  recomputed: z.number().int(),
  /** Every store's recompute was queued as a job. */
  queued: z.boolean(),
});
export type SellerHealthRecomputeResult = z.infer<typeof SellerHealthRecomputeResultSchema>;

export const SELLER_HEALTH_MESSAGES = {
  appealSent: "Your appeal was sent; an admin will decide it",
  appealPending: "You already have an appeal waiting for a decision",
  appealNotNeeded: "Your store is in good standing: there is nothing to appeal",
  appealAlreadyDecided: "This appeal was already decided",
  appealAccepted: "Appeal accepted",
  appealRejected: "Appeal rejected",
  settingsSaved: "Seller health settings saved",
  recomputed: "Seller health recomputed",
  recomputeQueued: "Every store's seller health will be recomputed shortly",
  payoutHold: "Payouts to this store are on hold: its seller health score is below the payout hold threshold",
  noStore: "Your store is not set up yet",
  notificationTitle: "Your seller health changed",
} as const;
