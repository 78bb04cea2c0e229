import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, splitByWeight, type CouponRule, couponDiscount, couponShortfall, type PricingItem, priceCart } from "./pricing.js";

const item = (over: Partial<PricingItem> & Pick<PricingItem, "id">): PricingItem => ({
  storeId: "s1",
  productId: `p-${over.id}`,
  categoryIds: ["c-main"],
  unitPriceKobo: 100_000,
  quantity: 1,
  selected: true,
  ...over,
});
const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  id: "k1",
  code: "SAVE",
  discountType: "Percent",
  discountValue: 10,
  spendAppliesTo: "All",
  spendAppliesToIds: [],
  minRequireType: "Amount",
  minRequireValue: 0,
  customerReward: 0,
  rewardAppliesTo: "Product",
  rewardAppliesToIds: [],
  rewardValue: 0,
  ...over,
});

describe("priceCart", () => {
  it("counts selected items only, per store, with each store's shipping fee", () => {
    const r = priceCart({
      items: [
        item({ id: "a", unitPriceKobo: 250_000, quantity: 2 }),
        item({ id: "b", unitPriceKobo: 99_999, selected: false }),
        item({ id: "c", storeId: "s2", unitPriceKobo: 120_050, quantity: 3 }),
        item({ id: "d", storeId: "s3", selected: false }),
      ],
      shippingFees: { s1: 170_000, s2: 400_000, s3: 999_999 },
    });
    expect(r.stores.map((s) => s.storeId)).toEqual(["s1", "s2"]);
    expect(r.stores[0]).toMatchObject({ subtotal: 500_000, discount: 0, shippingFee: 170_000, total: 670_000 });
    expect(r.stores[1]).toMatchObject({ subtotal: 360_150, shippingFee: 400_000, total: 760_150 });
    expect(r).toMatchObject({ subtotal: 860_150, discount: 0, shippingFeeTotal: 570_000, totalBeforeGiftCards: 1_430_150, giftCardTotal: 0, total: 1_430_150 });
  });

  it("applies one coupon per store (the best one), only to that store's items", () => {
    const r = priceCart({
      items: [item({ id: "a", unitPriceKobo: 1_000_000 }), item({ id: "b", storeId: "s2", unitPriceKobo: 1_000_000 })],
      coupons: { s1: [coupon({ id: "ten", discountValue: 10 }), coupon({ id: "fixed", discountType: "Fixed", discountValue: 150_000 })] },
    });
    expect(r.stores[0]).toMatchObject({ discount: 150_000, couponId: "fixed", total: 850_000 });
    expect(r.stores[1]).toMatchObject({ discount: 0, couponId: null, total: 1_000_000 });
  });

  it("rounds percentages to the kobo and spreads a discount over the items it applies to", () => {
    const r = priceCart({
      items: [item({ id: "a", unitPriceKobo: 33_333 }), item({ id: "b", unitPriceKobo: 66_667 })],
      coupons: { s1: coupon({ discountValue: 12.5 }) },
    });
    expect(r.stores[0].discount).toBe(12_500);
    expect(r.stores[0].items.map((i) => i.discount)).toEqual([4_167, 8_333]);
  });

  it("limits a coupon to its products or categories and never takes off more than they cost", () => {
    const items = [item({ id: "shoe", productId: "shoe", unitPriceKobo: 200_000 }), item({ id: "hat", productId: "hat", categoryIds: ["hats"], unitPriceKobo: 500_000 })];
    const fixed = coupon({ discountType: "Fixed", discountValue: 1_000_000, spendAppliesTo: "Product", spendAppliesToIds: ["shoe"] });
    expect(priceCart({ items, coupons: { s1: fixed } }).stores[0]).toMatchObject({ discount: 200_000, total: 500_000 });
    const byCategory = coupon({ discountValue: 50, spendAppliesTo: "Category", spendAppliesToIds: ["hats"] });
    const r = priceCart({ items, coupons: { s1: byCategory } }).stores[0];
    expect(r.discount).toBe(250_000);
    expect(r.items).toEqual([
      { id: "shoe", lineTotal: 200_000, discount: 0 },
      { id: "hat", lineTotal: 500_000, discount: 250_000 },
    ]);
  });

  it("applies a coupon only when its minimum amount or quantity is met", () => {
    const items = [item({ id: "a", unitPriceKobo: 400_000, quantity: 2 })];
    expect(priceCart({ items, coupons: { s1: coupon({ minRequireValue: 800_000 }) } }).discount).toBe(80_000);
    expect(priceCart({ items, coupons: { s1: coupon({ minRequireValue: 800_001 }) } }).discount).toBe(0);
    expect(priceCart({ items, coupons: { s1: coupon({ minRequireType: "Quantity", minRequireValue: 2 }) } }).discount).toBe(80_000);
    expect(priceCart({ items, coupons: { s1: coupon({ minRequireType: "Quantity", minRequireValue: 3 }) } }).discount).toBe(0);
  });

  it("BuyXGetY: buy X of the spend products, get rewardValue% off up to customerReward of the cheapest reward units", () => {
    const buy2get1 = coupon({
      discountType: "BuyXGetY",
      spendAppliesTo: "Product",
      spendAppliesToIds: ["tee"],
      minRequireType: "Quantity",
      minRequireValue: 2,
      rewardAppliesTo: "Product",
      rewardAppliesToIds: ["tee", "socks"],
      rewardValue: 100,
      customerReward: 1,
    });
    const tees = item({ id: "tee", productId: "tee", unitPriceKobo: 500_000, quantity: 2 });
    const socks = item({ id: "socks", productId: "socks", unitPriceKobo: 150_000, quantity: 2 });
    // Two tees meet the condition; the cheapest reward unit (one pair of socks) is free.
    expect(couponDiscount(buy2get1, [tees, socks]).discount).toBe(150_000);
    // Two tees alone: both are needed for the "buy", none is left to "get".
    expect(couponDiscount(buy2get1, [tees]).discount).toBe(0);
    // Three tees: the third is free.
    expect(couponDiscount(buy2get1, [{ ...tees, quantity: 3 }]).discount).toBe(500_000);
    // One tee does not meet the condition.
    expect(couponDiscount(buy2get1, [{ ...tees, quantity: 1 }, socks]).discount).toBe(0);
    // 20% off up to 3 reward units by category, with an amount condition.
    const byAmount = coupon({
      discountType: "BuyXGetY",
      minRequireType: "Amount",
      minRequireValue: 1_000_000,
      rewardAppliesTo: "Category",
      rewardAppliesToIds: ["c-main"],
      rewardValue: 20,
      customerReward: 3,
    });
    expect(couponDiscount(byAmount, [tees, socks]).discount).toBe(Math.round((150_000 * 2 + 500_000) * 0.2));
  });

  it("pays with gift cards in the order given, never more than the total or the balances", () => {
    const r = priceCart({
      items: [item({ id: "a", unitPriceKobo: 1_000_000 })],
      shippingFees: { s1: 200_000 },
      giftCards: [
        { code: "BM-A", balanceKobo: 700_000 },
        { code: "BM-B", balanceKobo: 1_000_000 },
        { code: "BM-C", balanceKobo: 50_000 },
      ],
    });
    expect(r.giftCardAllocations).toEqual([
      { code: "BM-A", amount: 700_000 },
      { code: "BM-B", amount: 500_000 },
      { code: "BM-C", amount: 0 },
    ]);
    expect(r).toMatchObject({ totalBeforeGiftCards: 1_200_000, giftCardTotal: 1_200_000, total: 0 });
  });

  it("refuses prices that are not whole kobo", () => {
    expect(() => priceCart({ items: [item({ id: "a", unitPriceKobo: 10.5 })] })).toThrow(RangeError);
  });
});

