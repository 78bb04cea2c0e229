import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Outbound webhooks: a store owner's (/merchant/webhooks) and the platform's (/admin/webhooks). */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("webhooks", "routes/merchant/webhooks.tsx"), route("webhooks/:id", "routes/merchant/webhook.tsx")],
  admin: [route("webhooks", "routes/admin/webhooks.tsx"), route("webhooks/:id", "routes/admin/webhook.tsx")],
};
