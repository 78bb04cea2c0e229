export { hubsRoutes } from "./hubs.routes.js";
