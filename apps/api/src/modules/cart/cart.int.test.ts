import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { addToCart, CART_URL, getCart, makeBuyableProduct, makeSeller } from "../../../test/factories/cart.js";
import { applyCoupon, makeCoupon } from "../../../test/factories/coupons.js";
import { buyGiftCard } from "../../../test/factories/giftcards.js";
import { makeAddress } from "../../../test/factories/logistics.js";
import { makeAdmin, makeCustomer, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { storeFollowers } from "../merchants/stores.table.js";

let t: TestApp;
let seller: MerchantPerson;
beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t);
});

const lineCount = async (c: Person) =>
  Number((await t.db.execute(sql`select count(*)::int as n from cart_items where customer_id = ${c.userId}`)).rows[0].n);
const add = (c: Person, body: Record<string, unknown>) => t.call("POST", `${CART_URL}/add-cart`, { token: c.token, body });
const update = (c: Person, body: Record<string, unknown>) => t.call("PATCH", `${CART_URL}/update-cart`, { token: c.token, body });
const today = () => t.clock.now().toISOString().slice(0, 10);

describe("GET /cart/get-cart", () => {
  it("an empty cart has zero figures and, without an address, no shipping", async () => {
    const c = await makeCustomer(t);
    const cart = await getCart(t, c);
    expect(cart).toEqual({
      cartItemsList: [],
      subtotal: 0,
      discount: 0,
      shippingFees: [],
      shippingFeeTotal: 0,
      giftCardTotal: 0,
      cartTotal: 0,
      weight: 0,
      appliedDiscountCodes: [],
      appliedGiftCards: [],
      selectedShippingAddress: null,
      merchantAddresses: [],
    });
  });

  it("groups figures by store with each store's pickup address and fee; unselected items are left out", async () => {
    const other = await makeSeller(t, { state: "Oyo", city: "Ibadan" });
    const a = await makeBuyableProduct(t, seller, { sellingPrice: 10_000, weightKg: 1 });
    const b = await makeBuyableProduct(t, other, { sellingPrice: 5_000, weightKg: 2 });
    const later = await makeBuyableProduct(t, seller, { sellingPrice: 99_999 });
    const c = await makeCustomer(t);
    const address = await makeAddress(t, c);
    await addToCart(t, c, a.id, 2);
    await addToCart(t, c, b.id, 1);
    const saved = await addToCart(t, c, later.id, 1);
    expect((await update(c, { cartItemId: saved.id, selected: false })).statusCode).toBe(200);

    const cart = await getCart(t, c);
    expect(cart.cartItemsList).toHaveLength(3);
    // Items of one store come together.
    const storeOrder = cart.cartItemsList.map((i: { storeId: string }) => i.storeId);
    expect(storeOrder.filter((id: string, k: number) => k === 0 || storeOrder[k - 1] !== id)).toHaveLength(2);
    expect(cart.cartItemsList.find((i: { productId: string }) => i.productId === a.id)).toMatchObject({
      productId: a.id,
      quantity: 2,
      selected: true,
      unitPrice: 10_000,
      lineTotal: 20_000,
      available: 20,
      weight: 1,
      pricing: { sellingPrice: 10_000, price: 12_000 },
      productVariant: null,
      storeId: seller.storeId,
    });
    // Lagos → Lagos: ₦1,500 + ₦100/kg; Oyo → Lagos (other state, bike): ₦3,500 + ₦250/kg.
    expect(cart.shippingFees).toHaveLength(2);
    expect(cart.shippingFees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ storeId: seller.storeId, zone: "within_lagos", vehicleType: "bike", weight: 2, fee: 1_700, discount: 0 }),
        expect.objectContaining({ storeId: other.storeId, zone: "other_state", weight: 2, fee: 4_000 }),
      ]),
    );
    expect(cart).toMatchObject({
      subtotal: 25_000,
      discount: 0,
      shippingFeeTotal: 5_700,
      giftCardTotal: 0,
      cartTotal: 30_700,
      weight: 4,
      selectedShippingAddress: { id: address.id },
    });
    expect(cart.merchantAddresses).toHaveLength(2);
    expect(cart.merchantAddresses).toEqual(
      expect.arrayContaining([
        { storeId: seller.storeId, storeName: expect.any(String), street: "5 Allen Avenue", city: "Ikeja", state: "Lagos", country: "Nigeria", hubId: null },
        { storeId: other.storeId, storeName: expect.any(String), street: "5 Allen Avenue", city: "Ibadan", state: "Oyo", country: "Nigeria", hubId: null },
      ]),
    );
  });

  it("rounds money to 2 decimals in naira and counts no float error", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 1234.56, weightKg: 0.3 });
    const c = await makeCustomer(t);
    await addToCart(t, c, p.id, 3);
    const cart = await getCart(t, c);
    expect(cart).toMatchObject({ subtotal: 3703.68, cartTotal: 3703.68, weight: 0.9 });
  });

  it("prices for another address of the customer; someone else's address answers 404, a malformed one 422", async () => {
    const p = await makeBuyableProduct(t, seller, { weightKg: 1 });
    const c = await makeCustomer(t);
    await makeAddress(t, c);
    const abuja = await makeAddress(t, c, { stateOrRegion: "FCT", city: "Abuja" });
    await addToCart(t, c, p.id, 1);
    const cart = await getCart(t, c, abuja.id);
    expect(cart.shippingFees[0]).toMatchObject({ zone: "other_state", fee: 3_750 });
    const stranger = await makeCustomer(t);
    expect((await t.call("GET", `${CART_URL}/get-cart?addressId=${abuja.id}`, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${CART_URL}/get-cart?addressId=nope`, { token: c.token })).statusCode).toBe(422);
  });

  it("an item that stopped being sold stays in the list with nothing available and out of the figures", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 7_000 });
    const c = await makeCustomer(t);
    await addToCart(t, c, p.id, 1);
    await t.db.execute(sql`update products set approval_status = 'pending' where id = ${p.id}`);
    const cart = await getCart(t, c);
    expect(cart.cartItemsList[0]).toMatchObject({ productId: p.id, available: 0 });
    expect(cart).toMatchObject({ subtotal: 0, cartTotal: 0 });
  });

  it("403 for merchants and admins", async () => {
    for (const who of [seller, await makeAdmin(t)]) expect((await t.call("GET", `${CART_URL}/get-cart`, { token: who.token })).statusCode).toBe(403);
    expect((await t.call("GET", `${CART_URL}/get-cart`)).statusCode).toBe(401);
  });
});

describe("POST /cart/add-cart", () => {
  it("adds an item (201); adding it again increments the same line", async () => {
    const p = await makeBuyableProduct(t, seller);
    const c = await makeCustomer(t);
    const first = await add(c, { productId: p.id, quantity: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: "Item added to cart", data: { productId: p.id, quantity: 2, selected: true } });
    const again = await add(c, { productId: p.id, quantity: 3 });
    expect(again.json().data).toMatchObject({ id: first.json().data.id, quantity: 5 });
    expect(await lineCount(c)).toBe(1);
    const defaulted = await add(c, { productId: p.id });
    expect(defaulted.json().data.quantity).toBe(6);
  });

  it("caps the quantity at the stock and says so; then refuses more (409)", async () => {
    const p = await makeBuyableProduct(t, seller, { name: "Kente scarf", quantity: 4 });
    const c = await makeCustomer(t);
    await add(c, { productId: p.id, quantity: 3 });
    const capped = await add(c, { productId: p.id, quantity: 3 });
    expect(capped.statusCode).toBe(201);
    expect(capped.json()).toMatchObject({ message: "Only 4 of “Kente scarf” available; your cart now has 4", data: { quantity: 4, available: 4 } });
    const more = await add(c, { productId: p.id, quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe("Your cart already has every available unit of “Kente scarf”");
  });

  it("refuses an out-of-stock product (409) unless backorders are allowed", async () => {
    const gone = await makeBuyableProduct(t, seller, { name: "Sold out mug", quantity: 0 });
    const backorder = await makeBuyableProduct(t, seller, { quantity: 0, contSalesOutOfStock: true });
    const c = await makeCustomer(t);
    const res = await add(c, { productId: gone.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("“Sold out mug” is out of stock");
    const ok = await add(c, { productId: backorder.id, quantity: 30 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ quantity: 30, available: null });
  });

  it("only visible products: pending products and offline stores answer 404 with nothing written", async () => {
    const pending = await makeBuyableProduct(t, seller, { approved: false });
    const offline = await makeMerchant(t, { approved: false });
    const hidden = await makeBuyableProduct(t, offline);
    const c = await makeCustomer(t);
    for (const productId of [pending.id, hidden.id, randomUUID()]) {
      const res = await add(c, { productId, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("This product is not available");
    }
    expect(await lineCount(c)).toBe(0);
  });

  it("a product with variants needs one of its variants; each variant is its own line at its own price", async () => {
    const p = await makeBuyableProduct(t, seller, {
      sellingPrice: 8_000,
      variants: [
        { sku: "TEE-S", size: "S", quantity: 3 },
        { sku: "TEE-M", size: "M", quantity: 5, discount: 12.5 },
      ],
    });
    const other = await makeBuyableProduct(t, seller, { variants: [{ sku: "X-1", quantity: 1 }] });
    const c = await makeCustomer(t);
    const missing = await add(c, { productId: p.id, quantity: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ path: "variantId", message: "Choose a variant of this product" }]);
    const wrong = await add(c, { productId: p.id, variantId: other.variantIds[0], quantity: 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ path: "variantId", message: "This variant does not belong to the product" }]);
    const medium = await add(c, { productId: p.id, variantId: p.variantIds[1], quantity: 2 });
    expect(medium.json().data).toMatchObject({
      variantId: p.variantIds[1],
      unitPrice: 7_000,
      lineTotal: 14_000,
      available: 5,
      productVariant: { sku: "TEE-M", size: "M", discount: 12.5, quantity: 5 },
    });
    await add(c, { productId: p.id, variantId: p.variantIds[0], quantity: 1 });
    expect(await lineCount(c)).toBe(2);
    const plain = await makeBuyableProduct(t, seller);
    expect((await add(c, { productId: plain.id, variantId: p.variantIds[0], quantity: 1 })).statusCode).toBe(422);
  });

  it("422 with field errors and nothing written for bad bodies", async () => {
    const p = await makeBuyableProduct(t, seller);
    const c = await makeCustomer(t);
    for (const body of [
      { productId: p.id, quantity: 0 },
      { productId: p.id, quantity: 101 },
      { productId: p.id, quantity: 1.5 },
      { productId: p.id, quantity: "two" },
      { productId: "abc", quantity: 1 },
      { quantity: 1 },
    ]) {
      const res = await add(c, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await lineCount(c)).toBe(0);
  });

  it("403 for merchants", async () => {
    const p = await makeBuyableProduct(t, seller);
    expect((await add(seller, { productId: p.id, quantity: 1 })).statusCode).toBe(403);
  });
});

describe("PATCH /cart/update-cart and DELETE /cart/remove-cart", () => {
  it("increments, decrements and deselects; a deselected item leaves the figures", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 1_000, quantity: 6 });
    const c = await makeCustomer(t);
    const line = await addToCart(t, c, p.id, 2);
    const up = await update(c, { cartItemId: line.id, quantity: 3 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ message: "Cart updated", data: { quantity: 3 } });
    expect((await update(c, { cartItemId: line.id, quantity: 1 })).json().data.quantity).toBe(1);
    const capped = await update(c, { cartItemId: line.id, quantity: 9 });
    expect(capped.json()).toMatchObject({ data: { quantity: 6 }, message: expect.stringContaining("Only 6 of") });
    expect((await getCart(t, c)).subtotal).toBe(6_000);
    expect((await update(c, { cartItemId: line.id, selected: false })).json().data.selected).toBe(false);
    expect((await getCart(t, c)).subtotal).toBe(0);
  });

  it("another customer's item: 404 with the spec's message; 422 for a body that changes nothing", async () => {
    const p = await makeBuyableProduct(t, seller);
    const owner = await makeCustomer(t);
    const line = await addToCart(t, owner, p.id, 2);
    const stranger = await makeCustomer(t);
    const res = await update(stranger, { cartItemId: line.id, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Failed to update cart item");
    const nothing = await update(owner, { cartItemId: line.id });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors[0]).toEqual({ path: "quantity", message: "Change the quantity or the selection" });
    expect((await update(owner, { cartItemId: line.id, quantity: 0 })).statusCode).toBe(422);
    expect((await getCart(t, owner)).cartItemsList[0].quantity).toBe(2);
  });

  it("removes an item; a second time, or another customer's, answers 404", async () => {
    const p = await makeBuyableProduct(t, seller);
    const c = await makeCustomer(t);
    const line = await addToCart(t, c, p.id, 1);
    const stranger = await makeCustomer(t);
    const theirs = await t.call("DELETE", `${CART_URL}/remove-cart`, { token: stranger.token, body: { cartItemId: line.id } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Failed to remove item from cart");
    const res = await t.call("DELETE", `${CART_URL}/remove-cart`, { token: c.token, body: { cartItemId: line.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Item removed from cart", data: { id: line.id } });
    expect(await lineCount(c)).toBe(0);
    expect((await t.call("DELETE", `${CART_URL}/remove-cart`, { token: c.token, body: { cartItemId: line.id } })).statusCode).toBe(404);
    expect((await t.call("DELETE", `${CART_URL}/remove-cart`, { token: c.token, body: { cartItemId: "x" } })).statusCode).toBe(422);
  });
});

describe("GET /shippingfees/calculate-shipping-fee", () => {
  const url = "/api/v1/shippingfees/calculate-shipping-fee";

  it("answers each store's fee for the selected items to the address", async () => {
    const other = await makeSeller(t, { state: "Lagos", city: "Yaba" });
    const a = await makeBuyableProduct(t, seller, { weightKg: 3 });
    const b = await makeBuyableProduct(t, other, { weightKg: 0.5 });
    const c = await makeCustomer(t);
    const address = await makeAddress(t, c);
    await addToCart(t, c, a.id, 1);
    await addToCart(t, c, b.id, 2);
    const res = await t.call("GET", `${url}?addressId=${address.id}`, { token: c.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ addressId: address.id, shippingFeeTotal: 3_400, weight: 4 });
    const feeOf = (storeId: string) => data.shippingFees.find((f: { storeId: string }) => f.storeId === storeId);
    expect(data.shippingFees).toHaveLength(2);
    expect(feeOf(seller.storeId)).toMatchObject({ fee: 1_800, weight: 3 });
    expect(feeOf(other.storeId)).toMatchObject({ fee: 1_600, weight: 1 });
  });

  it("404 for another customer's address, 422 without one, 409 when a store has no pickup address yet", async () => {
    const c = await makeCustomer(t);
    const address = await makeAddress(t, c);
    const stranger = await makeCustomer(t);
    expect((await t.call("GET", `${url}?addressId=${address.id}`, { token: stranger.token })).statusCode).toBe(404);
    const missing = await t.call("GET", url, { token: c.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].path).toBe("query.addressId");
    const nowhere = await makeMerchant(t, { storeName: "No Pickup Ltd" });
    await addToCart(t, c, (await makeBuyableProduct(t, nowhere)).id, 1);
    const res = await t.call("GET", `${url}?addressId=${address.id}`, { token: c.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("No Pickup Ltd cannot ship to this address yet");
  });
});

describe("gift cards on the cart", () => {
  it("applies a card: it pays at most the cart total; the cart shows it; removing it takes it off", async () => {
    const p = await makeBuyableProduct(t, seller, { sellingPrice: 3_000, weightKg: 1 });
    const c = await makeCustomer(t);
    await makeAddress(t, c);
    await addToCart(t, c, p.id, 1);
    const card = await buyGiftCard(t, await makeCustomer(t), { amount: 10_000 });
    const res = await t.call("POST", "/api/v1/giftcards/apply", { token: c.token, body: { code: card.code.toLowerCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Gift card applied", data: { code: card.code, balance: 10_000, amountApplied: 4_600 } });
    expect((await t.call("POST", "/api/v1/giftcards/apply", { token: c.token, body: { code: card.code } })).statusCode).toBe(200);
    const applied = await t.call("GET", "/api/v1/giftcards/applied", { token: c.token });
    expect(applied.json().data).toEqual([{ code: card.code, balance: 10_000, amountApplied: 4_600 }]);
    expect(await getCart(t, c)).toMatchObject({ giftCardTotal: 4_600, cartTotal: 0, appliedGiftCards: [{ code: card.code, amountApplied: 4_600 }] });
    const removed = await t.call("DELETE", `/api/v1/giftcards/apply/${card.code}`, { token: c.token });
    expect(removed.json()).toMatchObject({ message: "Gift card removed from your cart", data: { code: card.code } });
    expect((await getCart(t, c)).cartTotal).toBe(4_600);
    const again = await t.call("DELETE", `/api/v1/giftcards/apply/${card.code}`, { token: c.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This gift card is not applied to your cart");
  });

  it("unknown codes answer 404, unusable cards 422, and nothing is applied", async () => {
    const c = await makeCustomer(t);
    const unknown = await t.call("POST", "/api/v1/giftcards/apply", { token: c.token, body: { code: "BM-AAAA-BBBB-CCCC" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Gift card not found");
    // Bought but not paid: not usable yet.
    const purchase = await t.call("POST", "/api/v1/giftcards/purchase", { token: c.token, body: { amount: 5_000, recipientEmail: "x@example.test" } });
    const unpaid = purchase.json().data.giftCard.code;
    const res = await t.call("POST", "/api/v1/giftcards/apply", { token: c.token, body: { code: unpaid } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: "code", message: "This gift card cannot be used" }]);
    expect((await t.call("POST", "/api/v1/giftcards/apply", { token: c.token, body: { code: "??" } })).statusCode).toBe(422);
    expect((await t.call("GET", "/api/v1/giftcards/applied", { token: c.token })).json().data).toEqual([]);
  });
});

describe("coupon codes on the cart", () => {
  const validate = (c: Person, code: string) => t.call("POST", "/api/v1/coupons/validate-coupon", { token: c.token, body: { code } });
  const apply = (c: Person, code: string) => t.call("POST", "/api/v1/applycoupon/apply-coupon", { token: c.token, body: { code } });

  it("validates a code against the cart: the discount it would give, or why it does not apply", async () => {
    const m = await makeSeller(t);
    const p = await makeBuyableProduct(t, m, { sellingPrice: 4_000 });
    const c = await makeCustomer(t);
    await addToCart(t, c, p.id, 2);
    await makeCoupon(t, m, { code: "GOOD10" });
    await makeCoupon(t, m, { code: "OLD", startDate: "2020-01-01", endDate: "2020-06-30" });
    await makeCoupon(t, m, { code: "SOON", startDate: "2999-01-01" });
    await makeCoupon(t, m, { code: "BIGSPEND", minRequireValue: 10_000 });
    await makeCoupon(t, m, { code: "BUY3", minRequireType: "Quantity", minRequireValue: 3 });
    const used = await makeCoupon(t, m, { code: "USEDUP", usageLimit: 5 });
    await t.db.execute(sql`update coupons set used_count = 5 where id = ${used.id}`);
    await makeCoupon(t, m, { code: "FANS", customerEligibility: "Followers" });
    await makeCoupon(t, m, { code: "VIP", customerEligibility: "Specific", eligibleCustomerIds: [(await makeCustomer(t)).userId] });
    const elsewhere = await makeSeller(t, { storeName: "Elsewhere" });
    await makeCoupon(t, elsewhere, { code: "ELSEWHERE" });
    const other = await makeBuyableProduct(t, m);
    await makeCoupon(t, m, { code: "ONLYOTHER", spendAppliesTo: "Product", spendAppliesToId: [other.id] });

    const good = await validate(c, "good10");
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ message: "This coupon can be used", data: { valid: true, reason: null, discount: 800, coupon: { code: "GOOD10" } } });
    const reasons: [string, string][] = [
      ["OLD", "This coupon expired on 2020-06-30"],
      ["SOON", "This coupon is not active yet. It starts on 2999-01-01."],
      ["BIGSPEND", expect.stringMatching(/^Spend at least ₦10,000\.00 on eligible items from .+ to use this coupon$/) as unknown as string],
      ["BUY3", expect.stringMatching(/^Add at least 3 eligible items from .+ to use this coupon$/) as unknown as string],
      ["USEDUP", "This coupon has reached its usage limit"],
      ["FANS", expect.stringMatching(/^This coupon is only for followers of /) as unknown as string],
      ["VIP", "This coupon is not available to your account"],
      ["ELSEWHERE", "Add items from Elsewhere to your cart to use this coupon"],
      ["ONLYOTHER", "This coupon does not apply to the items in your cart"],
    ];
    for (const [code, reason] of reasons) {
      const res = await validate(c, code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data, code).toMatchObject({ valid: false, reason, discount: 0 });
    }
    const unknown = await validate(c, "NOSUCHCODE");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This coupon code does not exist");
    expect((await validate(c, "x")).statusCode).toBe(422);
  });

  it("applies a code (the spec's message); the cart shows the discount; a second code for the store replaces it", async () => {
    const m = await makeSeller(t);
    const p = await makeBuyableProduct(t, m, { sellingPrice: 5_000 });
    const c = await makeCustomer(t);
    await addToCart(t, c, p.id, 2);
    const ten = await makeCoupon(t, m, { code: "TEN" });
    const flat = await makeCoupon(t, m, { code: "FLAT700", discountType: "Fixed", discountValue: 700 });
    const res = await apply(c, "ten");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Coupon applied successfully!",
      data: { code: "TEN", couponId: ten.id, storeId: m.storeId, discountType: "Percent", discount: 1_000 },
    });
    expect(await getCart(t, c)).toMatchObject({
      subtotal: 10_000,
      discount: 1_000,
      cartTotal: 9_000,
      appliedDiscountCodes: [{ code: "TEN", couponId: ten.id, storeId: m.storeId, discountMode: "Code", amount: 1_000 }],
    });
    await apply(c, "FLAT700");
    const cart = await getCart(t, c);
    expect(cart.appliedDiscountCodes).toEqual([{ code: "FLAT700", couponId: flat.id, storeId: m.storeId, discountMode: "Code", amount: 700 }]);
    const removed = await t.call("DELETE", "/api/v1/applycoupon/remove-coupon/flat700", { token: c.token });
    expect(removed.json()).toMatchObject({ message: "Coupon removed from your cart", data: { code: "FLAT700" } });
    expect((await getCart(t, c)).discount).toBe(0);
    const again = await t.call("DELETE", "/api/v1/applycoupon/remove-coupon/FLAT700", { token: c.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This coupon is not applied to your cart");
  });

  it("keeps a code whose minimum is not met yet (no discount until it is)", async () => {
    const m = await makeSeller(t);
    const p = await makeBuyableProduct(t, m, { sellingPrice: 2_000 });
    const c = await makeCustomer(t);
    const line = await addToCart(t, c, p.id, 1);
    await makeCoupon(t, m, { code: "MIN5K", minRequireValue: 5_000 });
    expect((await apply(c, "MIN5K")).json().data.discount).toBe(0);
    expect((await getCart(t, c)).appliedDiscountCodes).toMatchObject([{ code: "MIN5K", amount: 0 }]);
    await update(c, { cartItemId: line.id, quantity: 3 });
    expect((await getCart(t, c)).appliedDiscountCodes).toMatchObject([{ code: "MIN5K", amount: 600 }]);
  });

  it("refuses codes that cannot be used (422 on code) and writes nothing", async () => {
    const m = await makeSeller(t);
    const p = await makeBuyableProduct(t, m);
    const c = await makeCustomer(t);
    await addToCart(t, c, p.id, 1);
    await makeCoupon(t, m, { code: "AUTOCODE", discountMode: "Automatic" });
    await makeCoupon(t, m, { code: "EXPIRED", startDate: "2020-01-01", endDate: "2020-01-02" });
    await makeCoupon(t, await makeSeller(t), { code: "NOTHERE" });
    const cases: [string, string | RegExp][] = [
      ["AUTOCODE", "This discount applies by itself when your cart qualifies; no code is needed"],
      ["EXPIRED", "This coupon expired on 2020-01-02"],
      ["NOTHERE", /^Add items from .+ to your cart to use this coupon$/],
    ];
    for (const [code, message] of cases) {
      const res = await apply(c, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors[0].path).toBe("code");
      expect(res.json().message).toMatch(message);
    }
    expect((await apply(c, "NOPE404")).statusCode).toBe(404);
    const applied = await t.db.execute(sql`select count(*)::int as n from cart_coupon_codes where customer_id = ${c.userId}`);
    expect(applied.rows[0].n).toBe(0);
  });

  it("Automatic coupons apply by themselves when eligible; the best coupon of a store wins", async () => {
    const m = await makeSeller(t);
    const p = await makeBuyableProduct(t, m, { sellingPrice: 10_000 });
    const c = await makeCustomer(t);
    await addToCart(t, c, p.id, 1);
    const auto = await makeCoupon(t, m, { code: undefined, discountMode: "Automatic", discountValue: 5 });
    expect(await getCart(t, c)).toMatchObject({
      discount: 500,
      appliedDiscountCodes: [{ code: null, couponId: auto.id, discountMode: "Automatic", amount: 500 }],
    });
    // A followers-only automatic coupon starts applying once the customer follows the store.
    const fans = await makeCoupon(t, m, { code: undefined, discountMode: "Automatic", discountValue: 15, customerEligibility: "Followers" });
    expect((await getCart(t, c)).discount).toBe(500);
    await t.db.insert(storeFollowers).values({ storeId: m.storeId, customerUserId: c.userId });
    expect((await getCart(t, c)).appliedDiscountCodes).toMatchObject([{ couponId: fans.id, amount: 1_500 }]);
    // An applied code that gives less does not beat the automatic discount.
    await makeCoupon(t, m, { code: "SMALL", discountValue: 2 });
    await applyCoupon(t, c, "SMALL");
    const cart = await getCart(t, c);
    expect(cart.discount).toBe(1_500);
    expect(cart.appliedDiscountCodes).toEqual([
      { code: null, couponId: fans.id, storeId: m.storeId, discountMode: "Automatic", amount: 1_500 },
      { code: "SMALL", couponId: expect.any(String), storeId: m.storeId, discountMode: "Code", amount: 0 },
    ]);
    // Coupon days are UTC days, inclusive: one that ends today still applies.
    const endsToday = await makeCoupon(t, m, { code: undefined, discountMode: "Automatic", discountValue: 40, endDate: today() });
    expect((await getCart(t, c)).appliedDiscountCodes[0]).toMatchObject({ couponId: endsToday.id, amount: 4_000 });
  });
});

describe("add-cart with an Idempotency-Key", () => {
  const addKeyed = (c: Person, body: Record<string, unknown>, key: string) =>
    t.call("POST", `${CART_URL}/add-cart`, { token: c.token, body, headers: { "idempotency-key": key } });
  const quantityOf = async (c: Person, productId: string) =>
    Number((await t.db.execute(sql`select coalesce(sum(quantity), 0)::int as n from cart_items where customer_id = ${c.userId} and product_id = ${productId}`)).rows[0].n);

  it("a retried call answers the first answer and adds nothing; a new key adds again", async () => {
    const c = await makeCustomer(t);
    const p = await makeBuyableProduct(t, seller, { quantity: 50 });
    const key = `add-${randomUUID()}`;
    const first = await addKeyed(c, { productId: p.id, quantity: 2 }, key);
    const retry = await addKeyed(c, { productId: p.id, quantity: 2 }, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data).toEqual(first.json().data);
    expect(retry.json().message).toBe(first.json().message);
    expect(await quantityOf(c, p.id)).toBe(2);
    expect((await addKeyed(c, { productId: p.id, quantity: 2 }, `add-${randomUUID()}`)).statusCode).toBe(201);
    expect(await quantityOf(c, p.id)).toBe(4);
  });

  it("ten parallel retries of one call add once", async () => {
    const c = await makeCustomer(t);
    const p = await makeBuyableProduct(t, seller, { quantity: 50 });
    const key = `add-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => addKeyed(c, { productId: p.id, quantity: 3 }, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await quantityOf(c, p.id)).toBe(3);
  });

  it("one customer's key does not answer another's call; a malformed key is 422 with nothing written", async () => {
    const a = await makeCustomer(t);
    const b = await makeCustomer(t);
    const p = await makeBuyableProduct(t, seller, { quantity: 50 });
    const key = `add-${randomUUID()}`;
    await addKeyed(a, { productId: p.id, quantity: 1 }, key);
    expect((await addKeyed(b, { productId: p.id, quantity: 1 }, key)).statusCode).toBe(201);
    expect(await quantityOf(b, p.id)).toBe(1);
    const bad = await addKeyed(b, { productId: p.id, quantity: 1 }, "x");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe("Idempotency-Key");
    expect(await quantityOf(b, p.id)).toBe(1);
  });
});
