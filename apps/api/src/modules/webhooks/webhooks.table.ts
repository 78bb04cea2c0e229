import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * An address that receives signed events. `storeId` null: the platform's (an admin's), hearing every
 * store's events; otherwise a store's, hearing only that store's. No foreign key to stores: this module
 * sits below the stores module (as notifications do).
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid(),
    url: text().notNull(),
    description: text().notNull().default(""),
    events: text().array().notNull(),
    /** Signs deliveries (HMAC), so it is kept as it is; shown to the owner only at creation and rotation. */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    consecutiveFailures: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("webhook_endpoints_store_idx").on(t.storeId)],
);

/** One event sent to one endpoint (a replay is a new delivery of the same event). */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid().notNull(),
    event: text().notNull(),
    /** The exact JSON body POSTed (signed anew at each attempt). */
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    statusCode: integer(),
    latencyMs: integer(),
    responseExcerpt: text(),
    replayOf: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastAttemptAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc(), t.id.desc())],
);

/** Every attempt of a delivery, for the log: what the receiver answered and how long it took. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer().notNull(),
    statusCode: integer(),
    latencyMs: integer().notNull(),
    responseExcerpt: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);
