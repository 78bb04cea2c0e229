import type { MerchantDashboard } from "@bitmarte/contracts";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeBuyableProduct, makeSeller } from "../../../test/factories/cart.js";
import { makePaidOrder, moveStatus } from "../../../test/factories/fulfilment.js";
import { makeCompletedOrder } from "../../../test/factories/payouts.js";
import { type MerchantPerson, makeAdmin, makeCustomer, makeMerchant, makeStaff } from "../../../test/factories/people.js";
import { askReturn, makeDeliveredOrderQuickly } from "../../../test/factories/returns.js";
import { stores } from "../merchants/stores.table.js";
import { orders } from "../orders/orders.table.js";
import { merchantPayouts } from "../payouts/payouts.table.js";
import { products } from "../products/products.table.js";
import { lagosDayAndWeekStart } from "./dashboard.service.js";

const URL = "/api/v1/merchants/dashboard";
const DAY = 86_400_000;

let t: TestApp;
let seller: MerchantPerson;
let dashboard: MerchantDashboard;
/** What the seeded store's figures must be, read straight from its rows. */
const expected = { salesKobo: 0, paidOrders: 0, windowDueKobo: 0 };

const naira = (kobo: number) => kobo / 100;
const read = async (token: string) => {
  const res = await t.call("GET", URL, { token });
  return { status: res.statusCode, data: res.json().data as MerchantDashboard };
};

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t, { storeName: "Kano Leather Works" });
  // Orders: two to accept, one to pack, one to hand over.
  await makePaidOrder(t, seller);
  await makePaidOrder(t, seller);
  const toPack = await makePaidOrder(t, seller);
  await moveStatus(t, seller, toPack.orderId, "confirmed");
  const toHandOver = await makePaidOrder(t, seller);
  await moveStatus(t, seller, toHandOver.orderId, "confirmed");
  await moveStatus(t, seller, toHandOver.orderId, "ready_to_ship");
  // A delivered order inside the return window, with a return asked; a completed one with its payout.
  const delivered = await makeDeliveredOrderQuickly(t, seller);
  await askReturn(t, delivered);
  const completed = await makeCompletedOrder(t, seller);
  // A cancelled paid order counts in no sales.
  const cancelled = await makePaidOrder(t, seller);
  await moveStatus(t, seller, cancelled.orderId, "cancelled", "Out of stock at the workshop");
  // Stock: one variant of four at 2 (alert level 5) while the product's total is 62; one plain product at 3.
  await makeBuyableProduct(t, seller, {
    name: "Leather Sandals",
    variants: [
      { sku: "SAN-40-BRN", size: "40", color: "Brown", quantity: 20 },
      { sku: "SAN-41-BRN", size: "41", color: "Brown", quantity: 2 },
      { sku: "SAN-42-BRN", size: "42", color: "Brown", quantity: 20 },
      { sku: "SAN-43-BRN", size: "43", color: "Brown", quantity: 20 },
    ],
  });
  await makeBuyableProduct(t, seller, { name: "Leather Belt", quantity: 3 });

  const rows = await t.db.select().from(orders).where(eq(orders.merchantId, seller.merchantId));
  const paid = rows.filter((o) => o.paidAt && o.status !== "cancelled");
  expected.salesKobo = paid.reduce((n, o) => n + o.totalKobo, 0);
  expected.paidOrders = paid.length;
  const inWindow = rows.filter((o) => o.status === "delivered");
  expected.windowDueKobo = inWindow.reduce((n, o) => n + o.subtotalKobo - o.discountKobo - o.commissionKobo, 0);
  expect(completed.orderId).toBeTruthy();

  const answer = await read(seller.token);
  expect(answer.status).toBe(200);
  dashboard = answer.data;
}, 300_000);