describe("allocate", () => {
  it("splits exactly by the largest remainder", () => {
    expect(allocate(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(allocate(7, [100, 300])).toEqual([2, 5]);
    // Never more than a part's own weight.
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });
});

// ---- properties ----

const stores = ["s1", "s2", "s3"];
const products = ["p1", "p2", "p3", "p4"];
const categories = ["c1", "c2", "c3"];
const pricingItem = fc.record({
  id: fc.uuid(),
  storeId: fc.constantFrom(...stores),
  productId: fc.constantFrom(...products),
  categoryIds: fc.subarray(categories),
  unitPriceKobo: fc.integer({ min: 0, max: 50_000_000 }),
  quantity: fc.integer({ min: 0, max: 100 }),
  selected: fc.boolean(),
});
const couponRule: fc.Arbitrary<CouponRule> = fc.record({
  id: fc.uuid(),
  code: fc.option(fc.string({ minLength: 3, maxLength: 8 }), { nil: null }),
  discountType: fc.constantFrom("Percent", "Fixed", "BuyXGetY"),
  discountValue: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100_000_000 })),
  spendAppliesTo: fc.constantFrom("All", "Product", "Category"),
  spendAppliesToIds: fc.subarray([...products, ...categories]),
  minRequireType: fc.constantFrom("Amount", "Quantity"),
  minRequireValue: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 100_000_000 })),
  customerReward: fc.integer({ min: 0, max: 2000 }),
  rewardAppliesTo: fc.constantFrom("Product", "Category"),
  rewardAppliesToIds: fc.subarray([...products, ...categories]),
  rewardValue: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
});
const cart = fc.record({
  items: fc.uniqueArray(pricingItem, { maxLength: 12, selector: (i) => i.id }),
  coupons: fc.record({ s1: fc.array(couponRule, { maxLength: 3 }), s2: fc.array(couponRule, { maxLength: 3 }), s3: fc.array(couponRule, { maxLength: 3 }) }, { requiredKeys: [] }),
  shippingFees: fc.record({ s1: fc.integer({ min: 0, max: 5_000_000 }), s2: fc.integer({ min: 0, max: 5_000_000 }), s3: fc.integer({ min: 0, max: 5_000_000 }) }),
  giftCards: fc.array(fc.record({ code: fc.string({ minLength: 1, maxLength: 6 }), balanceKobo: fc.integer({ min: 0, max: 50_000_000 }) }), { maxLength: 4 }),
});

