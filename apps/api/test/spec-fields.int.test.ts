/**
 * A client written from the spec (shared/spec/marketplace-spec.md §3 and §7) sends the spec's fields and
 * nothing else: no Idempotency-Key, no city, lower- or upper-case choices as people type them. Every body
 * the spec names is posted here with exactly those fields, along the whole path: sign up, onboard, list,
 * buy, pay and track.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { makeCategoryPath, uploadImage } from "./factories/catalogue.js";
import { makeAdmin, type Person } from "./factories/people.js";
import { payAtTestGateway } from "./factories/payments.js";
import { planId, uploadDocument } from "./factories/stores.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "1000" });
});

const V1 = "/api/v1";
const PASSWORD = "Secret123";

async function confirmLink(email: string): Promise<string> {
  const res = await t.call("GET", `${V1}/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = res.json().data.rows[0].links[0] as string;
  return link.split("/").pop() as string;
}

/** Signs up with the body given, confirms by the mailed link, logs in; answers a Person. */
async function signUp(kind: "customer" | "merchant", body: Record<string, unknown>): Promise<Person> {
  const res = await t.call("POST", `${V1}/auth/${kind}/signup`, { body });
  expect(res.statusCode, res.body).toBe(201);
  const email = String(body.email);
  expect((await t.call("GET", `${V1}/auth/${kind}/confirmation/${await confirmLink(email)}`)).statusCode).toBe(200);
  const login = await t.call("POST", `${V1}/auth/${kind}/login`, { body: { email, password: PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  return { userId: login.json().data.user.id, email, kind, token: login.json().data.token };
}

describe("a client that sends the spec's fields only", () => {
  it("signs up, onboards, lists, buys, pays and tracks", async () => {
    // ---- merchant: sign up, onboard (Merchant entity fields), store profile (Store profile fields), pricing ----
    const merchant = await signUp("merchant", {
      firstName: "Chika",
      lastName: "Obi",
      email: "chika.spec@example.test",
      password: PASSWORD,
      phoneNumber: "+2348031234567",
      storeName: "Chika Crafts",
    });
    const [idDoc, proof] = [await uploadDocument(t, merchant), await uploadDocument(t, merchant)];
    const onboard = await t.call("PUT", `${V1}/auth/merchant/onboard`, {
      token: merchant.token,
      body: {
        dateOfBirth: "1990-05-17",
        nationality: "Nigerian",
        idDocumentType: "NIN",
        idDocumentNumber: "12345678901",
        idDocumentUrl: idDoc.url,
        homeAddress: { LGA: "Ikeja", state: "Lagos", street: "5 Allen Avenue", country: "Nigeria" },
        useHomeAddress: true,
        proofOfAddress: proof.url,
        staffSize: "2-10",
        category: "Arts and crafts",
      },
    });
    expect(onboard.statusCode, onboard.body).toBe(200);
    const profile = await t.call("GET", `${V1}/auth/userdata/merchant-profile`, { token: merchant.token });
    expect(profile.json().data).toMatchObject({ idDocumentType: "nin", staffSize: "2-10" });

    const storeProfile = await t.call("POST", `${V1}/storeprofile`, {
      token: merchant.token,
      body: {
        instagram: "https://instagram.com/chikacrafts",
        store: {
          storeName: "Chika Crafts",
          storePhoneNumber: "+2348031234567",
          isPhysicalLocation: true,
          shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" },
        },
      },
    });
    expect(storeProfile.statusCode, storeProfile.body).toBe(201);
    const pricing = await t.call("PATCH", `${V1}/auth/merchant/onboard/pricing`, {
      token: merchant.token,
      body: { pricingPlanId: await planId(t, "starter") },
    });
    expect(pricing.statusCode, pricing.body).toBe(200);

    // ---- admins approve the store (two approvers) ----
    const [first, second] = [await makeAdmin(t, "admin", { approver: true }), await makeAdmin(t, "admin", { approver: true, level: "second" })];
    const merchantId = profile.json().data.id as string;
    for (const approver of [first, second]) {
      const res = await t.call("PATCH", `${V1}/storeapproval/approve/${merchantId}`, { token: approver.token });
      expect(res.statusCode, res.body).toBe(200);
    }

    // ---- list: POST /products with the Product entity's fields ("dimension", units as typed) ----
    const path = await makeCategoryPath(t);
    const image = await uploadImage(t, merchant);
    const created = await t.call("POST", `${V1}/products`, {
      token: merchant.token,
      body: {
        name: "Hand-woven raffia basket",
        description: "A sturdy basket woven by hand in Ikeja.",
        ...path,
        hostedImages: [image],
        pricing: { costPrice: 6000, sellingPrice: 9000, price: 10000 },
        quantity: 12,
        sku: "RAF-001",
        weight: 800,
        weightUnit: "G",
        dimension: { length: 30, width: 30, height: 25 },
        dimensionUnit: "CM",
        whenSoldOut: "hide",
        contSalesOutOfStock: false,
        stockAlertUnits: 2,
        IsDigitalProduct: false,
        variant: [],
        variantProperties: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({ weightUnit: "g", dimensionUnit: "cm" });
    expect(product.dimensions ?? product.dimension).toMatchObject({ length: 30, width: 30, height: 25 });
    // The spec's approve-product call carries only the query.
    const approved = await t.call("POST", `${V1}/products/approve-product?productId=${product.id}&merchantId=${merchantId}`, { token: first.token });
    expect(approved.statusCode, approved.body).toBe(200);

    // ---- a coupon with the Coupon entity's fields, the discount type as the spec spells it ----
    const coupon = await t.call("POST", `${V1}/coupons/create-coupon`, {
      token: merchant.token,
      body: { description: "Opening week", discountType: "percent", discountValue: 10, startDate: "2020-01-01", endDate: "2099-12-31" },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    expect(coupon.json().data).toMatchObject({ discountType: "Percent", discountMode: "Automatic", customerEligibility: "Everyone" });

    // ---- customer: sign up, address with the spec's fields only (no city), cart, coupons ----
    const customer = await signUp("customer", { firstName: "Ada", lastName: "Eze", email: "ada.spec@example.test", password: PASSWORD });
    const address = await t.call("POST", `${V1}/customershippingaddress`, {
      token: customer.token,
      body: { fullName: "Ada Eze", phoneNumber: "08031234567", emailAddress: "ada.spec@example.test", stateOrRegion: "Oyo", address: "3 Ring Road, Ibadan", default: true },
    });
    expect(address.statusCode, address.body).toBe(201);
    expect(address.json().data).toMatchObject({ city: null, default: true });

    const added = await t.call("POST", `${V1}/cart/add-cart`, { token: customer.token, body: { productId: product.id, quantity: 2 } });
    expect(added.statusCode, added.body).toBe(201);
    const fee = await t.call("GET", `${V1}/shippingfees/calculate-shipping-fee?addressId=${address.json().data.id}`, { token: customer.token });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json().data.shippingFees[0]).toMatchObject({ zone: "other_state" });
    expect(fee.json().data.shippingFeeTotal).toBeGreaterThan(0);
    const coupons = await t.call("POST", `${V1}/coupon/getallcoupons/customers`, { body: { storeIds: [product.storeId], productIds: [product.id] } });
    expect(coupons.statusCode, coupons.body).toBe(200);

    // ---- buy and pay: create-order with no body and no Idempotency-Key, then the transaction call ----
    const order = await t.call("POST", `${V1}/ordertracking/create-order`, { token: customer.token });
    expect(order.statusCode, order.body).toBe(201);
    const { payment, orders } = order.json().data;
    await payAtTestGateway(t, payment.reference, "success");
    const paid = await t.call("POST", `${V1}/transactions/customer/transaction`, { token: customer.token, body: { reference: payment.reference } });
    expect(paid.statusCode, paid.body).toBe(200);

    // ---- track ----
    const mine = await t.call("GET", `${V1}/ordertracking/customer/orders`, { token: customer.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.rows.map((o: { id: string }) => o.id)).toContain(orders[0].id);
    const info = await t.call("GET", `${V1}/ordertracking/customer/order-info/${orders[0].id}`, { token: customer.token });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data.orderStatus).not.toBe("awaiting_payment");

    // ---- password calls with the spec's fields ----
    const change = await t.call("POST", `${V1}/auth/user/change-password`, {
      token: customer.token,
      body: { oldPassword: PASSWORD, newPassword: "Newer1234" },
    });
    expect(change.statusCode, change.body).toBe(200);
    const forgot = await t.call("POST", `${V1}/auth/customer/forgotpassword`, { body: { email: customer.email } });
    expect(forgot.statusCode, forgot.body).toBe(200);
  });
});
