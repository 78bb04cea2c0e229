export { createStoreForMerchant, freeStoreUrl, slugify } from "./stores.service.js";
export { findStoreByMerchant, type StoreRow } from "./stores.repository.js";
export { stores } from "./stores.table.js";
export { storesRoutes } from "./stores.routes.js";
