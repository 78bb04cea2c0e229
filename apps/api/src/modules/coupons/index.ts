export { couponsRoutes } from "./coupons.routes.js";
export {
  applyCode,
  type AppliedCodeState,
  type CartCoupons,
  clearAppliedCodes,
  type CodeLookup,
  couponBlocker,
  couponsForCart,
  type CouponRow,
  dayOf,
  lookupCode,
  publicCouponView,
  redeemCoupon,
  releaseCouponUses,
  removeAppliedCode,
  runAll,
  shortfallMessage,
  toRule,
} from "./coupons.service.js";
export { coupons, couponRedemptions, cartCouponCodes } from "./coupons.table.js";
