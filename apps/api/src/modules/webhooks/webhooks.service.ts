import { randomBytes, randomUUID } from "node:crypto";
import {
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointPage,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
  type WebhookPayload,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { Actor, Ctx } from "../../http/context.js";
import { badInput, conflict, forbidden, notFound } from "../../lib/errors.js";
import { signPayload } from "../../lib/signature.js";
import { enqueue, type JobCtx } from "../jobs/index.js";
import { checkDestination, type DestinationCheck } from "./webhooks.address.js";
import { postToAddress } from "./webhooks.http.js";
import * as repo from "./webhooks.repository.js";
import type { Owner, WebhookDeliveryRow, WebhookEndpointRow } from "./webhooks.repository.js";

/** Retries after a delivery's first failed attempt, before it is given up (docs/webhooks.md gives the schedule). */
export const WEBHOOK_RETRY_LIMIT = 10;
export const WEBHOOK_RETRY_DELAY_SECONDS = 5;

type WebhookCtx = Ctx<Actor>;

export function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.enabled ? null : ((row.disabledReason ?? "manual") as "manual" | "failures"),
    consecutiveFailures: row.consecutiveFailures,
    storeId: row.storeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    event: row.event,
    status: row.status as WebhookDelivery["status"],
    attempts: row.attempts,
    statusCode: row.statusCode,
    latencyMs: row.latencyMs,
    responseExcerpt: row.responseExcerpt,
    replayOf: row.replayOf,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** Whose endpoints the caller manages: a managing admin the platform's, a store's owner the store's. */
function ownerOf(actor: Actor): Owner {
  if (actor.kind === "admin") return { storeId: null };
  if (actor.kind !== "merchant") throw forbidden();
  if (actor.role !== "merchant") throw forbidden(WEBHOOK_MESSAGES.ownerOnly);
  if (!actor.storeId) throw conflict(WEBHOOK_MESSAGES.noStore);
  return { storeId: actor.storeId };
}

const newSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;
const isProduction = (ctx: { config: { NODE_ENV: string } }) => ctx.config.NODE_ENV === "production";

const REASON_MESSAGES: Record<Exclude<DestinationCheck, { ok: true }>["reason"], string> = {
  invalid: WEBHOOK_MESSAGES.urlInvalid,
  not_https: WEBHOOK_MESSAGES.urlNotHttps,
  credentials: WEBHOOK_MESSAGES.urlCredentials,
  private: WEBHOOK_MESSAGES.urlPrivate,
  unresolvable: WEBHOOK_MESSAGES.urlUnresolvable,
};

/**
 * The address rule at registration (it is checked again at every delivery). In production the URL must be
 * https and its host must resolve to public addresses only; elsewhere a local receiver is fine.
 */
async function assertAcceptableUrl(ctx: WebhookCtx, url: string): Promise<void> {
  const check = isProduction(ctx) ? await checkDestination(url, { production: true }) : localCheck(url);
  if (!check.ok) throw badInput([{ path: "url", message: REASON_MESSAGES[check.reason] }]);
}

/** Outside production the host is not resolved at registration: a receiver may start later. */
function localCheck(url: string): { ok: true } | { ok: false; reason: "invalid" | "credentials" } {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return { ok: false, reason: "invalid" };
    return parsed.username || parsed.password ? { ok: false, reason: "credentials" } : { ok: true };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}

export async function listEndpoints(ctx: WebhookCtx): Promise<WebhookEndpointPage> {
  const page = await repo.listEndpoints(ctx.db, ownerOf(ctx.actor));
  return { rows: page.rows.map(toEndpoint), count: page.count };
}

async function getOwnedEndpoint(ctx: WebhookCtx, id: string): Promise<WebhookEndpointRow> {
  const row = await repo.findEndpoint(ctx.db, ownerOf(ctx.actor), id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return row;
}

export async function getEndpoint(ctx: WebhookCtx, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await getOwnedEndpoint(ctx, id));
}

export async function createEndpoint(ctx: WebhookCtx, input: CreateWebhookEndpoint): Promise<WebhookEndpointWithSecret> {
  const owner = ownerOf(ctx.actor);
  await assertAcceptableUrl(ctx, input.url);
  const secret = newSecret();
  const row = await repo.insertEndpoint(ctx.db, {
    storeId: owner.storeId,
    url: input.url,
    description: input.description,
    events: input.events,
    secret,
    enabled: true,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { ...toEndpoint(row), secret };
}

export async function updateEndpoint(ctx: WebhookCtx, id: string, input: UpdateWebhookEndpoint): Promise<WebhookEndpoint> {
  const owner = ownerOf(ctx.actor);
  await getOwnedEndpoint(ctx, id);
  if (input.url !== undefined) await assertAcceptableUrl(ctx, input.url);
  const set: Parameters<typeof repo.updateEndpoint>[3] = { updatedAt: ctx.now };
  if (input.url !== undefined) set.url = input.url;
  if (input.description !== undefined) set.description = input.description;
  if (input.events !== undefined) set.events = input.events;
  if (input.enabled === true) Object.assign(set, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
  if (input.enabled === false) Object.assign(set, { enabled: false, disabledReason: "manual" });
  const row = await repo.updateEndpoint(ctx.db, owner, id, set);
  if (!row) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return toEndpoint(row);
}

export async function deleteEndpoint(ctx: WebhookCtx, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteEndpoint(ctx.db, ownerOf(ctx.actor), id))) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return { id };
}

export async function rotateSecret(ctx: WebhookCtx, id: string): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  const row = await repo.updateEndpoint(ctx.db, ownerOf(ctx.actor), id, { secret, updatedAt: ctx.now });
  if (!row) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
  return { ...toEndpoint(row), secret };
}

export async function listDeliveries(ctx: WebhookCtx, id: string, query: WebhookDeliveriesQuery): Promise<WebhookDeliveryPage> {
  const endpoint = await getOwnedEndpoint(ctx, id);
  const page = await repo.listDeliveries(ctx.db, endpoint.id, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { rows: page.rows.map(toDelivery), count: page.count };
}

async function queueDeliveries(db: DbOrTx, values: Parameters<typeof repo.insertDeliveries>[1]): Promise<WebhookDeliveryRow[]> {
  const rows = await repo.insertDeliveries(db, values);
  for (const row of rows) await enqueue("webhooks.deliver", { deliveryId: row.id }, { db, singletonKey: `webhook:${row.id}` });
  return rows;
}

export async function sendTestEvent(ctx: WebhookCtx, id: string): Promise<WebhookDelivery> {
  const endpoint = await getOwnedEndpoint(ctx, id);
  if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.endpointIsDisabled);
  const eventId = randomUUID();
  const body: WebhookPayload = {
    id: eventId,
    event: WEBHOOK_TEST_EVENT,
    createdAt: ctx.now.toISOString(),
    storeId: endpoint.storeId,
    data: { message: "A test event from Bitmarte. Your endpoint received it and can check its signature." },
  };
  const [row] = await ctx.db.transaction((tx) =>
    queueDeliveries(tx, [{ endpointId: endpoint.id, eventId, event: WEBHOOK_TEST_EVENT, body, createdAt: ctx.now }]),
  );
  return toDelivery(row);
}

export async function replayDelivery(ctx: WebhookCtx, deliveryId: string): Promise<WebhookDelivery> {
  const owner = ownerOf(ctx.actor);
  const original = await repo.findDelivery(ctx.db, deliveryId);
  const endpoint = original ? await repo.findEndpoint(ctx.db, owner, original.endpointId) : null;
  if (!original || !endpoint) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.endpointIsDisabled);
  const [row] = await ctx.db.transaction((tx) =>
    queueDeliveries(tx, [
      { endpointId: endpoint.id, eventId: original.eventId, event: original.event, body: original.body, replayOf: original.id, createdAt: ctx.now },
    ]),
  );
  return toDelivery(row);
}

