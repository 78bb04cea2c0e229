export { cartRoutes } from "./cart.routes.js";
