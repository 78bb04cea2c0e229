import { MESSAGES, storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as hubs from "./hubs.service.js";

export function hubsRoutes(app: FastifyInstance): void {
  route(app, e.approvedHubs, async ({ ctx, query }) => ({ data: await hubs.listApprovedHubs(ctx, query) }));
  route(app, e.hubs, async ({ ctx, query }) => ({ data: await hubs.listHubs(ctx, query) }));
  route(app, e.hubApplications, async ({ ctx, query }) => ({ data: await hubs.listHubApplications(ctx, query) }));
  route(app, e.applyHub, async ({ ctx, body }) => ({ data: await hubs.applyForHub(ctx, body), message: MESSAGES.hubApplied }));
  route(app, e.approveHub, async ({ ctx, params }) => ({ data: await hubs.approveHub(ctx, params.id), message: MESSAGES.hubApproved }));
  route(app, e.rejectHub, async ({ ctx, params, body }) => ({ data: await hubs.rejectHub(ctx, params.id, body.reason), message: MESSAGES.hubRejected }));
  route(app, e.updateHub, async ({ ctx, params, body }) => ({ data: await hubs.updateHub(ctx, params.id, body), message: MESSAGES.updated }));
  route(app, e.deleteHub, async ({ ctx, params }) => ({ data: await hubs.deleteHub(ctx, params.id), message: MESSAGES.deleted }));
}
