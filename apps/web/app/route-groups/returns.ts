import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Routes of returns, refunds and replacements, per area. The customer's part lives on the order page
 * (buying.ts); stores and Bitmarte have their own section.
 */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("returns", "routes/merchant/returns.tsx"), route("returns/:id", "routes/merchant/return.tsx")],
  admin: [route("returns", "routes/admin/returns.tsx"), route("returns/:id", "routes/admin/return.tsx")],
};
