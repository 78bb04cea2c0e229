import { categoriesEndpoints, MESSAGES, productsEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./products.service.js";

export function productsRoutes(app: FastifyInstance): void {
  // Top categories rank categories by their listed products, which this module counts.
  route(app, categoriesEndpoints.getTop, async ({ ctx, query }) => ({ data: await service.getTopCategories(ctx, query) }), { shared: true });
  // ---- merchant ----
  route(app, e.list, async ({ ctx, query }) => ({ data: await service.listMerchantProducts(ctx, query) }));
  route(app, e.get, async ({ ctx, params }) => ({ data: await service.getMerchantProduct(ctx, params.id) }));
  route(app, e.create, async ({ ctx, body }) => ({
    data: await service.createProduct(ctx, body),
    message: MESSAGES.productCreated,
  }));
  route(app, e.update, async ({ ctx, params, body }) => {
    const data = await service.updateProduct(ctx, params.id, body);
    return { data, message: data.revision?.status === "pending" ? MESSAGES.productEditSentForReview : MESSAGES.productEdited };
  });
  route(app, e.remove, async ({ ctx, params }) => ({
    data: await service.deleteProduct(ctx, params.id),
    message: MESSAGES.productDeleted,
  }));
  route(app, e.updateInventory, async ({ ctx, body }) => ({
    data: await service.updateInventory(ctx, body),
    message: MESSAGES.productUpdated,
  }));
  route(app, e.topProducts, async ({ ctx, query }) => ({ data: await service.topProducts(ctx, query) }));
  route(app, e.lowStock, async ({ ctx, query }) => ({ data: await service.listLowStock(ctx, query) }));
  route(app, e.featured, async ({ ctx }) => ({ data: await service.listFeatured(ctx) }));
  route(app, e.addFeatured, async ({ ctx, body }) => ({
    data: await service.addFeatured(ctx, body.productId),
    message: MESSAGES.productFeatured,
  }));
  route(app, e.removeFeatured, async ({ ctx, params }) => ({
    data: await service.removeFeatured(ctx, params.productId),
    message: MESSAGES.productUnfeatured,
  }));
  route(app, e.couponProducts, async ({ ctx }) => ({ data: await service.couponProducts(ctx) }));

  // ---- customers (public) ----
  route(app, e.customerList, async ({ ctx, query }) => ({ data: await service.listCustomerProducts(ctx, query) }), { shared: true });
  route(app, e.customerGet, async ({ ctx, params }) => ({ data: await service.getPublicProduct(ctx, params.id) }), { shared: true });
  route(app, e.customerByIds, async ({ ctx, body }) => ({ data: await service.productCardsByIds(ctx, body.ids) }));
  route(app, e.superDeals, async ({ ctx, query }) => ({ data: await service.superDeals(ctx, query.limit) }), { shared: true });
  route(app, e.superDiscountedOffer, async ({ ctx, query }) => ({
    data: await service.superDiscountedOffer(ctx, query.limit),
  }), { shared: true });
  route(app, e.dailyDiscountOffer, async ({ ctx, query }) => ({ data: await service.dailyDiscountOffer(ctx, query.limit) }), { shared: true });
  route(app, e.randomProductsCategory, async ({ ctx, query }) => ({
    data: await service.randomProductsCategory(ctx, query.limit),
  }));

  // ---- admin ----
  route(app, e.adminList, async ({ ctx, query }) => ({ data: await service.listAdminProducts(ctx, query) }));
  route(app, e.approve, async ({ ctx, query, body }) => {
    const data = await service.reviewProduct(ctx, query, body);
    if (data.revision) return { data, message: data.revision === "approved" ? MESSAGES.productEditApproved : MESSAGES.productEditRejected };
    return { data, message: body.approved ? MESSAGES.productApproved : MESSAGES.productRejected };
  });
  route(app, e.adminAdd, async ({ ctx, body }) => ({
    data: await service.adminAddProduct(ctx, body),
    message: MESSAGES.productCreated,
  }));
}
