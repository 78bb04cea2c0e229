import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../admins/admins.table.js";
import { users } from "../identity/identity.table.js";
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
