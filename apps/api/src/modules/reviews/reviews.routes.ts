import { storesEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./reviews.service.js";

/** Reviews: customers review what they received; everyone reads; stores read and answer theirs; admins moderate. */
export function reviewsRoutes(app: FastifyInstance): void {
  route(app, e.reviewProduct, async ({ ctx, body }) => ({ data: await service.reviewProduct(ctx, body), message: MESSAGES.reviewPosted }));
  route(app, e.reviewMerchant, async ({ ctx, body }) => ({ data: await service.reviewMerchant(ctx, body), message: MESSAGES.reviewPosted }));
  route(app, e.productReviews, async ({ ctx, params, query }) => ({ data: await service.productReviews(ctx, params.productId, query) }));
  route(app, e.merchantReviews, async ({ ctx, params, query }) => ({ data: await service.merchantReviews(ctx, params.merchantId, query) }));
  route(app, e.reviews, async ({ ctx, query }) => ({ data: await service.listReviews(ctx, query) }));
  route(app, e.reviewVisibility, async ({ ctx, params, body }) => {
    const { review, message } = await service.setReviewVisibility(ctx, params.id, body);
    return { data: review, message };
  });
  route(app, e.reviewReply, async ({ ctx, params, body }) => {
    const { review, message } = await service.replyToReview(ctx, params.id, body);
    return { data: review, message };
  });
  route(app, e.deleteReviewReply, async ({ ctx, params }) => ({ data: await service.removeReviewReply(ctx, params.id), message: MESSAGES.reviewReplyRemoved }));
}
