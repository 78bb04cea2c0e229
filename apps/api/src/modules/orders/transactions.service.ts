import { splitSort, TRANSACTION_CSV_HEADER, type Transaction, type TransactionListQuerySchema, transactionStatusLabel } from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { notFound } from "../../lib/errors.js";
import { csvDateTime, csvNaira, toCsv } from "../../lib/csv.js";
import { koboToNaira } from "../../lib/money.js";
import * as repo from "./orders.repository.js";

type ListQuery = z.output<typeof TransactionListQuerySchema>;

/** Admins see the whole payment; a merchant sees only its orders' part of it (amount, items), never the IP. */
type Scope = { kind: "admin" } | { kind: "merchant"; merchantId: string };

/** Most rows one CSV export answers (newest first). */
export const CSV_EXPORT_LIMIT = 10_000;

function toTransaction(row: repo.TransactionRow, orders: repo.OrderRow[], items: repo.OrderItemRow[], scope: Scope): Transaction {
  const p = row.payment;
  const mine = orders.filter((o) => o.orderName === row.orderName);
  const mineIds = new Set(mine.map((o) => o.id));
  const amountKobo = scope.kind === "admin" ? p.amountKobo : mine.reduce((n, o) => n + o.totalKobo - o.giftCardKobo, 0);
  return {
    id: p.id,
    orderTrackerId: mine[0]?.id ?? null,
    transactionId: null,
    amount: koboToNaira(amountKobo),
    reference: p.reference,
    fees: scope.kind === "admin" ? koboToNaira(p.providerFeeKobo ?? 0) : 0,
    date: (p.paidAt ?? p.createdAt).toISOString(),
    customerName: `${row.customerFirstName} ${row.customerLastName}`.trim(),
    customerEmail: p.email,
    cardType: p.cardBrand,
    // Only the last 4 digits are ever stored.
    cardNumber: p.cardLast4 ? `**** ${p.cardLast4}` : null,
    bank: p.cardBank,
    country: null,
    ipAddress: scope.kind === "admin" ? row.ipAddress : null,
    paymentChannel: p.channel ?? row.checkoutChannel,
    status: p.status,
    orderName: row.orderName,
    createdAt: p.createdAt.toISOString(),
    orderTracker: {
      orderName: row.orderName,
      orderItems: items
        .filter((i) => mineIds.has(i.orderId))
        .map((i) => ({ productName: i.productName, quantity: i.quantity, productPrice: koboToNaira(i.unitPriceKobo), storeName: i.storeName })),
    },
  };
}

async function withOrders(db: DbOrTx, rows: repo.TransactionRow[], scope: Scope): Promise<Transaction[]> {
  const orders = await repo.ordersOfGroups(
    db,
    [...new Set(rows.map((r) => r.orderName))],
    scope.kind === "merchant" ? scope.merchantId : undefined,
  );
  const items = await repo.itemsOfOrders(db, orders.map((o) => o.id));
  return rows.map((r) => toTransaction(r, orders, items, scope));
}

const filterOf = (q: ListQuery, scope: Scope): repo.TransactionFilter => ({
  merchantId: scope.kind === "merchant" ? scope.merchantId : undefined,
  search: q.search || undefined,
  status: q.status,
  startDate: q.startDate,
  endDate: q.endDate,
});

const sortOf = (q: ListQuery) => (q.sort ? splitSort(q.sort) : undefined);

async function list(db: DbOrTx, q: ListQuery, scope: Scope) {
  const { rows, count } = await repo.listTransactions(db, filterOf(q, scope), { limit: q.limit, offset: (q.page - 1) * q.limit, sort: sortOf(q) });
  return { rows: await withOrders(db, rows, scope), count };
}

async function detail(db: DbOrTx, id: string, scope: Scope): Promise<Transaction> {
  const row = await repo.findTransaction(db, id, scope.kind === "merchant" ? scope.merchantId : undefined);
  if (!row) throw notFound();
  const [view] = await withOrders(db, [row], scope);
  return view;
}

// ---- CSV ----

export { csvCell } from "../../lib/csv.js";

/** Spec §3 export columns: amounts in naira as plain numbers, the status as the screen words it, Lagos date and time. */
export function transactionsCsv(rows: Transaction[]): string {
  return toCsv([
    TRANSACTION_CSV_HEADER,
    ...rows.map((t) => [
      t.orderName,
      csvNaira(t.amount),
      t.customerName,
      transactionStatusLabel(t.status),
      t.paymentChannel ?? "",
      t.reference,
      csvDateTime(t.createdAt),
    ]),
  ]);
}

async function exportCsv(db: DbOrTx, q: ListQuery, scope: Scope): Promise<string> {
  const { rows } = await repo.listTransactions(db, filterOf(q, scope), { limit: CSV_EXPORT_LIMIT, offset: 0, sort: sortOf(q) });
  return transactionsCsv(await withOrders(db, rows, scope));
}

// ---- endpoints ----

export type TransactionListAnswer = { csv: string } | { page: { rows: Transaction[]; count: number } };

export async function listAdminTransactions(ctx: Ctx<AdminActor>, q: ListQuery): Promise<TransactionListAnswer> {
  const scope: Scope = { kind: "admin" };
  return q.format === "csv" ? { csv: await exportCsv(ctx.db, q, scope) } : { page: await list(ctx.db, q, scope) };
}

export async function listMerchantTransactions(ctx: Ctx<MerchantActor>, q: ListQuery): Promise<TransactionListAnswer> {
  const scope: Scope = { kind: "merchant", merchantId: ctx.actor.merchantId };
  return q.format === "csv" ? { csv: await exportCsv(ctx.db, q, scope) } : { page: await list(ctx.db, q, scope) };
}

export async function getAdminTransaction(ctx: Ctx<AdminActor>, id: string): Promise<Transaction> {
  return detail(ctx.db, id, { kind: "admin" });
}

export async function getMerchantTransaction(ctx: Ctx<MerchantActor>, id: string): Promise<Transaction> {
  return detail(ctx.db, id, { kind: "merchant", merchantId: ctx.actor.merchantId });
}
