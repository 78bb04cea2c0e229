import {
  type FinanceReport,
  ORDER_STATUSES,
  type OrdersReport,
  type OrderStatusCode,
  type ProductsSoldReport,
  type ReportQuery,
  type ReturnsReport,
  type SalesByCustomerRow,
  type SalesByLocationRow,
  type SalesReport,
  type SalesTableRow,
  type SettlementReport,
  type TimeSeriesReport,
  type ProductQuantityRow,
  type ReportTableQuerySchema,
  type TimeSeriesQuerySchema,
  PRODUCT_QUANTITY_CSV_COLUMNS,
  SALES_BY_CUSTOMER_CSV_COLUMNS,
  SALES_BY_LOCATION_CSV_COLUMNS,
  SALES_TABLE_CSV_COLUMNS,
  SETTLEMENT_CSV_COLUMNS,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { type AdminActor, type Ctx, type MerchantActor, readDbOf } from "../../http/context.js";
import { notFound } from "../../lib/errors.js";
import { csvDateTime, csvNaira, toCsv as writeCsv } from "../../lib/csv.js";
import { koboToNaira } from "../../lib/money.js";
import { getFulfilmentSettings } from "../fulfilment/index.js";
import { merchantPayable } from "../ledger/index.js";
import { commissionBpsForMerchant, findMerchantWithStore } from "../merchants/index.js";
import { completionSplit } from "../pricing/index.js";
import * as repo from "./reports.repository.js";

// Reports (spec §7). Every report takes startDate and endDate: UTC days, both included. A merchant's
// token sees its own store whatever `merchantId` says; an admin sees every store, or one with `merchantId`.
//
// Which orders count:
// - "sales" (sales, products sold, sales over time, sales by product/customer/location, sales table): paid
//   orders, by the day they were paid, whose status is neither awaiting_payment nor cancelled.
// - "orders" (orders report, orders over time): every order placed (created) in the range, by status.
// - finance: orders completed (return window closed) in the range, money as the ledger booked it.
// - returns (returns report, products returned): returns asked for in the range that the merchant
//   accepted (status accepted, received, refunded, replaced or closed).

type Actor = MerchantActor | AdminActor;
type TableQuery = z.output<typeof ReportTableQuerySchema>;
type SeriesQuery = z.output<typeof TimeSeriesQuerySchema>;
type Query = z.output<typeof import("@bitmarte/contracts").ReportQuerySchema>;

const DAY = 86_400_000;
/** Rows a JSON table report answers (largest first); a CSV export answers up to CSV_EXPORT_LIMIT. */
export const TABLE_LIMIT = 100;
export const CSV_EXPORT_LIMIT = 10_000;

const naira = koboToNaira;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const addDays = (day: string, days: number) => new Date(dayStart(day).getTime() + days * DAY).toISOString().slice(0, 10);

/** The caller's scope; an admin naming a merchant that does not exist gets 404. */
async function scopeOf(ctx: Ctx<Actor>, q: Pick<ReportQuery, "startDate" | "endDate" | "merchantId">): Promise<repo.Scope> {
  let merchantId: string | null = null;
  if (ctx.actor.kind === "merchant") merchantId = ctx.actor.merchantId;
  else if (q.merchantId) {
    if (!(await findMerchantWithStore(ctx.db, q.merchantId))) throw notFound();
    merchantId = q.merchantId;
  }
  return { merchantId, since: dayStart(q.startDate), before: dayStart(addDays(q.endDate, 1)) };
}

// ---- CSV ----

export { csvCell } from "../../lib/csv.js";

export function toCsv(header: string[], lines: string[][]): string {
  return writeCsv([header, ...lines]);
}

export type Answer<T> = { data: T } | { csv: string; name: string };

// ---- totals ----

export async function salesReport(ctx: Ctx<Actor>, q: Query): Promise<SalesReport> {
  const scope = await scopeOf(ctx, q);
  const [t, refunds] = await Promise.all([repo.salesTotals(readDbOf(ctx), scope), repo.refundsBooked(readDbOf(ctx), scope)]);
  const net = t.grossKobo - t.discountKobo - refunds;
  return {
    grossSales: naira(t.grossKobo),
    discounts: naira(t.discountKobo),
    returns: naira(refunds),
    netSales: naira(net),
    shipping: naira(t.shippingKobo),
    totalSales: naira(net + t.shippingKobo),
    totalOrders: t.orders,
    averageOrderValue: naira(t.orders ? Math.round(t.totalKobo / t.orders) : 0),
  };
}

export async function ordersReport(ctx: Ctx<Actor>, q: Query): Promise<OrdersReport> {
  const scope = await scopeOf(ctx, q);
  const rows = await repo.ordersByStatus(readDbOf(ctx), scope);
  return {
    totalOrders: rows.reduce((sum, r) => sum + r.count, 0),
    byStatus: rows.map((r) => ({ code_name: r.status, known_name: ORDER_STATUSES[r.status as OrderStatusCode] ?? r.status, count: r.count })),
  };
}

export async function timeSeriesReport(ctx: Ctx<Actor>, q: SeriesQuery, basis: "sales" | "placed"): Promise<TimeSeriesReport> {
  const scope = await scopeOf(ctx, q);
  const points = await repo.timeSeries(readDbOf(ctx), scope, q.interval, basis);
  return { interval: q.interval, points: points.map((p) => ({ date: p.date, orders: p.orders, amount: naira(p.amountKobo) })) };
}

// ---- tables (JSON or CSV) ----

const productCsv = (rows: ProductQuantityRow[]) =>
  toCsv(PRODUCT_QUANTITY_CSV_COLUMNS, rows.map((r) => [r.productName, String(r.quantity), csvNaira(r.amount)]));

const productRow = (r: repo.ProductRow): ProductQuantityRow => ({
  productId: r.productId,
  productName: r.productName,
  quantity: r.quantity,
  amount: naira(r.amountKobo),
});

const limitOf = (q: Query) => (q.format === "csv" ? CSV_EXPORT_LIMIT : TABLE_LIMIT);

export async function productsSoldReport(ctx: Ctx<Actor>, q: Query): Promise<Answer<ProductsSoldReport>> {
  const rows = await repo.productsSold(readDbOf(ctx), await scopeOf(ctx, q), "quantity", limitOf(q));
  const data = { totalQuantity: rows[0]?.totalQuantity ?? 0, rows: rows.map(productRow) };
  return q.format === "csv" ? { csv: productCsv(data.rows), name: "products-sold" } : { data };
}

export async function productsReturnedReport(ctx: Ctx<Actor>, q: Query): Promise<Answer<ProductsSoldReport>> {
  const rows = await repo.productsReturned(readDbOf(ctx), await scopeOf(ctx, q), limitOf(q));
  const data = { totalQuantity: rows[0]?.totalQuantity ?? 0, rows: rows.map(productRow) };
  return q.format === "csv" ? { csv: productCsv(data.rows), name: "products-returned" } : { data };
}

export async function salesByProducts(ctx: Ctx<Actor>, q: Query): Promise<Answer<ProductQuantityRow[]>> {
  const rows = (await repo.productsSold(readDbOf(ctx), await scopeOf(ctx, q), "amount", limitOf(q))).map(productRow);
  return q.format === "csv" ? { csv: productCsv(rows), name: "sales-by-products" } : { data: rows };
}

export async function salesByCustomers(ctx: Ctx<Actor>, q: Query): Promise<Answer<SalesByCustomerRow[]>> {
  const rows = (await repo.salesByCustomer(readDbOf(ctx), await scopeOf(ctx, q), limitOf(q))).map((r) => ({
    customerId: r.customerId,
    customerName: r.customerName,
    email: r.email,
    orders: r.orders,
    amount: naira(r.amountKobo),
  }));
  if (q.format !== "csv") return { data: rows };
  return {
    csv: toCsv(SALES_BY_CUSTOMER_CSV_COLUMNS, rows.map((r) => [r.customerName, r.email, String(r.orders), csvNaira(r.amount)])),
    name: "sales-by-customers",
  };
}

export async function salesByLocation(ctx: Ctx<Actor>, q: Query): Promise<Answer<SalesByLocationRow[]>> {
  const rows = (await repo.salesByLocation(readDbOf(ctx), await scopeOf(ctx, q), limitOf(q))).map((r) => ({
    state: r.state,
    city: r.city,
    orders: r.orders,
    amount: naira(r.amountKobo),
  }));
  if (q.format !== "csv") return { data: rows };
  return {
    csv: toCsv(SALES_BY_LOCATION_CSV_COLUMNS, rows.map((r) => [r.state, r.city ?? "", String(r.orders), csvNaira(r.amount)])),
    name: "sales-by-location",
  };
}

export async function salesTable(ctx: Ctx<Actor>, q: TableQuery): Promise<Answer<{ rows: SalesTableRow[]; count: number }>> {
  const scope = await scopeOf(ctx, q);
  const csv = q.format === "csv";
  const [rows, totals] = await Promise.all([
    repo.salesTable(readDbOf(ctx), scope, {
      sort: q.sort,
      order: q.order,
      limit: csv ? CSV_EXPORT_LIMIT : q.limit,
      offset: csv ? 0 : (q.page - 1) * q.limit,
    }),
    csv ? Promise.resolve(null) : repo.salesTotals(readDbOf(ctx), scope),
  ]);
  const view: SalesTableRow[] = rows.map((r) => ({
    orderId: r.id,
    orderName: r.orderName,
    orderNumber: r.orderNumber,
    date: r.paidAt.toISOString(),
    storeName: r.storeName,
    customerName: r.customerName,
    grossSales: naira(r.subtotalKobo),
    discounts: naira(r.discountKobo),
    shipping: naira(r.shippingKobo),
    netSales: naira(r.subtotalKobo - r.discountKobo),
    total: naira(r.totalKobo),
    status: r.status,
  }));
  if (!csv) return { data: { rows: view, count: totals?.orders ?? 0 } };
  return {
    csv: toCsv(
      SALES_TABLE_CSV_COLUMNS,
      view.map((r) => [
        r.orderNumber,
        csvDateTime(r.date),
        r.storeName,
        r.customerName,
        csvNaira(r.grossSales),
        csvNaira(r.discounts),
        csvNaira(r.shipping),
        csvNaira(r.netSales),
        csvNaira(r.total),
        ORDER_STATUSES[r.status as OrderStatusCode] ?? r.status,
      ]),
    ),
    name: "sales-table",
  };
}

/**
 * What becomes payable on the day after endDate: orders completed that day (as the ledger booked them)
 * and delivered orders whose return window closes that day (what completion will book, refunds so far
 * deducted), per merchant.
 */
export async function nextDaySettlement(ctx: Ctx<Actor>, q: Query): Promise<Answer<SettlementReport>> {
  const scope = await scopeOf(ctx, q);
  const settlementDate = addDays(q.endDate, 1);
  const day: repo.Scope = { merchantId: scope.merchantId, since: dayStart(settlementDate), before: dayStart(addDays(settlementDate, 1)) };
  const windowMs = (await getFulfilmentSettings(ctx)).returnWindowDays * DAY;
  const deliveredIn: repo.Scope = { ...day, since: new Date(day.since.getTime() - windowMs), before: new Date(day.before.getTime() - windowMs) };
  const [completed, delivered] = await Promise.all([repo.completedByMerchant(readDbOf(ctx), day), repo.deliveredAwaitingCompletion(readDbOf(ctx), deliveredIn)]);

  const byMerchant = new Map<string, { storeName: string; orders: number; totalKobo: number; commissionKobo: number; dueKobo: number }>();
  const add = (id: string, storeName: string, orders: number, totalKobo: number, commissionKobo: number, dueKobo: number) => {
    const row = byMerchant.get(id) ?? { storeName, orders: 0, totalKobo: 0, commissionKobo: 0, dueKobo: 0 };
    row.orders += orders;
    row.totalKobo += totalKobo;
    row.commissionKobo += commissionKobo;
    row.dueKobo += dueKobo;
    byMerchant.set(id, row);
  };
  for (const c of completed) add(c.merchantId, c.storeName, c.orders, c.totalKobo, c.commissionKobo, c.dueKobo);
  for (const o of delivered) {
    const split = completionSplit(o, o.refundedKobo);
    add(o.merchantId, o.storeName, 1, o.totalKobo, split.commissionKobo, split.merchantDueKobo);
  }
  const rows = [...byMerchant.entries()]
    .map(([merchantId, r]) => ({
      merchantId,
      storeName: r.storeName,
      orders: r.orders,
      totalOrderAmount: naira(r.totalKobo),
      commission: naira(r.commissionKobo),
      dueToMerchant: naira(r.dueKobo),
      dueKobo: r.dueKobo,
    }))
    .sort((a, b) => b.dueKobo - a.dueKobo || a.storeName.localeCompare(b.storeName));
  const data: SettlementReport = {
    settlementDate,
    rows: rows.map(({ dueKobo: _d, ...r }) => r),
    totalDueToMerchants: naira(rows.reduce((sum, r) => sum + r.dueKobo, 0)),
  };
  if (q.format !== "csv") return { data };
  return {
    csv: toCsv(
      SETTLEMENT_CSV_COLUMNS,
      data.rows.map((r) => [
        settlementDate,
        r.storeName,
        String(r.orders),
        csvNaira(r.totalOrderAmount),
        csvNaira(r.commission),
        csvNaira(r.dueToMerchant),
      ]),
    ),
    name: "next-day-settlement",
  };
}

/**
 * Finance (spec §3 totals) over the orders completed in the range. The order's frozen amounts give
 * totalSalesOrderAmount (items), totalDiscountAmount, totalDeliveryAmount (delivery fees charged),
 * totalOrderAmount (items − discount + delivery) and totalGiftCardAmount; the ledger's `order.completed`
 * transactions give dueToMerchant (credit to merchant_payable, less the clawbacks booked on those orders
 * since: refunds after completion and merchant-liable chargebacks), commissionAmount (platform_commission);
 * remitToBitmart = commission + delivery revenue booked; totalRefundAmount = every `refund.requested`
 * booked for those orders.
 */
export async function financeReport(ctx: Ctx<Actor>, q: Query): Promise<FinanceReport> {
  const scope = await scopeOf(ctx, q);
  const t = await repo.completedTotals(readDbOf(ctx), scope);
  const bps = scope.merchantId ? await commissionBpsForMerchant(ctx.db, scope.merchantId) : null;
  return {
    dueToMerchant: naira(t.merchantDueKobo),
    commissionPercentage: bps === null ? null : bps / 100,
    commissionAmount: naira(t.commissionKobo),
    totalSalesOrderAmount: naira(t.subtotalKobo),
    totalOrderAmount: naira(t.totalKobo),
    totalDeliveryAmount: naira(t.shippingKobo),
    totalDiscountAmount: naira(t.discountKobo),
    totalGiftCardAmount: naira(t.giftCardKobo),
    totalRefundAmount: naira(t.refundKobo),
    remitToBitmart: naira(t.commissionKobo + t.deliveryKobo),
    totalOrders: t.orders,
  };
}

/**
 * Returns totals over the returns asked for in the range and accepted: salesOrderAmt = what the returned
 * items cost the customer, deliveryAmt = the delivery fees of the orders they came from, totalOrderAmt =
 * those orders' totals, totalOrders = how many orders had a return.
 */
export async function returnsReport(ctx: Ctx<Actor>, q: Query): Promise<ReturnsReport> {
  const t = await repo.returnsTotals(readDbOf(ctx), await scopeOf(ctx, q));
  return { totalOrderAmt: naira(t.totalKobo), deliveryAmt: naira(t.deliveryKobo), salesOrderAmt: naira(t.itemsKobo), totalOrders: t.orders };
}

// ---- for the merchant dashboard (insights) ----

/** A merchant's all-time figures: orders (paid or later), open orders, sales (kobo) and what it is owed now (ledger). */
export async function merchantFigures(db: DbOrTx, merchantId: string) {
  const [f, payable] = await Promise.all([repo.merchantOrderFigures(db, merchantId), merchantPayable(db, merchantId)]);
  return { totalOrders: f.orders, openOrders: f.openOrders, salesKobo: f.salesKobo, dueKobo: payable };
}
