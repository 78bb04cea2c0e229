import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

// Every report query lives here, in plain SQL over the orders, returns and ledger tables (other modules'
// tables are read, never written). Each query filters on an indexed range first:
//   sales      orders (paid_at) / (merchant_id, paid_at)
//   placed     orders (created_at) / (merchant_id, created_at)
//   completed  orders (completed_at) / (merchant_id, completed_at), then ledger (kind, ref)
//   returns    order_returns (merchant_id, created_at)

/** Whose orders and which UTC days: `[since, before)`. */
export interface Scope {
  merchantId: string | null;
  since: Date;
  before: Date;
}

const merchantIs = (col: SQL, s: Scope) => (s.merchantId ? sql` and ${col} = ${s.merchantId}` : sql``);

/** Sales: paid orders (paid in the range), neither awaiting payment nor cancelled. */
const salesWhere = (s: Scope) =>
  sql`o.paid_at >= ${s.since} and o.paid_at < ${s.before} and o.status not in ('awaiting_payment', 'cancelled')${merchantIs(sql`o.merchant_id`, s)}`;
/** Orders placed in the range (every status). */
const placedWhere = (s: Scope) => sql`o.created_at >= ${s.since} and o.created_at < ${s.before}${merchantIs(sql`o.merchant_id`, s)}`;
/** Returns asked for in the range that the merchant accepted (accepted, received, refunded, replaced, closed). */
const returnsWhere = (s: Scope) =>
  sql`r.created_at >= ${s.since} and r.created_at < ${s.before} and r.status not in ('requested', 'rejected')${merchantIs(sql`r.merchant_id`, s)}`;

const n = (v: unknown) => Number(v ?? 0);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return res.rows as T[];
}

// ---- sales ----

export interface SalesTotalsRow {
  orders: number;
  grossKobo: number;
  discountKobo: number;
  shippingKobo: number;
  totalKobo: number;
}

export async function salesTotals(db: DbOrTx, s: Scope): Promise<SalesTotalsRow> {
  const [r] = await rows<Record<string, string>>(
    db,
    sql`select count(*) as orders, coalesce(sum(o.subtotal_kobo), 0) as gross, coalesce(sum(o.discount_kobo), 0) as discount,
               coalesce(sum(o.shipping_fee_kobo), 0) as shipping, coalesce(sum(o.total_kobo), 0) as total
        from orders o where ${salesWhere(s)}`,
  );
  return { orders: n(r?.orders), grossKobo: n(r?.gross), discountKobo: n(r?.discount), shippingKobo: n(r?.shipping), totalKobo: n(r?.total) };
}

/**
 * Refunds booked in the range (ledger `refund.requested`, credit to `refunds`) for the scope's orders; a
 * cancelled order's refund is left out, as the order is not a sale.
 */
