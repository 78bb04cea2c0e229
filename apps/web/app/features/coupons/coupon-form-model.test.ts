import { type Coupon, CreateCouponBodySchema } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { couponFormToBody, couponToFormValues, defaultCouponValues, utcToday } from "./coupon-form-model";

const P1 = "11111111-1111-4111-8111-111111111111";
const P2 = "22222222-2222-4222-8222-222222222222";
const ID = "33333333-3333-4333-8333-333333333333";

describe("coupon form defaults", () => {
  it("uses the spec §9 defaults and starts today in UTC", () => {
    const values = defaultCouponValues(new Date("2026-03-01T23:30:00-05:00"));
    expect(values).toMatchObject({
      discountMode: "Automatic",
      minRequireType: "Amount",
      minRequireValue: 0,
      usageLimit: 0,
      usageLimitPerUser: 0,
      customerEligibility: "Everyone",
      customerReward: 2000,
      rewardAppliesTo: "Product",
      rewardValue: 20,
      startDate: "2026-03-02",
      endDate: null,
    });
    expect(utcToday(new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
  });
});

describe("couponFormToBody", () => {
  it("sends a Percent code coupon that the contract accepts", () => {
    const body = couponFormToBody({ ...defaultCouponValues(), discountMode: "Code", code: " save20 ", discountValue: 20 });
    const parsed = CreateCouponBodySchema.parse(body);
    expect(parsed.code).toBe("SAVE20");
    expect(parsed.discountValue).toBe(20);
    expect(parsed.rewardAppliesToId).toEqual([]);
  });

  it("leaves the code out of an Automatic coupon", () => {
    const body = couponFormToBody({ ...defaultCouponValues(), code: "IGNORED", discountValue: 10 });
    expect(body.code).toBeUndefined();
  });

  it("sends Buy X get Y as a quantity condition on the spend products with reward products", () => {
    const body = couponFormToBody({
      ...defaultCouponValues(),
      discountType: "BuyXGetY",
      discountValue: 50,
      spendAppliesTo: "Product",
      spendAppliesToId: [P1],
      minRequireValue: 2,
      rewardAppliesToId: [P2],
      customerReward: 1,
      rewardValue: 100,
    });
    expect(CreateCouponBodySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ discountValue: 0, minRequireType: "Quantity", minRequireValue: 2, spendAppliesToId: [P1], rewardAppliesToId: [P2] });
  });

  it("drops chosen products when the coupon applies to everything", () => {
    const body = couponFormToBody({ ...defaultCouponValues(), discountValue: 5, spendAppliesTo: "All", spendAppliesToId: [P1] });
    expect(body.spendAppliesToId).toEqual([]);
  });
});

describe("couponToFormValues", () => {
  it("takes the discount details from the first percentageCoupons element", () => {
    const coupon = {
      id: ID,
      storeId: ID,
      merchantId: ID,
      code: "SAVE20",
      description: null,
      discountMode: "Code",
      discountType: "Percent",
      discountValue: 1,
      startDate: "2026-01-01",
      endDate: "2026-02-01",
      spendAppliesTo: "All",
      spendAppliesToId: [],
      minRequireType: "Amount",
      minRequireValue: 0,
      usageLimit: 10,
      usageLimitPerUser: 1,
      usedCount: 0,
      customerEligibility: "Followers",
      eligibleCustomerIds: [],
      customerReward: 2000,
      rewardAppliesTo: "Product",
      rewardAppliesToId: [],
      rewardValue: 20,
      status: "active",
      percentageCoupons: [
        { id: ID, couponId: ID, discountValue: 20, spendAppliesTo: "Product", spendAppliesToId: [{ id: P1, name: "Rice" }], minRequireType: "Quantity", minRequireValue: 2 },
      ],
      fixedCoupons: [],
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-01T00:00:00Z",
    } satisfies Coupon;
    expect(couponToFormValues(coupon)).toMatchObject({
      code: "SAVE20",
      discountValue: 20,
      spendAppliesTo: "Product",
      spendAppliesToId: [P1],
      minRequireType: "Quantity",
      minRequireValue: 2,
      customerEligibility: "Followers",
      endDate: "2026-02-01",
    });
  });
});
