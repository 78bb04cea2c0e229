export { categoriesRoutes } from "./categories.routes.js";
