export {
  createStoreForMerchant,
  freeStoreUrl,
  isStoreFollower,
  slugify,
  storesFollowedAmong,
} from "./stores.service.js";
export { findLiveStore, findStoreByMerchant, liveStore, type StoreRow } from "./stores.repository.js";
export { storeFollowers, storePolicies, stores } from "./stores.table.js";
export { storesRoutes } from "./stores.routes.js";
