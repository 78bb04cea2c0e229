import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Bulk product import (/merchant/products/import, ?id= for one import). */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("products/import", "routes/merchant/products-import.tsx")],
  admin: [],
};
