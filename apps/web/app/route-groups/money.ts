import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of payments and money, per area. Paths are relative to the area (customer: no prefix;
 * merchant: /merchant; admin: /admin). A section slug used here replaces that area's "coming soon" page.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("transactions", "routes/merchant/transactions.tsx")],
  admin: [route("transactions", "routes/admin/transactions.tsx")],
};
