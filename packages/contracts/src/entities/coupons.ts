import { z } from "zod";
import { DayStringSchema, MoneySchema, PageQuerySchema } from "../http.js";
import { COUPON_SORTS, sortQuery } from "../sort.js";
import { choice, NamedRefSchema, optionalText, SearchQuerySchema, TimestampSchema, uuidInput } from "./common.js";

export const DISCOUNT_TYPES = ["Percent", "Fixed", "BuyXGetY"] as const;
export const DISCOUNT_MODES = ["Automatic", "Code"] as const;
export const MIN_REQUIRE_TYPES = ["Amount", "Quantity"] as const;
export const CUSTOMER_ELIGIBILITIES = ["Everyone", "Followers", "Specific"] as const;
/** What the spend condition counts: the whole store, chosen products, or chosen categories. */
export const SPEND_APPLIES_TO = ["All", "Product", "Category"] as const;
export const REWARD_APPLIES_TO = ["Product", "Category"] as const;
export const COUPON_STATUSES = ["scheduled", "active", "expired", "exhausted"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export type DiscountMode = (typeof DISCOUNT_MODES)[number];
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Spec §9 coupon defaults. */
export const COUPON_DEFAULTS = {
  discountMode: "Automatic",
  minRequireType: "Amount",
  minRequireValue: 0,
  usageLimit: 0,
  usageLimitPerUser: 0,
  customerEligibility: "Everyone",
  customerReward: 2000,
  rewardAppliesTo: "Product",
  rewardValue: 20,
} as const;

/**
 * Discount details as the spec's fetched coupon carries them (`percentageCoupons[0]` / `fixedCoupons[0]`).
 * A Percent coupon has one `percentageCoupons` element and no `fixedCoupons`; a Fixed coupon the reverse;
 * a BuyXGetY coupon has neither (its details are the reward fields). The same values are also flat on the coupon.
 */
export const CouponDiscountDetailSchema = z.object({
  id: z.uuid(),
  couponId: z.uuid(),
  discountValue: z.number(),
  spendAppliesTo: z.enum(SPEND_APPLIES_TO),
  spendAppliesToId: z.array(NamedRefSchema),
  minRequireType: z.enum(MIN_REQUIRE_TYPES),
  minRequireValue: z.number(),
});
export type CouponDiscountDetail = z.infer<typeof CouponDiscountDetailSchema>;

/** Spec §3 coupon, as its merchant sees it. */
export const CouponSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  merchantId: z.uuid(),
  /** Null for Automatic coupons without a code. */
  code: z.string().nullable(),
  description: z.string().nullable(),
  discountMode: z.enum(DISCOUNT_MODES),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent: 0–100; Fixed: naira off. */
  discountValue: z.number(),
  startDate: DayStringSchema,
  endDate: DayStringSchema.nullable(),
  spendAppliesTo: z.enum(SPEND_APPLIES_TO),
  spendAppliesToId: z.array(NamedRefSchema),
  minRequireType: z.enum(MIN_REQUIRE_TYPES),
  minRequireValue: z.number(),
  usageLimit: z.number().int(),
  usageLimitPerUser: z.number().int(),
  usedCount: z.number().int(),
  customerEligibility: z.enum(CUSTOMER_ELIGIBILITIES),
  /** Customers a `Specific` coupon is for. */
  eligibleCustomerIds: z.array(NamedRefSchema),
  customerReward: z.number().int(),
  rewardAppliesTo: z.enum(REWARD_APPLIES_TO),
  rewardAppliesToId: z.array(NamedRefSchema),
  rewardValue: z.number(),
  status: z.enum(COUPON_STATUSES),
  percentageCoupons: z.array(CouponDiscountDetailSchema),
  fixedCoupons: z.array(CouponDiscountDetailSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A coupon as customers see it (offers on product and store pages): no limits, uses or customer lists. */
export const PublicCouponSchema = CouponSchema.pick({
  id: true,
  storeId: true,
  code: true,
  description: true,
  discountMode: true,
  discountType: true,
  discountValue: true,
  startDate: true,
  endDate: true,
  spendAppliesTo: true,
  spendAppliesToId: true,
  minRequireType: true,
  minRequireValue: true,
  customerEligibility: true,
  customerReward: true,
  rewardAppliesTo: true,
  rewardAppliesToId: true,
  rewardValue: true,
}).extend({ storeName: z.string() });
export type PublicCoupon = z.infer<typeof PublicCouponSchema>;

/** A code applied to the customer's cart (one per store). */
export const AppliedCouponSchema = z.object({
  code: z.string(),
  couponId: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Discount on the current cart (0 when the cart does not meet the conditions yet). */
  discount: MoneySchema,
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

export const CouponValidationSchema = z.object({
  valid: z.boolean(),
  /** Why the code does not apply now (expired, limit reached, minimum not met, …); null when valid. */
  reason: z.string().nullable(),
  coupon: PublicCouponSchema.nullable(),
  /** Discount it would give on the current cart. */
  discount: MoneySchema,
});
export type CouponValidation = z.infer<typeof CouponValidationSchema>;

// ---- requests ----

export const CouponCodeSchema = z
  .string({ message: "Enter a coupon code" })
  .trim()
  .min(3, "Coupon codes have at least 3 characters")
  .max(32, "Coupon codes have at most 32 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Coupon codes use letters, digits, - and _ only")
  .transform((c) => c.toUpperCase());

const idList = (label: string) => z.array(uuidInput(label)).max(500, "At most 500 items");

const couponInputFields = {
  code: CouponCodeSchema.optional(),
  description: optionalText("Description", 500),
  discountMode: choice(DISCOUNT_MODES, "Discount mode is Automatic or Code", { automatic: "Automatic", code: "Code" }),
  discountType: choice(DISCOUNT_TYPES, "Discount type is Percent, Fixed or BuyXGetY", {
    percentage: "Percent",
    "fixed amount": "Fixed",
    amount: "Fixed",
    "buy x get y": "BuyXGetY",
    bxgy: "BuyXGetY",
  }),
  discountValue: MoneySchema.min(0, "Discount value cannot be negative"),
  startDate: DayStringSchema,
  endDate: DayStringSchema.nullable(),
  spendAppliesTo: choice(SPEND_APPLIES_TO, "Applies to All, Product or Category", { products: "Product", categories: "Category" }),
  spendAppliesToId: idList("Product or category"),
  minRequireType: choice(MIN_REQUIRE_TYPES, "Minimum requirement is Amount or Quantity"),
  minRequireValue: z.number().min(0, "Minimum requirement cannot be negative"),
  usageLimit: z.number().int("Usage limit must be a whole number").min(0, "Usage limit cannot be negative (0 = unlimited)"),
  usageLimitPerUser: z
    .number()
    .int("Usage limit per customer must be a whole number")
    .min(0, "Usage limit per customer cannot be negative (0 = unlimited)"),
  customerEligibility: choice(CUSTOMER_ELIGIBILITIES, "Eligibility is Everyone, Followers or Specific"),
  eligibleCustomerIds: idList("Customer"),
  customerReward: z.number().int("Reward units must be a whole number").min(0, "Reward units cannot be negative"),
  rewardAppliesTo: choice(REWARD_APPLIES_TO, "Reward applies to Product or Category", { products: "Product", categories: "Category" }),
  rewardAppliesToId: idList("Product or category"),
  rewardValue: z.number().min(0, "Reward value cannot be negative").max(100, "Reward value is a percentage (0–100)"),
};

type CouponInputCheck = {
  code?: string;
  discountMode?: DiscountMode;
  discountType?: DiscountType;
  discountValue?: number;
  startDate?: string;
  endDate?: string | null;
  spendAppliesTo?: string;
  spendAppliesToId?: string[];
  customerEligibility?: string;
  eligibleCustomerIds?: string[];
  minRequireValue?: number;
  minRequireType?: string;
  rewardAppliesToId?: string[];
};

/** Cross-field rules; on PATCH only the fields sent are checked. */
function checkCoupon(v: CouponInputCheck, ctx: z.core.$RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (v.discountMode === "Code" && !v.code) issue("code", "Enter a code for a Code coupon");
  if (v.discountType === "Percent" && v.discountValue !== undefined && (v.discountValue <= 0 || v.discountValue > 100)) {
    issue("discountValue", "A percentage discount is more than 0 and at most 100");
  }
  if (v.discountType === "Fixed" && v.discountValue !== undefined && v.discountValue <= 0) {
    issue("discountValue", "A fixed discount must be more than 0");
  }
  if (v.startDate && v.endDate && v.endDate < v.startDate) issue("endDate", "End date must be on or after start date");
  if (v.spendAppliesTo && v.spendAppliesTo !== "All" && v.spendAppliesToId && v.spendAppliesToId.length === 0) {
    issue("spendAppliesToId", "Choose at least one product or category");
  }
  if (v.customerEligibility === "Specific" && v.eligibleCustomerIds && v.eligibleCustomerIds.length === 0) {
    issue("eligibleCustomerIds", "Choose at least one customer");
  }
  if (v.minRequireType === "Quantity" && v.minRequireValue !== undefined && !Number.isInteger(v.minRequireValue)) {
    issue("minRequireValue", "A minimum quantity must be a whole number");
  }
  if (v.discountType === "BuyXGetY") {
    if (v.minRequireValue !== undefined && v.minRequireValue < 1) issue("minRequireValue", "Buy X needs X of at least 1");
    if (v.rewardAppliesToId && v.rewardAppliesToId.length === 0) issue("rewardAppliesToId", "Choose the reward products");
  }
}

/** Create body; spec §9 defaults applied. */
export const CreateCouponBodySchema = z
  .object({
    ...couponInputFields,
    discountMode: couponInputFields.discountMode.default("Automatic"),
    discountValue: couponInputFields.discountValue.default(0),
    endDate: couponInputFields.endDate.default(null),
    spendAppliesTo: couponInputFields.spendAppliesTo.default("All"),
    spendAppliesToId: couponInputFields.spendAppliesToId.default([]),
    minRequireType: couponInputFields.minRequireType.default("Amount"),
    minRequireValue: couponInputFields.minRequireValue.default(0),
    usageLimit: couponInputFields.usageLimit.default(0),
    usageLimitPerUser: couponInputFields.usageLimitPerUser.default(0),
    customerEligibility: couponInputFields.customerEligibility.default("Everyone"),
    eligibleCustomerIds: couponInputFields.eligibleCustomerIds.default([]),
    customerReward: couponInputFields.customerReward.default(2000),
    rewardAppliesTo: couponInputFields.rewardAppliesTo.default("Product"),
    rewardAppliesToId: couponInputFields.rewardAppliesToId.default([]),
    rewardValue: couponInputFields.rewardValue.default(20),
  })
  .superRefine(checkCoupon);
export type CreateCouponBody = z.infer<typeof CreateCouponBodySchema>;
export type CreateCouponBodyInput = z.input<typeof CreateCouponBodySchema>;

/** PATCH: any subset, no defaults. */
export const UpdateCouponBodySchema = z.object(couponInputFields).partial().superRefine(checkCoupon);
export type UpdateCouponBody = z.infer<typeof UpdateCouponBodySchema>;

export const CouponListQuerySchema = PageQuerySchema.extend({
  search: SearchQuerySchema,
  status: choice(COUPON_STATUSES, "Status is scheduled, active, expired or exhausted").optional(),
  /** Absent: newest first. */
  sort: sortQuery(COUPON_SORTS),
});

export const CouponCodeBodySchema = z.object({ code: CouponCodeSchema });
export const CouponCodeParamsSchema = z.object({ code: CouponCodeSchema });

export const CustomerCouponsBodySchema = z.object({
  storeIds: z.array(uuidInput("Store")).min(1, "Give at least one store").max(100),
  productIds: z.array(uuidInput("Product")).min(1, "Give at least one product").max(500),
});
