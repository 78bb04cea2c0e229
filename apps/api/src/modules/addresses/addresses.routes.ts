import { cartEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as addresses from "./addresses.service.js";

export function addressesRoutes(app: FastifyInstance): void {
  route(app, e.listAddresses, async ({ ctx, query }) => ({ data: await addresses.listAddresses(ctx, query) }));
  route(app, e.createAddress, async ({ ctx, body }) => ({
    data: await addresses.createAddress(ctx, body),
    message: MESSAGES.shippingAddressAdded,
  }));
  route(app, e.updateAddress, async ({ ctx, params, body }) => ({
    data: await addresses.updateAddress(ctx, params.id, body),
    message: MESSAGES.shippingAddressUpdated,
  }));
  route(app, e.deleteAddress, async ({ ctx, params }) => ({
    data: await addresses.deleteAddress(ctx, params.id),
    message: MESSAGES.shippingAddressDeleted,
  }));
  route(app, e.makeDefaultAddress, async ({ ctx, params }) => ({
    data: await addresses.makeDefaultAddress(ctx, params.id),
    message: MESSAGES.defaultShippingAddressUpdated,
  }));
}
