export { addressesRoutes } from "./addresses.routes.js";
