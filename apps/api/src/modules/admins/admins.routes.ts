import { storesEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as admins from "./admins.service.js";

export function adminsRoutes(app: FastifyInstance): void {
	route(app, e.admins, async ({ ctx, query }) => ({
		data: await admins.listAdmins(ctx, query),
	}));
	route(app, e.adminRoles, async ({ ctx }) => ({
		data: await admins.listRoles(ctx),
	}));
	route(app, e.adminResources, async ({ ctx }) => ({
		data: await admins.listResources(ctx),
	}));
	route(app, e.admin, async ({ ctx, params }) => ({
		data: await admins.getAdmin(ctx, params.id),
	}));
	route(app, e.createAdmin, async ({ ctx, body }) => ({
		data: await admins.createAdmin(ctx, body),
		message: MESSAGES.adminCreated,
	}));
	route(app, e.updateAdmin, async ({ ctx, params, body }) => ({
		data: await admins.updateAdmin(ctx, params.id, body),
		message: MESSAGES.adminUpdated,
	}));
	route(app, e.deactivateAdmin, async ({ ctx, params }) => ({
		data: await admins.deactivateAdmin(ctx, params.id),
		message: MESSAGES.adminDeactivated,
	}));
	route(app, e.activateAdmin, async ({ ctx, params }) => ({
		data: await admins.activateAdmin(ctx, params.id),
		message: MESSAGES.adminActivated,
	}));
	route(app, e.deleteAdmin, async ({ ctx, params }) => ({
		data: await admins.deleteAdmin(ctx, params.id),
		message: MESSAGES.adminDeleted,
	}));
}
