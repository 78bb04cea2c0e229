import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, type Buyer, inBatches, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { applyCoupon, makeCoupon } from "../../../test/factories/coupons.js";
import { buyGiftCard } from "../../../test/factories/giftcards.js";
import { createOrder } from "../../../test/factories/orders.js";
import { makeCustomer } from "../../../test/factories/people.js";

/**
 * Many buyers at once for something scarce: the guarded updates must sell exactly what exists, no more.
 * Each buyer is a customer of their own with their own cart; all create-order calls are sent together.
 */
const BUYERS = 200;
const SCARCE = 10;
/** Setting up 200 customers (each logs in) takes a while on a small machine, and minutes on a busy one. */
const RACE_TIMEOUT_MS = 600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const one = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as T;
const n = async (q: ReturnType<typeof sql>) => Number(Object.values((await t.db.execute(q)).rows[0])[0]);

async function rush(buyers: Buyer[]) {
  const started = Date.now();
  const settled = await Promise.allSettled(buyers.map((b) => createOrder(t, b)));
  const ms = Date.now() - started;
  const statuses = settled.map((s) => (s.status === "fulfilled" ? s.value.statusCode : 0));
  const count = (code: number) => statuses.filter((s) => s === code).length;
  console.log(`${buyers.length} concurrent create-order calls in ${ms} ms: ${count(201)} × 201, ${count(409)} × 409, others ${buyers.length - count(201) - count(409)}`);
  return { settled, statuses, count };
}

