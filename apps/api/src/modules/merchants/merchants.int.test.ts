import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { onboardingBody, planId, storeProfileBody, uploadDocument } from "../../../test/factories/stores.js";
import { categories, subCategories } from "../categories/categories.table.js";
import { stores } from "./stores.table.js";
import { merchants } from "./merchants.table.js";

let t: TestApp;
let admin: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, "admin");
  customer = await makeCustomer(t);
});

const merchantRow = async (id: string) => (await t.db.select().from(merchants).where(eq(merchants.id, id)))[0];
const onboard = (m: Person, body: unknown) => t.call("PUT", "/api/v1/auth/merchant/onboard", { token: m.token, body });
const status = async (m: Person) => (await t.call("GET", "/api/v1/auth/merchant/onboard", { token: m.token })).json().data;

describe("merchant onboarding", () => {
  it("starts at 25% and rises by 25 with business info, store profile and pricing plan", async () => {
    const m = await makeMerchant(t, { approved: false });
    const start = await status(m);
    expect(start.percentageComplete).toBe(25);
    expect(start.states).toEqual([
      { key: "account", label: "Create your account", complete: true },
      { key: "business_info", label: "Business information and documents", complete: false },
      { key: "store_profile", label: "Store profile", complete: false },
      { key: "pricing_plan", label: "Pricing plan", complete: false },
    ]);
    expect(start.approval).toEqual({ status: "pending", firstApproval: false, secondApproval: false, rejectionReason: null });

    const body = await onboardingBody(t, m);
    const saved = await onboard(m, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Onboarding information saved successfully");
    const info = saved.json().data;
    expect(info.percentageComplete).toBe(50);
    expect(info.onBoardingInfo).toMatchObject({
      idDocumentType: "nin",
      idDocumentNumber: "12345678901",
      idDocumentUrl: body.idDocumentUrl,
      proofOfAddress: body.proofOfAddress,
      dateOfBirth: "1990-05-17",
      homeAddress: { street: "12 Adeola Odeku Street", LGA: "Eti-Osa", city: "Victoria Island", state: "Lagos", country: "Nigeria" },
      physicalLocation: { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos" },
      // No pickup location given: orders are picked up at the physical location.
      pickupLocation: { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos" },
      staffSize: "2-10",
      category: "Fashion",
      subCategoryIds: [],
    });

    expect((await t.call("POST", "/api/v1/storeprofile", { token: m.token, body: storeProfileBody() })).statusCode).toBe(201);
    expect((await status(m)).percentageComplete).toBe(75);

    const growth = await planId(t, "growth");
    const chosen = await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", { token: m.token, body: { pricingPlanId: growth } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().message).toBe("Pricing plan selected successfully");
    expect(chosen.json().data.percentageComplete).toBe(100);
    expect(chosen.json().data.onBoardingInfo.pricingPlanId).toBe(growth);
    expect((await merchantRow(m.merchantId)).percentageComplete).toBe(100);
    expect((await t.call("GET", "/api/v1/merchants/onboarding", { token: m.token })).json().data.percentageComplete).toBe(100);
  });

  it("saves step by step; using the home address makes it the physical location", async () => {
    const m = await makeMerchant(t, { approved: false });
    const first = await onboard(m, { idDocumentType: "passport", idDocumentNumber: "a1234567", nationality: "Nigerian" });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.percentageComplete).toBe(25);
    expect(first.json().data.onBoardingInfo.idDocumentNumber).toBe("A1234567");
    const home = { street: "3 Bompai Road", LGA: "Nassarawa", state: "Kano" };
    const second = await onboard(m, { homeAddress: home, useHomeAddress: true, staffSize: "1", category: "Groceries" });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.onBoardingInfo.physicalLocation).toEqual({ street: "3 Bompai Road", city: "", state: "Kano", country: "Nigeria", LGA: "Nassarawa" });
    const docs = { idDocumentUrl: (await uploadDocument(t, m)).id, proofOfAddress: (await uploadDocument(t, m)).url, dateOfBirth: "1985-01-31" };
    const third = await onboard(m, docs);
    expect(third.json().data.percentageComplete).toBe(50);
    expect(third.json().data.states[1]).toMatchObject({ key: "business_info", complete: true });
  });

  it("keeps only sub-categories that exist", async () => {
    const m = await makeMerchant(t, { approved: false });
    const [category] = await t.db.insert(categories).values({ name: `Fashion ${m.merchantId.slice(0, 6)}` }).returning();
    const [sub] = await t.db.insert(subCategories).values({ name: "Ankara fabrics", categoryId: category.id }).returning();
    const unknown = await onboard(m, { subCategoryIds: [sub.id, "00000000-0000-4000-8000-000000000000"] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ path: "subCategoryIds.1", message: "Choose sub-categories from the list" }]);
    expect((await merchantRow(m.merchantId)).subCategoryIds).toEqual([]);
    const known = await onboard(m, { subCategoryIds: [sub.id] });
    expect(known.json().data.onBoardingInfo.subCategoryIds).toEqual([sub.id]);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const m = await makeMerchant(t, { approved: false });
    const before = await merchantRow(m.merchantId);
    const shape = await onboard(m, { idDocumentType: "library_card", dateOfBirth: "17/05/1990", staffSize: "lots", subCategoryIds: ["x"] });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(["idDocumentType", "dateOfBirth", "staffSize", "subCategoryIds.0"]),
    );
    expect((await onboard(m, {})).statusCode).toBe(422);

    const young = new Date(t.clock.now().getTime() - 17 * 365 * 86400_000).toISOString().slice(0, 10);
    const rules = await onboard(m, { dateOfBirth: young, idDocumentType: "nin", idDocumentNumber: "ABC12345", nationality: "Nigerian" });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().errors).toEqual(
      expect.arrayContaining([
        { path: "dateOfBirth", message: "You must be at least 18 years old" },
        { path: "idDocumentNumber", message: "A NIN has 11 digits" },
      ]),
    );
    expect(await merchantRow(m.merchantId)).toEqual(before);
  });

  it("accepts only the merchant's own uploaded documents", async () => {
    const m = await makeMerchant(t, { approved: false });
    const other = await makeMerchant(t, { approved: false });
    const foreign = await uploadDocument(t, other);
    const res = await onboard(m, { idDocumentUrl: foreign.url, proofOfAddress: "/api/v1/uploads/00000000-0000-4000-8000-000000000000" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(["idDocumentUrl", "proofOfAddress"]);
    expect((await merchantRow(m.merchantId)).idDocumentUploadId).toBeNull();
  });

  it("needs a merchant token, and store:write for changes", async () => {
    const m = await makeMerchant(t, { approved: false });
    const reader = await makeStaff(t, m, ["store:read"]);
    const growth = await planId(t, "growth");
    expect((await onboard(customer, { nationality: "Nigerian" })).statusCode).toBe(403);
    expect((await onboard(admin, { nationality: "Nigerian" })).statusCode).toBe(403);
    expect((await onboard(reader, { nationality: "Nigerian" })).statusCode).toBe(403);
    expect((await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", { token: reader.token, body: { pricingPlanId: growth } })).statusCode).toBe(403);
    expect((await merchantRow(m.merchantId)).nationality).toBeNull();
    // Staff can read the progress.
    expect((await t.call("GET", "/api/v1/auth/merchant/onboard", { token: reader.token })).statusCode).toBe(200);
    expect((await t.call("GET", "/api/v1/auth/merchant/onboard", { token: customer.token })).statusCode).toBe(403);
  });
});

describe("pricing plans", () => {
  it("lists the plans publicly with commission and monthly fee", async () => {
    const res = await t.call("GET", "/api/v1/plans");
    expect(res.statusCode).toBe(200);
    const plans = res.json().data;
    expect(plans.map((p: { name: string; commissionPercentage: number; monthlyFee: number }) => [p.name, p.commissionPercentage, p.monthlyFee])).toEqual([
      ["Starter", 10, 0],
      ["Growth", 7.5, 5000],
      ["Premium", 5, 15000],
    ]);
    expect(plans[0].features.length).toBeGreaterThan(0);
  });

  it("refuses an unknown plan, and a plan change once the store is live", async () => {
    const pending = await makeMerchant(t, { approved: false });
    const unknown = await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", {
      token: pending.token,
      body: { pricingPlanId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].path).toBe("pricingPlanId");
    expect((await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", { token: pending.token, body: { pricingPlanId: "starter" } })).statusCode).toBe(422);
    expect((await merchantRow(pending.merchantId)).pricingPlanId).toBeNull();

    const live = await makeMerchant(t);
    await t.db.update(merchants).set({ pricingPlanId: await planId(t, "starter") }).where(eq(merchants.id, live.merchantId));
    const change = await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", { token: live.token, body: { pricingPlanId: await planId(t, "premium") } });
    expect(change.statusCode).toBe(409);
    expect((await merchantRow(live.merchantId)).pricingPlanId).toBe(await planId(t, "starter"));
    const same = await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", { token: live.token, body: { pricingPlanId: await planId(t, "starter") } });
    expect(same.statusCode).toBe(200);
  });

  it("shows the merchant's subscription", async () => {
    const m = await makeMerchant(t, { approved: false });
    const none = await t.call("GET", "/api/v1/plans/subscription", { token: m.token });
    expect(none.json().data).toEqual({ plan: null, since: null, status: "none" });
    await t.call("PATCH", "/api/v1/auth/merchant/onboard/pricing", { token: m.token, body: { pricingPlanId: await planId(t, "premium") } });
    const active = (await t.call("GET", "/api/v1/plans/subscription", { token: m.token })).json().data;
    expect(active).toMatchObject({ status: "active", plan: { name: "Premium", commissionPercentage: 5, monthlyFee: 15000 } });
    expect(active.since).toBe(t.clock.now().toISOString());
    expect((await t.call("GET", "/api/v1/plans/subscription", { token: customer.token })).statusCode).toBe(403);
  });
});

describe("merchant profile", () => {
  it("shows the merchant with its store and documents; staff without store:write do not see identity documents", async () => {
    const m = await makeMerchant(t, { storeName: "Kaduna Leather Works" });
    const body = await onboardingBody(t, m);
    await onboard(m, body);
    for (const url of ["/api/v1/auth/userdata/merchant-profile", "/api/v1/merchants/profile"]) {
      const res = await t.call("GET", url, { token: m.token });
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p).toMatchObject({
        id: m.merchantId,
        email: m.email,
        role: "owner",
        idDocumentType: "nin",
        idDocumentUrl: body.idDocumentUrl,
        proofOfAddress: body.proofOfAddress,
        isVerified: false,
        isActive: true,
        store: {
          id: m.storeId,
          storeName: "Kaduna Leather Works",
          storeUrl: m.storeUrl,
          merchantId: m.merchantId,
          products: 0,
          storeFollowers: 0,
          status: "approved",
          firstApproval: true,
          secondApproval: true,
          rejectionReason: null,
          officeAddress: { street: "5 Allen Avenue" },
        },
      });
      expect(p).not.toHaveProperty("passwordHash");
    }
    const clerk = await makeStaff(t, m, ["products:read"]);
    const seen = (await t.call("GET", "/api/v1/merchants/profile", { token: clerk.token })).json().data;
    expect(seen).toMatchObject({ id: m.merchantId, role: "staff", idDocumentNumber: null, idDocumentUrl: null, dateOfBirth: null, homeAddress: null });
    expect((await t.call("GET", "/api/v1/merchants/profile", { token: admin.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/auth/userdata/merchant-profile", { token: customer.token })).statusCode).toBe(403);
  });

  it("counts followers in the dashboard stats; orders stay 0 until orders exist", async () => {
    const m = await makeMerchant(t);
    await t.call("POST", `/api/v1/followstore/${m.storeId}`, { token: customer.token });
    const res = await t.call("GET", "/api/v1/merchants/stats", { token: m.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totalProducts: 0,
      pendingProducts: 0,
      lowStockProducts: 0,
      totalOrders: 0,
      openOrders: 0,
      totalSales: 0,
      dueToMerchant: 0,
      followers: 1,
      averageRating: null,
    });
    expect((await t.call("GET", "/api/v1/merchants/stats", { token: customer.token })).statusCode).toBe(403);
  });
});

describe("admin merchant list and detail", () => {
  let a: MerchantPerson;
  beforeAll(async () => {
    a = await makeMerchant(t, { storeName: "Zaria Grains Depot" });
    await makeMerchant(t, { storeName: "Zaria Pending Depot", approved: false });
  });

  it("pages, searches and filters", async () => {
    const res = await t.call("GET", "/api/v1/merchants?search=zaria&limit=1", { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBe(2);
    expect(res.json().data.rows).toHaveLength(1);
    const approved = (await t.call("GET", "/api/v1/merchants?search=zaria&approved=true", { token: admin.token })).json().data;
    expect(approved.rows).toEqual([
      expect.objectContaining({ id: a.merchantId, storeName: "Zaria Grains Depot", storeId: a.storeId, firstApproval: true, secondApproval: true, productCount: 0 }),
    ]);
    const pending = (await t.call("GET", "/api/v1/merchants?search=ZARIA&approved=false", { token: admin.token })).json().data;
    expect(pending.rows.map((r: { storeName: string }) => r.storeName)).toEqual(["Zaria Pending Depot"]);
    expect((await t.call("GET", "/api/v1/merchants?approved=yes", { token: admin.token })).statusCode).toBe(422);
    expect((await t.call("GET", "/api/v1/merchants?limit=500", { token: admin.token })).statusCode).toBe(422);
    expect((await t.call("GET", "/api/v1/merchants", { token: a.token })).statusCode).toBe(403);
  });

  it("shows one merchant with document links admins can open", async () => {
    const body = await onboardingBody(t, a);
    await onboard(a, body);
    const res = await t.call("GET", `/api/v1/merchants/${a.merchantId}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.merchantId, idDocumentUrl: body.idDocumentUrl, proofOfAddress: body.proofOfAddress });
    expect((await t.call("GET", body.idDocumentUrl, { token: admin.token })).statusCode).toBe(200);

    expect((await t.call("GET", "/api/v1/merchants/00000000-0000-4000-8000-000000000000", { token: admin.token })).statusCode).toBe(404);
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await t.call("GET", `/api/v1/merchants/${a.merchantId}`, { token: dispatcher.token })).statusCode).toBe(403);
    expect((await t.call("GET", `/api/v1/merchants/${a.merchantId}`, { token: a.token })).statusCode).toBe(403);
  });
});

describe("store status seen by the merchant", () => {
  it("shows a rejected store's reason", async () => {
    const m = await makeMerchant(t, { approved: false });
    await t.db.update(stores).set({ status: "rejected", rejectionReason: "The ID document is blurred" }).where(eq(stores.id, m.storeId));
    const s = await status(m);
    expect(s.approval).toEqual({ status: "rejected", firstApproval: false, secondApproval: false, rejectionReason: "The ID document is blurred" });
    const p = (await t.call("GET", "/api/v1/merchants/profile", { token: m.token })).json().data;
    expect(p.store).toMatchObject({ status: "rejected", rejectionReason: "The ID document is blurred" });
  });
});
