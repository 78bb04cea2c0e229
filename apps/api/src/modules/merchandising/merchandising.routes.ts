import { MESSAGES, productsEndpoints as p, storesEndpoints as s } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./merchandising.service.js";

export function merchandisingRoutes(app: FastifyInstance): void {
  // ---- promotions ----
  route(app, p.promotions, async ({ ctx, query }) => ({ data: await service.listPromotions(ctx, query) }));
  route(app, p.createPromotion, async ({ ctx, body }) => ({
    data: await service.createPromotion(ctx, body),
    message: MESSAGES.promotionCreated,
  }));
  route(app, p.addPromotionProducts, async ({ ctx, body }) => ({
    data: await service.addPromotionProducts(ctx, body),
    message: MESSAGES.promotionProductsAdded,
  }));
  route(app, p.removePromotionProduct, async ({ ctx, params, body }) => ({
    data: await service.removePromotionProduct(ctx, params.promoId, body.productId),
    message: MESSAGES.promotionProductRemoved,
  }));
  route(app, p.deletePromotion, async ({ ctx, params }) => ({
    data: await service.deletePromotion(ctx, params.promoId),
    message: MESSAGES.promotionDeleted,
  }));
  route(app, p.promotionProducts, async ({ ctx, query }) => ({ data: await service.promotionSections(ctx, query.limit) }), { shared: true });

  // ---- official outlets ----
  route(app, p.adminOfficialOutlets, async ({ ctx, query }) => ({ data: await service.listOutlets(ctx, query) }));
  route(app, p.addOfficialOutlet, async ({ ctx, body }) => ({
    data: await service.addOutlet(ctx, body.storeId),
    message: MESSAGES.officialOutletAdded,
  }));
  route(app, p.deleteOfficialOutlet, async ({ ctx, params }) => ({
    data: await service.removeOutlet(ctx, params.id),
    message: MESSAGES.officialOutletRemoved,
  }));
  route(app, p.officialOutlets, async ({ ctx, query }) => ({ data: await service.outletSections(ctx, query.limit) }), { shared: true });

  // ---- featured image collections (home page) ----
  route(app, s.featuredImages, async ({ ctx }) => ({ data: await service.listFeaturedCollections(ctx) }), { shared: true });
  route(app, s.adminFeaturedImages, async ({ ctx, query }) => ({ data: await service.listAllFeaturedCollections(ctx, query) }));
  route(app, s.createFeaturedImages, async ({ ctx, body }) => ({
    data: await service.createFeaturedCollection(ctx, body),
    message: MESSAGES.featuredCollectionCreated,
  }));
  route(app, s.updateFeaturedImages, async ({ ctx, params, body }) => ({
    data: await service.updateFeaturedCollection(ctx, params.id, body),
    message: MESSAGES.featuredCollectionUpdated,
  }));
  route(app, s.deleteFeaturedImages, async ({ ctx, params }) => ({
    data: await service.deleteFeaturedCollection(ctx, params.id),
    message: MESSAGES.featuredCollectionDeleted,
  }));
}
