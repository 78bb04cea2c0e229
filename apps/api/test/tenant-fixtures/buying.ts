import { eq, sql } from "drizzle-orm";
import { stores } from "../../src/modules/merchants/stores.table.js";
import type { TenantFixture } from "../tenant-fixtures.js";
import type { TestApp } from "../app.js";
import { addToCart, type Buyer, makeBuyableProduct, makeSeller } from "../factories/cart.js";
import { applyCoupon, makeCoupon } from "../factories/coupons.js";
import { buyGiftCard } from "../factories/giftcards.js";
import { makeAddress } from "../factories/logistics.js";
import { placeOrder, placePaidOrder } from "../factories/orders.js";
import { makeCustomer, type MerchantPerson, type Person } from "../factories/people.js";

/** The customer's cart with one item of a fresh seller's product; answers the line id. */
async function cartLine(t: TestApp, customer: Person): Promise<{ lineId: string; seller: MerchantPerson }> {
  const seller = await makeSeller(t);
  const product = await makeBuyableProduct(t, seller);
  const line = await addToCart(t, customer, product.id, 1);
  return { lineId: line.id, seller };
}

async function asBuyer(t: TestApp, customer: Person): Promise<Buyer> {
  return { ...customer, address: await makeAddress(t, customer) };
}

/** Customer- and merchant-owned rows of cart, coupons, checkout and orders. */
export const fixtures: Record<string, { kind: Person["kind"]; make: TenantFixture }> = {
  "cart.update": {
    kind: "customer",
    make: async (t, owner) => ({ url: "/api/v1/cart/update-cart", body: { cartItemId: (await cartLine(t, owner)).lineId, quantity: 1 } }),
  },
  "cart.remove": {
    kind: "customer",
    make: async (t, owner) => ({ url: "/api/v1/cart/remove-cart", body: { cartItemId: (await cartLine(t, owner)).lineId } }),
  },
  "coupons.removeApplied": {
    kind: "customer",
    make: async (t, owner) => {
      const { seller } = await cartLine(t, owner);
      const coupon = await makeCoupon(t, seller);
      await applyCoupon(t, owner, coupon.code as string);
      return { url: `/api/v1/applycoupon/remove-coupon/${coupon.code}` };
    },
  },
  "giftcards.unapply": {
    kind: "customer",
    make: async (t, owner) => {
      const card = await buyGiftCard(t, owner);
      const applied = await t.call("POST", "/api/v1/giftcards/apply", { token: owner.token, body: { code: card.code } });
      if (applied.statusCode !== 200) throw new Error(`gift card apply failed: ${applied.body}`);
      return { url: `/api/v1/giftcards/apply/${card.code}` };
    },
  },
  "cart.get": {
    kind: "customer",
    make: async (t, owner) => ({ url: `/api/v1/cart/get-cart?addressId=${(await makeAddress(t, owner)).id}` }),
  },
  "cart.shippingFee": {
    kind: "customer",
    make: async (t, owner) => {
      await cartLine(t, owner);
      return { url: `/api/v1/shippingfees/calculate-shipping-fee?addressId=${(await makeAddress(t, owner)).id}` };
    },
  },
  "checkout.simulateOrder": {
    kind: "customer",
    make: async (t, owner) => {
      await cartLine(t, owner);
      return { url: "/api/v1/ordertracking/simulate-order", body: { addressId: (await makeAddress(t, owner)).id } };
    },
  },
  "checkout.verifyTransaction": {
    kind: "customer",
    make: async (t, owner) => {
      await cartLine(t, owner);
      const result = await placeOrder(t, await asBuyer(t, owner));
      return { url: "/api/v1/transactions/customer/transaction", body: { reference: result.payment?.reference } };
    },
  },
  "coupons.get": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `/api/v1/coupons/getonecoupon/${(await makeCoupon(t, owner)).id}` }),
  },
  "coupons.update": {
    kind: "merchant",
    make: async (t, owner) => ({
      url: `/api/v1/coupons/updatecoupon/${(await makeCoupon(t, owner)).id}`,
      body: { description: "Edited" },
    }),
  },
  "coupons.remove": {
    kind: "merchant",
    make: async (t, owner) => ({ url: `/api/v1/coupons/deletecoupon/${(await makeCoupon(t, owner)).id}` }),
  },
  "orders.customerOrderInfo": {
    kind: "customer",
    make: async (t, owner) => {
      await cartLine(t, owner);
      const result = await placeOrder(t, await asBuyer(t, owner));
      return { url: `/api/v1/ordertracking/customer/order-info/${result.orders[0].id}` };
    },
  },
  "checkout.merchantTransaction": {
    kind: "merchant",
    make: async (t, owner) => {
      const merchant = owner as MerchantPerson;
      await t.db
        .update(stores)
        .set({ shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" } })
        .where(eq(stores.id, merchant.storeId));
      const product = await makeBuyableProduct(t, merchant);
      const customer = await makeCustomer(t);
      await addToCart(t, customer, product.id, 1);
      const result = await placePaidOrder(t, await asBuyer(t, customer));
      const [payment] = (await t.db.execute<{ id: string }>(sql`select id from payments where reference = ${result.payment?.reference}`)).rows;
      return { url: `/api/v1/transactions/merchant/${payment.id}` };
    },
  },
};
