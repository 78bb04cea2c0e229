import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Routes of seller health, per area (merchant: /merchant/health; admin: /admin/seller-health). */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("health", "routes/merchant/health.tsx")],
  admin: [route("seller-health", "routes/admin/seller-health.tsx")],
};
