// Merchants and their stores: the merchant account and staff, pricing plans, onboarding, the store
// with its profile, policies and followers, store approval, and the hubs stores ship from.
export { merchantsRoutes } from "./merchants.routes.js";
export { storesRoutes } from "./stores.routes.js";
export { hubsRoutes } from "./hubs.routes.js";
export { staffRoutes } from "./staff.routes.js";
export {
  findMerchantWithStore,
  followerCounts,
  insertMerchant,
  insertStaff,
  listMerchants as listMerchantRows,
  type MerchantRow,
  type MerchantWithStore,
} from "./merchants.repository.js";
export {
  approvalStatusOf,
  commissionBpsForMerchant,
  commissionBpsForMerchants,
  findActivePricingPlan,
  postalAddress,
  refreshOnboarding,
  setMerchantPricingPlan,
  setMerchantVerified,
  toPricingPlan,
} from "./merchants.service.js";
export {
  createStoreForMerchant,
  freeStoreUrl,
  getStorePage,
  isOfficialOutletStore,
  isStoreFollower,
  listStorePolicies,
  slugify,
  storesFollowedAmong,
} from "./stores.service.js";
export { assertPlanIncludes, merchantPlanCode } from "./plan-features.js";
export { findLiveStore, findLiveStoreByUrl, findStoreByMerchant, liveStore, setStoreRatingSummary, type StoreRow } from "./stores.repository.js";
export { getStoreReview } from "./approvals.service.js";
export { findMerchantContact } from "./merchants.repository.js";
export { findApprovedHub } from "./hubs.service.js";
export { notifyStoreStaff, notifyStoreTeam, type StoreNotice, type StoreResource, tellStoreWaiting } from "./notices.service.js";
