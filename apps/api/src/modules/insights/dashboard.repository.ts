import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";

// The merchant dashboard's figures: one small aggregate per question, each answered from an index that
// starts with the merchant (or the status), never by reading the store's orders into the server.

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = await db.execute(query);
  return res.rows as T[];
}
const n = (v: unknown) => Number(v ?? 0);

/** Orders waiting for the store: to accept (pending), to pack (confirmed), to hand over (ready to ship). */
export async function ordersWaiting(db: DbOrTx, merchantId: string) {
  const [r] = await rows<Record<string, string>>(
    db,
    sql`select count(*) filter (where status = 'pending') as to_accept,
               count(*) filter (where status = 'confirmed') as to_pack,
               count(*) filter (where status = 'ready_to_ship') as to_hand_over
        from orders
        where merchant_id = ${merchantId} and status in ('pending', 'confirmed', 'ready_to_ship')`,
  );
  return {
    toAccept: n(r?.to_accept),
    toPack: n(r?.to_pack),
    toHandOver: n(r?.to_hand_over),
  };
}

/**
 * What customers paid for the store's orders paid since `weekStart`, and the part since `dayStart`
 * (cancelled orders left out; the covering index orders_merchant_paid_idx answers it alone).
 */
export async function salesSince(db: DbOrTx, merchantId: string, weekStart: Date, dayStart: Date) {
  const [r] = await rows<Record<string, string>>(
    db,
    sql`select coalesce(sum(total_kobo), 0) as week_kobo,
               count(*) as week_orders,
               coalesce(sum(total_kobo) filter (where paid_at >= ${dayStart.toISOString()}), 0) as today_kobo,
               count(*) filter (where paid_at >= ${dayStart.toISOString()}) as today_orders
        from orders
        where merchant_id = ${merchantId} and paid_at is not null and paid_at >= ${weekStart.toISOString()}
          and status not in ('awaiting_payment', 'cancelled')`,
  );
  return {
    weekKobo: n(r?.week_kobo),
    weekOrders: n(r?.week_orders),
    todayKobo: n(r?.today_kobo),
    todayOrders: n(r?.today_orders),
  };
}

/** Returns the store has to act on: requests to answer, accepted returns to mark received. */
export async function returnsWaiting(db: DbOrTx, merchantId: string) {
  const [r] = await rows<Record<string, string>>(
    db,
    sql`select count(*) filter (where status = 'requested') as to_answer,
               count(*) filter (where status = 'accepted') as to_receive
        from order_returns
        where merchant_id = ${merchantId} and status in ('requested', 'accepted')`,
  );
  return { toAnswer: n(r?.to_answer), toReceive: n(r?.to_receive) };
}

export interface LowStockLine {
  productId: string;
  productName: string;
  variantId: string | null;
  size: string | null;
  color: string | null;
  sku: string | null;
  quantity: number;
  alertAt: number;
}

/**
 * Stock lines at or under their product's alert level: each variant of a product with variants, the
 * product itself when it has none (digital and deleted products never run out). Lowest first.
 */
export async function lowStockLines(db: DbOrTx, merchantId: string, limit: number): Promise<{ lines: LowStockLine[]; count: number }> {
  const found = await rows<Record<string, string | null>>(
    db,
    sql`with low as (
          select p.id as product_id, p.name as product_name, v.id as variant_id, v.size, v.color, v.sku, v.quantity, p.stock_alert_units
          from products p join product_variants v on v.product_id = p.id
          where p.merchant_id = ${merchantId} and p.deleted_at is null and not p.is_digital and v.quantity <= p.stock_alert_units
          union all
          select p.id, p.name, null, null, null, p.sku, p.quantity, p.stock_alert_units
          from products p
          where p.merchant_id = ${merchantId} and p.deleted_at is null and not p.is_digital and p.quantity <= p.stock_alert_units
            and not exists (select 1 from product_variants v where v.product_id = p.id)
        )
        select low.*, count(*) over () as total from low
        order by quantity asc, product_name asc, variant_id asc nulls first
        limit ${limit}`,
  );
  return {
    count: n(found[0]?.total),
    lines: found.map((r) => ({
      productId: String(r.product_id),
      productName: String(r.product_name),
      variantId: r.variant_id,
      size: r.size,
      color: r.color,
      sku: r.sku,
      quantity: n(r.quantity),
      alertAt: n(r.stock_alert_units),
    })),
  };
}

/** Payouts not yet paid to the bank: the oldest one, and how many and how much in all. */
export async function unpaidPayouts(db: DbOrTx, merchantId: string) {
  const [next] = await rows<Record<string, string | Date>>(
    db,
    sql`select order_name, coalesce(amount_kobo, due_kobo) as amount_kobo, status, completed_at
        from merchant_payouts
        where merchant_id = ${merchantId} and status <> 'processed'
        order by completed_at asc, id asc
        limit 1`,
  );
  const [all] = await rows<Record<string, string>>(
    db,
    sql`select count(*) as payouts, coalesce(sum(coalesce(amount_kobo, due_kobo)), 0) as amount_kobo
        from merchant_payouts
        where merchant_id = ${merchantId} and status <> 'processed'`,
  );
  return {
    next: next
      ? {
          orderName: String(next.order_name),
          amountKobo: n(next.amount_kobo),
          status: next.status as "pending" | "approved",
          completedAt: new Date(next.completed_at),
        }
      : null,
    count: n(all?.payouts),
    amountKobo: n(all?.amount_kobo),
  };
}

/**
 * Delivered orders not yet completed (inside the return window): the merchant's due on each as
 * settlement books it when no return is refunded (items − merchant coupons − commission), and when
 * the first was delivered.
 */
export async function dueInReturnWindow(db: DbOrTx, merchantId: string) {
  const [r] = await rows<Record<string, string | Date | null>>(
    db,
    sql`select count(*) as orders,
               coalesce(sum(greatest(0, o.subtotal_kobo - o.discount_kobo - o.commission_kobo)), 0) as due_kobo,
               min(o.delivered_at) as first_delivered_at
        from orders o
        where o.merchant_id = ${merchantId} and o.status = 'delivered'`,
  );
  return {
    orders: n(r?.orders),
    dueKobo: n(r?.due_kobo),
    firstDeliveredAt: r?.first_delivered_at ? new Date(r.first_delivered_at) : null,
  };
}
