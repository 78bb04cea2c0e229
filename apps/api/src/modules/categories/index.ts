export { categoriesRoutes } from "./categories.routes.js";
export { findChildCategoryPath } from "./categories.repository.js";
export { categories, subCategories, childCategories } from "./categories.table.js";
