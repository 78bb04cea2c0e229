import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { csvRecords } from "../../../test/csv.js";
import { customerOrder, makePaidOrder, moveStatus, OT, type PaidOrder, withDispatcher } from "../../../test/factories/fulfilment.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { insertReturn } from "../../../test/factories/reports.js";
import { runJob } from "../jobs/index.js";
import { ledgerEntriesOfOrders } from "../ledger/index.js";
import { checkouts, orders } from "../orders/orders.table.js";
import { requestRefund } from "../payments/index.js";

let t: TestApp;
let seller: MerchantPerson;
let other: MerchantPerson;
let admin: Person;
let sold: PaidOrder[];
let today: string;

const DAY = 86_400_000;
const R = "/api/v1/reports";
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY));
const range = (start: string, end = start) => `startDate=${start}&endDate=${end}`;
const get = async (path: string, who: Person) => {
  const res = await t.call("GET", `${R}${path}`, { token: who.token });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const kobo = (naira: number) => Math.round(naira * 100);
const rowsOf = (ids: string[]) => t.db.select().from(orders).where(inArray(orders.id, ids));

beforeAll(async () => {
  t = await createTestApp();
  today = dayOf(t.clock.now());
  seller = await makeMerchant(t, { storeName: "Ada Stores" });
  other = await makeMerchant(t, { storeName: "Obi Mart" });
  admin = await makeAdmin(t);
  sold = [await makePaidOrder(t, seller, { quantity: 2 }), await makePaidOrder(t, seller), await makePaidOrder(t, seller, { quantity: 3 })];
  await makePaidOrder(t, other);
});

describe("sales, orders and tables", () => {
  it("sums the merchant's paid orders; another merchant and merchantId do not widen a merchant's view", async () => {
    const mine = await rowsOf(sold.map((o) => o.orderId));
    const gross = mine.reduce((s, o) => s + o.subtotalKobo, 0);
    const ship = mine.reduce((s, o) => s + o.shippingFeeKobo, 0);
    const total = mine.reduce((s, o) => s + o.totalKobo, 0);
    const sales = await get(`/sales?${range(today)}`, seller);
    expect(sales).toEqual({
      grossSales: gross / 100,
      discounts: 0,
      returns: 0,
      netSales: gross / 100,
      shipping: ship / 100,
      totalSales: (gross + ship) / 100,
      totalOrders: 3,
      averageOrderValue: Math.round(total / 3) / 100,
    });
    // merchantId is ignored for a merchant token: Obi sees Obi's order only.
    const theirs = await get(`/sales?${range(today)}&merchantId=${seller.merchantId}`, other);
    expect(theirs.totalOrders).toBe(1);
    // Admins see every store, or one.
    expect((await get(`/sales?${range(today)}`, admin)).totalOrders).toBeGreaterThanOrEqual(4);
    expect(await get(`/sales?${range(today)}&merchantId=${seller.merchantId}`, admin)).toEqual(sales);
    // A cancelled order (refunded in full) is neither a sale nor a return.
    const cancelled = await makePaidOrder(t, other);
    expect((await moveStatus(t, cancelled.buyer, cancelled.orderId, "cancelled", "Changed my mind")).statusCode).toBe(200);
    expect(await get(`/sales?${range(today)}`, other)).toMatchObject({ totalOrders: 1, returns: 0 });
    expect((await get(`/orders?${range(today)}`, other)).byStatus).toEqual(
      expect.arrayContaining([{ code_name: "cancelled", known_name: "Cancelled", count: 1 }]),
    );
    // Another day holds nothing.
    expect((await get(`/sales?${range(addDays(today, -3), addDays(today, -1))}`, seller)).totalOrders).toBe(0);
  });

  it("counts orders by status, and over time with empty buckets filled", async () => {
    const report = await get(`/orders?${range(today)}`, seller);
    expect(report).toEqual({ totalOrders: 3, byStatus: [{ code_name: "pending", known_name: "Pending", count: 3 }] });
    const start = addDays(today, -2);
    const series = await get(`/sales-over-time?${range(start, today)}&interval=day`, seller);
    expect(series.interval).toBe("day");
    expect(series.points.map((p: { date: string }) => p.date)).toEqual([start, addDays(today, -1), today]);
    expect(series.points.map((p: { orders: number }) => p.orders)).toEqual([0, 0, 3]);
    const mine = await rowsOf(sold.map((o) => o.orderId));
    expect(kobo(series.points[2].amount)).toBe(mine.reduce((s, o) => s + o.totalKobo, 0));
    const placed = await get(`/orders-over-time?${range(today)}&interval=month`, seller);
    expect(placed.points).toEqual([{ date: `${today.slice(0, 7)}-01`, orders: 3, amount: series.points[2].amount }]);
  });

  it("products sold, sales by product, customer and location", async () => {
    const sold1 = await get(`/products-sold?${range(today)}`, seller);
    expect(sold1.totalQuantity).toBe(6);
    expect(sold1.rows.map((r: { quantity: number }) => r.quantity)).toEqual([3, 2, 1]);
    const byProduct = await get(`/sales-by-products?${range(today)}`, seller);
    expect(byProduct).toHaveLength(3);
    expect(byProduct[0].amount).toBeGreaterThanOrEqual(byProduct[2].amount);
    const byCustomer = await get(`/sales-by-customers?${range(today)}`, seller);
    expect(byCustomer).toHaveLength(3);
    expect(byCustomer.map((r: { email: string }) => r.email).sort()).toEqual(sold.map((o) => o.buyer.email).sort());
    const byLocation = await get(`/sales-by-location?${range(today)}`, seller);
    expect(byLocation.reduce((s: number, r: { orders: number }) => s + r.orders, 0)).toBe(3);
    expect(byLocation[0].state).not.toBe("");
  });

  it("the sales table pages and sorts", async () => {
    const page1 = await get(`/sales-table?${range(today)}&limit=2&sort=total&order=asc`, seller);
    expect(page1.count).toBe(3);
    expect(page1.rows).toHaveLength(2);
    const page2 = await get(`/sales-table?${range(today)}&limit=2&page=2&sort=total&order=asc`, seller);
    const totals = [...page1.rows, ...page2.rows].map((r: { total: number }) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(page1.rows[0]).toMatchObject({ storeName: "Ada Stores", status: "pending", discounts: 0 });
    const byStore = await get(`/sales-table?${range(today)}&sort=storeName&order=asc`, admin);
    const names = byStore.rows.map((r: { storeName: string }) => r.storeName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("exports CSV a spreadsheet reads: BOM, plain naira numbers, Lagos date and time", async () => {
    const res = await t.call("GET", `${R}/sales-table?${range(today)}&format=csv`, { token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="sales-table-\d{4}-\d{2}-\d{2}\.csv"/);
    const { bom, header, records } = csvRecords(res.body);
    expect(bom).toBe(true);
    expect(header).toEqual([
      "order",
      "paid (Lagos time)",
      "store",
      "customer",
      "gross sales (NGN)",
      "discounts (NGN)",
      "shipping (NGN)",
      "net sales (NGN)",
      "total (NGN)",
      "status",
    ]);
    expect(records).toHaveLength(3);
    const json = await get(`/sales-table?${range(today)}`, seller);
    const first = records.find((r) => r.order === json.rows[0].orderNumber);
    expect(first?.["paid (Lagos time)"]).toBe(new Date(new Date(json.rows[0].date).getTime() + 3_600_000).toISOString().slice(0, 16).replace("T", " "));
    expect(first?.["total (NGN)"]).toMatch(/^\d+\.\d{2}$/);
    expect(Number(first?.["total (NGN)"])).toBe(json.rows[0].total);
    for (const path of ["products-sold", "products-returned", "sales-by-products", "sales-by-customers", "sales-by-location", "next-day-settlement"]) {
      const csv = await t.call("GET", `${R}/${path}?${range(today)}&format=csv`, { token: seller.token });
      expect(csv.statusCode, path).toBe(200);
      expect(csv.headers["content-type"], path).toMatch(/^text\/csv/);
      const parsed = csvRecords(csv.body);
      expect(parsed.bom, path).toBe(true);
      expect(parsed.header.some((h) => h.endsWith("(NGN)")), path).toBe(true);
      expect(csv.body, path).not.toContain("₦");
    }
  });
});

describe("refusals", () => {
  it("422 on bad dates; 403 for customers and staff without reports:read; 404 for an unknown merchant", async () => {
    const reversed = await t.call("GET", `${R}/sales?startDate=${today}&endDate=${addDays(today, -1)}`, { token: seller.token });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe("Start date must be on or before end date");
    expect((await t.call("GET", `${R}/finance?startDate=yesterday&endDate=${today}`, { token: seller.token })).statusCode).toBe(422);
    expect((await t.call("GET", `${R}/sales-table?${range(today)}&sort=nope`, { token: seller.token })).statusCode).toBe(422);
    expect((await t.call("GET", `${R}/sales-over-time?${range(today)}&interval=year`, { token: seller.token })).statusCode).toBe(422);
    const clerk = await makeStaff(t, seller, ["orders:read"]);
    expect((await t.call("GET", `${R}/sales?${range(today)}`, { token: clerk.token })).statusCode).toBe(403);
    const analyst = await makeStaff(t, seller, ["reports:read"]);
    expect((await get(`/sales?${range(today)}`, analyst)).totalOrders).toBe(3);
    const customer = await makeCustomer(t);
    expect((await t.call("GET", `${R}/sales?${range(today)}`, { token: customer.token })).statusCode).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.call("GET", `${R}/finance?${range(today)}&merchantId=${unknown}`, { token: admin.token })).statusCode).toBe(404);
  });
});

describe("returns", () => {
  it("totals accepted returns and lists the products returned; requested and rejected ones do not count", async () => {
    const [order] = await rowsOf([sold[0].orderId]);
    await insertReturn(t, order, { quantity: 1, status: "received" });
    await insertReturn(t, order, { quantity: 1, status: "rejected" });
    const report = await get(`/returns?${range(today)}`, seller);
    const unit = order.subtotalKobo / 2;
    expect(report).toEqual({ totalOrderAmt: order.totalKobo / 100, deliveryAmt: order.shippingFeeKobo / 100, salesOrderAmt: unit / 100, totalOrders: 1 });
    const products = await get(`/products-returned?${range(today)}`, seller);
    expect(products).toMatchObject({ totalQuantity: 1, rows: [{ quantity: 1, amount: unit / 100 }] });
    expect((await get(`/returns?${range(today)}`, other)).totalOrders).toBe(0);
  });
});

describe("settlement and finance (from the ledger)", () => {
  it("next-day settlement foresees what completion books; finance agrees with the ledger to the kobo", async () => {
    const start = t.clock.now();
    const out = await withDispatcher(t, seller, undefined, "in_transit");
    const token = (await customerOrder(t, out.buyer, out.orderId)).orderDeliveryToken as string;
    const delivered = await t.call("POST", `${OT}/convert-token/${out.orderId}`, { token: out.dispatcher.token, body: { token } });
    expect(delivered.statusCode).toBe(200);

    // A partial refund before completion (what a return does) lowers what the merchant is due.
    const [row] = await rowsOf([out.orderId]);
    const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.id, row.checkoutId));
    const refundKobo = 1000;
    await t.db.transaction((tx) =>
      requestRefund(tx, { reference: checkout.paymentReference as string, ownerId: row.id, orderId: row.id, amountKobo: refundKobo, reason: "Returned item", now: t.clock.now() }),
    );

    // The return window is 7 days: the settlement on delivery day + 7 names this order.
    const settleDay = addDays(today, 7);
    const before = await get(`/next-day-settlement?${range(addDays(settleDay, -1))}`, seller);
    expect(before.settlementDate).toBe(settleDay);
    expect(before.rows).toHaveLength(1);
    expect(before.rows[0]).toMatchObject({ merchantId: seller.merchantId, storeName: "Ada Stores", orders: 1, totalOrderAmount: row.totalKobo / 100 });
    // An admin sees it too; another merchant does not.
    expect((await get(`/next-day-settlement?${range(addDays(settleDay, -1))}`, admin)).rows).toHaveLength(1);
    expect((await get(`/next-day-settlement?${range(addDays(settleDay, -1))}`, other)).rows).toHaveLength(0);

    t.clock.advance(7 * DAY + 1000);
    await runJob(t.jobDeps, "fulfilment.complete", {});
    t.clock.set(start); // sessions last 7 days
    const [completed] = await rowsOf([out.orderId]);
    expect(completed.status).toBe("completed");
    expect(dayOf(completed.completedAt as Date)).toBe(settleDay);

    // After completion the settlement reads the ledger and says the same.
    const after = await get(`/next-day-settlement?${range(addDays(settleDay, -1))}`, seller);
    expect(after).toEqual(before);

    const entries = await ledgerEntriesOfOrders(t.db, [out.orderId]);
    const booked = (kind: string, account: string) => -entries.filter((e) => e.kind === kind && e.account === account).reduce((s, e) => s + e.amountKobo, 0);
    const finance = await get(`/finance?${range(settleDay)}`, seller);
    expect(kobo(finance.dueToMerchant)).toBe(booked("order.completed", "merchant_payable"));
    expect(kobo(finance.commissionAmount)).toBe(booked("order.completed", "platform_commission"));
    expect(kobo(finance.remitToBitmart)).toBe(booked("order.completed", "platform_commission") + booked("order.completed", "delivery_revenue"));
    expect(kobo(finance.totalRefundAmount)).toBe(refundKobo);
    expect(kobo(before.rows[0].dueToMerchant)).toBe(kobo(finance.dueToMerchant));
    expect(finance).toMatchObject({
      totalOrders: 1,
      totalSalesOrderAmount: completed.subtotalKobo / 100,
      totalOrderAmount: completed.totalKobo / 100,
      totalDeliveryAmount: completed.shippingFeeKobo / 100,
      totalDiscountAmount: 0,
      commissionPercentage: completed.commissionBps / 100,
    });
    // Every kobo of the order is somewhere: the merchant, the platform or the refund.
    expect(kobo(finance.dueToMerchant) + kobo(finance.remitToBitmart) + refundKobo).toBe(completed.totalKobo);
    // Across merchants the percentage is not one number.
    const all = await get(`/finance?${range(settleDay)}`, admin);
    expect(all.commissionPercentage).toBeNull();
    expect(all.dueToMerchant).toBe(finance.dueToMerchant);

    // The dashboard stats read the same books.
    const stats = (await t.call("GET", "/api/v1/merchants/stats", { token: seller.token })).json().data;
    expect(kobo(stats.dueToMerchant)).toBe(booked("order.completed", "merchant_payable"));
    expect(stats.totalOrders).toBe(4);
    expect(stats.openOrders).toBe(3);
    expect(stats.totalSales).toBeGreaterThan(0);
  });
});
