export { EditCoupon, NewCoupon } from "./coupon-editor";
export { CouponList } from "./coupon-list";
export { couponKeys } from "./coupons.queries";
export { couponAccess } from "./coupon-access";
