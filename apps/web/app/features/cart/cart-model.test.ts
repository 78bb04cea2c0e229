import type { CartItem, CartState } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { cartItemCount, couponLookupIds, describeCoupon, describeMinimum, groupCartByStore, maxQuantity, roundNaira } from "./cart-model";

const STORE_A = "11111111-1111-4111-8111-111111111111";
const STORE_B = "22222222-2222-4222-8222-222222222222";

function item(id: string, storeId: string, over: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId: `${id.slice(0, 35)}0`,
    variantId: null,
    productName: `Product ${id}`,
    hostedImages: [],
    storeId,
    storeName: storeId === STORE_A ? "Eko Gadget Hub" : "Mama Nkechi Kitchen",
    quantity: 1,
    selected: true,
    pricing: { sellingPrice: 100, price: 120 },
    productVariant: null,
    unitPrice: 100,
    lineTotal: 100,
    available: 5,
    weight: 1,
    ...over,
  };
}

const cart = (items: CartItem[]): Pick<CartState, "cartItemsList" | "merchantAddresses" | "shippingFees"> => ({
  cartItemsList: items,
  merchantAddresses: [
    { storeId: STORE_A, storeName: "Eko Gadget Hub", street: "7 Otigba Street", city: "Ikeja", state: "Lagos", country: "Nigeria", hubId: null },
  ],
  shippingFees: [],
});

describe("groupCartByStore", () => {
  it("groups items by store in first-seen order with the pickup address and the selection state", () => {
    const groups = groupCartByStore(
      cart([
        item("a0000000-0000-4000-8000-000000000001", STORE_A, { lineTotal: 0.1 }),
        item("b0000000-0000-4000-8000-000000000001", STORE_B, { selected: false }),
        item("a0000000-0000-4000-8000-000000000002", STORE_A, { lineTotal: 0.2 }),
      ]),
    );
    expect(groups.map((g) => g.storeId)).toEqual([STORE_A, STORE_B]);
    expect(groups[0].items).toHaveLength(2);
    expect(groups[0].pickup?.city).toBe("Ikeja");
    expect(groups[0].selection).toBe("all");
    expect(groups[0].selectedSubtotal).toBe(0.3);
    expect(groups[1].pickup).toBeNull();
    expect(groups[1].selection).toBe("none");
    expect(groups[1].selectedSubtotal).toBe(0);
  });

  it("marks a store with some items selected as mixed", () => {
    const groups = groupCartByStore(
      cart([item("a0000000-0000-4000-8000-000000000001", STORE_A), item("a0000000-0000-4000-8000-000000000002", STORE_A, { selected: false })]),
    );
    expect(groups[0].selection).toBe("some");
  });
});

describe("cart figures", () => {
  it("counts units, not lines", () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });

  it("rounds to 2 decimals without float residue", () => {
    expect(roundNaira(0.1 + 0.2)).toBe(0.3);
    expect(roundNaira(1.005)).toBe(1.01);
    expect(roundNaira(2999.999)).toBe(3000);
  });

  it("caps increments at the stock available, or 100 with backorders", () => {
    expect(maxQuantity({ available: 3 })).toBe(3);
    expect(maxQuantity({ available: null })).toBe(100);
    expect(maxQuantity({ available: 500 })).toBe(100);
  });

  it("asks for coupon offers with distinct store and product ids", () => {
    const ids = couponLookupIds([
      { storeId: STORE_B, productId: "p2" },
      { storeId: STORE_A, productId: "p1" },
      { storeId: STORE_A, productId: "p1" },
    ]);
    expect(ids).toEqual({ storeIds: [STORE_A, STORE_B], productIds: ["p1", "p2"] });
    expect(couponLookupIds([])).toEqual({ storeIds: [], productIds: [] });
  });
});

describe("describeCoupon", () => {
  const base = { discountValue: 0, minRequireType: "Amount" as const, minRequireValue: 0, customerReward: 2000, rewardValue: 20 };
  it("says what each discount type gives", () => {
    expect(describeCoupon({ ...base, discountType: "Percent", discountValue: 15 })).toBe("15% off");
    expect(describeCoupon({ ...base, discountType: "Fixed", discountValue: 1500 })).toBe("₦1,500 off");
    expect(describeCoupon({ ...base, discountType: "BuyXGetY", minRequireValue: 2, customerReward: 1 })).toBe(
      "Buy 2, get 20% off up to 1 reward item",
    );
  });
  it("states the minimum only when there is one", () => {
    expect(describeMinimum({ discountType: "Percent", minRequireType: "Amount", minRequireValue: 5000 })).toBe("On orders of ₦5,000 or more");
    expect(describeMinimum({ discountType: "Fixed", minRequireType: "Quantity", minRequireValue: 3 })).toBe("When you buy 3 or more items");
    expect(describeMinimum({ discountType: "Percent", minRequireType: "Amount", minRequireValue: 0 })).toBeNull();
  });
});
