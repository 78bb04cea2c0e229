import type { CartItem, CartState, MerchantPickupAddress, StoreShippingFee } from "@bitmarte/contracts";

export interface CartStoreGroup {
  storeId: string;
  storeName: string;
  items: CartItem[];
  pickup: MerchantPickupAddress | null;
  shipping: StoreShippingFee | null;
  /** all: every item selected; none: no item; some: a mix. */
  selection: "all" | "none" | "some";
  /** Line totals of the selected items. */
  selectedSubtotal: number;
}

/** Units in the cart (what the header icon counts). */
export function cartItemCount(items: readonly Pick<CartItem, "quantity">[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Naira rounded to kobo (spec §9: totals to 2 decimals), without float residue such as 0.1 + 0.2. */
export function roundNaira(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

function selectionOf(items: readonly CartItem[]): CartStoreGroup["selection"] {
  const selected = items.filter((i) => i.selected).length;
  if (selected === 0) return "none";
  return selected === items.length ? "all" : "some";
}

/** Items grouped by store in the order they first appear, with each store's pickup address and fee. */
export function groupCartByStore(
  cart: Pick<CartState, "cartItemsList" | "merchantAddresses" | "shippingFees">,
  fees: readonly StoreShippingFee[] = cart.shippingFees,
): CartStoreGroup[] {
  const groups = new Map<string, CartItem[]>();
  for (const item of cart.cartItemsList) {
    const list = groups.get(item.storeId);
    if (list) list.push(item);
    else groups.set(item.storeId, [item]);
  }
  return [...groups.entries()].map(([storeId, items]) => ({
    storeId,
    storeName: items[0].storeName,
    items,
    pickup: cart.merchantAddresses.find((a) => a.storeId === storeId) ?? null,
    shipping: fees.find((f) => f.storeId === storeId) ?? null,
    selection: selectionOf(items),
    // Kobo integers, so the sum has no float error.
    selectedSubtotal: items.filter((i) => i.selected).reduce((kobo, i) => kobo + Math.round(i.lineTotal * 100), 0) / 100,
  }));
}

/** Store and product ids of the cart, for the coupon offers (both must be non-empty to ask). */
export function couponLookupIds(items: readonly Pick<CartItem, "storeId" | "productId">[]): {
  storeIds: string[];
  productIds: string[];
} {
  const storeIds = [...new Set(items.map((i) => i.storeId))].sort();
  const productIds = [...new Set(items.map((i) => i.productId))].sort();
  return { storeIds, productIds };
}

/** The quantity an increment may reach: the stock available now (null = unlimited), at most 100. */
export function maxQuantity(item: Pick<CartItem, "available">): number {
  return Math.min(100, item.available ?? 100);
}

export function pickupLine(pickup: Pick<MerchantPickupAddress, "street" | "city" | "state"> | null): string {
  if (!pickup) return "";
  return [pickup.street, pickup.city, pickup.state].filter(Boolean).join(", ");
}

interface CouponTerms {
  discountType: "Percent" | "Fixed" | "BuyXGetY";
  discountValue: number;
  minRequireType: "Amount" | "Quantity";
  minRequireValue: number;
  customerReward: number;
  rewardValue: number;
}

const naira = (n: number) => `₦${n.toLocaleString("en-NG", { maximumFractionDigits: 2 })}`;

/** "20% off", "₦500 off", "Buy 2, get 20% off up to 1 reward item". */
export function describeCoupon(c: CouponTerms): string {
  if (c.discountType === "BuyXGetY") {
    const units = c.customerReward === 1 ? "1 reward item" : `${c.customerReward} reward items`;
    return `Buy ${c.minRequireValue}, get ${c.rewardValue}% off up to ${units}`;
  }
  return c.discountType === "Percent" ? `${c.discountValue}% off` : `${naira(c.discountValue)} off`;
}

/** "On orders of ₦5,000 or more", "When you buy 3 or more items", or null without a minimum. */
export function describeMinimum(c: Pick<CouponTerms, "discountType" | "minRequireType" | "minRequireValue">): string | null {
  if (c.discountType === "BuyXGetY" || c.minRequireValue <= 0) return null;
  return c.minRequireType === "Amount"
    ? `On orders of ${naira(c.minRequireValue)} or more`
    : `When you buy ${c.minRequireValue} or more items`;
}
