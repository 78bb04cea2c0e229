import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of shipping partners as a party, per area. Paths are relative to the area (customer: no
 * prefix; merchant: /merchant; admin: /admin). The public application page lives in the
 * shipping-partner area (routes.ts: /shipping-partner/onboard).
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [],
  admin: [route("partners", "routes/admin/partners.tsx")],
};
