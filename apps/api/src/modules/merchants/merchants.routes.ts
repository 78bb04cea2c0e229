import { authEndpoints as auth, MESSAGES, storesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as merchants from "./merchants.service.js";

export function merchantsRoutes(app: FastifyInstance): void {
  // Onboarding and the merchant profile live under /auth (spec §7) but belong to this module.
  route(app, auth.merchantOnboard, async ({ ctx, body }) => ({
    data: await merchants.saveOnboarding(ctx, body),
    message: MESSAGES.onboardingSaved,
  }));
  route(app, auth.merchantOnboardPricing, async ({ ctx, body }) => ({
    data: await merchants.choosePricingPlan(ctx, body.pricingPlanId),
    message: MESSAGES.pricingPlanChosen,
  }));
  route(app, auth.merchantOnboardingStatus, async ({ ctx }) => ({ data: await merchants.getOnboardingStatus(ctx, ctx.actor.merchantId) }));

  route(app, e.merchantOnboarding, async ({ ctx }) => ({ data: await merchants.getOnboardingStatus(ctx, ctx.actor.merchantId) }));

  route(app, e.plans, async ({ ctx }) => ({ data: await merchants.listPlans(ctx) }));
  route(app, e.planSubscription, async ({ ctx }) => ({ data: await merchants.getPlanSubscription(ctx) }));
}