/** The items a coupon's discount may touch: spend items for Percent/Fixed, reward items for BuyXGetY. */
function eligibleValue(rule: CouponRule, items: PricingItem[]): number {
  const ids = rule.discountType === "BuyXGetY" ? rule.rewardAppliesToIds : rule.spendAppliesToIds;
  const appliesTo = rule.discountType === "BuyXGetY" ? rule.rewardAppliesTo : rule.spendAppliesTo;
  return items
    .filter((i) => appliesTo === "All" || (appliesTo === "Product" ? ids.includes(i.productId) : i.categoryIds.some((c) => ids.includes(c))))
    .reduce((n, i) => n + i.unitPriceKobo * i.quantity, 0);
}

describe("pricing properties", () => {
  it("every figure is a whole, non-negative number of kobo", () => {
    fc.assert(
      fc.property(cart, (input) => {
        const r = priceCart(input);
        const figures = [r.subtotal, r.discount, r.shippingFeeTotal, r.totalBeforeGiftCards, r.giftCardTotal, r.total];
        for (const s of r.stores) figures.push(s.subtotal, s.discount, s.shippingFee, s.total, ...s.items.map((i) => i.discount));
        for (const n of figures) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("store totals sum exactly to the grand total before gift cards, and so do the parts", () => {
    fc.assert(
      fc.property(cart, (input) => {
        const r = priceCart(input);
        const sum = (f: (s: (typeof r.stores)[number]) => number) => r.stores.reduce((n, s) => n + f(s), 0);
        expect(sum((s) => s.total)).toBe(r.totalBeforeGiftCards);
        expect(r.subtotal - r.discount + r.shippingFeeTotal).toBe(r.totalBeforeGiftCards);
        expect(r.totalBeforeGiftCards - r.giftCardTotal).toBe(r.total);
        for (const s of r.stores) {
          expect(s.items.reduce((n, i) => n + i.discount, 0)).toBe(s.discount);
          for (const i of s.items) expect(i.discount).toBeLessThanOrEqual(i.lineTotal);
        }
        const selected = input.items.filter((i) => i.selected);
        expect(r.subtotal).toBe(selected.reduce((n, i) => n + i.unitPriceKobo * i.quantity, 0));
      }),
    );
  });

  it("a store's discount never exceeds the value of the items its coupon applies to", () => {
    fc.assert(
      fc.property(cart, (input) => {
        const r = priceCart(input);
        for (const s of r.stores) {
          expect(s.discount).toBeLessThanOrEqual(s.subtotal);
          if (!s.couponId) {
            expect(s.discount).toBe(0);
            continue;
          }
          const rules = (input.coupons as Record<string, CouponRule[]>)[s.storeId];
          const rule = rules.find((c) => c.id === s.couponId) as CouponRule;
          const items = input.items.filter((i) => i.selected && i.storeId === s.storeId && i.quantity > 0);
          expect(s.discount).toBeLessThanOrEqual(eligibleValue(rule, items));
        }
      }),
    );
  });

  it("gift cards pay at most their balances and at most the total", () => {
    fc.assert(
      fc.property(cart, (input) => {
        const r = priceCart(input);
        const balances = input.giftCards.reduce((n, g) => n + g.balanceKobo, 0);
        expect(r.giftCardTotal).toBeLessThanOrEqual(balances);
        expect(r.giftCardTotal).toBeLessThanOrEqual(r.totalBeforeGiftCards);
        r.giftCardAllocations.forEach((a, k) => {
          expect(a.amount).toBeLessThanOrEqual(input.giftCards[k].balanceKobo);
        });
        expect(r.giftCardAllocations.reduce((n, a) => n + a.amount, 0)).toBe(r.giftCardTotal);
        // Cards pay in order: a later card pays only once the earlier ones are used up.
        r.giftCardAllocations.forEach((a, k) => {
          if (k > 0 && a.amount > 0) {
            for (let j = 0; j < k; j++) expect(r.giftCardAllocations[j].amount).toBe(input.giftCards[j].balanceKobo);
          }
        });
      }),
    );
  });
});

describe("couponShortfall", () => {
  it("says why a coupon gives nothing, agreeing with couponDiscount", () => {
    const items = [item({ id: "a", productId: "a", unitPriceKobo: 300_000, quantity: 2 })];
    expect(couponShortfall(coupon(), items)).toBeNull();
    expect(couponShortfall(coupon({ spendAppliesTo: "Product", spendAppliesToIds: ["zzz"] }), items)).toBe("no_matching_items");
    expect(couponShortfall(coupon({ minRequireValue: 600_001 }), items)).toBe("minimum_not_met");
    expect(couponShortfall(coupon({ minRequireType: "Quantity", minRequireValue: 3 }), items)).toBe("minimum_not_met");
    expect(couponShortfall(coupon(), [{ ...items[0], selected: false }])).toBe("no_matching_items");
    const bxgy = coupon({ discountType: "BuyXGetY", minRequireType: "Quantity", minRequireValue: 1, rewardAppliesToIds: ["other"], customerReward: 1, rewardValue: 100 });
    expect(couponShortfall(bxgy, items)).toBe("no_matching_items");
  });

  it("property: no shortfall and a positive value means a discount; a shortfall means none", () => {
    fc.assert(
      fc.property(fc.array(pricingItem, { maxLength: 6 }), couponRule, (items, rule) => {
        const store = items.map((i) => ({ ...i, storeId: "s1" }));
        const shortfall = couponShortfall(rule, store);
        if (shortfall) expect(couponDiscount(rule, store.filter((i) => i.selected && i.quantity > 0)).discount).toBe(0);
      }),
    );
  });
});

describe("splitByWeight (fees over items, no cap)", () => {
  it("gives a fee larger than the items' worth in full", () => {
    // Shipping ₦2,500.01 over items worth ₦10 and ₦20: every kobo lands somewhere.
    expect(splitByWeight(250_001, [1000, 2000])).toEqual([83_334, 166_667]);
    expect(splitByWeight(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(splitByWeight(0, [5, 5])).toEqual([0, 0]);
  });

  it("parts always sum to the whole, none is negative, and the split is deterministic", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000_000_000 }), { minLength: 1, maxLength: 30 }), (amount, weights) => {
        const parts = splitByWeight(amount, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(parts.every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
        expect(splitByWeight(amount, weights)).toEqual(parts);
        // Proportional within a kobo.
        const total = weights.reduce((a, b) => a + b, 0);
        if (total > 0) parts.forEach((p, i) => expect(Math.abs(p - (amount * weights[i]) / total)).toBeLessThan(1.0001));
      }),
      { numRuns: 500 },
    );
  });

  it("allocate keeps its cap: the parts sum to min(amount, Σ weights), none above its weight", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }), (amount, weights) => {
        const parts = allocate(amount, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.min(amount, weights.reduce((a, b) => a + b, 0)));
        parts.forEach((p, i) => expect(p >= 0 && p <= weights[i]).toBe(true));
      }),
      { numRuns: 500 },
    );
  });
});
