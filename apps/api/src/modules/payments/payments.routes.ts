import { checkoutEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../http/endpoint.js";
import * as payments from "./payments.service.js";

/** Exact bytes of webhook bodies: providers sign those, not our re-serialisation. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export function paymentsRoutes(app: FastifyInstance): void {
  // The webhook route lives in its own scope so that its JSON parser can keep the raw body. Plugins load
  // after the unimplemented-endpoint fallback is registered, so the endpoint is claimed here at once.
  app.implementedEndpoints.add(e.webhook.id);
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      rawBodies.set(req, text);
      // Never fail here: a body that is not JSON fails the signature check instead (401).
      let parsed: unknown = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = {};
      }
      done(null, parsed);
    });
    route(scope, e.webhook, async ({ ctx, params, req }) => {
      await payments.receiveWebhook(ctx, params.provider, rawBodies.get(req) ?? "", req.headers);
      return { data: null, message: MESSAGES.ok };
    });
  });

  route(app, e.testGatewayPage, async ({ ctx, params, reply }) => {
    const { status, html } = await payments.testGatewayPage(ctx, params.reference);
    reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
    return { raw: true };
  });
  route(app, e.testGatewayPay, async ({ ctx, params, body }) => ({
    data: await payments.completeTestPayment(ctx, params.reference, body.outcome),
    message: MESSAGES.paymentRecorded,
  }));
}
