import { logisticsEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as logistics from "./logistics.service.js";

/** Vehicles, zones and locations, the price table, and the second shipping API. Partner endpoints are not here. */
export function logisticsRoutes(app: FastifyInstance): void {
  route(app, e.vehicles, async ({ ctx, query }) => ({ data: await logistics.listVehicles(ctx, query) }));
  route(app, e.vehicle, async ({ ctx, params }) => ({ data: await logistics.getVehicle(ctx, params.id) }));
  route(app, e.createVehicle, async ({ ctx, body }) => ({
    data: await logistics.createVehicle(ctx, body),
    message: MESSAGES.vehicleCreated,
  }));
  route(app, e.updateVehicle, async ({ ctx, params, body }) => ({
    data: await logistics.updateVehicle(ctx, params.id, body),
    message: MESSAGES.vehicleUpdated,
  }));
  route(app, e.deleteVehicle, async ({ ctx, params }) => ({
    data: await logistics.deleteVehicle(ctx, params.id),
    message: MESSAGES.vehicleDeleted,
  }));

  route(app, e.shipping, async ({ ctx }) => ({ data: await logistics.getShippingSetup(ctx) }));
  route(app, e.createShippingLocation, async ({ ctx, body }) => ({
    data: await logistics.createLocation(ctx, body),
    message: MESSAGES.shippingLocationAdded,
  }));
  route(app, e.pricing, async ({ ctx }) => ({ data: await logistics.getPricing(ctx) }));
  route(app, e.updatePricing, async ({ ctx, body }) => ({
    data: await logistics.updatePricing(ctx, body),
    message: MESSAGES.shippingPricingUpdated,
  }));

  route(app, e.discounts, async ({ ctx, query }) => ({ data: await logistics.listDiscounts(ctx, query) }));
  route(app, e.createDiscount, async ({ ctx, body }) => ({
    data: await logistics.createDiscount(ctx, body),
    message: MESSAGES.shippingDiscountCreated,
  }));
  route(app, e.updateDiscount, async ({ ctx, params, body }) => ({
    data: await logistics.updateDiscount(ctx, params.id, body),
    message: MESSAGES.shippingDiscountUpdated,
  }));
  route(app, e.deleteDiscount, async ({ ctx, params }) => ({
    data: await logistics.deleteDiscount(ctx, params.id),
    message: MESSAGES.shippingDiscountDeleted,
  }));

  route(app, e.locations, async ({ ctx, query }) => ({ data: await logistics.listLocations(ctx, query) }));
  route(app, e.createLocation, async ({ ctx, body }) => ({
    data: await logistics.createLocation(ctx, body),
    message: MESSAGES.shippingLocationAdded,
  }));
  route(app, e.updateLocation, async ({ ctx, params, body }) => ({
    data: await logistics.updateLocation(ctx, params.id, body),
    message: MESSAGES.shippingLocationUpdated,
  }));
  route(app, e.deleteLocation, async ({ ctx, params }) => ({
    data: await logistics.deleteLocation(ctx, params.id),
    message: MESSAGES.shippingLocationDeleted,
  }));
}
