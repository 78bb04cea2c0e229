import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Contact us, pricing plans, help, terms and privacy, per area (customer: no prefix; merchant: /merchant; admin: /admin):
 * the public contact form and pricing page, the merchant's plan, the admins' contact inbox.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [
    route("contact", "routes/customer/contact.tsx"),
    route("pricing", "routes/customer/pricing.tsx"),
    route("help", "routes/customer/help.tsx"),
    route("terms", "routes/customer/terms.tsx"),
    route("privacy", "routes/customer/privacy.tsx"),
  ],
  merchant: [route("plan", "routes/merchant/plan.tsx")],
  admin: [route("messages", "routes/admin/messages.tsx")],
};
