import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of this domain, per area. Paths are relative to the area (customer: no prefix; merchant:
 * /merchant; admin: /admin). A section slug used here replaces that area's "coming soon" page.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [route("following", "routes/customer/following.tsx")],
  merchant: [
    route("onboarding", "routes/merchant/onboarding.tsx"),
    route("store-profile", "routes/merchant/store-profile.tsx"),
  ],
  admin: [
    route("stores", "routes/admin/stores.tsx"),
    route("stores/:merchantId", "routes/admin/store-details.tsx"),
    route("approvers", "routes/admin/approvers.tsx"),
    route("hubs", "routes/admin/hubs.tsx"),
    route("merchants", "routes/admin/merchants.tsx"),
    route("merchants/:id", "routes/admin/merchant-details.tsx"),
  ],
};