export async function refundsBooked(db: DbOrTx, s: Scope): Promise<number> {
  const [r] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(-e.amount_kobo), 0) as total
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id and e.account = 'refunds'
        join orders o on o.id = t.order_id
        where t.kind = 'refund.requested' and t.occurred_at >= ${s.since} and t.occurred_at < ${s.before} and o.status <> 'cancelled'${merchantIs(sql`o.merchant_id`, s)}`,
  );
  return n(r?.total);
}

export async function ordersByStatus(db: DbOrTx, s: Scope): Promise<{ status: string; count: number }[]> {
  const r = await rows<{ status: string; count: string }>(
    db,
    sql`select o.status, count(*) as count from orders o where ${placedWhere(s)} group by o.status order by count(*) desc, o.status`,
  );
  return r.map((x) => ({ status: x.status, count: n(x.count) }));
}

export interface ProductRow {
  productId: string;
  productName: string;
  quantity: number;
  amountKobo: number;
  totalQuantity: number;
}

/** Items of sales per product (amount: what customers paid for them, line − discount). */
export async function productsSold(db: DbOrTx, s: Scope, orderBy: "quantity" | "amount", limit: number): Promise<ProductRow[]> {
  const order = orderBy === "quantity" ? sql`quantity desc, amount desc` : sql`amount desc, quantity desc`;
  const r = await rows<Record<string, string>>(
    db,
    sql`select i.product_id, max(i.product_name) as product_name, sum(i.quantity) as quantity,
               sum(i.line_total_kobo - i.discount_kobo) as amount, sum(sum(i.quantity)) over () as total_quantity
        from orders o join order_items i on i.order_id = o.id
        where ${salesWhere(s)}
        group by i.product_id
        order by ${order}, i.product_id
        limit ${limit}`,
  );
  return r.map((x) => ({ productId: x.product_id, productName: x.product_name, quantity: n(x.quantity), amountKobo: n(x.amount), totalQuantity: n(x.total_quantity) }));
}

export async function productsReturned(db: DbOrTx, s: Scope, limit: number): Promise<ProductRow[]> {
  const r = await rows<Record<string, string>>(
    db,
    sql`select ri.product_id, max(ri.product_name) as product_name, sum(ri.quantity) as quantity,
               sum(ri.amount_kobo) as amount, sum(sum(ri.quantity)) over () as total_quantity
        from order_returns r join order_return_items ri on ri.return_id = r.id
        where ${returnsWhere(s)}
        group by ri.product_id
        order by quantity desc, amount desc, ri.product_id
        limit ${limit}`,
  );
  return r.map((x) => ({ productId: x.product_id, productName: x.product_name, quantity: n(x.quantity), amountKobo: n(x.amount), totalQuantity: n(x.total_quantity) }));
}

export type Interval = "day" | "week" | "month";

/** Buckets from the one holding `since` to the one holding the last day, empty ones included. */
export async function timeSeries(db: DbOrTx, s: Scope, interval: Interval, basis: "sales" | "placed"): Promise<{ date: string; orders: number; amountKobo: number }[]> {
  const unit = sql.raw(`'${interval}'`);
  const step = sql.raw(`'1 ${interval}'::interval`);
  const at = basis === "sales" ? sql`o.paid_at` : sql`o.created_at`;
  const where = basis === "sales" ? salesWhere(s) : placedWhere(s);
  const lastDay = new Date(s.before.getTime() - 86_400_000).toISOString().slice(0, 10);
  const firstDay = s.since.toISOString().slice(0, 10);
  const r = await rows<{ d: string; orders: string; amount: string }>(
    db,
    sql`with b as (
          select date_trunc(${unit}, ${at} at time zone 'UTC')::date as d, count(*) as orders, sum(o.total_kobo) as amount
          from orders o where ${where} group by 1
        ), g as (
          select generate_series(date_trunc(${unit}, ${firstDay}::date), ${lastDay}::date, ${step})::date as d
        )
        select to_char(g.d, 'YYYY-MM-DD') as d, coalesce(b.orders, 0) as orders, coalesce(b.amount, 0) as amount
        from g left join b on b.d = g.d order by g.d`,
  );
  return r.map((x) => ({ date: x.d, orders: n(x.orders), amountKobo: n(x.amount) }));
}

export async function salesByCustomer(db: DbOrTx, s: Scope, limit: number) {
  const r = await rows<Record<string, string>>(
    db,
    sql`with c as (
          select o.customer_id, count(*) as orders, sum(o.total_kobo) as amount
          from orders o where ${salesWhere(s)} group by o.customer_id order by amount desc, o.customer_id limit ${limit}
        )
        select c.customer_id, u.first_name, u.last_name, u.email, c.orders, c.amount
        from c join users u on u.id = c.customer_id order by c.amount desc, c.customer_id`,
  );
  return r.map((x) => ({
    customerId: x.customer_id,
    customerName: `${x.first_name} ${x.last_name}`.trim(),
    email: x.email,
    orders: n(x.orders),
    amountKobo: n(x.amount),
  }));
}

export async function salesByLocation(db: DbOrTx, s: Scope, limit: number) {
  const r = await rows<Record<string, string | null>>(
    db,
    sql`select coalesce(nullif(o.delivery_address->>'stateOrRegion', ''), 'Unknown') as state,
               nullif(o.delivery_address->>'city', '') as city, count(*) as orders, sum(o.total_kobo) as amount
        from orders o where ${salesWhere(s)}
        group by 1, 2 order by amount desc, state, city limit ${limit}`,
  );
  return r.map((x) => ({ state: String(x.state), city: x.city, orders: n(x.orders), amountKobo: n(x.amount) }));
}

export type SalesTableSort = "date" | "total" | "grossSales" | "customerName" | "storeName";
const SORT_SQL: Record<SalesTableSort, string> = {
  date: "o.paid_at",
  total: "o.total_kobo",
  grossSales: "o.subtotal_kobo",
  customerName: "lower(u.first_name || ' ' || u.last_name)",
  storeName: "lower(o.store_name)",
};

export interface SalesTableRow {
  id: string;
  orderName: string;
  orderNumber: string;
  paidAt: Date;
  storeName: string;
  customerName: string;
  subtotalKobo: number;
  discountKobo: number;
  shippingKobo: number;
  totalKobo: number;
  status: string;
}

export async function salesTable(
  db: DbOrTx,
  s: Scope,
  opts: { sort: SalesTableSort; order: "asc" | "desc"; limit: number; offset: number },
): Promise<SalesTableRow[]> {
  const dir = opts.order === "asc" ? "asc" : "desc";
  const orderBy = sql.raw(`${SORT_SQL[opts.sort]} ${dir}, o.id ${dir}`);
  const r = await rows<Record<string, string | Date>>(
    db,
    sql`select o.id, o.order_name, o.order_number, o.paid_at, o.store_name, u.first_name, u.last_name, o.subtotal_kobo, o.discount_kobo,
               o.shipping_fee_kobo, o.total_kobo, o.status
        from orders o join users u on u.id = o.customer_id
        where ${salesWhere(s)}
        order by ${orderBy}
        limit ${opts.limit} offset ${opts.offset}`,
  );
  return r.map((x) => ({
    id: String(x.id),
    orderName: String(x.order_name),
    orderNumber: String(x.order_number),
    paidAt: new Date(x.paid_at as string | Date),
    storeName: String(x.store_name),
    customerName: `${String(x.first_name)} ${String(x.last_name)}`.trim(),
    subtotalKobo: n(x.subtotal_kobo),
    discountKobo: n(x.discount_kobo),
    shippingKobo: n(x.shipping_fee_kobo),
    totalKobo: n(x.total_kobo),
    status: String(x.status),
  }));
}

// ---- returns ----

export async function returnsTotals(db: DbOrTx, s: Scope) {
  const [r] = await rows<Record<string, string>>(
    db,
    sql`with rt as (select r.order_id, sum(r.items_kobo) as items from order_returns r where ${returnsWhere(s)} group by r.order_id)
        select count(*) as orders, coalesce(sum(rt.items), 0) as items, coalesce(sum(o.shipping_fee_kobo), 0) as delivery,
               coalesce(sum(o.total_kobo), 0) as total
        from rt join orders o on o.id = rt.order_id`,
  );
  return { orders: n(r?.orders), itemsKobo: n(r?.items), deliveryKobo: n(r?.delivery), totalKobo: n(r?.total) };
}

// ---- money from the ledger ----

export interface CompletedTotals {
  orders: number;
  subtotalKobo: number;
  discountKobo: number;
  shippingKobo: number;
  totalKobo: number;
  giftCardKobo: number;
  /**
   * What these orders owe their merchants in the ledger: the `order.completed` credits to merchant_payable
   * less the clawbacks booked on them since (refunds after completion, merchant-liable chargebacks).
   */
  merchantDueKobo: number;
  commissionKobo: number;
  deliveryKobo: number;
  /** Every `refund.requested` booked for these orders (credit to `refunds`). */
  refundKobo: number;
}

/**
 * Orders completed in the range with their frozen amounts; what the ledger booked when they completed
 * (`order.completed` transactions of the same days: completion books at the moment it sets completed_at);
 * the clawbacks booked on those orders' merchant payable since (so the due agrees with the ledger, as
 * payout approval nets them); and every `refund.requested` booked for those orders.
 */
export async function completedTotals(db: DbOrTx, s: Scope): Promise<CompletedTotals> {
  const ledgerMerchant = merchantIs(sql`t.merchant_id`, s);
  const [r] = await rows<Record<string, string>>(
    db,
    sql`with c as (
          select count(*) as orders, coalesce(sum(o.subtotal_kobo), 0) as subtotal, coalesce(sum(o.discount_kobo), 0) as discount,
                 coalesce(sum(o.shipping_fee_kobo), 0) as shipping, coalesce(sum(o.total_kobo), 0) as total,
                 coalesce(sum(o.gift_card_kobo), 0) as gift_card
          from orders o where o.completed_at >= ${s.since} and o.completed_at < ${s.before}${merchantIs(sql`o.merchant_id`, s)}
        ), books as (
          select coalesce(sum(-e.amount_kobo) filter (where e.account = 'merchant_payable'), 0) as due,
                 coalesce(sum(-e.amount_kobo) filter (where e.account = 'platform_commission'), 0) as commission,
                 coalesce(sum(-e.amount_kobo) filter (where e.account = 'delivery_revenue'), 0) as delivery
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.kind = 'order.completed' and t.occurred_at >= ${s.since} and t.occurred_at < ${s.before}${ledgerMerchant}
        ), clawbacks as (
          select coalesce(sum(e.amount_kobo), 0) as clawback
          from ledger_transactions t
          join orders o on o.id = t.order_id
          join ledger_entries e on e.transaction_id = t.id and e.account = 'merchant_payable'
          where t.kind not in ('order.completed', 'payout.approved')
            and o.completed_at >= ${s.since} and o.completed_at < ${s.before}${merchantIs(sql`o.merchant_id`, s)}
        ), refunds as (
          select coalesce(sum(-e.amount_kobo), 0) as refunds
          from ledger_transactions t
          join orders o on o.id = t.order_id
          join ledger_entries e on e.transaction_id = t.id and e.account = 'refunds'
          where t.kind = 'refund.requested' and o.completed_at >= ${s.since} and o.completed_at < ${s.before}${merchantIs(sql`o.merchant_id`, s)}
        )
        select c.*, books.*, clawbacks.*, refunds.* from c, books, clawbacks, refunds`,
  );
  return {
    orders: n(r?.orders),
    subtotalKobo: n(r?.subtotal),
    discountKobo: n(r?.discount),
    shippingKobo: n(r?.shipping),
    totalKobo: n(r?.total),
    giftCardKobo: n(r?.gift_card),
    merchantDueKobo: n(r?.due) - n(r?.clawback),
    commissionKobo: n(r?.commission),
    deliveryKobo: n(r?.delivery),
    refundKobo: n(r?.refunds),
  };
}

/** Per merchant: orders completed in the range and their `order.completed` ledger split. */
export async function completedByMerchant(db: DbOrTx, s: Scope) {
  const r = await rows<Record<string, string>>(
    db,
    sql`with c as (
          select o.id, o.merchant_id, o.store_name, o.total_kobo from orders o
          where o.completed_at >= ${s.since} and o.completed_at < ${s.before}${merchantIs(sql`o.merchant_id`, s)}
        ), b as (
          select t.order_id, coalesce(sum(-e.amount_kobo) filter (where e.account = 'merchant_payable'), 0) as due,
                 coalesce(sum(-e.amount_kobo) filter (where e.account = 'platform_commission'), 0) as commission
          from c join ledger_transactions t on t.kind = 'order.completed' and t.ref = c.id::text
          join ledger_entries e on e.transaction_id = t.id group by t.order_id
        )
        select c.merchant_id, max(c.store_name) as store_name, count(*) as orders, sum(c.total_kobo) as total,
               coalesce(sum(b.due), 0) as due, coalesce(sum(b.commission), 0) as commission
        from c left join b on b.order_id = c.id
        group by c.merchant_id`,
  );
  return r.map((x) => ({
    merchantId: x.merchant_id,
    storeName: x.store_name,
    orders: n(x.orders),
    totalKobo: n(x.total),
    dueKobo: n(x.due),
    commissionKobo: n(x.commission),
  }));
}

/** Delivered orders (not yet completed) delivered in `[since, before)`, with refunds booked against their clearing. */
export async function deliveredAwaitingCompletion(db: DbOrTx, s: Scope) {
  const r = await rows<Record<string, string>>(
    db,
    sql`select o.id, o.merchant_id, o.store_name, o.subtotal_kobo, o.discount_kobo, o.shipping_fee_kobo, o.total_kobo,
               o.commission_bps, o.commission_kobo,
               coalesce((select sum(e.amount_kobo) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
                         where t.order_id = o.id and t.kind = 'refund.requested' and e.account = 'customer_clearing' and e.amount_kobo > 0), 0) as refunded
        from orders o
        where o.status = 'delivered' and o.delivered_at >= ${s.since} and o.delivered_at < ${s.before}${merchantIs(sql`o.merchant_id`, s)}`,
  );
  return r.map((x) => ({
    id: x.id,
    merchantId: x.merchant_id,
    storeName: x.store_name,
    subtotalKobo: n(x.subtotal_kobo),
    discountKobo: n(x.discount_kobo),
    shippingFeeKobo: n(x.shipping_fee_kobo),
    totalKobo: n(x.total_kobo),
    commissionBps: n(x.commission_bps),
    commissionKobo: n(x.commission_kobo),
    refundedKobo: n(x.refunded),
  }));
}

// ---- a merchant's all-time figures (dashboard stats) ----

export async function merchantOrderFigures(db: DbOrTx, merchantId: string) {
  const [r] = await rows<Record<string, string>>(
    db,
    sql`select count(*) filter (where o.status <> 'awaiting_payment') as orders,
               count(*) filter (where o.status in ('pending', 'confirmed', 'ready_to_ship', '3pl_assigned', '3pl_accepted', 'dispatcher_assigned', 'picked_up', 'in_transit')) as open,
               coalesce(sum(o.total_kobo) filter (where o.paid_at is not null and o.status not in ('awaiting_payment', 'cancelled')), 0) as sales
        from orders o where o.merchant_id = ${merchantId}`,
  );
  return { orders: n(r?.orders), openOrders: n(r?.open), salesKobo: n(r?.sales) };
}
