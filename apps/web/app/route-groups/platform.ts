import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of the platform itself (the job queue's dead letters…), per area. Paths are relative to the
 * area (customer: no prefix; merchant: /merchant; admin: /admin). A section slug used here replaces
 * that area's "coming soon" page.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [],
  admin: [route("jobs", "routes/admin/jobs.tsx")],
};
