/**
 * Cart pricing as one pure function (DOMAIN.md "Cart and pricing"): selected items → per-store subtotals →
 * one merchant coupon per store → shipping fee per store → gift cards → total. Every amount is integer kobo.
 */

export interface PricingItem {
  id: string;
  storeId: string;
  productId: string;
  /** The product's category, sub-category and child category ids (coupons may target any level). */
  categoryIds: readonly string[];
  unitPriceKobo: number;
  quantity: number;
  selected: boolean;
}

export type CouponDiscountType = "Percent" | "Fixed" | "BuyXGetY";

/** A coupon's rule as pricing needs it (the cart decides which coupons apply: dates, limits, eligibility). */
export interface CouponRule {
  id: string;
  code?: string | null;
  discountType: CouponDiscountType;
  /** Percent: 0–100 (2 decimals allowed); Fixed: kobo off. Unused for BuyXGetY. */
  discountValue: number;
  spendAppliesTo: "All" | "Product" | "Category";
  spendAppliesToIds: readonly string[];
  minRequireType: "Amount" | "Quantity";
  /** Amount: kobo of the spend items; Quantity: units of the spend items. */
  minRequireValue: number;
  /** BuyXGetY: at most this many reward units are discounted. */
  customerReward: number;
  rewardAppliesTo: "Product" | "Category";
  rewardAppliesToIds: readonly string[];
  /** BuyXGetY: percentage off each reward unit, 0–100. */
  rewardValue: number;
}

export interface GiftCardBalance {
  code: string;
  balanceKobo: number;
}

export interface PriceCartInput {
  items: readonly PricingItem[];
  /** Per store, the coupons that may apply; the one giving the most discount is used. */
  coupons?: Readonly<Record<string, readonly CouponRule[] | CouponRule | null | undefined>>;
  /** Per store, the shipping fee (kobo). */
  shippingFees?: Readonly<Record<string, number>>;
  /** Cards applied, in the order they pay. */
  giftCards?: readonly GiftCardBalance[];
}

export interface PricedItem {
  id: string;
  lineTotal: number;
  discount: number;
}

export interface StorePricing {
  storeId: string;
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
  couponId: string | null;
  couponCode: string | null;
  items: PricedItem[];
}

export interface CartPricing {
  stores: StorePricing[];
  subtotal: number;
  discount: number;
  shippingFeeTotal: number;
  /** Σ store totals: what the order costs before gift cards. */
  totalBeforeGiftCards: number;
  giftCardTotal: number;
  giftCardAllocations: { code: string; amount: number }[];
  /** What is left to pay through the payment provider. */
  total: number;
}

