import {
  COUPON_DEFAULTS,
  type Coupon,
  type CreateCouponBodyInput,
  type DiscountMode,
  type DiscountType,
} from "@bitmarte/contracts";

export type SpendAppliesTo = "All" | "Product" | "Category";
export type Eligibility = "Everyone" | "Followers" | "Specific";

/** The coupon form's values; one shape for create and edit. */
export interface CouponFormValues {
  code: string;
  description: string;
  discountMode: DiscountMode;
  discountType: DiscountType;
  discountValue: number;
  startDate: string;
  endDate: string | null;
  spendAppliesTo: SpendAppliesTo;
  spendAppliesToId: string[];
  minRequireType: "Amount" | "Quantity";
  minRequireValue: number;
  usageLimit: number;
  usageLimitPerUser: number;
  customerEligibility: Eligibility;
  eligibleCustomerIds: string[];
  customerReward: number;
  rewardAppliesTo: "Product" | "Category";
  rewardAppliesToId: string[];
  rewardValue: number;
}

/** Today as YYYY-MM-DD in UTC (coupon dates are UTC days, spec §9). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A new coupon: spec §9 defaults, starting today. */
export function defaultCouponValues(now: Date = new Date()): CouponFormValues {
  return {
    code: "",
    description: "",
    discountMode: COUPON_DEFAULTS.discountMode,
    discountType: "Percent",
    discountValue: 0,
    startDate: utcToday(now),
    endDate: null,
    spendAppliesTo: "All",
    spendAppliesToId: [],
    minRequireType: COUPON_DEFAULTS.minRequireType,
    minRequireValue: COUPON_DEFAULTS.minRequireValue,
    usageLimit: COUPON_DEFAULTS.usageLimit,
    usageLimitPerUser: COUPON_DEFAULTS.usageLimitPerUser,
    customerEligibility: COUPON_DEFAULTS.customerEligibility,
    eligibleCustomerIds: [],
    customerReward: COUPON_DEFAULTS.customerReward,
    rewardAppliesTo: COUPON_DEFAULTS.rewardAppliesTo,
    rewardAppliesToId: [],
    rewardValue: COUPON_DEFAULTS.rewardValue,
  };
}

/**
 * The form values of a fetched coupon. The discount details come from the first element of
 * `percentageCoupons` or `fixedCoupons` (spec §3); BuyXGetY coupons have neither and use the flat fields.
 */
export function couponToFormValues(coupon: Coupon): CouponFormValues {
  const detail = coupon.percentageCoupons[0] ?? coupon.fixedCoupons[0] ?? null;
  return {
    code: coupon.code ?? "",
    description: coupon.description ?? "",
    discountMode: coupon.discountMode,
    discountType: coupon.discountType,
    discountValue: detail?.discountValue ?? coupon.discountValue,
    startDate: coupon.startDate,
    endDate: coupon.endDate,
    spendAppliesTo: detail?.spendAppliesTo ?? coupon.spendAppliesTo,
    spendAppliesToId: (detail?.spendAppliesToId ?? coupon.spendAppliesToId).map((ref) => ref.id),
    minRequireType: detail?.minRequireType ?? coupon.minRequireType,
    minRequireValue: detail?.minRequireValue ?? coupon.minRequireValue,
    usageLimit: coupon.usageLimit,
    usageLimitPerUser: coupon.usageLimitPerUser,
    customerEligibility: coupon.customerEligibility,
    eligibleCustomerIds: coupon.eligibleCustomerIds.map((ref) => ref.id),
    customerReward: coupon.customerReward,
    rewardAppliesTo: coupon.rewardAppliesTo,
    rewardAppliesToId: coupon.rewardAppliesToId.map((ref) => ref.id),
    rewardValue: coupon.rewardValue,
  };
}

/** The request body: fields that do not belong to the chosen type or mode are left at their neutral value. */
export function couponFormToBody(values: CouponFormValues): CreateCouponBodyInput {
  const buyXGetY = values.discountType === "BuyXGetY";
  const description = values.description.trim();
  return {
    ...(values.discountMode === "Code" ? { code: values.code.trim() } : {}),
    description: description || undefined,
    discountMode: values.discountMode,
    discountType: values.discountType,
    discountValue: buyXGetY ? 0 : values.discountValue,
    startDate: values.startDate,
    endDate: values.endDate || null,
    spendAppliesTo: values.spendAppliesTo,
    spendAppliesToId: values.spendAppliesTo === "All" ? [] : values.spendAppliesToId,
    // Buy X get Y counts the items bought.
    minRequireType: buyXGetY ? "Quantity" : values.minRequireType,
    minRequireValue: values.minRequireValue,
    usageLimit: values.usageLimit,
    usageLimitPerUser: values.usageLimitPerUser,
    customerEligibility: values.customerEligibility,
    eligibleCustomerIds: values.customerEligibility === "Specific" ? values.eligibleCustomerIds : [],
    customerReward: values.customerReward,
    rewardAppliesTo: values.rewardAppliesTo,
    rewardAppliesToId: buyXGetY ? values.rewardAppliesToId : [],
    rewardValue: values.rewardValue,
  };
}
