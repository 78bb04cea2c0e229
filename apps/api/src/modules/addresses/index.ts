export { addressesRoutes } from "./addresses.routes.js";
export { getCustomerAddress, findDefaultCustomerAddress, MAX_ADDRESSES } from "./addresses.service.js";
