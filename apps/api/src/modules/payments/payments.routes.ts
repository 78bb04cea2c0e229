import { checkoutEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { withRawJsonBodies } from "../../http/raw-body.js";
import * as payments from "./payments.service.js";

export function paymentsRoutes(app: FastifyInstance): void {
  // The webhook route keeps the raw body (its own scope). Plugins load after the unimplemented-endpoint
  // fallback is registered, so the endpoint is claimed here at once.
  app.implementedEndpoints.add(e.webhook.id);
  withRawJsonBodies(app, (scope, rawBodyOf) => {
    route(scope, e.webhook, async ({ ctx, params, req }) => {
      await payments.receiveWebhook(ctx, params.provider, rawBodyOf(req), req.headers);
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
