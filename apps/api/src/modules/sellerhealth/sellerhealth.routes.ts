import { SELLER_HEALTH_MESSAGES, sellerHealthEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./sellerhealth.service.js";

export function sellerHealthRoutes(app: FastifyInstance): void {
  route(app, e.merchant, async ({ ctx }) => ({ data: await service.getMerchantHealth(ctx) }));
  route(app, e.appeal, async ({ ctx, body }) => ({ data: await service.appeal(ctx, body), message: SELLER_HEALTH_MESSAGES.appealSent }));
  route(app, e.settings, async ({ ctx }) => ({ data: await service.getSettings(ctx) }));
  route(app, e.updateSettings, async ({ ctx, body }) => ({ data: await service.saveSettings(ctx, body), message: SELLER_HEALTH_MESSAGES.settingsSaved }));
  route(app, e.appeals, async ({ ctx, query }) => ({ data: await service.listAppeals(ctx, query) }));
  route(app, e.storeHealth, async ({ ctx, params }) => ({ data: await service.getStoreHealth(ctx, params.storeId) }));
  route(app, e.decideAppeal, async ({ ctx, params, body }) => {
    const data = await service.decideAppeal(ctx, params.id, body);
    return { data, message: data.status === "accepted" ? SELLER_HEALTH_MESSAGES.appealAccepted : SELLER_HEALTH_MESSAGES.appealRejected };
  });
  route(app, e.recompute, async ({ ctx, body }) => {
    const data = await service.recomputeForAdmin(ctx, body);
    return { data, message: data.queued ? SELLER_HEALTH_MESSAGES.recomputeQueued : SELLER_HEALTH_MESSAGES.recomputed };
  });
}
