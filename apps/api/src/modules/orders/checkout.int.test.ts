import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, type Buyer, getCart, makeBuyableProduct, makeBuyer, makeSeller } from "../../../test/factories/cart.js";
import { applyCoupon, makeCoupon } from "../../../test/factories/coupons.js";
import { buyGiftCard } from "../../../test/factories/giftcards.js";
import { makeAddress } from "../../../test/factories/logistics.js";
import { CREATE_ORDER_URL, createOrder, placeOrder, placePaidOrder, VERIFY_URL } from "../../../test/factories/orders.js";
import { payAtTestGateway, postTestWebhook } from "../../../test/factories/payments.js";
import { planId } from "../../../test/factories/stores.js";
import { makeAdmin, makeCustomer, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { paymentTestSecret, testPaymentProvider } from "../../adapters/payments/index.js";
import { runJob } from "../jobs/index.js";
import { merchants } from "../merchants/merchants.table.js";

let t: TestApp;
let seller: MerchantPerson;
beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
});

const n = async (q: ReturnType<typeof sql>) => Number(Object.values((await t.db.execute(q)).rows[0])[0]);
const stockOf = (productId: string) => n(sql`select quantity from products where id = ${productId}`);
const written = async () => ({
  orders: await n(sql`select count(*)::int from orders`),
  items: await n(sql`select count(*)::int from order_items`),
  checkouts: await n(sql`select count(*)::int from checkouts`),
  payments: await n(sql`select count(*)::int from payments where purpose = 'order'`),
  redemptions: await n(sql`select count(*)::int from coupon_redemptions`),
});
const simulate = (b: Buyer, addressId = b.address.id) =>
  t.call("POST", "/api/v1/ordertracking/simulate-order", { token: b.token, body: { addressId } });
const orderInfo = (c: Person, id: string) => t.call("GET", `/api/v1/ordertracking/customer/order-info/${id}`, { token: c.token });
const verify = (c: Person, reference: string) => t.call("POST", VERIFY_URL, { token: c.token, body: { reference } });

/** Signs a webhook body the way the test provider of this app does. */
function signedWebhook(reference: string, status: "success" | "failed" = "success") {
  const secret = paymentTestSecret({ JWT_SECRET: t.app.makeCtx({ log: t.app.log, ip: "" } as never, null).config.JWT_SECRET });
  const rawBody = JSON.stringify({ event: `charge.${status}`, data: { reference } });
  return { rawBody, signature: testPaymentProvider({ secret, appUrl: "" }).sign(rawBody, t.clock.now()) };
}

