import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of reviews, per area. Paths are relative to the area (customer: no prefix; merchant:
 * /merchant; admin: /admin). The customer's account pages are declared in routes.ts (under /account).
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("reviews", "routes/merchant/reviews.tsx")],
  admin: [route("reviews", "routes/admin/reviews.tsx")],
};
