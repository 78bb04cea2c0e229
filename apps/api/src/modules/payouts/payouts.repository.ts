import type { ChargebackStatus, MerchantPaymentStatus } from "@bitmarte/contracts";
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { ledgerEntries, ledgerTransactions } from "../ledger/ledger.table.js";
import { orders } from "../orders/orders.table.js";
import { paymentRefunds, payments } from "../payments/payments.table.js";
import { chargebacks, merchantBankAccounts, merchantPayouts } from "./payouts.table.js";

export type PayoutRow = typeof merchantPayouts.$inferSelect;
/** A payout with its store part's own order number (the payout keeps only the checkout's name). */
export type NumberedPayoutRow = PayoutRow & { orderNumber: string };
const numberedPayout = { ...getTableColumns(merchantPayouts), orderNumber: orders.orderNumber };
export type ChargebackRow = typeof chargebacks.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type BankAccountRow = typeof merchantBankAccounts.$inferSelect;

// ---- payouts ----

export async function insertPayout(tx: DbOrTx, values: typeof merchantPayouts.$inferInsert): Promise<PayoutRow | null> {
  const [row] = await tx.insert(merchantPayouts).values(values).onConflictDoNothing({ target: merchantPayouts.orderId }).returning();
  return row ?? null;
}

export async function findPayout(db: DbOrTx, id: string): Promise<NumberedPayoutRow | null> {
  const [row] = await db
    .select(numberedPayout)
    .from(merchantPayouts)
    .innerJoin(orders, eq(orders.id, merchantPayouts.orderId))
    .where(eq(merchantPayouts.id, id));
  return row ?? null;
}

export async function findPayoutOfOrder(db: DbOrTx, orderId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(merchantPayouts).where(eq(merchantPayouts.orderId, orderId));
  return row ?? null;
}

/** One merchant's payout decisions run one at a time (netting reads the balance, then books against it). */
export async function lockMerchantPayouts(tx: DbOrTx, merchantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${merchantId}`}, 0))`);
}