describe("POST /ordertracking/simulate-order", () => {
  it("answers the checkout's figures per store and writes nothing", async () => {
    const other = await makeSeller(t);
    const a = await makeBuyableProduct(t, seller, { sellingPrice: 10_000 });
    const b = await makeBuyableProduct(t, other, { sellingPrice: 2_500, weightKg: 2 });
    const buyer = await makeBuyer(t, a.id, 2);
    await addToCart(t, buyer, b.id, 1);
    await makeCoupon(t, other, { code: "QUARTER", discountValue: 25 });
    await applyCoupon(t, buyer, "QUARTER");
    const before = await written();
    const res = await simulate(buyer);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      addressId: buyer.address.id,
      subtotal: 22_500,
      discount: 625,
      shippingFeeTotal: 3_400,
      giftCardTotal: 0,
      amount: 25_275,
      problems: [],
    });
    const storeOf = (id: string) => s.stores.find((x: { storeId: string }) => x.storeId === id);
    expect(s.stores).toHaveLength(2);
    expect(storeOf(seller.storeId)).toMatchObject({ subtotal: 20_000, discount: 0, couponCode: null, total: 21_700, shipping: { fee: 1_700, zone: "within_lagos" } });
    expect(storeOf(other.storeId)).toMatchObject({ subtotal: 2_500, discount: 625, couponCode: "QUARTER", total: 3_575 });
    expect(storeOf(other.storeId).items).toEqual([
      { cartItemId: expect.any(String), productId: b.id, variantId: null, productName: b.name, variant: null, quantity: 1, unitPrice: 2_500, discount: 625, total: 1_875 },
    ]);
    expect(await written()).toEqual(before);
  });

  it("lists what would stop the checkout: short stock, unavailable products, an empty cart", async () => {
    const short = await makeBuyableProduct(t, seller, { name: "Short", quantity: 5 });
    const gone = await makeBuyableProduct(t, seller, { name: "Gone" });
    const buyer = await makeBuyer(t, short.id, 5);
    await addToCart(t, buyer, gone.id, 1);
    await t.db.execute(sql`update products set quantity = 2 where id = ${short.id}`);
    await t.db.execute(sql`update products set deleted_at = now() where id = ${gone.id}`);
    const res = await simulate(buyer);
    expect(res.json().data.problems).toHaveLength(2);
    expect(res.json().data.problems).toEqual(
      expect.arrayContaining([
        { cartItemId: expect.any(String), message: "Only 2 left of “Short”" },
        { cartItemId: expect.any(String), message: "“Gone” is no longer available" },
      ]),
    );
    const empty = await makeCustomer(t);
    const address = await makeAddress(t, empty);
    const none = await simulate({ ...empty, address });
    expect(none.json().data.problems).toEqual([{ cartItemId: null, message: "Select at least one item in your cart to check out" }]);
  });

  it("422 for a malformed address id, 404 for another customer's address, 403 for merchants", async () => {
    const buyer = await makeBuyer(t, (await makeBuyableProduct(t, seller)).id);
    const bad = await t.call("POST", "/api/v1/ordertracking/simulate-order", { token: buyer.token, body: { addressId: "home" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toEqual({ path: "addressId", message: "Shipping address must be a valid id" });
    const stranger = await makeCustomer(t);
    expect((await t.call("POST", "/api/v1/ordertracking/simulate-order", { token: stranger.token, body: { addressId: buyer.address.id } })).statusCode).toBe(404);
    expect((await t.call("POST", "/api/v1/ordertracking/simulate-order", { token: seller.token, body: { addressId: buyer.address.id } })).statusCode).toBe(403);
  });
});

describe("POST /ordertracking/create-order", () => {
  it("places one order per store under one order name, with prices, commission, fee and address frozen", async () => {
    const growth = await makeSeller(t);
    await t.db.update(merchants).set({ pricingPlanId: await planId(t, "growth") }).where(eq(merchants.id, growth.merchantId));
    const tee = await makeBuyableProduct(t, seller, {
      name: "Ankara tee",
      sellingPrice: 8_000,
      variants: [
        { sku: "TEE-M", size: "M", color: "Blue", quantity: 4, discount: 10 },
        { sku: "TEE-L", size: "L", quantity: 4 },
      ],
    });
    const bag = await makeBuyableProduct(t, growth, { name: "Raffia bag", sellingPrice: 15_000, quantity: 7 });
    const saved = await makeBuyableProduct(t, growth, { name: "Saved for later" });
    const buyer = await makeBuyer(t, tee.id, 2, tee.variantIds[0]);
    await addToCart(t, buyer, bag.id, 1);
    const later = await addToCart(t, buyer, saved.id, 1);
    await t.call("PATCH", "/api/v1/cart/update-cart", { token: buyer.token, body: { cartItemId: later.id, selected: false } });
    const coupon = await makeCoupon(t, growth, { code: "BAG2K", discountType: "Fixed", discountValue: 2_000 });
    await applyCoupon(t, buyer, "BAG2K");

    // The review before paying names the variant of each line.
    const review = (await simulate(buyer)).json().data;
    const teeLine = review.stores.flatMap((st: { items: { productId: string }[] }) => st.items).find((i: { productId: string }) => i.productId === tee.id);
    expect(teeLine).toMatchObject({ variantId: tee.variantIds[0], variant: "M · Blue", quantity: 2 });

    const res = await createOrder(t, buyer, { body: { orderNote: "Call before delivery" } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Order placed. Complete the payment to confirm it.");
    const result = res.json().data;
    // Tee: 2 × ₦7,200 + ₦1,700 shipping; bag: ₦15,000 − ₦2,000 + ₦1,600 shipping.
    expect(result).toMatchObject({ orderName: expect.stringMatching(/^BM-\d{6}-[A-Z2-9]{6}$/), amount: 30_700 });
    expect(result.payment).toEqual({ reference: expect.stringMatching(/^BMO-/), authorizationUrl: expect.stringContaining("/payments/test-gateway/") });
    expect(result.orders).toHaveLength(2);
    for (const o of result.orders) {
      expect(o).toMatchObject({ orderName: result.orderName, orderStatus: "awaiting_payment", bitmarteOrderStatus: { id: 1, code_name: "awaiting_payment", known_name: "Awaiting payment" } });
    }

    const rows = (await t.db.execute(sql`select * from orders where order_name = ${result.orderName} order by total_kobo`)).rows;
    expect(rows.map((r) => [r.store_id, r.subtotal_kobo, r.discount_kobo, r.shipping_fee_kobo, r.total_kobo, r.commission_bps, r.commission_kobo, r.coupon_code])).toEqual([
      [growth.storeId, 1_500_000, 200_000, 160_000, 1_460_000, 750, 97_500, "BAG2K"],
      [seller.storeId, 1_440_000, 0, 170_000, 1_610_000, 1000, 144_000, null],
    ]);
    expect(rows[0]).toMatchObject({ order_note: "Call before delivery", within_lagos: true, lagos_customer: true, delivery_address: expect.objectContaining({ city: "Lekki" }) });

    const teeOrder = result.orders.find((o: { storeId: string }) => o.storeId === seller.storeId);
    expect(teeOrder).toMatchObject({ itemCount: 2, lineCount: 1, firstItem: { productName: "Ankara tee", quantity: 2, variant: "M · Blue" } });
    const info = await orderInfo(buyer, teeOrder.id);
    expect(info.json().data.orderItems).toEqual([
      expect.objectContaining({ productId: tee.id, productName: "Ankara tee", productPrice: 7_200, quantity: 2, total: 14_400, shippingFee: 1_700, productVariants: { id: tee.variantIds[0], sku: "TEE-M", size: "M", color: "Blue" } }),
    ]);
    // Later catalogue edits do not touch the order.
    await t.db.execute(sql`update products set name = 'Renamed', selling_price = 1 where id = ${tee.id}`);
    expect((await orderInfo(buyer, teeOrder.id)).json().data.orderItems[0]).toMatchObject({ productName: "Ankara tee", productPrice: 7_200 });

    // Stock reserved (variant and product total), the coupon use counted, the checked-out items gone.
    expect(await n(sql`select quantity from product_variants where id = ${tee.variantIds[0]}`)).toBe(2);
    expect(await stockOf(tee.id)).toBe(6);
    expect(await stockOf(bag.id)).toBe(6);
    expect(await n(sql`select used_count from coupons where id = ${coupon.id}`)).toBe(1);
    const cart = await getCart(t, buyer);
    expect(cart.cartItemsList.map((i: { productId: string }) => i.productId)).toEqual([saved.id]);
    expect(cart.appliedDiscountCodes).toEqual([]);
    const payment = (await t.db.execute(sql`select amount_kobo, status, owner_id from payments where reference = ${result.payment.reference}`)).rows[0];
    expect(payment).toEqual({ amount_kobo: 3_070_000, status: "pending", owner_id: result.orderName });
  });

  it("the same Idempotency-Key answers the same result and places nothing new", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 10 });
    const buyer = await makeBuyer(t, p.id, 2);
    const key = randomUUID();
    const first = await createOrder(t, buyer, { key });
    const before = await written();
    const again = await createOrder(t, buyer, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data).toEqual(first.json().data);
    // Twin requests sent together also answer one result.
    const buyer2 = await makeBuyer(t, p.id, 1);
    const key2 = randomUUID();
    const twins = await Promise.all([createOrder(t, buyer2, { key: key2 }), createOrder(t, buyer2, { key: key2 }), createOrder(t, buyer2, { key: key2 })]);
    expect(twins.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(twins.map((r) => r.json().data.orderName)).size).toBe(1);
    expect(await written()).toMatchObject({ orders: before.orders + 1, checkouts: before.checkouts + 1, payments: before.payments + 1 });
    expect(await stockOf(p.id)).toBe(7);
    // The same key with another body is refused.
    const other = await createOrder(t, buyer, { key, body: { paymentChannel: "ussd" } });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: "This Idempotency-Key was already used for a different checkout", errors: [{ path: "Idempotency-Key" }] });
  });

  it("422 with nothing written: a malformed Idempotency-Key or a bad body", async () => {
    const p = await makeBuyableProduct(t, seller);
    const buyer = await makeBuyer(t, p.id);
    const before = await written();
    expect((await createOrder(t, buyer, { key: "short" })).statusCode).toBe(422);
    const badChannel = await createOrder(t, buyer, { body: { paymentChannel: "cheque" } });
    expect(badChannel.statusCode).toBe(422);
    expect(badChannel.json().errors).toEqual([{ path: "paymentChannel", message: "Choose a payment method" }]);
    const longNote = await createOrder(t, buyer, { body: { orderNote: "x".repeat(501) } });
    expect(longNote.json().errors[0].path).toBe("orderNote");
    expect(await written()).toEqual(before);
    expect((await getCart(t, buyer)).cartItemsList).toHaveLength(1);
  });

  it("a spec client's empty body and no Idempotency-Key: default address, card; a repeat finds the cart empty", async () => {
    const p = await makeBuyableProduct(t, seller);
    const buyer = await makeBuyer(t, p.id);
    const first = await t.call("POST", CREATE_ORDER_URL, { token: buyer.token, body: {} });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.orders).toHaveLength(1);
    const again = await t.call("POST", CREATE_ORDER_URL, { token: buyer.token, body: {} });
    expect(again.statusCode).toBe(409);
  });

  it("409 naming the product when stock is short; nothing is written and the cart stays", async () => {
    const p = await makeBuyableProduct(t, seller, { name: "Adire throw", quantity: 3 });
    const buyer = await makeBuyer(t, p.id, 3);
    await t.db.execute(sql`update products set quantity = 1 where id = ${p.id}`);
    const before = await written();
    const res = await createOrder(t, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only 1 left of “Adire throw”");
    expect(await written()).toEqual(before);
    expect(await stockOf(p.id)).toBe(1);
    expect((await getCart(t, buyer)).cartItemsList).toHaveLength(1);
    const stranger = await makeCustomer(t);
    const theirAddress = await createOrder(t, { ...stranger, address: buyer.address });
    expect(theirAddress.statusCode).toBe(404);
    expect(await written()).toEqual(before);
    const empty = await makeCustomer(t);
    const emptyBuyer = { ...empty, address: await makeAddress(t, empty) };
    const none = await createOrder(t, emptyBuyer);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("Select at least one item in your cart to check out");
  });

  it("gift cards that cover everything pay at once: orders pending, no payment", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 4_000 });
    const buyer = await makeBuyer(t, p.id, 1);
    const card = await buyGiftCard(t, buyer, { amount: 10_000 });
    await t.call("POST", "/api/v1/giftcards/apply", { token: buyer.token, body: { code: card.code } });
    const res = await createOrder(t, buyer);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: "Order placed and paid", data: { amount: 0, payment: null } });
    const order = res.json().data.orders[0];
    expect(order).toMatchObject({ orderStatus: "pending", giftCardAmount: 5_600, total: 5_600 });
    expect(await n(sql`select balance_kobo from gift_cards where id = ${card.id}`)).toBe(440_000);
    const activities = (await orderInfo(buyer, order.id)).json().data.orderActivities.map((a: { activity: string }) => a.activity);
    expect(activities).toEqual(["Order placed", "Paid with gift card"]);
    expect(await n(sql`select sold_count from products where id = ${p.id}`)).toBe(1);
    expect((await getCart(t, buyer)).appliedGiftCards).toEqual([]);

    // Cancelled, the history names the gift card's share given back (not only a card refund), without the code.
    const cancel = await t.call("PATCH", `/api/v1/ordertracking/update-order-status/${order.id}`, {
      token: buyer.token,
      body: { status: "cancelled", reason: "Ordered by mistake" },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await n(sql`select balance_kobo from gift_cards where id = ${card.id}`)).toBe(1_000_000);
    const history = (await orderInfo(buyer, order.id)).json().data.orderActivities.map((a: { activity: string }) => a.activity);
    const ending = card.code.replace(/[^A-Za-z0-9]/g, "").slice(-4).toUpperCase();
    expect(history).toContain(`₦5,600.00 went back to gift card ending ${ending}`);
    expect(history.join(" ")).not.toContain(card.code);
  });

  it("a card that covers part: the provider collects the rest, and the card's share is split over the orders", async () => {
    const other = await makeSeller(t);
    const a = await makeBuyableProduct(t, seller, { sellingPrice: 6_000 });
    const b = await makeBuyableProduct(t, other, { sellingPrice: 2_000 });
    const buyer = await makeBuyer(t, a.id, 1);
    await addToCart(t, buyer, b.id, 1);
    const card = await buyGiftCard(t, await makeCustomer(t), { amount: 5_000 });
    await t.call("POST", "/api/v1/giftcards/apply", { token: buyer.token, body: { code: card.code } });
    const result = await placeOrder(t, buyer);
    // ₦7,600 + ₦3,600 = ₦11,200; the card pays ₦5,000.
    expect(result.amount).toBe(6_200);
    expect(result.orders.map((o) => o.giftCardAmount).reduce((x, y) => x + y, 0)).toBe(5_000);
    expect(await n(sql`select balance_kobo from gift_cards where id = ${card.id}`)).toBe(0);
  });
});

