import { categoriesEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./categories.service.js";

export function categoriesRoutes(app: FastifyInstance): void {
  route(app, e.getAll, async ({ ctx }) => ({ data: await service.getCategoryTree(ctx) }), { shared: true });
  route(app, e.getOne, async ({ ctx, params }) => ({ data: await service.getCategory(ctx, params.id) }));
  route(app, e.getOneSubCategory, async ({ ctx, params }) => ({ data: await service.getSubCategory(ctx, params.id) }));
  route(app, e.getChildCategories, async ({ ctx, params }) => ({
    data: await service.getChildCategoriesOf(ctx, params.subCategoryId),
  }));
  route(app, e.getChildCategory, async ({ ctx, params }) => ({ data: await service.getChildCategory(ctx, params.id) }));

  route(app, e.createCategory, async ({ ctx, body }) => ({
    data: await service.createCategory(ctx, body),
    message: MESSAGES.categoryCreated,
  }));
  route(app, e.updateCategory, async ({ ctx, params, body }) => ({
    data: await service.updateCategory(ctx, params.id, body),
    message: MESSAGES.categoryUpdated,
  }));
  route(app, e.deleteCategory, async ({ ctx, params }) => ({
    data: await service.deleteCategory(ctx, params.id),
    message: MESSAGES.categoryDeleted,
  }));
  route(app, e.createSubCategory, async ({ ctx, body }) => ({
    data: await service.createSubCategory(ctx, body),
    message: MESSAGES.categoryCreated,
  }));
  route(app, e.updateSubCategory, async ({ ctx, params, body }) => ({
    data: await service.updateSubCategory(ctx, params.id, body),
    message: MESSAGES.categoryUpdated,
  }));
  route(app, e.deleteSubCategory, async ({ ctx, params }) => ({
    data: await service.deleteSubCategory(ctx, params.id),
    message: MESSAGES.categoryDeleted,
  }));
  route(app, e.createChildCategory, async ({ ctx, body }) => ({
    data: await service.createChildCategory(ctx, body),
    message: MESSAGES.categoryCreated,
  }));
  route(app, e.updateChildCategory, async ({ ctx, params, body }) => ({
    data: await service.updateChildCategory(ctx, params.id, body),
    message: MESSAGES.categoryUpdated,
  }));
  route(app, e.deleteChildCategory, async ({ ctx, params }) => ({
    data: await service.deleteChildCategory(ctx, params.id),
    message: MESSAGES.categoryDeleted,
  }));
}
