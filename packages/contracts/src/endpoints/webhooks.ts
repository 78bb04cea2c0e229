import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import {
  CreateWebhookEndpointSchema,
  UpdateWebhookEndpointSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointPageSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from "../entities/webhooks.js";

const idParams = z.object({ id: z.uuid() });
/**
 * Managing admins hold the platform's endpoints (every store's events); a store's owner holds the store's
 * (its own events). Staff never: an endpoint receives the store's orders and customers' details.
 */
const AUTH_WEBHOOKS = { kinds: ["merchant", "admin"], ownerOnly: true, adminRoles: ["admin"] } as const;

/** Outbound webhooks: both roles call the same paths, scoped by the caller; another store's endpoint answers 404. */
export const webhooksEndpoints = {
  listEndpoints: defineEndpoint({
    id: "webhooks.listEndpoints", method: "GET", path: "/webhooks/endpoints", auth: AUTH_WEBHOOKS,
    summary: "The caller's webhook endpoints (admins: the platform's; merchants: their store's), newest first",
    response: WebhookEndpointPageSchema,
  }),
  createEndpoint: defineEndpoint({
    id: "webhooks.createEndpoint", method: "POST", path: "/webhooks/endpoints", auth: AUTH_WEBHOOKS, status: 201,
    summary: "Register an endpoint for some events; the answer carries its signing secret, shown this once",
    body: CreateWebhookEndpointSchema, response: WebhookEndpointWithSecretSchema,
  }),
  getEndpoint: defineEndpoint({
    id: "webhooks.getEndpoint", method: "GET", path: "/webhooks/endpoints/:id", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "One webhook endpoint", params: idParams, response: WebhookEndpointSchema,
  }),
  updateEndpoint: defineEndpoint({
    id: "webhooks.updateEndpoint", method: "PATCH", path: "/webhooks/endpoints/:id", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "Change an endpoint's address, events or description, or disable / enable it",
    params: idParams, body: UpdateWebhookEndpointSchema, response: WebhookEndpointSchema,
  }),
  deleteEndpoint: defineEndpoint({
    id: "webhooks.deleteEndpoint", method: "DELETE", path: "/webhooks/endpoints/:id", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "Remove an endpoint and its delivery log", params: idParams, response: z.object({ id: z.uuid() }),
  }),
  testEndpoint: defineEndpoint({
    id: "webhooks.testEndpoint", method: "POST", path: "/webhooks/endpoints/:id/test", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "Queue a signed `webhook.test` event to the endpoint", params: idParams, response: WebhookDeliverySchema,
  }),
  rotateSecret: defineEndpoint({
    id: "webhooks.rotateSecret", method: "POST", path: "/webhooks/endpoints/:id/rotate-secret", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "Replace the endpoint's signing secret; the answer carries the new one, shown this once",
    params: idParams, response: WebhookEndpointWithSecretSchema,
  }),
  listDeliveries: defineEndpoint({
    id: "webhooks.listDeliveries", method: "GET", path: "/webhooks/endpoints/:id/deliveries", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "The endpoint's delivery log, newest first", params: idParams, query: WebhookDeliveriesQuerySchema,
    response: WebhookDeliveryPageSchema,
  }),
  replayDelivery: defineEndpoint({
    id: "webhooks.replayDelivery", method: "POST", path: "/webhooks/deliveries/:id/replay", auth: AUTH_WEBHOOKS, tenantOwned: true,
    summary: "Send one logged delivery's event again (a new delivery with the same event id and body)",
    params: idParams, response: WebhookDeliverySchema,
  }),
};
