import { authEndpoints as auth, storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { getMerchantDashboard } from "./dashboard.service.js";
import * as insights from "./insights.service.js";

export function insightsRoutes(app: FastifyInstance): void {
  route(app, auth.merchantProfile, async ({ ctx }) => ({ data: await insights.getOwnMerchant(ctx) }));
  route(app, e.merchantProfile, async ({ ctx }) => ({ data: await insights.getOwnMerchant(ctx) }));
  route(app, e.merchantDashboard, async ({ ctx }) => ({ data: await getMerchantDashboard(ctx) }));
  route(app, e.merchantStats, async ({ ctx }) => ({ data: await insights.getMerchantStats(ctx) }));
  route(app, e.merchants, async ({ ctx, query }) => ({ data: await insights.listMerchants(ctx, query) }));
  route(app, e.merchant, async ({ ctx, params }) => ({ data: await insights.getMerchantForAdmin(ctx, params.id) }));
  route(app, e.storeDetails, async ({ ctx, params }) => ({ data: await insights.getStoreDetails(ctx, params.merchantId) }));
}