export async function pendingDues(tx: DbOrTx, merchantId: string): Promise<number> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${merchantPayouts.dueKobo}), 0)`,
    })
    .from(merchantPayouts)
    .where(and(eq(merchantPayouts.merchantId, merchantId), eq(merchantPayouts.status, "pending")));
  return Number(row?.total ?? 0);
}

/** Moves a payout from `from` to its next status in one guarded statement; null when another request moved it first. */
export async function movePayout(
  tx: DbOrTx,
  id: string,
  from: MerchantPaymentStatus,
  values: Partial<typeof merchantPayouts.$inferInsert>,
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(merchantPayouts)
    .set(values)
    .where(and(eq(merchantPayouts.id, id), eq(merchantPayouts.status, from)))
    .returning();
  return row ?? null;
}

export interface PayoutFilter {
  merchantId?: string;
  status?: MerchantPaymentStatus;
  /** On the completion time (when the payout became due). */
  since?: Date;
  before?: Date;
}

function payoutWhere(f: PayoutFilter): SQL | undefined {
  return and(
    f.merchantId ? eq(merchantPayouts.merchantId, f.merchantId) : undefined,
    f.status ? eq(merchantPayouts.status, f.status) : undefined,
    f.since ? gte(merchantPayouts.completedAt, f.since) : undefined,
    f.before ? lt(merchantPayouts.completedAt, f.before) : undefined,
  );
}

const PAID_OR_DUE = sql`coalesce(${merchantPayouts.amountKobo}, ${merchantPayouts.dueKobo})`;

export type PayoutSort = "newest" | "oldest" | "amount_desc" | "amount_asc";
const ORDER_BY: Record<PayoutSort, SQL[]> = {
  newest: [desc(merchantPayouts.completedAt), asc(merchantPayouts.id)],
  oldest: [asc(merchantPayouts.completedAt), asc(merchantPayouts.id)],
  amount_desc: [sql`${PAID_OR_DUE} desc`, desc(merchantPayouts.completedAt), asc(merchantPayouts.id)],
  amount_asc: [sql`${PAID_OR_DUE} asc`, desc(merchantPayouts.completedAt), asc(merchantPayouts.id)],
};

export async function listPayouts(db: DbOrTx, f: PayoutFilter, page: { limit: number; offset: number; sort: PayoutSort }) {
  const where = payoutWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(numberedPayout)
      .from(merchantPayouts)
      .innerJoin(orders, eq(orders.id, merchantPayouts.orderId))
      .where(where)
      .orderBy(...ORDER_BY[page.sort])
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(merchantPayouts).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Totals per status: pending at their due, approved and processed at what was (or is being) paid. */
export async function payoutTotals(db: DbOrTx, f: PayoutFilter) {
  const rows = await db
    .select({
      status: merchantPayouts.status,
      total: sql<string>`coalesce(sum(${PAID_OR_DUE}), 0)`,
      n: count(),
    })
    .from(merchantPayouts)
    .where(payoutWhere(f))
    .groupBy(merchantPayouts.status);
  return rows.map((r) => ({
    status: r.status,
    totalKobo: Number(r.total),
    count: r.n,
  }));
}

/**
 * Pending payouts completed in the range, netted as approval would net them: a merchant's clawback (what its
 * pending dues exceed its ledger payable by) comes off its pending dues, so the total agrees with the books.
 */
export async function nettedPendingTotal(db: DbOrTx, f: PayoutFilter): Promise<number> {
  const since = f.since ?? new Date(0);
  const before = f.before ?? new Date("9999-01-01T00:00:00Z");
  const merchant = f.merchantId ? sql` and p.merchant_id = ${f.merchantId}` : sql``;
  const result = await db.execute<{ total: string }>(sql`
    with p as (
      select p.merchant_id,
             coalesce(sum(p.due_kobo) filter (where p.completed_at >= ${since} and p.completed_at < ${before}), 0) as in_range,
             sum(p.due_kobo) as all_pending
      from merchant_payouts p
      where p.status = 'pending'${merchant}
      group by p.merchant_id
    ), b as (
      select e.merchant_id, -sum(e.amount_kobo) as payable
      from ledger_entries e
      where e.account = 'merchant_payable' and e.merchant_id in (select merchant_id from p)
      group by e.merchant_id
    )
    select coalesce(sum(greatest(0, p.in_range - least(p.in_range, greatest(0, p.all_pending - coalesce(b.payable, 0))))), 0) as total
    from p left join b on b.merchant_id = p.merchant_id`);
  return Number(result.rows[0]?.total ?? 0);
}

export async function payoutsOfOrders(db: DbOrTx, orderIds: string[]): Promise<PayoutRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(merchantPayouts).where(inArray(merchantPayouts.orderId, orderIds));
}

/** All of a merchant's payouts approved before a moment (statements agree with this history). */
export async function payoutsApprovedBetween(db: DbOrTx, merchantId: string, since: Date, before: Date): Promise<PayoutRow[]> {
  return db
    .select()
    .from(merchantPayouts)
    .where(and(eq(merchantPayouts.merchantId, merchantId), gte(merchantPayouts.approvedAt, since), lt(merchantPayouts.approvedAt, before)));
}

// ---- the merchant's payout bank account ----

export async function findBankAccount(db: DbOrTx, merchantId: string): Promise<BankAccountRow | null> {
  const [row] = await db.select().from(merchantBankAccounts).where(eq(merchantBankAccounts.merchantId, merchantId));
  return row ?? null;
}

export async function bankAccountsOf(db: DbOrTx, merchantIds: string[]): Promise<Map<string, BankAccountRow>> {
  const ids = [...new Set(merchantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(merchantBankAccounts).where(inArray(merchantBankAccounts.merchantId, ids));
  return new Map(rows.map((r) => [r.merchantId, r]));
}

export async function saveBankAccount(tx: DbOrTx, values: typeof merchantBankAccounts.$inferInsert): Promise<BankAccountRow> {
  const { merchantId: _id, createdAt: _c, ...changes } = values;
  const [row] = await tx
    .insert(merchantBankAccounts)
    .values(values)
    .onConflictDoUpdate({ target: merchantBankAccounts.merchantId, set: changes })
    .returning();
  return row;
}

// ---- orders and merchants (read) ----

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order of one part number, or the orders of one checkout name (one per store of the checkout). */
export async function ordersNamed(db: DbOrTx, orderNumberOrName: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(sql`${orders.orderNumber} = ${orderNumberOrName} or ${orders.orderName} = ${orderNumberOrName}`)
    .orderBy(asc(orders.storeName), asc(orders.id));
}

export async function ordersOfGroup(db: DbOrTx, orderName: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.orderName, orderName)).orderBy(desc(orders.totalKobo), asc(orders.id));
}

/** Each order's checkout name and its own store part's number, by order id. */
export async function orderNames(db: DbOrTx, ids: string[]): Promise<Map<string, { orderName: string; orderNumber: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderName: orders.orderName, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((r) => [r.id, { orderName: r.orderName, orderNumber: r.orderNumber }]));
}

/** The payment that paid an order group (the order's card payment), when there is one. */
export async function paymentOfGroup(db: DbOrTx, orderName: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, "order"), eq(payments.ownerId, orderName), eq(payments.status, "success")));
  return row ?? null;
}

// ---- chargebacks ----

export async function insertChargeback(tx: DbOrTx, values: typeof chargebacks.$inferInsert): Promise<ChargebackRow | null> {
  const [row] = await tx.insert(chargebacks).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findChargeback(db: DbOrTx, id: string): Promise<ChargebackRow | null> {
  const [row] = await db.select().from(chargebacks).where(eq(chargebacks.id, id));
  return row ?? null;
}

export async function chargebacksOfOrder(db: DbOrTx, orderId: string): Promise<ChargebackRow[]> {
  return db.select().from(chargebacks).where(eq(chargebacks.orderId, orderId));
}

export async function decideChargeback(
  tx: DbOrTx,
  id: string,
  values: {
    status: Exclude<ChargebackStatus, "open">;
    note: string | null;
    decidedBy: string;
    decidedAt: Date;
  },
): Promise<ChargebackRow | null> {
  const [row] = await tx
    .update(chargebacks)
    .set({ ...values, updatedAt: values.decidedAt })
    .where(and(eq(chargebacks.id, id), eq(chargebacks.status, "open")))
    .returning();
  return row ?? null;
}

export async function listChargebacks(db: DbOrTx, f: { status?: ChargebackStatus }, page: { limit: number; offset: number }) {
  const where = f.status ? eq(chargebacks.status, f.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(chargebacks).where(where).orderBy(desc(chargebacks.createdAt), asc(chargebacks.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(chargebacks).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

// ---- reconciliation ----

/** Cash movement of each (kind, ref) transaction: what the ledger says came in or went out. */
async function cashOfTransactions(db: DbOrTx, kind: string, refs: string[]): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({
      ref: ledgerTransactions.ref,
      cash: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}) filter (where ${ledgerEntries.account} = 'cash'), 0)`,
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.kind, kind), inArray(ledgerTransactions.ref, refs)))
    .groupBy(ledgerTransactions.ref);
  return new Map(rows.map((r) => [r.ref, Number(r.cash)]));
}

