export { authRoutes } from "./auth.routes.js";
export { resolveActor, ALL_MERCHANT_PERMISSIONS } from "./auth.service.js";
export { insertUser, insertCustomer, findUserByEmail } from "./auth.repository.js";
export { users, sessions, roles, permissions } from "./auth.table.js";
