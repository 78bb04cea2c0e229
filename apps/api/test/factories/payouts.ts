import { and, eq } from "drizzle-orm";
import { completeDueOrders } from "../../src/modules/fulfilment/index.js";
import { orders } from "../../src/modules/orders/orders.table.js";
import { payments } from "../../src/modules/payments/payments.table.js";
import type { TestApp } from "../app.js";
import { makePaidOrder, type PaidOrder } from "./fulfilment.js";
import type { MerchantPerson } from "./people.js";

const DAY = 86_400_000;

export const REPORTS = "/api/v1/reports";

/** What the completion job needs of a context. */
export const jobCtx = (t: TestApp) => ({
  db: t.db,
  now: t.clock.now(),
  config: { JWT_SECRET: "", APP_URL: "http://bitmarte.test" } as never,
  log: t.app.log,
});

/**
 * A paid order of `seller` that was delivered more than the return window ago and has now completed (the
 * delivery chain itself is tested in fulfilment; here the order is marked delivered 8 days back directly).
 */
export async function makeCompletedOrder(t: TestApp, seller: MerchantPerson, opts: { quantity?: number } = {}): Promise<PaidOrder & { reference: string }> {
  const order = await makePaidOrder(t, seller, opts);
  await t.db
    .update(orders)
    .set({
      status: "delivered",
      deliveredAt: new Date(t.clock.now().getTime() - 8 * DAY),
      statusChangedAt: new Date(t.clock.now().getTime() - 8 * DAY),
    })
    .where(eq(orders.id, order.orderId));
  await completeDueOrders(jobCtx(t));
  return { ...order, reference: await paymentReference(t, order.orderName) };
}

export async function paymentReference(t: TestApp, orderName: string): Promise<string> {
  const [p] = await t.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.ownerId, orderName), eq(payments.status, "success")));
  if (!p) throw new Error(`no payment for ${orderName}`);
  return p.reference;
}

/** The payout row of an order, as admins list it. */
export async function payoutOfOrder(t: TestApp, adminToken: string, orderId: string) {
  const res = await t.call("GET", `${REPORTS}/admin/payments?startDate=2000-01-01&endDate=2100-01-01&limit=100`, { token: adminToken });
  if (res.statusCode !== 200) throw new Error(`payout list failed: ${res.body}`);
  const row = (res.json().data.rows as { orderId: string; id: string }[]).find((r) => r.orderId === orderId);
  if (!row) throw new Error(`no payout for ${orderId}`);
  return row as {
    id: string;
    orderId: string;
    amount: number;
    due: number;
    adjustments: number;
    status: string;
  };
}

/** Saves a verified payout bank account for `seller` (the offline bank knows any 10-digit number at a listed bank). */
export async function addPayoutBankAccount(t: TestApp, seller: MerchantPerson, accountNumber = "0123456789") {
  const res = await t.call("PUT", "/api/v1/payouts/bank-account", { token: seller.token, body: { bankCode: "058", accountNumber } });
  if (res.statusCode !== 200) throw new Error(`bank account not saved: ${res.body}`);
  return res.json().data.account as { bankName: string; accountNumber: string; accountName: string };
}
