export { cartRoutes } from "./cart.routes.js";
export {
  type AppliedCardState,
  type CartLine,
  type CartQuote,
  type CheckoutProblem,
  clearCheckedOut,
  MAX_CART_LINES,
  MAX_GIFT_CARDS,
  MAX_LINE_QUANTITY,
  type PickupPlace,
  pickupPlaces,
  quoteCart,
  toStoreShippingFee,
} from "./cart.service.js";
