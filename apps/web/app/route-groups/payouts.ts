import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Merchant payouts and statements; the admin payouts section (payouts, chargebacks, reconciliation). */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("payouts", "routes/merchant/payouts.tsx"), route("payouts/statement", "routes/merchant/payouts-statement.tsx")],
  admin: [route("payouts", "routes/admin/payouts.tsx"), route("payouts/statement", "routes/admin/payouts-statement.tsx")],
};
