import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Reports (spec §7): the merchant's store, and every store (or one) for admins. */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("reports", "routes/merchant/reports.tsx")],
  admin: [route("reports", "routes/admin/reports.tsx")],
};
