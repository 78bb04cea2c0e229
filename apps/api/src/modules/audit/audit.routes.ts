import { storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as audit from "./audit.service.js";

export function auditRoutes(app: FastifyInstance): void {
	route(app, e.auditLog, async ({ ctx, query }) => ({
		data: await audit.listAuditLog(ctx, query),
	}));
}
