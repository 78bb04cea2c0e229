export { couponsRoutes } from "./coupons.routes.js";