describe("payment confirmation", () => {
  it("replaying the verification and the webhook three times makes one payment and moves the orders once", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 9 });
    const buyer = await makeBuyer(t, p.id, 2);
    const result = await placeOrder(t, buyer);
    const reference = result.payment?.reference as string;
    const pending = await verify(buyer, reference);
    expect(pending.json()).toMatchObject({ message: "Your payment is not complete yet", data: { status: "pending", orderName: result.orderName } });

    // The customer paid at the provider; its webhook and the callback page's verification arrive together, three times each.
    await t.db.execute(
      sql`update test_gateway_payments set status = 'success', channel = 'card', card_brand = 'visa', card_last4 = '4081', paid_at = now() where reference = ${reference}`,
    );
    const { rawBody, signature } = signedWebhook(reference);
    const burst = await Promise.all([
      ...[1, 2, 3].map(() => verify(buyer, reference)),
      ...[1, 2, 3].map(() => postTestWebhook(t, rawBody, signature)),
    ]);
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const res of burst.slice(0, 3)) {
      expect(res.json()).toMatchObject({ message: "Payment successful", data: { reference, status: "success", amount: result.amount, orderName: result.orderName } });
    }
    // And once more each, later.
    expect((await verify(buyer, reference)).json().data.status).toBe("success");
    expect((await postTestWebhook(t, rawBody, signature)).statusCode).toBe(200);
    expect(await n(sql`select count(*)::int from payments where owner_id = ${result.orderName}`)).toBe(1);
    expect(await n(sql`select count(*)::int from orders where order_name = ${result.orderName}`)).toBe(1);
    expect(await n(sql`select count(*)::int from order_activities a join orders o on o.id = a.order_id where o.order_name = ${result.orderName} and a.activity like 'Payment confirmed%'`)).toBe(1);
    expect(await n(sql`select sold_count from products where id = ${p.id}`)).toBe(2);
    const info = (await orderInfo(buyer, result.orders[0].id)).json().data;
    expect(info).toMatchObject({ orderStatus: "pending", bitmarteOrderStatus: { id: 2, code_name: "pending", known_name: "Pending" }, paidAt: expect.any(String) });
    expect(info.orderActivities.map((a: { activity: string; status: string; actorType: string }) => [a.activity, a.status, a.actorType])).toEqual([
      ["Order placed", "awaiting_payment", "customer"],
      [`Payment confirmed (${reference})`, "pending", "system"],
    ]);
  });

  it("a declined payment cancels the orders and gives back stock and coupon uses", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 5 });
    const coupon = await makeCoupon(t, seller, { code: "DECLINED" });
    const buyer = await makeBuyer(t, p.id, 2);
    await applyCoupon(t, buyer, "DECLINED");
    const result = await placeOrder(t, buyer);
    expect(await stockOf(p.id)).toBe(3);
    await payAtTestGateway(t, result.payment?.reference as string, "failed");
    const res = await verify(buyer, result.payment?.reference as string);
    expect(res.json()).toMatchObject({ message: "Your payment was not successful", data: { status: "failed" } });
    expect(await stockOf(p.id)).toBe(5);
    expect(await n(sql`select used_count from coupons where id = ${coupon.id}`)).toBe(0);
    const info = (await orderInfo(buyer, result.orders[0].id)).json().data;
    expect(info.orderStatus).toBe("cancelled");
    expect(info.orderActivities.at(-1)).toMatchObject({ activity: "The payment failed; the order was cancelled", status: "cancelled" });
  });

  it("verification answers 404 for another customer's or an unknown reference, 422 for a malformed one", async () => {
    const buyer = await makeBuyer(t, (await makeBuyableProduct(t, seller)).id);
    const result = await placeOrder(t, buyer);
    const stranger = await makeCustomer(t);
    const theirs = await verify(stranger, result.payment?.reference as string);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Payment not found");
    expect((await verify(buyer, "BMO-NOPE000000")).statusCode).toBe(404);
    expect((await verify(buyer, "abc")).statusCode).toBe(422);
    expect((await t.call("POST", VERIFY_URL, { token: seller.token, body: { reference: result.payment?.reference } })).statusCode).toBe(403);
  });
});

