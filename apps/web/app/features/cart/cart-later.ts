// What the cart page loads once its lines are drawn, in one file beside its first scripts: the summary and the
// coupon and gift card boxes, with their calls and their codes' checks.
export { CartSide } from "./cart-summary";
