import { giftcardsEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { guarded } from "../limits/index.js";
import * as giftcards from "./giftcards.service.js";

/** Buying and reading gift cards. Applying cards to the cart (apply / unapply / applied) is the cart's. */
export function giftcardsRoutes(app: FastifyInstance): void {
  giftcards.registerGiftCardPayments();

  route(app, e.purchase, async ({ ctx, body }) => ({
    data: await giftcards.purchaseGiftCard(ctx, body),
    message: MESSAGES.giftCardPaymentStarted,
  }));
  route(app, e.pay, async ({ ctx, body }) => {
    const { card, message } = await giftcards.payGiftCard(ctx, body.reference);
    return { data: card, message };
  });
  route(app, e.myCards, async ({ ctx, query }) => ({ data: await giftcards.listMyGiftCards(ctx, query) }));
  route(app, e.status, async ({ ctx, params }) => ({
    data: await guarded(ctx, "codeGuess", ctx.actor.userId, () => giftcards.giftCardStatus(ctx, params.code)),
  }));
  route(app, e.activities, async ({ ctx, params, query }) => ({
    data: await giftcards.listGiftCardActivities(ctx, params.id, query),
  }));
}