describe("unpaid orders expire after 30 minutes", () => {
  it("releases stock, coupon uses and gift-card amounts; a payment after that is flagged for a refund", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 4, sellingPrice: 10_000 });
    const coupon = await makeCoupon(t, seller, { code: "EXPIRY10", usageLimit: 1 });
    const buyer = await makeBuyer(t, p.id, 3);
    await applyCoupon(t, buyer, "EXPIRY10");
    const card = await buyGiftCard(t, buyer, { amount: 5_000 });
    await t.call("POST", "/api/v1/giftcards/apply", { token: buyer.token, body: { code: card.code } });
    const result = await placeOrder(t, buyer);
    expect(result.amount).toBe(23_800); // ₦30,000 − ₦3,000 + ₦1,800 shipping − ₦5,000 card
    expect(await stockOf(p.id)).toBe(1);
    expect(await n(sql`select used_count from coupons where id = ${coupon.id}`)).toBe(1);
    expect(await n(sql`select balance_kobo from gift_cards where id = ${card.id}`)).toBe(0);

    t.clock.advance(29 * 60_000);
    const list = await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: buyer.token });
    expect(list.json().data.rows[0].orderStatus).toBe("awaiting_payment");
    expect(await stockOf(p.id)).toBe(1);

    t.clock.advance(2 * 60_000);
    const after = await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: buyer.token });
    expect(after.json().data.rows[0]).toMatchObject({ orderStatus: "cancelled", bitmarteOrderStatus: { code_name: "cancelled", known_name: "Cancelled" } });
    expect(await stockOf(p.id)).toBe(4);
    expect(await n(sql`select used_count from coupons where id = ${coupon.id}`)).toBe(0);
    expect(await n(sql`select count(*)::int from coupon_redemptions where coupon_id = ${coupon.id} and released_at is null`)).toBe(0);
    expect(await n(sql`select balance_kobo from gift_cards where id = ${card.id}`)).toBe(500_000);
    expect(await n(sql`select count(*)::int from gift_card_activities where gift_card_id = ${card.id} and type = 'refund'`)).toBe(1);
    const info = (await orderInfo(buyer, result.orders[0].id)).json().data;
    expect(info.orderActivities.at(-1)).toMatchObject({ activity: "Payment was not received within 30 minutes; the order was cancelled", actorType: "system" });
    // The released coupon use can be taken by someone else.
    const next = await makeBuyer(t, p.id, 1);
    await applyCoupon(t, next, "EXPIRY10");
    expect((await placeOrder(t, next)).orders[0].discount).toBe(1_000);

    // The customer pays the old reference anyway: the orders stay cancelled and a refund is flagged.
    await payAtTestGateway(t, result.payment?.reference as string, "success");
    expect((await verify(buyer, result.payment?.reference as string)).json().data.status).toBe("success");
    expect((await orderInfo(buyer, result.orders[0].id)).json().data.orderStatus).toBe("cancelled");
    expect(await n(sql`select count(*)::int from checkouts where order_name = ${result.orderName} and status = 'paid_after_expiry'`)).toBe(1);
    expect(await stockOf(p.id)).toBe(3);
  });

  it("a payment made before the window closed wins over the expiry", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 2 });
    const buyer = await makeBuyer(t, p.id, 1);
    const result = await placeOrder(t, buyer);
    await payAtTestGateway(t, result.payment?.reference as string, "success");
    await t.db.execute(sql`update payments set status = 'pending' where reference = ${result.payment?.reference}`);
    await t.db.execute(sql`update checkouts set status = 'awaiting_payment' where order_name = ${result.orderName}`);
    await t.db.execute(sql`update orders set status = 'awaiting_payment' where order_name = ${result.orderName}`);
    t.clock.advance(31 * 60_000);
    const list = await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: buyer.token });
    expect(list.json().data.rows[0].orderStatus).toBe("pending");
    expect(await stockOf(p.id)).toBe(1);
  });

  it("the every-minute job expires due checkouts without anyone reading their orders", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 5 });
    const buyer = await makeBuyer(t, p.id, 2);
    const result = await placeOrder(t, buyer);
    expect(await stockOf(p.id)).toBe(3);
    const statusOf = () => n(sql`select count(*)::int from orders where order_name = ${result.orderName} and status = 'cancelled'`);
    t.clock.advance(10 * 60_000);
    await runJob(t.jobDeps, "orders.expireUnpaid", {});
    expect(await statusOf()).toBe(0);
    t.clock.advance(21 * 60_000);
    await runJob(t.jobDeps, "orders.expireUnpaid", {});
    expect(await statusOf()).toBe(1);
    expect(await stockOf(p.id)).toBe(5);
    expect(await n(sql`select count(*)::int from checkouts where order_name = ${result.orderName} and status = 'expired'`)).toBe(1);
  });
});

