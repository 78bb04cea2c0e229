import { couponsEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as coupons from "./coupons.service.js";

/**
 * Merchant coupon management and the public offers list. Applying and checking codes against a cart
 * (validate, apply, remove) acts on the cart, so the cart module registers those three.
 */
export function couponsRoutes(app: FastifyInstance): void {
  route(app, e.list, async ({ ctx, query }) => ({ data: await coupons.listCoupons(ctx, query) }));
  route(app, e.get, async ({ ctx, params }) => ({ data: await coupons.getCoupon(ctx, params.id) }));
  route(app, e.create, async ({ ctx, body }) => ({
    data: await coupons.createCoupon(ctx, body),
    message: MESSAGES.couponCreated,
  }));
  route(app, e.update, async ({ ctx, params, body }) => ({
    data: await coupons.updateCoupon(ctx, params.id, body),
    message: MESSAGES.couponUpdated,
  }));
  route(app, e.remove, async ({ ctx, params }) => ({
    data: await coupons.deleteCoupon(ctx, params.id),
    message: MESSAGES.couponDeleted,
  }));
  route(app, e.forCustomers, async ({ ctx, body }) => ({ data: await coupons.listCustomerCoupons(ctx, body) }));
}
