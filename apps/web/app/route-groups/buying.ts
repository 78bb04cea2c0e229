import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of this domain, per area. Paths are relative to the area (customer: no prefix; merchant:
 * /merchant; admin: /admin). A section slug used here replaces that area's "coming soon" page.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [
    route("cart", "routes/customer/cart.tsx"),
    route("checkout", "routes/customer/checkout.tsx"),
    route("checkout/complete", "routes/customer/checkout-complete.tsx"),
    // Where the payment provider sends the customer back (ORDER_PAYMENT_CALLBACK_PATH in the contracts).
    route("checkout/payment", "routes/customer/checkout-complete.tsx", { id: "checkout-payment" }),
    route("orders", "routes/customer/orders.tsx"),
    route("orders/:id", "routes/customer/order-info.tsx"),
    route("addresses", "routes/customer/addresses.tsx"),
    route("gift-cards", "routes/customer/gift-cards.tsx"),
    route("gift-cards/:code", "routes/customer/gift-card-status.tsx"),
  ],
  merchant: [
    route("coupons", "routes/merchant/coupons.tsx"),
    route("coupons/new", "routes/merchant/coupon-new.tsx"),
    route("coupons/:id", "routes/merchant/coupon-edit.tsx"),
  ],
  admin: [route("logistics", "routes/admin/logistics.tsx")],
};
