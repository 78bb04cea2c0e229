export { CategoryManager } from "./category-manager";
export { categoryKeys, categoryTreeQuery, useCategoryTree } from "./categories.queries";