export interface EmitWebhookInput {
  event: WebhookEvent;
  /** The store the event is about (its endpoints hear it, with the platform's); null: only the platform's. */
  storeId: string | null;
  /** The event's data (ids, statuses, amounts in naira); JSON only. */
  payload: Record<string, unknown>;
  /** When it happened (default: now). */
  at?: Date;
}

/**
 * Queues the event to every enabled endpoint that listens for it, in the caller's transaction: the
 * deliveries exist exactly when the change that caused them commits. The platform's endpoints hear every
 * store's events; a store's endpoints only that store's.
 */
export async function emitWebhook(db: DbOrTx, input: EmitWebhookInput): Promise<number> {
  const listeners = await repo.listListeners(db, input.event, input.storeId);
  if (listeners.length === 0) return 0;
  const at = input.at ?? new Date();
  const eventId = randomUUID();
  const body: WebhookPayload = { id: eventId, event: input.event, createdAt: at.toISOString(), storeId: input.storeId, data: input.payload };
  const rows = await queueDeliveries(
    db,
    listeners.map((endpoint) => ({ endpointId: endpoint.id, eventId, event: input.event, body, createdAt: at })),
  );
  return rows.length;
}

/** Why an attempt was not made, as the delivery log says it. */
const NOT_SENT: Record<Exclude<DestinationCheck, { ok: true }>["reason"], string> = {
  invalid: "Not sent: the address is not a valid web address",
  not_https: "Not sent: the address is not https",
  credentials: "Not sent: the address carries a user name or password",
  private: "Not sent: the address resolves to a private, loopback or link-local network",
  unresolvable: "Not sent: the host name could not be resolved",
};

