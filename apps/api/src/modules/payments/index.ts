export { paymentsRoutes } from "./payments.routes.js";
