export { LogisticsScreen } from "./logistics-screen";
export { logisticsKeys } from "./logistics.queries";

/** Dispatchers and schedulers read the logistics data; admins and super admins change it. */
export function canEditLogistics(role: string): boolean {
  return role === "admin" || role === "superadmin";
}
