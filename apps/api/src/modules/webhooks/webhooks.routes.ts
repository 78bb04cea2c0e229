import { WEBHOOK_MESSAGES, webhooksEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./webhooks.service.js";

export function webhooksRoutes(app: FastifyInstance): void {
  route(app, e.listEndpoints, async ({ ctx }) => ({ data: await service.listEndpoints(ctx) }));
  route(app, e.createEndpoint, async ({ ctx, body }) => ({ data: await service.createEndpoint(ctx, body), message: WEBHOOK_MESSAGES.endpointCreated }));
  route(app, e.getEndpoint, async ({ ctx, params }) => ({ data: await service.getEndpoint(ctx, params.id) }));
  route(app, e.updateEndpoint, async ({ ctx, params, body }) => {
    const data = await service.updateEndpoint(ctx, params.id, body);
    const message = body.enabled === true ? WEBHOOK_MESSAGES.endpointEnabled : body.enabled === false ? WEBHOOK_MESSAGES.endpointDisabled : WEBHOOK_MESSAGES.endpointUpdated;
    return { data, message };
  });
  route(app, e.deleteEndpoint, async ({ ctx, params }) => ({ data: await service.deleteEndpoint(ctx, params.id), message: WEBHOOK_MESSAGES.endpointDeleted }));
  route(app, e.testEndpoint, async ({ ctx, params }) => ({ data: await service.sendTestEvent(ctx, params.id), message: WEBHOOK_MESSAGES.testQueued }));
  route(app, e.rotateSecret, async ({ ctx, params }) => ({ data: await service.rotateSecret(ctx, params.id), message: WEBHOOK_MESSAGES.secretRotated }));
  route(app, e.listDeliveries, async ({ ctx, params, query }) => ({ data: await service.listDeliveries(ctx, params.id, query) }));
  route(app, e.replayDelivery, async ({ ctx, params }) => ({ data: await service.replayDelivery(ctx, params.id), message: WEBHOOK_MESSAGES.replayQueued }));
}