describe("merchant dashboard", () => {
  it("says the store is live", () => {
    expect(dashboard.store).toEqual({
      storeName: "Kano Leather Works",
      storeUrl: seller.storeUrl,
      status: "approved",
      rejectionReason: null,
    });
  });

  it("counts the orders to accept, to pack and to hand over", () => {
    expect(dashboard.orders).toEqual({ toAccept: 2, toPack: 1, toHandOver: 1 });
  });

  it("counts the returns to answer", () => {
    expect(dashboard.returns).toEqual({ toAnswer: 1, toReceive: 0 });
  });

  it("adds today's and this week's sales from paid orders, cancelled ones left out", () => {
    // Every seeded order was paid just now; the completed one too (only its delivery was moved back).
    expect(dashboard.sales).toEqual({
      today: naira(expected.salesKobo),
      todayOrders: expected.paidOrders,
      week: naira(expected.salesKobo),
      weekOrders: expected.paidOrders,
    });
    expect(expected.paidOrders).toBe(6);
  });

  it("lists low stock per variant, not by the product's total", () => {
    expect(dashboard.lowStock?.count).toBe(2);
    expect(dashboard.lowStock?.items).toEqual([
      expect.objectContaining({
        productName: "Leather Sandals",
        variantLabel: "41, Brown",
        sku: "SAN-41-BRN",
        quantity: 2,
        alertAt: 5,
      }),
      expect.objectContaining({
        productName: "Leather Belt",
        variantId: null,
        variantLabel: null,
        quantity: 3,
        alertAt: 5,
      }),
    ]);
  });

  it("shows the next payout and the money still inside the return window", async () => {
    const [payout] = await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.merchantId, seller.merchantId));
    expect(dashboard.money?.nextPayout).toEqual({
      orderName: payout.orderName,
      amount: naira(payout.dueKobo),
      status: "pending",
      completedAt: payout.completedAt.toISOString(),
    });
    expect(dashboard.money?.unpaidPayouts).toBe(1);
    expect(dashboard.money?.unpaidAmount).toBe(naira(payout.dueKobo));
    expect(dashboard.money?.inReturnWindow).toBe(naira(expected.windowDueKobo));
    expect(expected.windowDueKobo).toBeGreaterThan(0);
    expect(dashboard.money?.inReturnWindowOrders).toBe(1);
    expect(dashboard.money?.nextReleaseAt).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
  });

  it("gives staff only the parts their permissions open", async () => {
    const none = await read((await makeStaff(t, seller, [])).token);
    expect(none.status).toBe(200);
    expect(none.data).toEqual({
      store: dashboard.store,
      orders: null,
      returns: null,
      sales: null,
      lowStock: null,
      money: null,
    });

    const packer = await read((await makeStaff(t, seller, ["orders:read", "products:read"])).token);
    expect(packer.data.orders).toEqual(dashboard.orders);
    expect(packer.data.lowStock).toEqual(dashboard.lowStock);
    expect(packer.data.sales).toBeNull();
    expect(packer.data.money).toBeNull();
    expect(packer.data.returns).toBeNull();

    const accountant = await read((await makeStaff(t, seller, ["reports:read"])).token);
    expect(accountant.data.sales).toEqual(dashboard.sales);
    expect(accountant.data.money).toEqual(dashboard.money);
    expect(accountant.data.orders).toBeNull();
  });

  it("shows another store only its own figures; other kinds get 403 and no token 401", async () => {
    const other = await makeMerchant(t, { approved: false });
    const theirs = await read(other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.data).toEqual({
      store: {
        storeName: expect.any(String),
        storeUrl: other.storeUrl,
        status: "pending",
        rejectionReason: null,
      },
      orders: { toAccept: 0, toPack: 0, toHandOver: 0 },
      returns: { toAnswer: 0, toReceive: 0 },
      sales: { today: 0, todayOrders: 0, week: 0, weekOrders: 0 },
      lowStock: { count: 0, items: [] },
      money: {
        nextPayout: null,
        unpaidPayouts: 0,
        unpaidAmount: 0,
        inReturnWindow: 0,
        inReturnWindowOrders: 0,
        nextReleaseAt: null,
      },
    });
    expect((await t.call("GET", URL, { token: (await makeCustomer(t)).token })).statusCode).toBe(403);
    expect((await t.call("GET", URL, { token: (await makeAdmin(t)).token })).statusCode).toBe(403);
    expect((await t.call("GET", URL)).statusCode).toBe(401);
  });

  it("tells each approval step and a rejection with its reason", async () => {
    const applicant = await makeMerchant(t, { approved: false });
    await t.db.update(stores).set({ firstApproval: true }).where(eq(stores.id, applicant.storeId));
    expect((await read(applicant.token)).data.store.status).toBe("first_approved");
    await t.db
      .update(stores)
      .set({
        status: "rejected",
        firstApproval: false,
        rejectionReason: "The logo is blurred",
      })
      .where(eq(stores.id, applicant.storeId));
    expect((await read(applicant.token)).data.store).toMatchObject({
      status: "rejected",
      rejectionReason: "The logo is blurred",
    });
  });

  it("leaves deleted and digital products out of low stock", async () => {
    const shop = await makeSeller(t);
    const gone = await makeBuyableProduct(t, shop, { quantity: 1 });
    const ebook = await makeBuyableProduct(t, shop, { quantity: 0 });
    await t.db.update(products).set({ deletedAt: t.clock.now() }).where(eq(products.id, gone.id));
    await t.db
      .update(products)
      .set({ isDigital: true })
      .where(inArray(products.id, [ebook.id]));
    expect((await read(shop.token)).data.lowStock).toEqual({
      count: 0,
      items: [],
    });
  });
});

describe("Lagos days", () => {
  it("starts today at Lagos midnight and the week on Monday", () => {
    // Sunday 2026-11-29 23:30 UTC is Monday 00:30 in Lagos.
    expect(lagosDayAndWeekStart(new Date("2026-11-29T23:30:00Z"))).toEqual({
      dayStart: new Date("2026-11-29T23:00:00Z"),
      weekStart: new Date("2026-11-29T23:00:00Z"),
    });
    // Friday 2026-11-27 10:00 UTC: the day began at 23:00 UTC the evening before; the week on Sunday 23:00 UTC.
    expect(lagosDayAndWeekStart(new Date("2026-11-27T10:00:00Z"))).toEqual({
      dayStart: new Date("2026-11-26T23:00:00Z"),
      weekStart: new Date("2026-11-22T23:00:00Z"),
    });
  });
});
