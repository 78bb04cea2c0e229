import {
  ORDER_STATUS_CODES,
  type OrderSortColumn,
  type OrderStatusCode,
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_STATUSES,
  type TransactionSortColumn,
  type TransactionStatus,
} from "@bitmarte/contracts";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../identity/identity.table.js";
import { payments } from "../payments/payments.table.js";
import {
  type CheckoutStatusValue,
  checkouts,
  orderActivities,
  orderItems,
  orders,
} from "./orders.table.js";

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderActivityRow = typeof orderActivities.$inferSelect;

// ---- checkouts ----

/** Starts a checkout under the customer's key; null when the key already has one (a replay or a twin request). */
export async function insertCheckout(db: DbOrTx, values: typeof checkouts.$inferInsert): Promise<CheckoutRow | null> {
  const [row] = await db
    .insert(checkouts)
    .values(values)
    .onConflictDoNothing({ target: [checkouts.customerId, checkouts.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findCheckoutByKey(db: DbOrTx, customerId: string, key: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), eq(checkouts.idempotencyKey, key)));
  return row ?? null;
}

export async function findCheckoutByOrderName(db: DbOrTx, orderName: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.orderName, orderName));
  return row ?? null;
}

export async function updateCheckout(db: DbOrTx, id: string, values: Partial<typeof checkouts.$inferInsert>): Promise<void> {
  await db.update(checkouts).set(values).where(eq(checkouts.id, id));
}

/** Moves a checkout out of `from` exactly once (guarded update); null when it was not in `from`. */
export async function moveCheckout(
  db: DbOrTx,
  orderName: string,
  from: CheckoutStatusValue,
  values: Partial<typeof checkouts.$inferInsert> & { status: CheckoutStatusValue },
): Promise<CheckoutRow | null> {
  const [row] = await db
    .update(checkouts)
    .set(values)
    .where(and(eq(checkouts.orderName, orderName), eq(checkouts.status, from)))
    .returning();
  return row ?? null;
}

/** Unpaid checkouts whose payment window has closed, oldest first. */
export async function dueCheckouts(db: DbOrTx, now: Date, limit: number, customerId?: string): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, "awaiting_payment"),
        lte(checkouts.expiresAt, now),
        customerId ? eq(checkouts.customerId, customerId) : undefined,
      ),
    )
    .orderBy(asc(checkouts.expiresAt))
    .limit(limit);
}

// ---- orders ----

export async function insertOrders(db: DbOrTx, values: (typeof orders.$inferInsert)[]): Promise<OrderRow[]> {
  if (values.length === 0) return [];
  return db.insert(orders).values(values).returning();
}

export async function insertOrderItems(db: DbOrTx, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
}

export async function insertActivities(db: DbOrTx, values: (typeof orderActivities.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderActivities).values(values);
}

/** Moves every order of a group that is in `from`; answers the orders moved. */
export async function moveGroup(
  db: DbOrTx,
  orderName: string,
  from: OrderStatusCode,
  values: Partial<typeof orders.$inferInsert> & { status: OrderStatusCode },
): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set(values)
    .where(and(eq(orders.orderName, orderName), eq(orders.status, from)))
    .returning();
}

export async function groupOrders(db: DbOrTx, orderName: string): Promise<OrderRow[]> {
  // Part 2 before part 10: by the number's length, then the number.
  return db
    .select()
    .from(orders)
    .where(eq(orders.orderName, orderName))
    .orderBy(asc(sql`length(${orders.orderNumber})`), asc(orders.orderNumber));
}

export async function itemsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

export async function activitiesOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderActivityRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderActivities)
    .where(inArray(orderActivities.orderId, orderIds))
    .orderBy(asc(orderActivities.seq));
}

