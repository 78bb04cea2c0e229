export { type BankFieldsSlotProps, PartnerApplicationForm, type PartnerApplicationFormProps } from "./partner-application-form";
export { PartnersAdmin, type PartnersAdminProps } from "./partners-admin";
export { partnerKeys, partnerListQuery } from "./partners.queries";

/** Admins and super admins approve and add partners; dispatchers and schedulers read the list. */
export function canManagePartners(role: string): boolean {
  return role === "admin" || role === "superadmin";
}
