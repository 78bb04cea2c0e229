import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import {
  CategoryRowSchema,
  CategorySchema,
  ChildCategorySchema,
  CreateCategoryBodySchema,
  CreateChildCategoryBodySchema,
  CreateSubCategoryBodySchema,
  SubCategorySchema,
  TopCategoriesQuerySchema,
  TopCategorySchema,
  UpdateCategoryBodySchema,
  UpdateChildCategoryBodySchema,
  UpdateSubCategoryBodySchema,
} from "../entities/categories.js";
import { IdResultSchema } from "../entities/common.js";

/** Catalogue administration is for admins and super admins (dispatchers and schedulers handle orders). */
const AUTH_CATALOGUE_ADMIN = { kinds: ["admin"], adminRoles: ["admin", "superadmin"] } as const;
const idParams = z.object({ id: z.uuid() });

export const categoriesEndpoints = {
  getAll: defineEndpoint({
    id: "categories.getAll", method: "GET", path: "/categories/getallcategories", auth: "public",
    summary: "The whole category tree: categories → sub-categories → child categories",
    response: z.array(CategorySchema),
  }),
  getTop: defineEndpoint({
    id: "categories.getTop", method: "GET", path: "/categories/getTopCategories", auth: "public",
    summary: "Categories with the most visible products", query: TopCategoriesQuerySchema,
    response: z.array(TopCategorySchema),
  }),
  getOne: defineEndpoint({
    id: "categories.getOne", method: "GET", path: "/categories/getonecategory/:id", auth: "public",
    summary: "One category with its sub-categories and child categories", params: idParams, response: CategorySchema,
  }),
  getOneSubCategory: defineEndpoint({
    id: "categories.getOneSubCategory", method: "GET", path: "/categories/getonesubcategory/:id", auth: "public",
    summary: "One sub-category with its child categories", params: idParams, response: SubCategorySchema,
  }),
  getChildCategories: defineEndpoint({
    id: "categories.getChildCategories", method: "GET", path: "/categories/getchildcategories/:subCategoryId",
    auth: "public", summary: "The child categories of a sub-category",
    params: z.object({ subCategoryId: z.uuid() }), response: z.array(ChildCategorySchema),
  }),
  getChildCategory: defineEndpoint({
    id: "categories.getChildCategory", method: "GET", path: "/categories/childcategories/:id", auth: "public",
    summary: "One child category", params: idParams, response: ChildCategorySchema,
  }),

  // ---- admin ----
  createCategory: defineEndpoint({
    id: "categories.createCategory", method: "POST", path: "/categories/admin/categories", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Create a category", body: CreateCategoryBodySchema, response: CategoryRowSchema, status: 201,
  }),
  updateCategory: defineEndpoint({
    id: "categories.updateCategory", method: "PATCH", path: "/categories/admin/categories/:id", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Rename a category or change its image", params: idParams, body: UpdateCategoryBodySchema,
    response: CategoryRowSchema,
  }),
  deleteCategory: defineEndpoint({
    id: "categories.deleteCategory", method: "DELETE", path: "/categories/admin/categories/:id", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Delete a category (409 while products or sub-categories use it)", params: idParams,
    response: IdResultSchema,
  }),
  createSubCategory: defineEndpoint({
    id: "categories.createSubCategory", method: "POST", path: "/categories/admin/subcategories", auth: AUTH_CATALOGUE_ADMIN,
    summary: "Create a sub-category", body: CreateSubCategoryBodySchema, response: CategoryRowSchema, status: 201,
  }),
  updateSubCategory: defineEndpoint({
    id: "categories.updateSubCategory", method: "PATCH", path: "/categories/admin/subcategories/:id",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Rename or move a sub-category", params: idParams, body: UpdateSubCategoryBodySchema,
    response: CategoryRowSchema,
  }),
  deleteSubCategory: defineEndpoint({
    id: "categories.deleteSubCategory", method: "DELETE", path: "/categories/admin/subcategories/:id",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Delete a sub-category (409 while in use)", params: idParams,
    response: IdResultSchema,
  }),
  createChildCategory: defineEndpoint({
    id: "categories.createChildCategory", method: "POST", path: "/categories/admin/childcategories",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Create a child category", body: CreateChildCategoryBodySchema,
    response: CategoryRowSchema, status: 201,
  }),
  updateChildCategory: defineEndpoint({
    id: "categories.updateChildCategory", method: "PATCH", path: "/categories/admin/childcategories/:id",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Rename or move a child category", params: idParams,
    body: UpdateChildCategoryBodySchema, response: CategoryRowSchema,
  }),
  deleteChildCategory: defineEndpoint({
    id: "categories.deleteChildCategory", method: "DELETE", path: "/categories/admin/childcategories/:id",
    auth: AUTH_CATALOGUE_ADMIN, summary: "Delete a child category (409 while products use it)", params: idParams,
    response: IdResultSchema,
  }),
} as const;
