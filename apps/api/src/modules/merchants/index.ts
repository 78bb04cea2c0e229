export { insertMerchant, insertStaff, type MerchantRow } from "./merchants.repository.js";
export { merchants, merchantStaff, pricingPlans, type AddressValue } from "./merchants.table.js";
export { merchantsRoutes } from "./merchants.routes.js";
export { assertManagingAdmin, pageOffset } from "./merchants.access.js";
export {
  approvalStatusOf,
  commissionBpsForMerchant,
  findActivePricingPlan,
  getMerchantView,
  refreshOnboarding,
  setMerchantPricingPlan,
  setMerchantVerified,
  toPricingPlan,
} from "./merchants.service.js";
