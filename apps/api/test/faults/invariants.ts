import pg from "pg";
import type { SeenCheckout } from "./shoppers.js";

/**
 * What must hold after any crash, read straight from the database. Each check answers a list of
 * problems (empty when it holds), so a failure names every order that broke it.
 */
export interface Books {
  problems: string[];
  figures: {
    checkouts: number;
    orders: number;
    paidOrders: number;
    awaitingPayment: number;
    cancelled: number;
    /** Orders awaiting payment whose payment the provider already took. */
    paidButWaiting: number;
  };
}

/** Reads every check from one snapshot of the database (the server may be settling payments meanwhile). */
export async function readBooks(client: pg.Client, seen: SeenCheckout[], stockBefore: Map<string, number>): Promise<Books> {
  await client.query("begin transaction isolation level repeatable read read only");
  try {
    return await readSnapshot(client, seen, stockBefore);
  } finally {
    await client.query("rollback");
  }
}

async function readSnapshot(client: pg.Client, seen: SeenCheckout[], stockBefore: Map<string, number>): Promise<Books> {
  const problems: string[] = [];
  const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await client.query<T>(text, values)).rows;

  // 1. Every order a buyer saw placed exists exactly once: its key names one checkout, with the same group.
  const checkouts = await q<{ customer_id: string; idempotency_key: string; order_name: string; status: string; payment_reference: string | null }>(
    "select customer_id, idempotency_key, order_name, status, payment_reference from checkouts",
  );
  const byKey = new Map<string, typeof checkouts>();
  for (const c of checkouts) byKey.set(c.idempotency_key, [...(byKey.get(c.idempotency_key) ?? []), c]);
  const orders = await q<{ id: string; order_name: string; status: string; paid_at: Date | null }>("select id, order_name, status, paid_at from orders");
  const ordersByName = new Map<string, typeof orders>();
  for (const o of orders) ordersByName.set(o.order_name, [...(ordersByName.get(o.order_name) ?? []), o]);
  const orderIds = new Set(orders.map((o) => o.id));
  const seenKeys = new Set(seen.map((s) => s.key));
  for (const s of seen) {
    const rows = byKey.get(s.key) ?? [];
    if (rows.length !== 1) problems.push(`key ${s.key}: ${rows.length} checkouts`);
    else if (rows[0].order_name !== s.orderName) problems.push(`key ${s.key}: answered ${s.orderName}, stored ${rows[0].order_name}`);
    const group = ordersByName.get(s.orderName) ?? [];
    if (group.length !== s.orderIds.length) problems.push(`${s.orderName}: answered ${s.orderIds.length} orders, stored ${group.length}`);
    for (const id of s.orderIds) if (!orderIds.has(id)) problems.push(`${s.orderName}: order ${id} answered but not stored`);
  }
  // No order that no buyer asked for: every stored checkout has a key a buyer sent (a key cut off by the
  // crash and never answered may have committed; its retry was then answered with it, so it is in `seen`).
  for (const c of checkouts) if (!seenKeys.has(c.idempotency_key)) problems.push(`checkout ${c.order_name} with a key no buyer saw answered`);

  // 2. Units sold + stock left = stock before (orders not cancelled hold their units), and the sales
  //    counter counts the units of paid orders only.
  const stock = await q<{ id: string; quantity: number; sold_count: number; held: number; paid: number }>(
    `select p.id, p.quantity, p.sold_count,
            coalesce(sum(i.quantity) filter (where o.status <> 'cancelled'), 0)::int as held,
            coalesce(sum(i.quantity) filter (where o.status not in ('cancelled', 'awaiting_payment')), 0)::int as paid
       from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
      group by p.id`,
  );
  for (const p of stock) {
    const before = stockBefore.get(p.id);
    if (before === undefined) continue;
    if (p.quantity + p.held !== before) problems.push(`product ${p.id}: ${p.held} held + ${p.quantity} left ≠ ${before} before`);
    if (p.sold_count !== p.paid) problems.push(`product ${p.id}: sold count ${p.sold_count} ≠ ${p.paid} units in paid orders`);
  }

  // 3. Every payment a buyer saw paid (or whose approval the provider answered) belongs to a paid group.
  const payments = await q<{ reference: string; status: string; owner_id: string }>("select reference, status, owner_id from payments where purpose = 'order'");
  const paymentOf = new Map(payments.map((p) => [p.reference, p]));
  for (const s of seen) {
    if (!s.seenPaid) continue;
    const p = s.reference ? paymentOf.get(s.reference) : undefined;
    if (p?.status !== "success") problems.push(`${s.orderName}: seen paid, payment is ${p?.status ?? "missing"}`);
    for (const o of ordersByName.get(s.orderName) ?? []) {
      if (o.status === "awaiting_payment" || o.status === "cancelled" || !o.paid_at) problems.push(`${s.orderName}: seen paid, order ${o.id} is ${o.status}`);
    }
  }
  // A settled payment and its group agree, and the money is booked once.
  const booked = new Set((await q<{ ref: string }>("select ref from ledger_transactions where kind = 'payment.received'")).map((r) => r.ref));
  for (const p of payments) {
    const checkout = checkouts.find((c) => c.order_name === p.owner_id);
    if (p.status === "success" && checkout?.status !== "paid") problems.push(`payment ${p.reference} succeeded, checkout is ${checkout?.status}`);
    if ((p.status === "success") !== booked.has(p.reference)) problems.push(`payment ${p.reference} is ${p.status}, booked: ${booked.has(p.reference)}`);
  }
  const unbalanced = await q<{ n: number }>(
    "select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_kobo) <> 0) t",
  );
  if (unbalanced[0].n > 0) problems.push(`${unbalanced[0].n} unbalanced ledger transactions`);

  // 4. In-between states: a group awaiting payment whose money the provider took (paid but waiting).
  const waiting = await q<{ order_name: string }>(
    `select c.order_name from checkouts c join test_gateway_payments g on g.reference = c.payment_reference
      where c.status = 'awaiting_payment' and g.status = 'success'`,
  );
  const mixed = await q<{ order_name: string }>(
    `select o.order_name from orders o join checkouts c on c.order_name = o.order_name
      where (c.status = 'awaiting_payment') <> (o.status = 'awaiting_payment') group by o.order_name`,
  );
  for (const m of mixed) problems.push(`${m.order_name}: checkout and orders disagree about awaiting payment`);

  return {
    problems,
    figures: {
      checkouts: checkouts.length,
      orders: orders.length,
      paidOrders: orders.filter((o) => o.paid_at && o.status !== "cancelled").length,
      awaitingPayment: orders.filter((o) => o.status === "awaiting_payment").length,
      cancelled: orders.filter((o) => o.status === "cancelled").length,
      paidButWaiting: waiting.length,
    },
  };
}
