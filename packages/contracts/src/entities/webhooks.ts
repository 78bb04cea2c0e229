import { z } from "zod";
import { IsoDateTimeSchema, PageQuerySchema } from "../http.js";

/**
 * What an integrator can subscribe to. Admins' endpoints hear every store's events; a merchant's
 * endpoints hear only their own store's.
 */
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.status_changed",
  "order.delivered",
  "order.completed",
  "return.requested",
  "refund.decided",
  "payout.processed",
  "product.approved",
  "stock.low",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, { message: "Unknown event" });

/** The event "send a test event" delivers; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
/** Every event name a delivery can carry. */
export type WebhookDeliveryEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The words a person reads for each event. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "order.created": "Order created",
  "order.status_changed": "Order status changed",
  "order.delivered": "Order delivered",
  "order.completed": "Order completed",
  "return.requested": "Return requested",
  "refund.decided": "Refund decided",
  "payout.processed": "Payout processed",
  "product.approved": "Product approved",
  "stock.low": "Stock low",
};

/** Header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = "x-bitmarte-signature";
export const WEBHOOK_EVENT_HEADER = "x-bitmarte-event";
export const WEBHOOK_DELIVERY_HEADER = "x-bitmarte-delivery";
/** The longest part of a receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500;

/** Everything the webhook screens and answers say. */
export const WEBHOOK_MESSAGES = {
  endpointNotFound: "Webhook endpoint not found",
  deliveryNotFound: "Webhook delivery not found",
  endpointCreated: "Webhook endpoint added. Copy the signing secret now: it is shown only once.",
  endpointUpdated: "Webhook endpoint saved",
  endpointDeleted: "Webhook endpoint removed",
  endpointEnabled: "Webhook endpoint enabled",
  endpointDisabled: "Webhook endpoint disabled",
  secretRotated: "New signing secret made. Copy it now: it is shown only once.",
  testQueued: "Test event queued",
  replayQueued: "Delivery queued again",
  endpointIsDisabled: "This endpoint is disabled. Enable it first.",
  ownerOnly: "Only the store's owner manages webhooks",
  noStore: "Set up your store before adding webhooks",
  urlInvalid: "Enter a full web address, such as https://example.com/webhooks",
  urlNotHttps: "Use an https:// address",
  urlCredentials: "Leave the user name and password out of the address",
  urlPrivate: "This address points to a private, loopback or link-local network and cannot receive webhooks",
  urlUnresolvable: "This address's host name could not be found",
  eventsRequired: "Choose at least one event",
  loadFailed: "Could not get webhooks. Try again later.",
  autoDisabled: "Turned off after {count} failed delivery attempts in a row. Fix the receiver, then enable the endpoint again.",
} as const;

export const WEBHOOK_URL_MAX = 2000;

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventSchema),
  enabled: z.boolean(),
  /** Why it is disabled: `manual` (someone turned it off) or `failures` (turned off after failed deliveries in a row). */
  disabledReason: z.enum(["manual", "failures"]).nullable(),
  /** Failed delivery attempts since the last one answered 2xx. */
  consecutiveFailures: z.number().int(),
  /** Null for the platform's (admin) endpoints. */
  storeId: z.uuid().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** What creation and secret rotation answer: the endpoint and its signing secret, shown this once. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookEndpointPageSchema = z.object({ rows: z.array(WebhookEndpointSchema), count: z.number().int() });
export type WebhookEndpointPage = z.infer<typeof WebhookEndpointPageSchema>;

const UrlSchema = z
  .string({ message: WEBHOOK_MESSAGES.urlInvalid })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlInvalid)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlInvalid)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "";
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);

const EventsSchema = z
  .array(WebhookEventSchema)
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const CreateWebhookEndpointSchema = z.object({
  url: UrlSchema,
  description: z.string().trim().max(200, "At most 200 characters").default(""),
  events: EventsSchema,
});
export type CreateWebhookEndpoint = z.infer<typeof CreateWebhookEndpointSchema>;

export const UpdateWebhookEndpointSchema = z
  .object({
    url: UrlSchema.optional(),
    description: z.string().trim().max(200, "At most 200 characters").optional(),
    events: EventsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Change at least one field");
export type UpdateWebhookEndpoint = z.infer<typeof UpdateWebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event sent to one endpoint, with the outcome of its latest attempt. */
export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  event: z.string(),
  /** `pending`: waiting for its first attempt or a retry; `failed`: every retry used up. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made so far (1 after the first). */
  attempts: z.number().int(),
  /** The receiver's HTTP status of the latest attempt; null when it did not answer. */
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** At most 500 characters of the latest answer, or why there was none. */
  responseExcerpt: z.string().nullable(),
  /** The delivery this one replays, when it is a replay. */
  replayOf: z.uuid().nullable(),
  createdAt: IsoDateTimeSchema,
  lastAttemptAt: IsoDateTimeSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryPageSchema = z.object({ rows: z.array(WebhookDeliverySchema), count: z.number().int() });
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

export const WebhookDeliveriesQuerySchema = PageQuerySchema;
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;

/** The body every delivery POSTs (JSON). `data` is the event's own shape (docs/webhooks.md). */
export const WebhookPayloadSchema = z.object({
  /** The event's id: the same in every attempt and replay of it, so a receiver can drop repeats. */
  id: z.uuid(),
  event: z.string(),
  createdAt: IsoDateTimeSchema,
  /** The store the event is about; null for platform-wide events. */
  storeId: z.uuid().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
