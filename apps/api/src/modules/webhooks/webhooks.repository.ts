import { and, arrayContains, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "./webhooks.table.js";

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Whose endpoints: the platform's (`storeId` null) or one store's. */
export interface Owner {
  storeId: string | null;
}

const ownedBy = (owner: Owner) => (owner.storeId === null ? isNull(webhookEndpoints.storeId) : eq(webhookEndpoints.storeId, owner.storeId));

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row;
}

export async function listEndpoints(db: DbOrTx, owner: Owner): Promise<{ rows: WebhookEndpointRow[]; count: number }> {
  const rows = await db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { rows, count: rows.length };
}

export async function findEndpoint(db: DbOrTx, owner: Owner, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(and(ownedBy(owner), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

export async function findEndpointById(db: DbOrTx, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function updateEndpoint(
  db: DbOrTx,
  owner: Owner,
  id: string,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<WebhookEndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(set).where(and(ownedBy(owner), eq(webhookEndpoints.id, id))).returning();
  return row ?? null;
}

export async function deleteEndpoint(db: DbOrTx, owner: Owner, id: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(and(ownedBy(owner), eq(webhookEndpoints.id, id))).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Enabled endpoints that hear `event` about `storeId`: the platform's, and that store's. */
export async function listListeners(db: DbOrTx, event: string, storeId: string | null): Promise<WebhookEndpointRow[]> {
  const whose = storeId === null ? isNull(webhookEndpoints.storeId) : or(isNull(webhookEndpoints.storeId), eq(webhookEndpoints.storeId, storeId));
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event]), whose));
}

export async function insertDeliveries(db: DbOrTx, values: (typeof webhookDeliveries.$inferInsert)[]): Promise<WebhookDeliveryRow[]> {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

export async function findDelivery(db: DbOrTx, id: string): Promise<WebhookDeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

export async function listDeliveries(
  db: DbOrTx,
  endpointId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: WebhookDeliveryRow[]; count: number }> {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, count: n };
}

/** Records one attempt: its log row and the delivery's latest outcome. */
export async function recordAttempt(
  db: DbOrTx,
  delivery: WebhookDeliveryRow,
  outcome: { statusCode: number | null; latencyMs: number; excerpt: string; status: string; at: Date },
): Promise<void> {
  const attempt = delivery.attempts + 1;
  await db.insert(webhookAttempts).values({
    deliveryId: delivery.id,
    attempt,
    statusCode: outcome.statusCode,
    latencyMs: outcome.latencyMs,
    responseExcerpt: outcome.excerpt,
    at: outcome.at,
  });
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      status: outcome.status,
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      responseExcerpt: outcome.excerpt,
      lastAttemptAt: outcome.at,
    })
    .where(eq(webhookDeliveries.id, delivery.id));
}

export async function setDeliveryStatus(db: DbOrTx, id: string, status: string): Promise<void> {
  await db.update(webhookDeliveries).set({ status }).where(eq(webhookDeliveries.id, id));
}

/** A success clears the endpoint's failure streak. */
export async function clearFailures(db: DbOrTx, endpointId: string): Promise<void> {
  await db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutiveFailures} <> 0`));
}

/**
 * Counts a failed attempt; at `limit` failures in a row the endpoint is turned off (reason `failures`).
 * Answers whether this failure turned it off.
 */
export async function countFailure(db: DbOrTx, endpointId: string, limit: number, at: Date): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      enabled: sql`${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 < ${limit}`,
      disabledReason: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${limit} then 'failures' else ${webhookEndpoints.disabledReason} end`,
      updatedAt: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${limit} then ${at.toISOString()}::timestamptz else ${webhookEndpoints.updatedAt} end`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ enabled: webhookEndpoints.enabled, disabledReason: webhookEndpoints.disabledReason, failures: webhookEndpoints.consecutiveFailures });
  return row !== undefined && !row.enabled && row.disabledReason === "failures" && row.failures === limit;
}
