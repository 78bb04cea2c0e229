export { authRoutes } from "./auth.routes.js";
export { resolveActor, ALL_MERCHANT_PERMISSIONS } from "./auth.service.js";
export { insertCustomer } from "./auth.repository.js";
