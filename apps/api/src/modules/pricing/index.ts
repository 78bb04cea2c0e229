// Pricing: one pure function from cart lines, coupons, shipping and gift cards to totals in kobo,
// shared by the cart (quotes), coupons (eligibility) and checkout (frozen prices).
export {
  allocate,
  splitByWeight,
  type CartPricing,
  type CouponDiscountType,
  type CouponRule,
  type CouponShortfall,
  couponDiscount,
  couponShortfall,
  type GiftCardBalance,
  type PricedItem,
  type PriceCartInput,
  type PricingItem,
  priceCart,
  type StorePricing,
} from "./pricing.js";
export { completionSplit, refundableItemsKobo, refundCommissionKobo, type SettledOrder } from "./settlement.js";
