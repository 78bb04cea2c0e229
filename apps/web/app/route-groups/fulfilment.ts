import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of the delivery chain (orders after payment), per area. Paths are relative to the area
 * (merchant: /merchant; admin: /admin; partner: /shipping-partner). A section slug used here
 * replaces that area's "coming soon" page. The customer's order pages are in buying.ts.
 */
export const routes: {
  customer: RouteConfigEntry[];
  merchant: RouteConfigEntry[];
  admin: RouteConfigEntry[];
  partner: RouteConfigEntry[];
} = {
  customer: [],
  merchant: [
    route("orders", "routes/merchant/orders.tsx"),
    route("orders/:id", "routes/merchant/order.tsx"),
    route("orders/:id/packing-slip", "routes/merchant/packing-slip.tsx"),
  ],
  admin: [
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:id", "routes/admin/order.tsx"),
    route("control-tower", "routes/admin/control-tower.tsx"),
    route("dispatch", "routes/admin/dispatch.tsx"),
    route("deliveries", "routes/admin/deliveries.tsx"),
    route("deliveries/:id", "routes/admin/delivery.tsx"),
  ],
  partner: [route("orders/:id", "routes/shipping-partner/order.tsx")],
};