function wholeKobo(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative whole number, not ${n}`);
  return n;
}

/** A percentage (0–100, up to 2 decimals) in basis points, clamped. */
const basisPoints = (percent: number) => Math.min(10000, Math.max(0, Math.round((Number.isFinite(percent) ? percent : 0) * 100)));

/** `amount × bp / 10000`, rounded half up; BigInt so large carts stay exact. */
const percentOf = (amount: number, bp: number) => Number((BigInt(amount) * BigInt(bp) + 5000n) / 10000n);

function matches(item: PricingItem, appliesTo: "All" | "Product" | "Category", ids: readonly string[]): boolean {
  if (appliesTo === "All") return true;
  if (appliesTo === "Product") return ids.includes(item.productId);
  return item.categoryIds.some((c) => ids.includes(c));
}

/**
 * Splits a whole amount of kobo over `weights` in proportion (largest remainder), with no cap: the
 * parts always sum to `amount`, none is negative, and the same input always gives the same split (ties go
 * to the earlier part). All weights zero: the amount is split evenly. For fees (shipping over items).
 */
export function splitByWeight(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0 || amount <= 0) return weights.map(() => 0);
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? Math.floor(w) : 0));
  const even = clean.every((w) => w === 0);
  return largestRemainder(amount, even ? clean.map(() => 1) : clean, null);
}

/**
 * Splits `amount` over `weights` in proportion (largest remainder): the parts sum exactly to
 * min(amount, Σ weights) and no part exceeds its weight. For discounts (never more than a line is worth).
 */
export function allocate(requested: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const amount = Math.min(requested, total);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  return largestRemainder(amount, weights, weights);
}

function largestRemainder(amount: number, weights: readonly number[], caps: readonly number[] | null): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  // Exact integer shares: floor(amount × w / total) and the remainders that decide the leftover kobo.
  const big = { amount: BigInt(amount), total: BigInt(total) };
  const shares = weights.map((w) => {
    const product = big.amount * BigInt(w);
    return { part: Number(product / big.total), remainder: product % big.total };
  });
  const parts = shares.map((s) => s.part);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = shares
    .map((s, i) => ({ i, r: s.remainder }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; left > 0 && k < order.length; k++) {
    const { i } = order[k];
    if (caps === null || parts[i] < caps[i]) {
      parts[i]++;
      left--;
    }
  }
  return parts;
}

interface CouponResult {
  discount: number;
  /** Discount per item id. */
  perItem: Map<string, number>;
}

const lineTotal = (i: PricingItem) => i.unitPriceKobo * i.quantity;

function meetsMinimum(rule: CouponRule, spendItems: readonly PricingItem[]): boolean {
  if (rule.minRequireType === "Quantity") {
    return spendItems.reduce((n, i) => n + i.quantity, 0) >= rule.minRequireValue;
  }
  return spendItems.reduce((n, i) => n + lineTotal(i), 0) >= rule.minRequireValue;
}

function spreadOver(items: readonly PricingItem[], weights: readonly number[], discount: number): CouponResult {
  const parts = allocate(discount, weights);
  const perItem = new Map<string, number>();
  items.forEach((item, k) => {
    if (parts[k] > 0) perItem.set(item.id, (perItem.get(item.id) ?? 0) + parts[k]);
  });
  return { discount: parts.reduce((a, b) => a + b, 0), perItem };
}

const NONE: CouponResult = { discount: 0, perItem: new Map() };

/** What one coupon takes off one store's selected items. Never more than the items it applies to. */
export function couponDiscount(rule: CouponRule, items: readonly PricingItem[]): CouponResult {
  const spendItems = items.filter((i) => matches(i, rule.spendAppliesTo, rule.spendAppliesToIds));
  if (spendItems.length === 0 || !meetsMinimum(rule, spendItems)) return NONE;
  const spendTotal = spendItems.reduce((n, i) => n + lineTotal(i), 0);

  if (rule.discountType === "Percent") {
    return spreadOver(spendItems, spendItems.map(lineTotal), percentOf(spendTotal, basisPoints(rule.discountValue)));
  }
  if (rule.discountType === "Fixed") {
    const off = Math.min(Math.max(0, Math.round(rule.discountValue)), spendTotal);
    return spreadOver(spendItems, spendItems.map(lineTotal), off);
  }

  // BuyXGetY: the cheapest reward units get `rewardValue`% off, up to `customerReward` units. With a
  // quantity condition, units that both meet the condition and could be rewarded are used for the
  // condition first (the dearest of them), so one unit is never both the "buy" and the "get".
  const rewardLimit = Math.max(0, Math.floor(rule.customerReward));
  if (rewardLimit === 0) return NONE;
  const isReward = (i: PricingItem) => matches(i, rule.rewardAppliesTo, rule.rewardAppliesToIds);
  const available = new Map<string, number>(items.filter(isReward).map((i) => [i.id, i.quantity]));
  if (rule.minRequireType === "Quantity") {
    const spendOnly = spendItems.filter((i) => !isReward(i)).reduce((n, i) => n + i.quantity, 0);
    let owed = Math.max(0, Math.ceil(rule.minRequireValue) - spendOnly);
    const overlap = spendItems.filter(isReward).sort((a, b) => b.unitPriceKobo - a.unitPriceKobo);
    for (const item of overlap) {
      if (owed <= 0) break;
      const take = Math.min(owed, available.get(item.id) ?? 0);
      available.set(item.id, (available.get(item.id) ?? 0) - take);
      owed -= take;
    }
  }
  const candidates = items.filter(isReward).sort((a, b) => a.unitPriceKobo - b.unitPriceKobo);
  let left = rewardLimit;
  const rewarded: PricingItem[] = [];
  const rewardedValue: number[] = [];
  for (const item of candidates) {
    if (left <= 0) break;
    const units = Math.min(left, available.get(item.id) ?? 0);
    if (units <= 0) continue;
    rewarded.push(item);
    rewardedValue.push(units * item.unitPriceKobo);
    left -= units;
  }
  const rewardTotal = rewardedValue.reduce((a, b) => a + b, 0);
  return spreadOver(rewarded, rewardedValue, percentOf(rewardTotal, basisPoints(rule.rewardValue)));
}

export function priceCart(input: PriceCartInput): CartPricing {
  const byStore = new Map<string, PricingItem[]>();
  for (const item of input.items) {
    wholeKobo(item.unitPriceKobo, "unitPriceKobo");
    wholeKobo(item.quantity, "quantity");
    if (!item.selected || item.quantity === 0) continue;
    const list = byStore.get(item.storeId) ?? [];
    list.push(item);
    byStore.set(item.storeId, list);
  }

  const stores: StorePricing[] = [];
  for (const [storeId, items] of byStore) {
    const subtotal = items.reduce((n, i) => n + lineTotal(i), 0);
    const given = input.coupons?.[storeId];
    const rules = given ? (Array.isArray(given) ? given : [given as CouponRule]) : [];
    let best: { rule: CouponRule; result: CouponResult } | null = null;
    for (const rule of rules) {
      const result = couponDiscount(rule, items);
      if (result.discount > 0 && (!best || result.discount > best.result.discount)) best = { rule, result };
    }
    const discount = best?.result.discount ?? 0;
    const shippingFee = wholeKobo(input.shippingFees?.[storeId] ?? 0, "shipping fee");
    stores.push({
      storeId,
      subtotal,
      discount,
      shippingFee,
      total: subtotal - discount + shippingFee,
      couponId: best?.rule.id ?? null,
      couponCode: best?.rule.code ?? null,
      items: items.map((i) => ({ id: i.id, lineTotal: lineTotal(i), discount: best?.result.perItem.get(i.id) ?? 0 })),
    });
  }

  const sum = (f: (s: StorePricing) => number) => stores.reduce((n, s) => n + f(s), 0);
  const totalBeforeGiftCards = sum((s) => s.total);
  let remaining = totalBeforeGiftCards;
  const giftCardAllocations = (input.giftCards ?? []).map((card) => {
    const amount = Math.min(Math.max(0, Math.floor(card.balanceKobo)), remaining);
    remaining -= amount;
    return { code: card.code, amount };
  });
  const giftCardTotal = totalBeforeGiftCards - remaining;

  return {
    stores,
    subtotal: sum((s) => s.subtotal),
    discount: sum((s) => s.discount),
    shippingFeeTotal: sum((s) => s.shippingFee),
    totalBeforeGiftCards,
    giftCardTotal,
    giftCardAllocations,
    total: remaining,
  };
}

export type CouponShortfall = "no_matching_items" | "minimum_not_met";

/**
 * Why a coupon gives nothing on these items (one store's selected items), or null when its condition is met.
 * Uses the same matching and minimum as `couponDiscount`, so the reason shown always agrees with the price.
 */
export function couponShortfall(rule: CouponRule, items: readonly PricingItem[]): CouponShortfall | null {
  const live = items.filter((i) => i.selected && i.quantity > 0);
  const spendItems = live.filter((i) => matches(i, rule.spendAppliesTo, rule.spendAppliesToIds));
  if (spendItems.length === 0) return "no_matching_items";
  if (!meetsMinimum(rule, spendItems)) return "minimum_not_met";
  if (rule.discountType === "BuyXGetY" && !live.some((i) => matches(i, rule.rewardAppliesTo, rule.rewardAppliesToIds))) {
    return "no_matching_items";
  }
  return null;
}