/**
 * One delivery attempt (job `webhooks.deliver`). The address rule is checked now, against a fresh DNS
 * answer, and the request goes to the address that was checked. A 2xx answer ends the delivery; anything
 * else is logged and thrown, so the queue retries with backoff, until the last retry marks it failed. An
 * endpoint failing `WEBHOOK_DISABLE_AFTER_FAILURES` attempts in a row is turned off.
 */
export async function deliver(ctx: Pick<JobCtx, "db" | "config" | "log" | "clock"> & { job: Pick<JobCtx["job"], "retryCount"> }, deliveryId: string): Promise<void> {
  const delivery = await repo.findDelivery(ctx.db, deliveryId);
  if (delivery?.status !== "pending") return;
  const endpoint = await repo.findEndpointById(ctx.db, delivery.endpointId);
  if (!endpoint) return;
  if (!endpoint.enabled) {
    await repo.setDeliveryStatus(ctx.db, delivery.id, "failed");
    return;
  }
  const final = ctx.job.retryCount >= WEBHOOK_RETRY_LIMIT;
  const check = await checkDestination(endpoint.url, { production: isProduction(ctx), });
  const rawBody = JSON.stringify(delivery.body);
  const outcome = check.ok
    ? await postToAddress(
        check.url,
        check.address,
        {
          "content-type": "application/json",
          "user-agent": "Bitmarte-Webhooks/1",
          [WEBHOOK_SIGNATURE_HEADER]: signPayload(endpoint.secret, rawBody, ctx.clock.now()),
          [WEBHOOK_EVENT_HEADER]: delivery.event,
          [WEBHOOK_DELIVERY_HEADER]: delivery.id,
        },
        rawBody,
      )
    : { statusCode: null, latencyMs: 0, excerpt: NOT_SENT[check.reason] };
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const at = ctx.clock.now();
  const disabled = await ctx.db.transaction(async (tx) => {
    await repo.recordAttempt(tx, delivery, { ...outcome, status: succeeded ? "succeeded" : final ? "failed" : "pending", at });
    if (succeeded) {
      await repo.clearFailures(tx, endpoint.id);
      return false;
    }
    const turnedOff = await repo.countFailure(tx, endpoint.id, ctx.config.WEBHOOK_DISABLE_AFTER_FAILURES, at);
    if (turnedOff) await repo.setDeliveryStatus(tx, delivery.id, "failed");
    return turnedOff;
  });
  if (succeeded || final) return;
  if (disabled) {
    ctx.log.warn({ endpointId: endpoint.id }, "webhook endpoint disabled after failed deliveries in a row");
    return;
  }
  throw new Error(`webhook delivery ${delivery.id}: ${outcome.statusCode ?? "no answer"} (${outcome.excerpt.slice(0, 120)})`);
}