describe("checkout under contention", () => {
  it(`${BUYERS} buyers for the last ${SCARCE} units: exactly ${SCARCE} sold, stock 0`, async () => {
    const seller = await makeSeller(t);
    const product = await makeBuyableProduct(t, seller, { quantity: SCARCE, sellingPrice: 5000 });
    const buyers = await inBatches(BUYERS, 10, () => makeBuyer(t, product.id, 1));

    const { settled, count } = await rush(buyers);
    expect(count(201)).toBe(SCARCE);
    expect(count(409)).toBe(BUYERS - SCARCE);
    const refused = settled.find((s) => s.status === "fulfilled" && s.value.statusCode === 409);
    expect(refused?.status === "fulfilled" && refused.value.json().message).toBe(`“${product.name}” is out of stock`);

    expect(await n(sql`select quantity from products where id = ${product.id}`)).toBe(0);
    expect(await n(sql`select coalesce(sum(quantity), 0)::int from order_items where product_id = ${product.id}`)).toBe(SCARCE);
    expect(await n(sql`select count(*)::int from orders where store_id = ${seller.storeId}`)).toBe(SCARCE);
    // Refused checkouts left nothing behind: no checkout rows, and their carts are intact.
    expect(await n(sql`select count(*)::int from checkouts`)).toBe(SCARCE);
    expect(await n(sql`select count(*)::int from cart_items where product_id = ${product.id}`)).toBe(BUYERS - SCARCE);
  }, RACE_TIMEOUT_MS);

  it("carts of three stores' products added in different orders: every checkout takes its units, none deadlocks", async () => {
    const sellers = await Promise.all([0, 1, 2].map(() => makeSeller(t)));
    const items = await Promise.all(sellers.map((s) => makeBuyableProduct(t, s, { quantity: 1000, sellingPrice: 2000 })));
    const BUYERS_HERE = 40;
    // Each buyer's cart holds the three products, added in a rotated order (so stock rows are asked for in
    // different orders); the last product is short for no one and one buyer asks for more than exists of none.
    const buyers = await inBatches(BUYERS_HERE, 10, async (i) => {
      const b = await makeBuyer(t, items[i % 3].id, 1);
      await addToCart(t, b, items[(i + 1) % 3].id, 2);
      await addToCart(t, b, items[(i + 2) % 3].id, 3);
      return b;
    });
    const { count } = await rush(buyers);
    expect(count(201)).toBe(BUYERS_HERE);
    // Each product was bought 1, 2 or 3 at a time, a third of the buyers each: 40 buyers × 6 units / 3 products.
    const sold = await Promise.all(items.map((p) => n(sql`select 1000 - quantity from products where id = ${p.id}`)));
    expect(sold.reduce((a, b) => a + b, 0)).toBe(BUYERS_HERE * 6);
    for (const [k, p] of items.entries()) {
      expect(await n(sql`select coalesce(sum(quantity), 0)::int from order_items where product_id = ${p.id}`)).toBe(sold[k]);
    }
  }, RACE_TIMEOUT_MS);

  it("a cart with one short product among several: 409 naming it, and no other stock taken", async () => {
    const seller = await makeSeller(t);
    const plenty = await makeBuyableProduct(t, seller, { quantity: 50, sellingPrice: 2000 });
    const short = await makeBuyableProduct(t, await makeSeller(t), { quantity: 1, sellingPrice: 2000 });
    const buyer = await makeBuyer(t, plenty.id, 2);
    await addToCart(t, buyer, short.id, 1);
    await t.db.execute(sql`update products set quantity = 0 where id = ${short.id}`);
    const res = await createOrder(t, buyer);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(`“${short.name}” is out of stock`);
    expect(await n(sql`select quantity from products where id = ${plenty.id}`)).toBe(50);
  }, RACE_TIMEOUT_MS);

  it(`a coupon with usageLimit ${SCARCE}: exactly ${SCARCE} orders get it`, async () => {
    const seller = await makeSeller(t);
    const product = await makeBuyableProduct(t, seller, { quantity: 1000, sellingPrice: 5000 });
    const coupon = await makeCoupon(t, seller, { usageLimit: SCARCE, discountValue: 20 });
    const buyers = await inBatches(BUYERS, 10, async () => {
      const b = await makeBuyer(t, product.id, 1);
      await applyCoupon(t, b, coupon.code as string);
      return b;
    });

    const { count } = await rush(buyers);
    expect(count(201)).toBe(SCARCE);
    expect(count(409)).toBe(BUYERS - SCARCE);
    expect(await n(sql`select used_count from coupons where id = ${coupon.id}`)).toBe(SCARCE);
    expect(await n(sql`select count(*)::int from coupon_redemptions where coupon_id = ${coupon.id} and released_at is null`)).toBe(SCARCE);
    expect(await n(sql`select count(*)::int from orders where coupon_id = ${coupon.id} and discount_kobo = 100000`)).toBe(SCARCE);
    expect(await n(sql`select 1000 - quantity from products where id = ${product.id}`)).toBe(SCARCE);
  }, RACE_TIMEOUT_MS);

  it(`one gift card shared by ${BUYERS} buyers: its balance pays for exactly ${SCARCE} orders and never goes below 0`, async () => {
    const seller = await makeSeller(t);
    // ₦1,000 items with ₦1,600 Lagos shipping: ₦2,600 a checkout; the card holds ₦26,000.
    const product = await makeBuyableProduct(t, seller, { quantity: 1000, sellingPrice: 1000 });
    const card = await buyGiftCard(t, await makeCustomer(t), { amount: 26_000 });
    const buyers = await inBatches(BUYERS, 10, async () => {
      const b = await makeBuyer(t, product.id, 1);
      const applied = await t.call("POST", "/api/v1/giftcards/apply", { token: b.token, body: { code: card.code } });
      expect(applied.json().data).toMatchObject({ amountApplied: 2600 });
      return b;
    });

    const { settled, count } = await rush(buyers);
    expect(count(201)).toBe(SCARCE);
    expect(count(409)).toBe(BUYERS - SCARCE);
    for (const s of settled) {
      if (s.status === "fulfilled" && s.value.statusCode === 201) expect(s.value.json().data).toMatchObject({ amount: 0, payment: null });
    }
    const row = await one<{ balance_kobo: number; status: string }>(sql`select balance_kobo, status from gift_cards where id = ${card.id}`);
    expect(row).toEqual({ balance_kobo: 0, status: "redeemed" });
    expect(await n(sql`select count(*)::int from gift_card_activities where gift_card_id = ${card.id} and type = 'redeem'`)).toBe(SCARCE);
    expect(await n(sql`select -sum(amount_kobo)::bigint from gift_card_activities where gift_card_id = ${card.id} and type = 'redeem'`)).toBe(2_600_000);
    // Paid in full by the card: the orders are pending at once.
    expect(await n(sql`select count(*)::int from orders where store_id = ${seller.storeId} and status = 'pending' and gift_card_kobo = total_kobo`)).toBe(SCARCE);
  }, RACE_TIMEOUT_MS);
});
