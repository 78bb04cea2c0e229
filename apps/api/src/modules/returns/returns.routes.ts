import { MESSAGES, returnsEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import * as service from "./returns.service.js";

/** Returns, refunds and replacements: customers ask, merchants accept and receive, admins decide. */
export function returnsRoutes(app: FastifyInstance): void {
  // the customer asks
  route(app, e.createReturn, async ({ ctx, body }) => ({
    data: await service.createReturn(ctx, body, body.type),
    message: body.type === "refund" ? MESSAGES.orderReturned : MESSAGES.orderReplaced,
  }));
  route(app, e.returnOrder, async ({ ctx, body }) => ({ data: await service.createReturn(ctx, body, "refund"), message: MESSAGES.orderReturned }));
  route(app, e.replaceOrder, async ({ ctx, body }) => ({ data: await service.createReturn(ctx, body, "replace"), message: MESSAGES.orderReplaced }));

  // the store's own (merchant) or all (admin)
  route(app, e.list, async ({ ctx, query }) => ({ data: await service.listReturns(ctx, query) }));
  route(app, e.refundReturns, async ({ ctx, query }) => ({ data: await service.listRefundReturns(ctx, query) }));
  route(app, e.get, async ({ ctx, params }) => ({ data: await service.getReturn(ctx, params.id) }));
  route(app, e.updateStatus, async ({ ctx, params, body }) => service.updateReturnStatus(ctx, params.id, body));
  route(app, e.adminStatus, async ({ ctx, params, body }) => service.overrideReturnStatus(ctx, params.id, body));

  // admins decide
  route(app, e.refundDecision, async ({ ctx, params, body }) => service.decideReturnRefund(ctx, params.id, body));
  route(app, e.replaceDecision, async ({ ctx, params, body }) => service.decideReplacement(ctx, params.id, body));
  route(app, e.refundRequests, async ({ ctx, query }) => ({ data: await service.listRefundRequests(ctx, query) }));
  route(app, e.rejectRefund, async ({ ctx, params, body }) => service.decideRefundRequest(ctx, params.id, { decision: "reject", reason: body.reason }));
  route(app, e.decideRefund, async ({ ctx, params, body }) => service.decideRefundRequest(ctx, params.id, body));
}
