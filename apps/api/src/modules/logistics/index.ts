export { logisticsRoutes } from "./logistics.routes.js";
