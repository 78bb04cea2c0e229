import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { OrderStatusCode } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../admins/admins.table.js";
import { users } from "../identity/identity.table.js";
import { hubs } from "../merchants/hubs.table.js";
import { orderActivities, orders } from "../orders/orders.table.js";
import { partners } from "../partners/partners.table.js";
import { deliveryTokens, fulfilmentSettings } from "./fulfilment.table.js";

export type DeliveryTokenRow = typeof deliveryTokens.$inferSelect;
export type SettingsRow = typeof fulfilmentSettings.$inferSelect;

// ---- delivery tokens ----

export async function findToken(db: DbOrTx, orderId: string): Promise<DeliveryTokenRow | null> {
  const [row] = await db.select().from(deliveryTokens).where(eq(deliveryTokens.orderId, orderId));
  return row ?? null;
}

/** A new token for the order, unlocked, with no failed tries. */
export async function putToken(db: DbOrTx, orderId: string, tokenHash: string, tokenSealed: string, now: Date): Promise<void> {
  await db
    .insert(deliveryTokens)
    .values({ orderId, tokenHash, tokenSealed, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: deliveryTokens.orderId,
      set: { tokenHash, tokenSealed, failedAttempts: 0, lockedAt: null, updatedAt: now },
    });
}

export async function deleteToken(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(deliveryTokens).where(eq(deliveryTokens.orderId, orderId));
}

/** Counts one wrong try in one statement (parallel guesses all count) and locks at `limit`. */
export async function countWrongTry(db: DbOrTx, orderId: string, limit: number, now: Date) {
  const [row] = await db
    .update(deliveryTokens)
    .set({
      failedAttempts: sql`${deliveryTokens.failedAttempts} + 1`,
      lockedAt: sql`case when ${deliveryTokens.failedAttempts} + 1 >= ${limit} then coalesce(${deliveryTokens.lockedAt}, ${now.toISOString()}::timestamptz) else ${deliveryTokens.lockedAt} end`,
      updatedAt: now,
    })
    .where(and(eq(deliveryTokens.orderId, orderId), sql`${deliveryTokens.lockedAt} is null`))
    .returning({ failedAttempts: deliveryTokens.failedAttempts, lockedAt: deliveryTokens.lockedAt });
  return row ?? null;
}

export interface DispatchFacts {
  hubName: string | null;
  tokenLockedAt: Date | null;
  decline: { by: string | null; activity: string; at: Date } | null;
}

/**
 * What a dispatch list needs beyond the order rows, for a page of orders in one statement: the pickup
 * hub's name, whether the token is locked, and the latest decline by a shipping partner (a partner's
 * move back to ready to ship is always a decline).
 */
export async function dispatchFacts(db: DbOrTx, orderIds: string[]): Promise<Map<string, DispatchFacts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      hubName: hubs.name,
      tokenLockedAt: deliveryTokens.lockedAt,
      decline: sql<{ by: string | null; activity: string; at: string } | null>`(
        select json_build_object('by', a.actor_name, 'activity', a.activity, 'at', a.created_at)
        from ${orderActivities} a
        where a.order_id = ${orders.id} and a.actor_type = 'partner' and a.status = 'ready_to_ship'
        order by a.seq desc limit 1
      )`,
    })
    .from(orders)
    .leftJoin(hubs, sql`${hubs.id} = nullif(${orders.pickupAddress}->>'hubId', '')::uuid`)
    .leftJoin(deliveryTokens, eq(deliveryTokens.orderId, orders.id))
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        hubName: r.hubName,
        tokenLockedAt: r.tokenLockedAt,
        decline: r.decline ? { by: r.decline.by, activity: r.decline.activity, at: new Date(r.decline.at) } : null,
      },
    ]),
  );
}

/** Orders in `statuses` whose delivery token is locked, the longest locked first, and how many there are. */
export async function lockedTokenOrders(db: DbOrTx, statuses: readonly OrderStatusCode[], limit: number) {
  const where = and(isNotNull(deliveryTokens.lockedAt), inArray(orders.status, [...statuses]));
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, lockedAt: deliveryTokens.lockedAt })
      .from(deliveryTokens)
      .innerJoin(orders, eq(orders.id, deliveryTokens.orderId))
      .where(where)
      .orderBy(asc(deliveryTokens.lockedAt), asc(orders.id))
      .limit(limit),
    db.select({ n: count() }).from(deliveryTokens).innerJoin(orders, eq(orders.id, deliveryTokens.orderId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ order: r.order, lockedAt: r.lockedAt as Date })), count: total.n };
}

// ---- settings ----

export async function getSettings(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(fulfilmentSettings).where(eq(fulfilmentSettings.id, 1));
  if (row) return row;
  const [created] = await db.insert(fulfilmentSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(fulfilmentSettings).where(eq(fulfilmentSettings.id, 1)))[0];
}

export async function saveSettings(db: DbOrTx, values: Partial<typeof fulfilmentSettings.$inferInsert>): Promise<SettingsRow> {
  await getSettings(db);
  const [row] = await db.update(fulfilmentSettings).set(values).where(eq(fulfilmentSettings.id, 1)).returning();
  return row;
}

// ---- who delivers ----

export async function listDispatchers(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isActive: users.isActive,
    })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .where(eq(admins.role, "dispatcher"))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function findDispatcher(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber, isActive: users.isActive })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .where(and(eq(admins.userId, userId), eq(admins.role, "dispatcher")));
  return row ?? null;
}

export async function findPartner(db: DbOrTx, id: string) {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row ?? null;
}

export async function partnerNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: partners.id, name: partners.companyName }).from(partners).where(sql`${partners.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
