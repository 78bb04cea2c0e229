export { categoriesRoutes } from "./categories.routes.js";
export { findChildCategoryPath, listCategoryRecords } from "./categories.repository.js";