export async function successfulPayments(db: DbOrTx, since: Date, before: Date) {
  const rows = await db
    .select({
      reference: payments.reference,
      amountKobo: payments.amountKobo,
      at: sql<Date>`coalesce(${payments.paidAt}, ${payments.updatedAt})`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, "success"),
        gte(sql`coalesce(${payments.paidAt}, ${payments.updatedAt})`, since),
        lt(sql`coalesce(${payments.paidAt}, ${payments.updatedAt})`, before),
      ),
    )
    .orderBy(asc(payments.paidAt));
  const cash = await cashOfTransactions(
    db,
    "payment.received",
    rows.map((r) => r.reference),
  );
  return rows.map((r) => ({
    ...r,
    at: new Date(r.at),
    ledgerKobo: cash.has(r.reference) ? (cash.get(r.reference) ?? 0) : null,
  }));
}

export async function processedRefunds(db: DbOrTx, since: Date, before: Date) {
  const rows = await db
    .select({
      id: paymentRefunds.id,
      amountKobo: paymentRefunds.amountKobo,
      at: sql<Date>`coalesce(${paymentRefunds.processedAt}, ${paymentRefunds.updatedAt})`,
    })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, "processed"),
        gte(sql`coalesce(${paymentRefunds.processedAt}, ${paymentRefunds.updatedAt})`, since),
        lt(sql`coalesce(${paymentRefunds.processedAt}, ${paymentRefunds.updatedAt})`, before),
      ),
    )
    .orderBy(asc(paymentRefunds.processedAt));
  const cash = await cashOfTransactions(
    db,
    "refund.paid",
    rows.map((r) => r.id),
  );
  // A refund takes cash out: the ledger's cash line is a credit (negative).
  return rows.map((r) => ({
    ...r,
    at: new Date(r.at),
    ledgerKobo: cash.has(r.id) ? -(cash.get(r.id) ?? 0) : null,
  }));
}
