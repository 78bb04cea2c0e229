import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of the platform itself (the job queue's dead letters, each person's notifications…), per area. Paths are relative to the
 * area (customer: no prefix; merchant: /merchant; admin: /admin). A section slug used here replaces
 * that area's "coming soon" page.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[]; partner: RouteConfigEntry[] } = {
  customer: [route("notifications", "routes/customer/notifications.tsx")],
  merchant: [route("notifications", "routes/merchant/notifications.tsx")],
  admin: [route("jobs", "routes/admin/jobs.tsx"), route("notifications", "routes/admin/notifications.tsx")],
  partner: [route("notifications", "routes/shipping-partner/notifications.tsx")],
};
