export { productsRoutes } from "./products.routes.js";