describe("the customer's orders", () => {
  it("lists the customer's orders newest first, filtered by status; another customer's order answers 404", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 50 });
    const buyer = await makeBuyer(t, p.id, 1);
    const paid = await placePaidOrder(t, buyer);
    t.clock.advance(1000);
    await addToCart(t, buyer, p.id, 2);
    const unpaid = await placeOrder(t, buyer);
    const res = await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(res.json().data.rows.map((o: { id: string }) => o.id)).toEqual([unpaid.orders[0].id, paid.orders[0].id]);
    // One line of two units: two items, one line, and the first line's quantity.
    expect(res.json().data.rows[0]).toMatchObject({ itemCount: 2, lineCount: 1, firstItem: { productName: p.name, quantity: 2, variant: null }, customerName: "Test customer" });
    const pending = await t.call("GET", "/api/v1/ordertracking/customer/orders?status=pending", { token: buyer.token });
    expect(pending.json().data.rows.map((o: { id: string }) => o.id)).toEqual([paid.orders[0].id]);
    expect((await t.call("GET", "/api/v1/ordertracking/customer/orders?status=lost", { token: buyer.token })).statusCode).toBe(422);
    expect((await t.call("GET", "/api/v1/ordertracking/customer/orders?limit=101", { token: buyer.token })).statusCode).toBe(422);

    const info = await orderInfo(buyer, paid.orders[0].id);
    expect(info.json().data).toMatchObject({
      id: paid.orders[0].id,
      orderStatusId: 2,
      orderStatus: "pending",
      deliveryAddress: { fullName: "Ada Obi", stateOrRegion: "Lagos" },
      commissionPercentage: null,
      orderDeliveryToken: null,
      orderItems: [expect.objectContaining({ productId: p.id })],
    });
    const stranger = await makeCustomer(t);
    expect((await orderInfo(stranger, paid.orders[0].id)).statusCode).toBe(404);
    expect((await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: stranger.token })).json().data).toEqual({ rows: [], count: 0 });
    expect((await orderInfo(buyer, randomUUID())).statusCode).toBe(404);
    const admin = await makeAdmin(t);
    expect((await t.call("GET", "/api/v1/ordertracking/customer/orders", { token: admin.token })).statusCode).toBe(403);
  });

  it("per-customer coupon limits count placed orders", async () => {
    const p = await makeBuyableProduct(t, seller, { quantity: 50 });
    await makeCoupon(t, seller, { code: "ONCEEACH", usageLimitPerUser: 1 });
    const buyer = await makeBuyer(t, p.id, 1);
    await applyCoupon(t, buyer, "ONCEEACH");
    await placePaidOrder(t, buyer);
    await addToCart(t, buyer, p.id, 1);
    const again = await t.call("POST", "/api/v1/applycoupon/apply-coupon", { token: buyer.token, body: { code: "ONCEEACH" } });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("You have already used this coupon as many times as it allows");
  });
});

