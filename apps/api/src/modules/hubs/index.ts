export { hubsRoutes } from "./hubs.routes.js";
export { findApprovedHub } from "./hubs.service.js";
export { hubs } from "./hubs.table.js";
