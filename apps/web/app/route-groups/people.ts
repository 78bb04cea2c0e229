import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Merchant staff, admin accounts and the audit log. Paths are relative to the area. */
export const routes: {
	customer: RouteConfigEntry[];
	merchant: RouteConfigEntry[];
	admin: RouteConfigEntry[];
} = {
	customer: [],
	merchant: [route("staff", "routes/merchant/staff.tsx")],
	admin: [
		route("admins", "routes/admin/admins.tsx"),
		route("audit-log", "routes/admin/audit-log.tsx"),
	],
};
