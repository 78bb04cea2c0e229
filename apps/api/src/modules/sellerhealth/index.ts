// Seller health: a score per store from its last 90 days (docs/seller-health.md), the level it puts the
// store on (warning, lower in search, payouts on hold) and the merchant's appeals.
export { sellerHealthRoutes } from "./sellerhealth.routes.js";
export { sellerHealthJobs } from "./sellerhealth.jobs.js";
export { recomputeStores } from "./sellerhealth.service.js";
