import { and, asc, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { paymentRefunds, paymentWebhookEvents, payments } from "./payments.table.js";

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

export async function findPaymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ?? null;
}

/** Moves a pending payment to its outcome; null when it was not pending any more (someone else settled it). */
export async function settlePayment(
  db: DbOrTx,
  id: string,
  values: Pick<
    typeof payments.$inferInsert,
    "status" | "providerStatus" | "channel" | "cardBrand" | "cardLast4" | "cardBank" | "providerFeeKobo" | "paidAt"
  >,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...values, verifiedAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning();
  return row ?? null;
}

/** Notes the provider's word on a payment that is still pending. */
export async function notePendingStatus(db: DbOrTx, id: string, providerStatus: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ providerStatus, verifiedAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}

/**
 * Records a verified webhook. With an event id, answers "replay" when that id came before with the same
 * body, "conflict" when it came with another body, "new" otherwise.
 */
export async function insertWebhookEvent(db: DbOrTx, values: typeof paymentWebhookEvents.$inferInsert): Promise<"new" | "replay" | "conflict"> {
  const inserted = await db.insert(paymentWebhookEvents).values(values).onConflictDoNothing().returning({ id: paymentWebhookEvents.id });
  if (inserted.length > 0 || !values.eventId) return "new";
  const [earlier] = await db
    .select({ bodySha256: paymentWebhookEvents.bodySha256 })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, values.provider), eq(paymentWebhookEvents.eventId, values.eventId)));
  return earlier?.bodySha256 === values.bodySha256 ? "replay" : "conflict";
}

// ---- refunds ----

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Records a refund once per owner and payment (a second call changes nothing and answers null). */
export async function insertRefund(db: DbOrTx, values: typeof paymentRefunds.$inferInsert): Promise<RefundRow | null> {
  const [row] = await db.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function pendingRefunds(db: DbOrTx, limit: number): Promise<RefundRow[]> {
  return db.select().from(paymentRefunds).where(eq(paymentRefunds.status, "pending")).orderBy(asc(paymentRefunds.createdAt)).limit(limit);
}

export async function settleRefund(db: DbOrTx, id: string, values: Partial<typeof paymentRefunds.$inferInsert>): Promise<void> {
  await db.update(paymentRefunds).set(values).where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "pending")));
}

export async function refundsOf(db: DbOrTx, ownerId: string): Promise<RefundRow[]> {
  return db.select().from(paymentRefunds).where(eq(paymentRefunds.ownerId, ownerId)).orderBy(asc(paymentRefunds.createdAt));
}

/** Payments still pending that started before `startedBefore` (and after `startedAfter`), not asked about since `askedBefore`. */
export async function stalePendingPayments(db: DbOrTx, f: { startedBefore: Date; startedAfter: Date; askedBefore: Date; limit: number }) {
  return db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        lt(payments.createdAt, f.startedBefore),
        gt(payments.createdAt, f.startedAfter),
        or(isNull(payments.verifiedAt), lt(payments.verifiedAt, f.askedBefore)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(f.limit);
}

/** Payments still waiting on the provider (a metric read at scrape time). */
export async function countPendingPayments(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.status, "pending"));
  return row?.n ?? 0;
}
