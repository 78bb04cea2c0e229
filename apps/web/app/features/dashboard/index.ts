export { DashboardHome, type DashboardHomeProps } from "./dashboard-home";
export { MerchantToday, MerchantTodayPanel, MerchantTodaySkeleton } from "./merchant-dashboard";
export { merchantDashboardKeys, merchantDashboardQuery } from "./merchant-dashboard.queries";
export {
  ADMIN_SECTIONS,
  adminCaller,
  adminNav,
  adminSections,
  canOpenAdminPath,
  canOpenMerchantPath,
  canOpenSection,
  canSeeAdminSection,
  canSeeMerchantSection,
  type DashboardSection,
  findSection,
  MERCHANT_SECTIONS,
  mayCallAll,
  merchantNav,
  merchantSections,
  partnerNav,
} from "./dashboard-nav";
export { SectionPage, type SectionPageProps } from "./section-page";
export { AdminPathGate, MerchantPathGate, SectionGate, type SectionGateProps } from "./section-gate";
export { ACCOUNT_SECTIONS, type AccountSection } from "./account-sections";
