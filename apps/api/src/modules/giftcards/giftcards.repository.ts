import { and, count, desc, eq, gt, gte, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type GiftCardActivityType, giftCardActivities, giftCards } from "./giftcards.table.js";

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardActivityRow = typeof giftCardActivities.$inferSelect;

/** Inserts a card unless its code is taken (then null, and the caller draws another code). */
export async function insertGiftCard(db: DbOrTx, values: typeof giftCards.$inferInsert): Promise<GiftCardRow | null> {
  const [row] = await db.insert(giftCards).values(values).onConflictDoNothing({ target: giftCards.code }).returning();
  return row ?? null;
}

export async function findGiftCardById(db: DbOrTx, id: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row ?? null;
}

export async function findGiftCardByCode(db: DbOrTx, code: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  return row ?? null;
}

export async function lockGiftCardByCode(db: DbOrTx, code: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code)).for("update");
  return row ?? null;
}

/** Cards a customer bought, or received (once paid). */
const visibleTo = (userId: string, email: string) =>
  or(
    eq(giftCards.buyerUserId, userId),
    and(
      sql`lower(${giftCards.recipientEmail}) = ${email.toLowerCase()}`,
      notInArray(giftCards.status, ["awaiting_payment", "cancelled"]),
    ),
  );

export async function listCustomerGiftCards(
  db: DbOrTx,
  who: { userId: string; email: string },
  q: { page: number; limit: number },
): Promise<{ rows: GiftCardRow[]; count: number }> {
  const where = visibleTo(who.userId, who.email);
  const rows = await db
    .select()
    .from(giftCards)
    .where(where)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(giftCards).where(where);
  return { rows, count: total.n };
}

export async function findCustomerGiftCard(db: DbOrTx, who: { userId: string; email: string }, id: string): Promise<GiftCardRow | null> {
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.id, id), visibleTo(who.userId, who.email)));
  return row ?? null;
}

/** Activates a paid card with its whole amount; null when it was not awaiting payment (already issued). */
export async function activateGiftCard(db: DbOrTx, id: string, paidAt: Date, expiresAt: Date, now: Date): Promise<GiftCardRow | null> {
  const [row] = await db
    .update(giftCards)
    .set({ status: "active", balanceKobo: sql`${giftCards.amountKobo}`, paidAt, expiresAt, updatedAt: now })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, "awaiting_payment")))
    .returning();
  return row ?? null;
}

export async function cancelUnpaidGiftCard(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(giftCards)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(giftCards.id, id), eq(giftCards.status, "awaiting_payment")));
}

/**
 * Takes `amountKobo` off an active, unexpired card in one guarded update: it matches only while the balance
 * covers the amount, so concurrent spends can never overdraw. Null when it did not match.
 */
export async function debitGiftCard(db: DbOrTx, code: string, amountKobo: number, now: Date): Promise<GiftCardRow | null> {
  const [row] = await db
    .update(giftCards)
    .set({
      balanceKobo: sql`${giftCards.balanceKobo} - ${amountKobo}`,
      status: sql`case when ${giftCards.balanceKobo} - ${amountKobo} = 0 then 'redeemed' else ${giftCards.status} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(giftCards.code, code),
        eq(giftCards.status, "active"),
        gte(giftCards.balanceKobo, amountKobo),
        or(isNull(giftCards.expiresAt), gt(giftCards.expiresAt, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function creditGiftCard(db: DbOrTx, id: string, amountKobo: number, now: Date): Promise<GiftCardRow> {
  const [row] = await db
    .update(giftCards)
    .set({
      balanceKobo: sql`${giftCards.balanceKobo} + ${amountKobo}`,
      status: sql`case when ${giftCards.status} = 'redeemed' then 'active' else ${giftCards.status} end`,
      updatedAt: now,
    })
    .where(eq(giftCards.id, id))
    .returning();
  return row;
}

/** Zeroes the balance of a card past its expiry; null when it is not (any more) due. */
export async function expireGiftCard(db: DbOrTx, id: string, now: Date): Promise<{ card: GiftCardRow; expiredKobo: number } | null> {
  const [before] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.status, "active"), lte(giftCards.expiresAt, now)))
    .for("update");
  if (!before) return null;
  const [card] = await db
    .update(giftCards)
    .set({ balanceKobo: 0, status: "expired", updatedAt: now })
    .where(eq(giftCards.id, id))
    .returning();
  return { card, expiredKobo: before.balanceKobo };
}

export async function dueForExpiry(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, "active"), lte(giftCards.expiresAt, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function insertActivity(
  db: DbOrTx,
  values: {
    giftCardId: string;
    type: GiftCardActivityType;
    amountKobo: number;
    balanceAfterKobo: number;
    orderId?: string | null;
    orderName?: string | null;
    createdAt: Date;
  },
): Promise<GiftCardActivityRow> {
  const [row] = await db.insert(giftCardActivities).values(values).returning();
  return row;
}

export async function listActivities(
  db: DbOrTx,
  giftCardId: string,
  q: { page: number; limit: number },
): Promise<{ rows: GiftCardActivityRow[]; count: number }> {
  const where = eq(giftCardActivities.giftCardId, giftCardId);
  const rows = await db
    .select()
    .from(giftCardActivities)
    .where(where)
    .orderBy(desc(giftCardActivities.seq))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(giftCardActivities).where(where);
  return { rows, count: total.n };
}

/** Net amount a card paid towards an order group: redeemed minus already refunded (kobo, ≥ 0). */
export async function netPaidForOrder(db: DbOrTx, giftCardId: string, orderName: string): Promise<number> {
  const [row] = await db
    .select({ net: sql<number>`coalesce(-sum(${giftCardActivities.amountKobo}), 0)::bigint` })
    .from(giftCardActivities)
    .where(
      and(
        eq(giftCardActivities.giftCardId, giftCardId),
        eq(giftCardActivities.orderName, orderName),
        sql`${giftCardActivities.type} in ('redeem', 'refund')`,
      ),
    );
  return Number(row?.net ?? 0);
}
