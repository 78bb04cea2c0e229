import { logisticsEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as partners from "./partners.service.js";

/** Shipping partners as a party: applications, the admin list, approval and direct additions. */
export function partnersRoutes(app: FastifyInstance): void {
  route(app, e.partnerOnboard, async ({ ctx, body }) => ({ data: await partners.onboardPartner(ctx, body), message: MESSAGES.partnerApplied }));
  route(app, e.partners, async ({ ctx, query }) => ({ data: await partners.listPartners(ctx, query) }));
  route(app, e.approvePartner, async ({ ctx, params }) => ({ data: await partners.approvePartner(ctx, params.id), message: MESSAGES.partnerAdded }));
  route(app, e.rejectPartner, async ({ ctx, params, body }) => ({ data: await partners.rejectPartner(ctx, params.id, body.reason), message: MESSAGES.partnerRejected }));
  route(app, e.createPartner, async ({ ctx, body }) => ({ data: await partners.createPartner(ctx, body), message: MESSAGES.partnerAdded }));
}
