export { insertMerchant, insertStaff, type MerchantRow } from "./merchants.repository.js";
export { merchants, merchantStaff } from "./merchants.table.js";
export { merchantsRoutes } from "./merchants.routes.js";
