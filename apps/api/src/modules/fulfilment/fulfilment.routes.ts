import { ordersEndpoints as e, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { openEventStream } from "../../http/event-stream.js";
import { listenToStatusChanges } from "./fulfilment.live.js";
import * as service from "./fulfilment.service.js";

/** The delivery chain after payment: status moves, assignment, delivery with the token, every role's lists. */
export function fulfilmentRoutes(app: FastifyInstance): void {
  // lists and details, per role
  route(app, e.customerOrderInfo, async ({ ctx, params }) => ({ data: await service.getOrder(ctx, params.id) }));
  route(app, e.merchantOrders, async ({ ctx, query }) => ({ data: await service.listMerchantOrders(ctx, query) }));
  route(app, e.merchantOrder, async ({ ctx, params }) => ({ data: await service.getOrder(ctx, params.id) }));
  route(app, e.adminOrders, async ({ ctx, query }) => ({ data: await service.listAdminOrders(ctx, query) }));
  route(app, e.adminOrder, async ({ ctx, params }) => ({ data: await service.getOrder(ctx, params.id) }));
  route(app, e.dispatcherOrders, async ({ ctx, query }) => ({ data: await service.listDispatcherOrders(ctx, query) }));
  route(app, e.dispatcherOrder, async ({ ctx, params }) => ({ data: await service.getOrder(ctx, params.id) }));
  route(app, e.partnerOrders, async ({ ctx, query }) => ({ data: await service.listPartnerOrders(ctx, query) }));
  route(app, e.partnerOrder, async ({ ctx, params }) => ({ data: await service.getOrder(ctx, params.id) }));
  route(app, e.search, async ({ ctx, query }) => ({ data: await service.searchOrders(ctx, query) }));

  // the status machine
  route(app, e.statuses, async ({ ctx, query }) => ({ data: await service.allowedMoves(ctx, query.orderId) }));
  route(app, e.updateStatus, async ({ ctx, params, body }) => ({
    data: await service.updateOrderStatus(ctx, params.id, body),
    message: MESSAGES.orderStatusUpdated,
  }));
  route(app, e.partnerStatus, async ({ ctx, params, body }) => ({
    data: await service.updateOrderStatus(ctx, params.id, body),
    message: MESSAGES.orderStatusUpdated,
  }));
  route(app, e.partnerDecline, async ({ ctx, params, body }) => ({
    data: await service.partnerDecline(ctx, params.id, body.reason),
    message: MESSAGES.orderDeclined,
  }));

  // assignment and delivery
  route(app, e.assignToBitmarte, async ({ ctx, params }) => ({ data: await service.assignToBitmarte(ctx, params.orderId), message: MESSAGES.orderAssigned }));
  route(app, e.assignToPartner, async ({ ctx, params, body }) => ({
    data: await service.assignToPartner(ctx, params.orderId, body.partnerId),
    message: MESSAGES.orderAssigned,
  }));
  route(app, e.assignToDispatcher, async ({ ctx, params, body }) => ({
    data: await service.assignToDispatcher(ctx, params.orderId, body.dispatcherId),
    message: MESSAGES.orderAssigned,
  }));
  route(app, e.convertToken, async ({ ctx, params, body }) => ({
    data: await service.deliverWithToken(ctx, params.orderId, body.token, body.shippingEvidence),
    message: MESSAGES.orderDelivered,
  }));
  route(app, e.updateToken, async ({ ctx, query }) => ({ data: await service.regenerateToken(ctx, query.orderId), message: MESSAGES.deliveryTokenSent }));
  route(app, e.dispatcherPhone, async ({ ctx, params, body }) => ({
    data: await service.setDispatcherPhone(ctx, params.orderId, body.dispatchPhoneNumber),
    message: MESSAGES.dispatcherPhoneSaved,
  }));

  // details for the people who deliver
  route(app, e.shippingDetails, async ({ ctx, params }) => ({ data: await service.shippingDetails(ctx, params.orderId) }));
  route(app, e.customerShippingAddress, async ({ ctx, query }) => ({ data: await service.customerShippingAddress(ctx, query) }));
  route(app, e.dispatchers, async ({ ctx }) => ({ data: await service.listDispatchers(ctx) }));
  route(app, e.customerInfo, async ({ ctx, params }) => ({ data: await service.customerInfo(ctx, params.customerId) }));
  route(app, e.merchantPolicy, async ({ ctx, params }) => ({ data: await service.merchantPolicies(ctx, params.storeId) }));

  // operations board
  route(app, e.adminBoard, async ({ ctx }) => ({ data: await service.operationsBoard(ctx) }));
  route(app, e.settings, async ({ ctx }) => ({ data: await service.getSettings(ctx) }));
  route(app, e.updateSettings, async ({ ctx, body }) => ({ data: await service.saveSettings(ctx, body), message: MESSAGES.fulfilmentSettingsSaved }));
  route(app, e.adminLive, ({ ctx, req, reply }) =>
    openEventStream(req, reply, (send) => listenToStatusChanges(ctx.db, (event) => send("status", event))),
  );
}
