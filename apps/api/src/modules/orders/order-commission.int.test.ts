import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeSeller } from "../../../test/factories/cart.js";
import { customerOrder, makePaidOrder, OT } from "../../../test/factories/fulfilment.js";
import { makeCompletedOrder } from "../../../test/factories/payouts.js";
import { makeAdmin } from "../../../test/factories/people.js";
import { merchantPayouts } from "../payouts/payouts.table.js";
import { orders } from "./orders.table.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("an order's commission and payout in naira", () => {
  it("the store and admins see the commission and what the store receives; the customer sees neither", async () => {
    const seller = await makeSeller(t);
    const order = await makePaidOrder(t, seller, { quantity: 2 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row.commissionKobo).toBeGreaterThan(0);

    const asStore = (
      await t.call("GET", `${OT}/merchant/orders/${order.orderId}`, {
        token: seller.token,
      })
    ).json().data;
    expect(asStore.commissionPercentage).toBe(row.commissionBps / 100);
    expect(asStore.commissionAmount).toBe(row.commissionKobo / 100);
    expect(asStore.merchantReceives).toBe((row.subtotalKobo - row.discountKobo - row.commissionKobo) / 100);
    // Two ₦10,000 items at 10%: ₦2,000 commission, ₦18,000 to the store; the delivery fee is not the store's.
    expect(asStore.subtotal).toBe(20_000);
    expect(asStore.commissionAmount).toBe(20_000 * (row.commissionBps / 10_000));
    expect(asStore.commissionAmount + asStore.merchantReceives).toBe(asStore.subtotal - asStore.discount);

    const admin = await makeAdmin(t);
    const asAdmin = (
      await t.call("GET", `${OT}/admin/orders/${order.orderId}`, {
        token: admin.token,
      })
    ).json().data;
    expect(asAdmin.commissionAmount).toBe(asStore.commissionAmount);
    expect(asAdmin.merchantReceives).toBe(asStore.merchantReceives);

    const asCustomer = await customerOrder(t, order.buyer, order.orderId);
    expect(asCustomer.commissionAmount).toBeNull();
    expect(asCustomer.merchantReceives).toBeNull();
  });

  it("what the store is told it receives is the payout settlement makes", async () => {
    const seller = await makeSeller(t);
    const order = await makeCompletedOrder(t, seller);
    const shown = (
      await t.call("GET", `${OT}/merchant/orders/${order.orderId}`, {
        token: seller.token,
      })
    ).json().data;
    const [payout] = await t.db.select().from(merchantPayouts).where(eq(merchantPayouts.orderId, order.orderId));
    expect(shown.merchantReceives).toBe(payout.dueKobo / 100);
    expect(shown.commissionAmount).toBe(payout.commissionKobo / 100);
  });
});