describe("money splits", () => {
  it("a shipping fee larger than the items' worth is split over the items to the kobo", async () => {
    const cheap = await makeBuyableProduct(t, seller, { sellingPrice: 3.33 });
    const cheaper = await makeBuyableProduct(t, seller, { sellingPrice: 1.01 });
    const buyer = await makeBuyer(t, cheap.id, 1);
    await addToCart(t, buyer, cheaper.id, 2);
    const placed = await placeOrder(t, buyer);
    expect(placed.orders).toHaveLength(1);
    const mismatched = await n(sql`
      select count(*)::int from orders o
      where o.shipping_fee_kobo <> (select coalesce(sum(i.shipping_fee_kobo), 0) from order_items i where i.order_id = o.id)`);
    const fee = await n(sql`select shipping_fee_kobo from orders where order_name = ${placed.orderName}`);
    expect(fee).toBeGreaterThan(333 + 202);
    // Every order of this file: its items' shipping shares add up to its fee.
    expect(mismatched).toBe(0);
  });
});

describe("payments nobody comes back to confirm", () => {
  it("the provider took the money but no webhook or verify came: the every-minute job settles it two minutes on", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 4_000 });
    const buyer = await makeBuyer(t, p.id, 1);
    const placed = await placeOrder(t, buyer);
    const reference = (placed.payment?.reference ?? "") as string;
    // The provider's side: paid, as if the server had crashed before its webhook arrived.
    await t.db.execute(sql`update test_gateway_payments set status = 'success', channel = 'card', paid_at = now(), updated_at = now() where reference = ${reference}`);
    // The customer's order page offers "Check payment" for it: the order info names the payment while it waits.
    const waiting = (await orderInfo(buyer, placed.orders[0].id)).json().data;
    expect(waiting).toMatchObject({ orderStatus: "awaiting_payment", paymentReference: reference });
    const status = () => n(sql`select count(*)::int from orders where order_name = ${placed.orderName} and status = 'pending'`);
    await runJob(t.jobDeps, "payments.verifyPending", {});
    expect(await status()).toBe(0);
    t.clock.advance(2 * 60_000 + 1_000);
    await runJob(t.jobDeps, "payments.verifyPending", {});
    expect(await status()).toBe(placed.orders.length);
    expect(await n(sql`select count(*)::int from payments where reference = ${reference} and status = 'success'`)).toBe(1);
    expect((await orderInfo(buyer, placed.orders[0].id)).json().data.paymentReference ?? null).toBeNull();
  });

  it("the run queued at start-up asks at once about every payment the previous run left pending, however young", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 4_100 });
    const buyer = await makeBuyer(t, p.id, 1);
    const placed = await placeOrder(t, buyer);
    const reference = (placed.payment?.reference ?? "") as string;
    // The buyer pressed "Check payment" moments before paying, and the server crashed after the provider took it.
    const early = await t.call("POST", "/api/v1/transactions/customer/transaction", { token: buyer.token, body: { reference } });
    expect(early.json().data.status).toBe("pending");
    await t.db.execute(sql`update test_gateway_payments set status = 'success', channel = 'card', paid_at = now(), updated_at = now() where reference = ${reference}`);
    // A payment started after this start is not the previous run's: it waits for the two-minute rule.
    const later = await makeBuyer(t, p.id, 1);
    t.clock.advance(1_000);
    const startedAt = t.clock.now();
    t.clock.advance(1_000);
    const young = await placeOrder(t, later);
    const youngReference = (young.payment?.reference ?? "") as string;
    await t.db.execute(sql`update test_gateway_payments set status = 'success', channel = 'card', paid_at = now(), updated_at = now() where reference = ${youngReference}`);
    const paid = (name: string) => n(sql`select count(*)::int from orders where order_name = ${name} and status = 'pending'`);
    await runJob(t.jobDeps, "payments.verifyPending", { startedBefore: startedAt.toISOString() });
    expect(await paid(placed.orderName)).toBe(placed.orders.length);
    expect(await paid(young.orderName)).toBe(0);
    // A payload that is not a time changes nothing but the usual rule.
    await runJob(t.jobDeps, "payments.verifyPending", { startedBefore: "not a time" });
    expect(await paid(young.orderName)).toBe(0);
  });
});
