import { storesEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as staff from "./staff.service.js";

export function staffRoutes(app: FastifyInstance): void {
	route(app, e.staffResources, async () => ({
		data: staff.listStaffResources(),
	}));
	route(app, e.staffList, async ({ ctx, query }) => ({
		data: await staff.listStaff(ctx, query),
	}));
	route(app, e.staffGet, async ({ ctx, params }) => ({
		data: await staff.getStaff(ctx, params.staffid),
	}));
	route(app, e.staffCreate, async ({ ctx, body }) => ({
		data: await staff.createStaff(ctx, body),
		status: 201,
		message: MESSAGES.staffCreated,
	}));
	route(app, e.staffUpdate, async ({ ctx, params, body }) => ({
		data: await staff.updateStaff(ctx, params.staffid, body),
		message: MESSAGES.staffUpdated,
	}));
	route(app, e.staffDelete, async ({ ctx, params }) => ({
		data: await staff.removeStaff(ctx, params.staffid),
		message: MESSAGES.staffRemoved,
	}));
}
