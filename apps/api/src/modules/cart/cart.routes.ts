import { cartEndpoints as cart, couponsEndpoints as coupons, giftcardsEndpoints as giftcards, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { guarded } from "../limits/index.js";
import * as service from "./cart.service.js";

/** The cart, its shipping fee, and the coupon codes and gift cards applied to it. */
export function cartRoutes(app: FastifyInstance): void {
  route(app, cart.get, async ({ ctx, query }) => ({ data: await service.getCart(ctx, query) }));
  route(app, cart.add, async ({ ctx, body, req }) => {
    const { item, message } = await service.addToCart(ctx, body, req.headers["idempotency-key"]);
    return { data: item, message };
  });
  route(app, cart.update, async ({ ctx, body }) => {
    const { item, message } = await service.updateCartItem(ctx, body);
    return { data: item, message };
  });
  route(app, cart.remove, async ({ ctx, body }) => ({
    data: await service.removeCartItem(ctx, body.cartItemId),
    message: MESSAGES.cartItemRemoved,
  }));
  route(app, cart.shippingFee, async ({ ctx, query }) => ({ data: await service.shippingFees(ctx, query.addressId) }));

  route(app, giftcards.apply, async ({ ctx, body }) => ({
    data: await guarded(ctx, "codeGuess", ctx.actor.userId, () => service.applyGiftCard(ctx, body.code)),
    message: MESSAGES.giftCardApplied,
  }));
  route(app, giftcards.unapply, async ({ ctx, params }) => ({
    data: await service.unapplyGiftCard(ctx, params.code),
    message: MESSAGES.giftCardUnapplied,
  }));
  route(app, giftcards.applied, async ({ ctx }) => ({ data: await service.appliedGiftCards(ctx) }));

  // Codes can be guessed: wrong ones count against the customer and the address (429 past the limit).
  route(app, coupons.validate, async ({ ctx, body }) => guarded(ctx, "codeGuess", ctx.actor.userId, () => service.validateCoupon(ctx, body.code)));
  route(app, coupons.apply, async ({ ctx, body }) => ({
    data: await guarded(ctx, "codeGuess", ctx.actor.userId, () => service.applyCoupon(ctx, body.code)),
    message: MESSAGES.couponApplied,
  }));
  route(app, coupons.removeApplied, async ({ ctx, params }) => ({
    data: await service.removeCoupon(ctx, params.code),
    message: MESSAGES.couponRemoved,
  }));
}
