import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeBuyableProduct, makeSeller } from "../../../test/factories/cart.js";
import { makeCategoryPath } from "../../../test/factories/catalogue.js";
import { COUPONS_URL, couponBody, makeCoupon } from "../../../test/factories/coupons.js";
import { makeAdmin, makeCustomer, makeStaff, type MerchantPerson } from "../../../test/factories/people.js";

let t: TestApp;
let merchant: MerchantPerson;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeSeller(t);
});

const couponCount = async (m: MerchantPerson) =>
  Number((await t.db.execute(sql`select count(*)::int as n from coupons where merchant_id = ${m.merchantId}`)).rows[0].n);
const today = () => t.clock.now().toISOString().slice(0, 10);
const dayFromToday = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe("merchant coupons: create", () => {
  it("creates a coupon with the spec §9 defaults for what is not sent", async () => {
    const before = await couponCount(merchant);
    const res = await t.call("POST", `${COUPONS_URL}/create-coupon`, {
      token: merchant.token,
      body: { discountType: "Percent", discountValue: 12.5, startDate: today() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Coupon created successfully");
    const c = res.json().data;
    expect(c).toMatchObject({
      code: null,
      discountMode: "Automatic",
      minRequireType: "Amount",
      minRequireValue: 0,
      usageLimit: 0,
      usageLimitPerUser: 0,
      usedCount: 0,
      customerEligibility: "Everyone",
      customerReward: 2000,
      rewardAppliesTo: "Product",
      rewardValue: 20,
      discountValue: 12.5,
      spendAppliesTo: "All",
      status: "active",
      storeId: merchant.storeId,
      merchantId: merchant.merchantId,
    });
    expect(c.percentageCoupons).toEqual([
      { id: c.id, couponId: c.id, discountValue: 12.5, spendAppliesTo: "All", spendAppliesToId: [], minRequireType: "Amount", minRequireValue: 0 },
    ]);
    expect(c.fixedCoupons).toEqual([]);
    expect(await couponCount(merchant)).toBe(before + 1);
  });

  it("stores Fixed amounts in kobo and answers naira; codes are upper case", async () => {
    const c = await makeCoupon(t, merchant, { code: "flat500", discountType: "Fixed", discountValue: 500.5, minRequireValue: 2000 });
    expect(c).toMatchObject({ code: "FLAT500", discountType: "Fixed", discountValue: 500.5, minRequireValue: 2000, percentageCoupons: [] });
    expect(c.fixedCoupons[0]).toMatchObject({ discountValue: 500.5, minRequireValue: 2000 });
    const row = (await t.db.execute(sql`select discount_value_hundredths, min_require_value from coupons where id = ${c.id}`)).rows[0];
    expect(row).toEqual({ discount_value_hundredths: 50050, min_require_value: 200000 });
  });

  it("names the products and categories a coupon targets; BuyXGetY has no percentage or fixed details", async () => {
    const path = await makeCategoryPath(t, { child: "Sneakers" });
    const shoe = await makeBuyableProduct(t, merchant, { name: "Runner", path });
    const sock = await makeBuyableProduct(t, merchant, { name: "Sock" });
    const c = await makeCoupon(t, merchant, {
      discountType: "BuyXGetY",
      spendAppliesTo: "Category",
      spendAppliesToId: [path.childCategoryId],
      minRequireType: "Quantity",
      minRequireValue: 2,
      rewardAppliesToId: [sock.id, shoe.id],
      rewardValue: 100,
      customerReward: 1,
    });
    expect(c.spendAppliesToId).toEqual([{ id: path.childCategoryId, name: "Sneakers" }]);
    expect(c.rewardAppliesToId).toEqual([
      { id: sock.id, name: "Sock" },
      { id: shoe.id, name: "Runner" },
    ]);
    expect(c).toMatchObject({ discountValue: 0, percentageCoupons: [], fixedCoupons: [] });
  });

  it("422 with field errors and nothing written for invalid bodies", async () => {
    const before = await couponCount(merchant);
    const bad = [
      [{ discountValue: 150 }, "discountValue"],
      [{ discountMode: "Code", code: undefined }, "code"],
      [{ startDate: "2026-05-10", endDate: "2026-05-01" }, "endDate"],
      [{ startDate: "10/05/2026" }, "startDate"],
      [{ discountType: "Bogus" }, "discountType"],
      [{ usageLimit: -1 }, "usageLimit"],
      [{ customerEligibility: "Specific", eligibleCustomerIds: [] }, "eligibleCustomerIds"],
      [{ code: "no spaces" }, "code"],
    ] as const;
    for (const [over, path] of bad) {
      const res = await t.call("POST", `${COUPONS_URL}/create-coupon`, { token: merchant.token, body: couponBody(over as Record<string, unknown>) });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await couponCount(merchant)).toBe(before);
  });

  it("refuses another merchant's products, unknown categories and unknown customers (422, nothing written)", async () => {
    const other = await makeSeller(t);
    const theirs = await makeBuyableProduct(t, other);
    const before = await couponCount(merchant);
    const cases = [
      [{ spendAppliesTo: "Product", spendAppliesToId: [theirs.id] }, "spendAppliesToId", "Choose products of your own store"],
      [{ spendAppliesTo: "Category", spendAppliesToId: [crypto.randomUUID()] }, "spendAppliesToId", "Choose existing categories"],
      [{ customerEligibility: "Specific", eligibleCustomerIds: [merchant.userId] }, "eligibleCustomerIds", "Choose existing customers"],
    ] as const;
    for (const [over, path, message] of cases) {
      const res = await t.call("POST", `${COUPONS_URL}/create-coupon`, { token: merchant.token, body: couponBody(over as Record<string, unknown>) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    expect(await couponCount(merchant)).toBe(before);
  });

  it("a code is unique within a store (409), but another store may use it", async () => {
    await makeCoupon(t, merchant, { code: "WELCOME" });
    const again = await t.call("POST", `${COUPONS_URL}/create-coupon`, { token: merchant.token, body: couponBody({ code: "welcome" }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "Your store already has a coupon with this code", errors: [{ path: "code" }] });
    const other = await makeSeller(t);
    expect((await makeCoupon(t, other, { code: "WELCOME" })).code).toBe("WELCOME");
  });

  it("403 for staff without coupons:write, customers and admins", async () => {
    const readOnly = await makeStaff(t, merchant, ["coupons:read"]);
    for (const who of [readOnly, await makeCustomer(t), await makeAdmin(t)]) {
      const res = await t.call("POST", `${COUPONS_URL}/create-coupon`, { token: who.token, body: couponBody() });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call("GET", `${COUPONS_URL}/getallcoupons`, { token: readOnly.token })).statusCode).toBe(200);
  });
});

describe("GET /products/merchant/coupon-products", () => {
  it("answers the merchant's own products for the spend and reward pickers (data.products)", async () => {
    const m = await makeSeller(t);
    const mine = await makeBuyableProduct(t, m, { name: "Picker item", sellingPrice: 2_500 });
    await makeBuyableProduct(t, await makeSeller(t));
    const res = await t.call("GET", "/api/v1/products/merchant/coupon-products", { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products).toEqual([expect.objectContaining({ id: mine.id, name: "Picker item", sellingPrice: 2_500 })]);
    expect((await t.call("GET", "/api/v1/products/merchant/coupon-products", { token: (await makeCustomer(t)).token })).statusCode).toBe(403);
  });
});

describe("merchant coupons: list, read, edit, delete", () => {
  it("lists only the merchant’s coupons, filtered by status and search, a page at a time", async () => {
    const m = await makeSeller(t);
    const active = await makeCoupon(t, m, { code: "ACTIVE1", description: "Summer sale" });
    const scheduled = await makeCoupon(t, m, { code: "LATER1", startDate: dayFromToday(3) });
    const expired = await makeCoupon(t, m, { code: "OLD1", startDate: "2020-01-01", endDate: "2020-12-31" });
    const exhausted = await makeCoupon(t, m, { code: "GONE1", usageLimit: 1 });
    await t.db.execute(sql`update coupons set used_count = 1 where id = ${exhausted.id}`);
    await makeCoupon(t, await makeSeller(t), { code: "NOTMINE" });

    const all = await t.call("GET", `${COUPONS_URL}/getallcoupons?limit=100`, { token: m.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.count).toBe(4);
    expect(all.json().data.rows.map((c: { code: string }) => c.code).sort()).toEqual(["ACTIVE1", "GONE1", "LATER1", "OLD1"]);
    const byStatus = async (status: string) =>
      (await t.call("GET", `${COUPONS_URL}/getallcoupons?status=${status}`, { token: m.token })).json().data.rows.map((c: { id: string }) => c.id);
    expect(await byStatus("active")).toEqual([active.id]);
    expect(await byStatus("scheduled")).toEqual([scheduled.id]);
    expect(await byStatus("expired")).toEqual([expired.id]);
    expect(await byStatus("exhausted")).toEqual([exhausted.id]);
    const search = await t.call("GET", `${COUPONS_URL}/getallcoupons?search=summer`, { token: m.token });
    expect(search.json().data.rows.map((c: { id: string }) => c.id)).toEqual([active.id]);
    const page = await t.call("GET", `${COUPONS_URL}/getallcoupons?limit=2&page=2`, { token: m.token });
    expect(page.json().data).toMatchObject({ count: 4 });
    expect(page.json().data.rows).toHaveLength(2);
    expect((await t.call("GET", `${COUPONS_URL}/getallcoupons?limit=500`, { token: m.token })).statusCode).toBe(422);
  });

  it("reads one coupon; another merchant's answers 404", async () => {
    const c = await makeCoupon(t, merchant, { code: "README" });
    const res = await t.call("GET", `${COUPONS_URL}/getonecoupon/${c.id}`, { token: merchant.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.id, code: "README", percentageCoupons: [{ discountValue: 10 }] });
    const other = await makeSeller(t);
    expect((await t.call("GET", `${COUPONS_URL}/getonecoupon/${c.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call("PATCH", `${COUPONS_URL}/updatecoupon/${c.id}`, { token: other.token, body: { description: "x" } })).statusCode).toBe(404);
    expect((await t.call("DELETE", `${COUPONS_URL}/deletecoupon/${c.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call("GET", `${COUPONS_URL}/getonecoupon/not-a-uuid`, { token: merchant.token })).statusCode).toBe(404);
  });

  it("edits a coupon; the edit is checked as a whole (422, nothing written)", async () => {
    const c = await makeCoupon(t, merchant, { discountType: "Fixed", discountValue: 2500 });
    const ok = await t.call("PATCH", `${COUPONS_URL}/updatecoupon/${c.id}`, {
      token: merchant.token,
      body: { description: "Now 3000 off", discountValue: 3000, usageLimit: 50 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: "Coupon updated successfully", data: { description: "Now 3000 off", discountValue: 3000, usageLimit: 50, code: c.code } });
    // Switching to Percent while the value is 3000 is not a valid coupon.
    const bad = await t.call("PATCH", `${COUPONS_URL}/updatecoupon/${c.id}`, { token: merchant.token, body: { discountType: "Percent" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe("discountValue");
    const row = (await t.db.execute(sql`select discount_type, discount_value_hundredths from coupons where id = ${c.id}`)).rows[0];
    expect(row).toEqual({ discount_type: "Fixed", discount_value_hundredths: 300000 });
    const taken = await makeCoupon(t, merchant, { code: "TAKENCODE" });
    const clash = await t.call("PATCH", `${COUPONS_URL}/updatecoupon/${c.id}`, { token: merchant.token, body: { code: taken.code } });
    expect(clash.statusCode).toBe(409);
  });

  it("deletes a coupon: it disappears from the merchant's lists", async () => {
    const c = await makeCoupon(t, merchant);
    const res = await t.call("DELETE", `${COUPONS_URL}/deletecoupon/${c.id}`, { token: merchant.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Coupon deleted successfully", data: { id: c.id } });
    expect((await t.call("GET", `${COUPONS_URL}/getonecoupon/${c.id}`, { token: merchant.token })).statusCode).toBe(404);
    expect((await t.call("DELETE", `${COUPONS_URL}/deletecoupon/${c.id}`, { token: merchant.token })).statusCode).toBe(404);
    // Its code can be used again.
    expect((await makeCoupon(t, merchant, { code: c.code })).code).toBe(c.code);
  });
});

describe("POST /coupon/getallcoupons/customers", () => {
  const url = "/api/v1/coupon/getallcoupons/customers";

  it("lists the running offers of the stores that touch the products, without a token", async () => {
    const m = await makeSeller(t);
    const path = await makeCategoryPath(t);
    const shirt = await makeBuyableProduct(t, m, { path });
    const hat = await makeBuyableProduct(t, m);
    const storeWide = await makeCoupon(t, m, { code: "ALL10", customerEligibility: "Followers" });
    const shirtsOnly = await makeCoupon(t, m, { code: "SHIRTS", spendAppliesTo: "Category", spendAppliesToId: [path.categoryId] });
    const hatsOnly = await makeCoupon(t, m, { code: "HATS", spendAppliesTo: "Product", spendAppliesToId: [hat.id] });
    await makeCoupon(t, m, { code: "VIPONLY", customerEligibility: "Specific", eligibleCustomerIds: [(await makeCustomer(t)).userId] });
    await makeCoupon(t, m, { code: "ENDED", startDate: "2020-01-01", endDate: "2020-02-01" });
    await makeCoupon(t, m, { code: "SOON", startDate: dayFromToday(2) });

    const res = await t.call("POST", url, { body: { storeIds: [m.storeId], productIds: [shirt.id] } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((c: { id: string }) => c.id).sort();
    expect(ids).toEqual([storeWide.id, shirtsOnly.id].sort());
    expect(res.json().data.find((c: { id: string }) => c.id === shirtsOnly.id)).toMatchObject({
      storeName: expect.any(String),
      code: "SHIRTS",
      spendAppliesToId: [{ id: path.categoryId, name: expect.any(String) }],
    });
    const hats = await t.call("POST", url, { body: { storeIds: [m.storeId], productIds: [hat.id] } });
    expect(hats.json().data.map((c: { id: string }) => c.id).sort()).toEqual([storeWide.id, hatsOnly.id].sort());
  });

  it("422 unless both lists are non-empty", async () => {
    for (const body of [{ storeIds: [], productIds: [crypto.randomUUID()] }, { storeIds: [crypto.randomUUID()], productIds: [] }, {}]) {
      const res = await t.call("POST", url, { body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });
});
