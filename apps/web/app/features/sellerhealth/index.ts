// Seller health: the merchant's health page and dashboard banner, and the admin's thresholds and appeals.
export { AdminHealthScreen } from "./admin-health-screen";
export { HealthBanner, MerchantHealthScreen } from "./merchant-health-screen";
