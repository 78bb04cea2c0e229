export { DashboardHome, type DashboardHomeProps } from "./dashboard-home";
export {
  ACCOUNT_SECTIONS,
  ADMIN_SECTIONS,
  adminNav,
  adminSections,
  canOpenSection,
  canSeeAdminSection,
  canSeeMerchantSection,
  type DashboardSection,
  findSection,
  MERCHANT_SECTIONS,
  merchantNav,
  merchantSections,
  partnerNav,
} from "./dashboard-nav";
export { SectionPage, type SectionPageProps } from "./section-page";
export { SectionGate, type SectionGateProps } from "./section-gate";