export async function listCustomerOrders(
  db: DbOrTx,
  customerId: string,
  q: { status?: OrderStatusCode; sort?: OrderListSort; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const where = and(eq(orders.customerId, customerId), q.status ? eq(orders.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(...orderListOrder(q.sort)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, count: total.n };
}

export async function findCustomerOrder(db: DbOrTx, customerId: string, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
  return row ?? null;
}

/** Item count and first item of each order (lists). */
export type OrderListExtras = {
  itemCount: number;
  lineCount: number;
  productName: string;
  images: string[];
  quantity: number;
  variantSize: string | null;
  variantColor: string | null;
};

export async function orderListExtras(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, OrderListExtras>();
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      itemCount: sql<number>`sum(${orderItems.quantity}) over (partition by ${orderItems.orderId})::int`,
      lineCount: sql<number>`count(*) over (partition by ${orderItems.orderId})::int`,
      productName: orderItems.productName,
      images: orderItems.images,
      quantity: orderItems.quantity,
      variantSize: orderItems.variantSize,
      variantColor: orderItems.variantColor,
      rank: sql<number>`row_number() over (partition by ${orderItems.orderId} order by ${orderItems.createdAt}, ${orderItems.id})::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  return new Map<string, OrderListExtras>(rows.filter((r) => r.rank === 1).map(({ orderId, rank: _rank, ...extras }) => [orderId, extras]));
}

export async function userNames(db: DbOrTx, ids: string[]): Promise<Map<string, { name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email }]));
}

// ---- transactions (order payments) ----

export interface TransactionFilter {
  merchantId?: string;
  search?: string;
  status?: TransactionStatus;
  startDate?: string;
  endDate?: string;
}

const merchantHasOrderIn = (merchantId: string) =>
  sql`exists (select 1 from ${orders} o where o.order_name = ${checkouts.orderName} and o.merchant_id = ${merchantId})`;

function transactionWhere(f: TransactionFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(payments.purpose, "order")];
  if (f.merchantId) conditions.push(merchantHasOrderIn(f.merchantId));
  if (f.status) conditions.push(eq(payments.status, f.status));
  if (f.startDate) conditions.push(gte(payments.createdAt, new Date(`${f.startDate}T00:00:00.000Z`)));
  if (f.endDate) conditions.push(lt(payments.createdAt, new Date(new Date(`${f.endDate}T00:00:00.000Z`).getTime() + 86_400_000)));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(checkouts.orderName, like),
        ilike(payments.reference, like),
        ilike(payments.email, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ),
    );
  }
  return and(...conditions);
}

const transactionColumns = {
  payment: payments,
  orderName: checkouts.orderName,
  ipAddress: checkouts.ipAddress,
  checkoutChannel: checkouts.paymentChannel,
  customerFirstName: users.firstName,
  customerLastName: users.lastName,
};

function selectTransactions(db: DbOrTx) {
  return db
    .select(transactionColumns)
    .from(payments)
    .innerJoin(checkouts, eq(checkouts.paymentReference, payments.reference))
    .innerJoin(users, eq(users.id, checkouts.customerId));
}
export type TransactionRow = Awaited<ReturnType<typeof selectTransactions>>[number];

/** Statuses in the order of the words the screen shows for them, so a status sort reads alphabetically. */
const TRANSACTION_STATUS_RANK = sql.join(
  [...TRANSACTION_STATUSES]
    .sort((a, b) => TRANSACTION_STATUS_LABELS[a].localeCompare(TRANSACTION_STATUS_LABELS[b]))
    .map((status, rank) => sql.raw(`when '${status}' then ${rank}`)),
  sql` `,
);

/** The ORDER BY of a transaction list; ties are broken by id so pages neither overlap nor skip a row. */
function transactionListOrder(sort: { by: TransactionSortColumn; direction: "asc" | "desc" } | undefined, merchantId?: string): SQL[] {
  if (!sort) return [desc(payments.createdAt), asc(payments.id)];
  // A merchant's amount is its own orders' share of the checkout, as the list shows it.
  const amount = merchantId
    ? sql`(select coalesce(sum(o.total_kobo - o.gift_card_kobo), 0) from ${orders} o where o.order_name = ${checkouts.orderName} and o.merchant_id = ${merchantId})`
    : sql`${payments.amountKobo}`;
  const keys: Record<TransactionSortColumn, SQL> = {
    date: sql`coalesce(${payments.paidAt}, ${payments.createdAt})`,
    customer: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    status: sql`case ${payments.status} ${TRANSACTION_STATUS_RANK} end`,
    amount,
  };
  const direction = sort.direction === "asc" ? asc : desc;
  return [direction(keys[sort.by]), direction(payments.id)];
}

export async function listTransactions(
  db: DbOrTx,
  f: TransactionFilter,
  page: { limit: number; offset: number; sort?: { by: TransactionSortColumn; direction: "asc" | "desc" } },
): Promise<{ rows: TransactionRow[]; count: number }> {
  const where = transactionWhere(f);
  const [rows, [total]] = await Promise.all([
    selectTransactions(db).where(where).orderBy(...transactionListOrder(page.sort, f.merchantId)).limit(page.limit).offset(page.offset),
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(checkouts, eq(checkouts.paymentReference, payments.reference))
      .innerJoin(users, eq(users.id, checkouts.customerId))
      .where(where),
  ]);
  return { rows, count: total.n };
}

export async function findTransaction(db: DbOrTx, id: string, merchantId?: string): Promise<TransactionRow | null> {
  const [row] = await selectTransactions(db).where(
    and(eq(payments.id, id), eq(payments.purpose, "order"), merchantId ? merchantHasOrderIn(merchantId) : undefined),
  );
  return row ?? null;
}

/** Orders (and their items) of these groups; only the merchant's when given. */
export async function ordersOfGroups(db: DbOrTx, orderNames: string[], merchantId?: string): Promise<OrderRow[]> {
  if (orderNames.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.orderName, orderNames), merchantId ? eq(orders.merchantId, merchantId) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

// ---- after payment: lists, moves and queries of the delivery chain (the fulfilment module's data) ----

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/**
 * Moves one order from `from` in one guarded statement: when another request moved it first, nothing
 * is written and null comes back (the caller answers 409).
 */
export async function moveOrder(
  db: DbOrTx,
  id: string,
  from: OrderStatusCode,
  values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

/** The order row, locked until the caller's transaction ends (serialises money decisions on one order). */
export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

/** Changes fields other than the status, on the condition that the status is still `status`. */
export const updateOrderInStatus = moveOrder;

export interface OrderFilter {
  merchantId?: string;
  storeId?: string;
  customerId?: string;
  dispatcherId?: string;
  partnerId?: string;
  status?: OrderStatusCode;
  /** Never these statuses (e.g. unpaid orders in merchant lists). */
  excludeStatuses?: OrderStatusCode[];
  search?: string;
  from?: Date;
  to?: Date;
  assigned?: "bitmarte" | "partner" | "dispatcher" | "none";
  /** Only orders that entered their status before the given time, per status. */
  lateBefore?: Partial<Record<OrderStatusCode, Date>>;
}

function filterWhere(f: OrderFilter, withStatus: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.merchantId ? eq(orders.merchantId, f.merchantId) : undefined,
    f.storeId ? eq(orders.storeId, f.storeId) : undefined,
    f.customerId ? eq(orders.customerId, f.customerId) : undefined,
    f.dispatcherId ? eq(orders.dispatcherId, f.dispatcherId) : undefined,
    f.partnerId ? eq(orders.partnerId, f.partnerId) : undefined,
    withStatus && f.status ? eq(orders.status, f.status) : undefined,
    f.excludeStatuses?.length ? sql`${orders.status} not in ${f.excludeStatuses}` : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
  ];
  if (f.assigned === "bitmarte") conditions.push(eq(orders.assignedToBitmarte, true));
  if (f.assigned === "partner") conditions.push(sql`${orders.partnerId} is not null`);
  if (f.assigned === "dispatcher") conditions.push(sql`${orders.dispatcherId} is not null`);
  if (f.assigned === "none") {
    conditions.push(sql`${orders.partnerId} is null and ${orders.dispatcherId} is null and not ${orders.assignedToBitmarte}`);
  }
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A part's number finds that order alone (exactly, so part 1 never brings part 10 along);
    // the checkout's name, or a piece of it, finds every part.
    conditions.push(
      or(
        eq(orders.orderNumber, f.search.trim().toUpperCase()),
        ilike(orders.orderName, like),
        ilike(orders.storeName, like),
        sql`exists (select 1 from ${users} u where u.id = ${orders.customerId} and (u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like}))`,
      ),
    );
  }
  if (f.lateBefore) {
    const parts = Object.entries(f.lateBefore).map(
      ([status, before]) => sql`(${orders.status} = ${status} and ${orders.statusChangedAt} < ${before})`,
    );
    conditions.push(parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
  }
  return and(...conditions);
}

/** An order list's chosen order; absent: newest first. */
export interface OrderListSort {
  by: OrderSortColumn;
  direction: "asc" | "desc";
}

/** Statuses sort by their place in the order's life (the screens' orderStatusId), not by their code. */
const statusPlace = sql`array_position(${sql.raw(`array[${ORDER_STATUS_CODES.map((c) => `'${c}'`).join(",")}]::text[]`)}, ${orders.status})`;

/** The ORDER BY of an order list; ties are broken by id so pages neither overlap nor skip a row. */
function orderListOrder(sort: OrderListSort | undefined): SQL[] {
  if (!sort) return [desc(orders.createdAt), asc(orders.id)];
  const keys: Record<OrderSortColumn, SQL[]> = {
    date: [sql`${orders.createdAt}`],
    // A checkout's parts together, part 2 before part 10.
    order: [sql`${orders.orderName}`, sql`length(${orders.orderNumber})`, sql`${orders.orderNumber}`],
    customer: [sql`(select lower(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${orders.customerId})`],
    store: [sql`lower(${orders.storeName})`],
    total: [sql`${orders.totalKobo}`],
    status: [statusPlace],
    destination: [sql`lower(${orders.deliveryAddress}->>'stateOrRegion')`, sql`lower(${orders.deliveryAddress}->>'city')`],
    weight: [sql`${orders.weightKg}`],
  };
  const direction = sort.direction === "asc" ? asc : desc;
  return [...keys[sort.by].map((key) => direction(key)), direction(orders.id)];
}

export async function listOrders(db: DbOrTx, f: OrderFilter, page: { limit: number; offset: number; sort?: OrderListSort }) {
  const where = filterWhere(f, true);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(...orderListOrder(page.sort)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, count: total.n };
}

/** How many orders of the filter are in each status (the filter's own status is ignored). */
export async function countByStatus(db: DbOrTx, f: OrderFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(filterWhere(f, false))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Orders that entered their status before the given time, oldest first. */
export async function listLateOrders(db: DbOrTx, lateBefore: Partial<Record<OrderStatusCode, Date>>, limit: number) {
  return db
    .select()
    .from(orders)
    .where(filterWhere({ lateBefore }, false))
    .orderBy(asc(orders.statusChangedAt), asc(orders.id))
    .limit(limit);
}

/** Active orders (assigned, picked up, in transit) per dispatcher user id. */
export async function activeLoadByDispatcher(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ dispatcherId: orders.dispatcherId, n: count() })
    .from(orders)
    .where(and(sql`${orders.dispatcherId} is not null`, inArray(orders.status, ["dispatcher_assigned", "picked_up", "in_transit"])))
    .groupBy(orders.dispatcherId);
  return new Map(rows.map((r) => [r.dispatcherId as string, r.n]));
}

export async function customerBoughtFromMerchant(db: DbOrTx, customerId: string, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.merchantId, merchantId), sql`${orders.status} <> 'awaiting_payment'`))
    .limit(1);
  return Boolean(row);
}

/** Orders of a customer to one delivery address (the caller then keeps those it holds). */
export async function ordersToAddress(db: DbOrTx, customerId: string, deliveryAddressId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.deliveryAddressId, deliveryAddressId)))
    .orderBy(desc(orders.createdAt));
}

/** Delivered orders whose return window closed by `deliveredBefore`. */
export async function deliveredBefore(db: DbOrTx, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "delivered"), lte(orders.deliveredAt, before)))
    .orderBy(asc(orders.deliveredAt))
    .limit(limit);
}

export async function findCheckoutOfOrder(db: DbOrTx, checkoutId: string): Promise<CheckoutRow | null> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  return row ?? null;
}
