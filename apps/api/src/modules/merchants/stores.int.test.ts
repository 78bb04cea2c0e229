import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeHub, storeProfileBody, storeRow } from "../../../test/factories/stores.js";
import { officialOutlets } from "./stores.table.js";
import { storeFollowers, storePolicies, storeProfiles, stores } from "./stores.table.js";

let t: TestApp;
let admin: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, "admin");
  customer = await makeCustomer(t);
});

const countProfiles = async () => (await t.db.select({ n: count() }).from(storeProfiles))[0].n;
const countPolicies = async () => (await t.db.select({ n: count() }).from(storePolicies))[0].n;
const saveProfile = (m: Person, body: unknown) => t.call("POST", "/api/v1/storeprofile", { token: m.token, body });

describe("store profile", () => {
  it("saves the profile with the spec's message; the list answers every save, latest last", async () => {
    const m = await makeMerchant(t, { approved: false });
    const hub = await makeHub(t);
    const res = await saveProfile(m, storeProfileBody({ facebook: "https://facebook.com/adire" }, { bitmarteHubId: hub.id, logo: "/api/v1/uploads/logo" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Successfully added store profile.");
    expect(res.json().data).toMatchObject({
      merchantId: m.merchantId,
      facebook: "https://facebook.com/adire",
      instagram: "https://instagram.com/mystore",
      youtube: null,
      store: {
        id: m.storeId,
        storeName: "Adire Lagos",
        storeUrl: m.storeUrl,
        bitmarteHubId: hub.id,
        logo: "/api/v1/uploads/logo",
        storePhoneNumber: "+2348031234567",
        isPhysicalLocation: true,
        shippingLocation: { country: "Nigeria", state: "Lagos", street: "5 Allen Avenue", city: "Ikeja" },
        firstApproval: false,
        secondApproval: false,
      },
    });

    t.clock.advance(1000);
    const second = await saveProfile(m, storeProfileBody({}, { storeName: "Adire Lagos Ltd", storeUrl: "Adire-Lagos" }));
    expect(second.statusCode).toBe(201);
    const list = await t.call("GET", `/api/v1/storeprofile/${m.merchantId}`, { token: m.token });
    expect(list.statusCode).toBe(200);
    const profiles = list.json().data;
    expect(profiles).toHaveLength(2);
    expect(profiles.map((p: { store: { storeName: string } }) => p.store.storeName)).toEqual(["Adire Lagos", "Adire Lagos Ltd"]);
    expect(profiles[1].store.storeUrl).toBe("adire-lagos");
    const store = await storeRow(t, m.storeId);
    expect(store).toMatchObject({ storeName: "Adire Lagos Ltd", storeUrl: "adire-lagos", bitmarteHubId: null, storePhoneNumber: "+2348031234567" });
  });

  it("refuses a store URL that is taken (409) or not URL-safe (422), with a field error, and writes nothing", async () => {
    const m = await makeMerchant(t, { approved: false });
    const other = await makeMerchant(t);
    const before = await countProfiles();
    const taken = await saveProfile(m, storeProfileBody({}, { storeUrl: other.storeUrl }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: "store.storeUrl", message: "This store address is already taken" }]);
    const invalid = await saveProfile(m, storeProfileBody({}, { storeUrl: "my store!" }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual([{ path: "store.storeUrl", message: "Not a valid store address" }]);
    expect(await countProfiles()).toBe(before);
    expect((await storeRow(t, m.storeId)).storeUrl).toBe(m.storeUrl);
  });

  it("refuses bad input and hubs that are not approved, and writes nothing", async () => {
    const m = await makeMerchant(t, { approved: false });
    const pendingHub = await makeHub(t, { status: "pending" });
    const before = await countProfiles();
    const bad = await saveProfile(m, {
      facebook: "x".repeat(201),
      store: { storeName: "", storePhoneNumber: "123", shippingLocation: { state: "Lagos", street: "", city: "Ikeja" } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(["facebook", "store.storeName", "store.storePhoneNumber", "store.shippingLocation.street"]),
    );
    const hub = await saveProfile(m, storeProfileBody({}, { bitmarteHubId: pendingHub.id }));
    expect(hub.statusCode).toBe(422);
    expect(hub.json().errors).toEqual([{ path: "store.bitmarteHubId", message: "Choose an approved Bitmarte hub" }]);
    expect(await countProfiles()).toBe(before);
  });

  it("needs store:write to save; customers and admins cannot", async () => {
    const m = await makeMerchant(t);
    const reader = await makeStaff(t, m, ["store:read"]);
    const before = await countProfiles();
    expect((await saveProfile(reader, storeProfileBody())).statusCode).toBe(403);
    expect((await saveProfile(customer, storeProfileBody())).statusCode).toBe(403);
    expect((await saveProfile(admin, storeProfileBody())).statusCode).toBe(403);
    expect(await countProfiles()).toBe(before);
    const writer = await makeStaff(t, m, ["store:write"]);
    expect((await saveProfile(writer, storeProfileBody())).statusCode).toBe(201);
    expect((await t.call("GET", `/api/v1/storeprofile/${m.merchantId}`, { token: reader.token })).statusCode).toBe(200);
  });

  it("lets admins read any merchant's profiles; another merchant's answer 404", async () => {
    const m = await makeMerchant(t);
    await saveProfile(m, storeProfileBody());
    const other = await makeMerchant(t);
    expect((await t.call("GET", `/api/v1/storeprofile/${m.merchantId}`, { token: other.token })).statusCode).toBe(404);
    const asAdmin = await t.call("GET", `/api/v1/storeprofile/${m.merchantId}`, { token: admin.token });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data).toHaveLength(1);
    expect((await t.call("GET", "/api/v1/storeprofile/00000000-0000-4000-8000-000000000000", { token: admin.token })).statusCode).toBe(404);
    expect((await t.call("GET", `/api/v1/storeprofile/${m.merchantId}`, { token: customer.token })).statusCode).toBe(403);
  });

  it("sends a rejected store back to review when its profile is updated", async () => {
    const m = await makeMerchant(t, { approved: false });
    await t.db.update(stores).set({ status: "rejected", rejectionReason: "Logo missing" }).where(eq(stores.id, m.storeId));
    expect((await saveProfile(m, storeProfileBody({}, { logo: "/api/v1/uploads/new-logo" }))).statusCode).toBe(201);
    expect(await storeRow(t, m.storeId)).toMatchObject({ status: "pending", rejectionReason: null });
  });
});

describe("public store page", () => {
  let live: MerchantPerson;
  beforeAll(async () => {
    live = await makeMerchant(t, { storeName: "Aba Shoe Makers" });
    await saveProfile(live, storeProfileBody({ tiktok: "https://tiktok.com/@abashoes" }, { storeName: "Aba Shoe Makers" }));
    await t.call("POST", "/api/v1/policies", {
      token: live.token,
      body: { type: "return", title: "Returns", content: "Return unworn shoes within 7 days of delivery." },
    });
  });

  it("shows a live store with profile, policies, followers and no theme yet", async () => {
    const res = await t.call("GET", `/api/v1/stores/${live.storeUrl}`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.store).toMatchObject({ id: live.storeId, storeName: "Aba Shoe Makers", storeUrl: live.storeUrl, isOfficialOutlet: false, reviewCount: 0 });
    // Customers see where the store ships from: city and state, never the street.
    expect(page.store.location).toEqual({ city: "Ikeja", state: "Lagos" });
    expect(JSON.stringify(page)).not.toContain("5 Allen Avenue");
    expect(page.socials).toMatchObject({ tiktok: "https://tiktok.com/@abashoes", instagram: "https://instagram.com/mystore", vimeo: null });
    expect(page.policies.map((p: { type: string }) => p.type)).toEqual(["return"]);
    expect(page).toMatchObject({ testimonials: [], followersCount: 0, following: false, activeTheme: { activeThemeId: 45, merchantThemeId: null } });

    await t.call("POST", `/api/v1/followstore/${live.storeId}`, { token: customer.token });
    const mine = (await t.call("GET", `/api/v1/stores/${live.storeUrl.toUpperCase()}`, { token: customer.token })).json().data;
    expect(mine).toMatchObject({ followersCount: 1, following: true });
    await t.call("POST", `/api/v1/followstore/${live.storeId}`, { token: customer.token });

    await t.db.insert(officialOutlets).values({ storeId: live.storeId });
    expect((await t.call("GET", `/api/v1/stores/${live.storeUrl}`)).json().data.store.isOfficialOutlet).toBe(true);
  });

  it("returns the socials saved as links or handles; anything else is refused on save (422) and never reaches the page", async () => {
    const m = await makeMerchant(t, { storeName: "Onitsha Fabrics" });
    const saved = await saveProfile(m, storeProfileBody({ instagram: "@onitsha.fabrics", twitter: "https://x.com/onitshafabrics", youtube: "" }));
    expect(saved.statusCode).toBe(201);
    const page = (await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).json().data;
    expect(page.socials).toMatchObject({ instagram: "@onitsha.fabrics", twitter: "https://x.com/onitshafabrics", youtube: null, facebook: null });
    // Named links to follow: the handle made the network's address.
    expect(page.socialLinks).toEqual([
      { key: "instagram", label: "Instagram", url: "https://www.instagram.com/onitsha.fabrics" },
      { key: "twitter", label: expect.any(String), url: "https://x.com/onitshafabrics" },
    ]);

    const before = await countProfiles();
    for (const value of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://files.example.com/x", "two words", "https://"]) {
      const bad = await saveProfile(m, storeProfileBody({ facebook: value }));
      expect(bad.statusCode, value).toBe(422);
      expect(bad.json().errors, value).toEqual([{ path: "facebook", message: "Use a link that starts with https:// or a handle like @yourstore" }]);
    }
    expect(await countProfiles()).toBe(before);
    expect((await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).json().data.socials.facebook).toBeNull();
  });

  it("shows the latest saved location, and null before one is saved", async () => {
    const noProfile = await makeMerchant(t, { storeName: "Kano Leather Works" });
    expect((await t.call("GET", `/api/v1/stores/${noProfile.storeUrl}`)).json().data.store.location).toBeNull();

    const moved = storeProfileBody({}, { storeName: "Kano Leather Works", shippingLocation: { country: "Nigeria", state: "Kano", street: "2 Bompai Road", city: "Nassarawa" } });
    expect((await saveProfile(noProfile, moved)).statusCode).toBe(201);
    const page = (await t.call("GET", `/api/v1/stores/${noProfile.storeUrl}`)).json().data;
    expect(page.store.location).toEqual({ city: "Nassarawa", state: "Kano" });
    expect(JSON.stringify(page)).not.toContain("Bompai");
  });

  it("answers 404 for stores that are not live", async () => {
    const pending = await makeMerchant(t, { approved: false });
    expect((await t.call("GET", `/api/v1/stores/${pending.storeUrl}`)).statusCode).toBe(404);
    const inactive = await makeMerchant(t);
    await t.db.update(stores).set({ isActive: false }).where(eq(stores.id, inactive.storeId));
    expect((await t.call("GET", `/api/v1/stores/${inactive.storeUrl}`)).statusCode).toBe(404);
    expect((await t.call("GET", "/api/v1/stores/no-such-store")).statusCode).toBe(404);
    expect((await t.call("GET", "/api/v1/stores/not%20a%20url")).statusCode).toBe(404);
  });
});

describe("policies", () => {
  it("creates a policy per type and updates it on a second save", async () => {
    const m = await makeMerchant(t);
    const body = { type: "shipping", title: "Shipping", content: "We ship within 2 working days across Nigeria." };
    const created = await t.call("POST", "/api/v1/policies", { token: m.token, body });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Policy saved successfully");
    const updated = await t.call("POST", "/api/v1/policies", { token: m.token, body: { ...body, content: "We ship within 1 working day in Lagos." } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: created.json().data.id, storeId: m.storeId, content: "We ship within 1 working day in Lagos." });
    await t.call("POST", "/api/v1/policies", { token: m.token, body: { type: "refund", title: "Refunds", content: "Refunds go back to your card within 5 days." } });

    const own = (await t.call("GET", "/api/v1/policies", { token: m.token })).json().data;
    expect(own.count).toBe(2);
    expect(own.rows.map((p: { type: string }) => p.type)).toEqual(["refund", "shipping"]);
    const pub = await t.call("GET", `/api/v1/policies/store/${m.storeId}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.count).toBe(2);
  });

  it("refuses bad input and writes nothing; only merchants with store access", async () => {
    const m = await makeMerchant(t);
    const before = await countPolicies();
    const bad = await t.call("POST", "/api/v1/policies", { token: m.token, body: { type: "warranty", title: "", content: "short" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(["content", "title", "type"]);
    const good = { type: "terms", title: "Terms", content: "Prices include VAT where it applies." };
    expect((await t.call("POST", "/api/v1/policies", { token: customer.token, body: good })).statusCode).toBe(403);
    const reader = await makeStaff(t, m, ["store:read"]);
    expect((await t.call("POST", "/api/v1/policies", { token: reader.token, body: good })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/policies", { token: reader.token })).statusCode).toBe(200);
    const clerk = await makeStaff(t, m, ["products:write"]);
    expect((await t.call("GET", "/api/v1/policies", { token: clerk.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/policies", { token: admin.token })).statusCode).toBe(403);
    expect(await countPolicies()).toBe(before);
  });

  it("hides the policies of stores that are not live", async () => {
    const pending = await makeMerchant(t, { approved: false });
    await t.call("POST", "/api/v1/policies", { token: pending.token, body: { type: "terms", title: "Terms", content: "Prices include VAT where it applies." } });
    expect((await t.call("GET", `/api/v1/policies/store/${pending.storeId}`)).statusCode).toBe(404);
    expect((await t.call("GET", "/api/v1/policies/store/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("following stores", () => {
  it("toggles following and lists followed stores", async () => {
    const m = await makeMerchant(t, { storeName: "Onitsha Textiles" });
    const c = await makeCustomer(t);
    const on = await t.call("POST", `/api/v1/followstore/${m.storeId}`, { token: c.token });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: "You are now following this store", data: { storeId: m.storeId, following: true, followersCount: 1 } });
    const list = (await t.call("GET", "/api/v1/followstore", { token: c.token })).json().data;
    expect(list.count).toBe(1);
    expect(list.rows[0]).toMatchObject({ storeId: m.storeId, storeName: "Onitsha Textiles", storeUrl: m.storeUrl, logo: null });

    const off = await t.call("POST", `/api/v1/followstore/${m.storeId}`, { token: c.token });
    expect(off.json()).toMatchObject({ message: "You have unfollowed this store", data: { following: false, followersCount: 0 } });
    expect((await t.call("GET", "/api/v1/followstore", { token: c.token })).json().data).toEqual({ rows: [], count: 0 });
  });

  it("answers 404 for stores that are not live and 403 for other kinds", async () => {
    const pending = await makeMerchant(t, { approved: false });
    const c = await makeCustomer(t);
    expect((await t.call("POST", `/api/v1/followstore/${pending.storeId}`, { token: c.token })).statusCode).toBe(404);
    expect((await t.call("POST", "/api/v1/followstore/00000000-0000-4000-8000-000000000000", { token: c.token })).statusCode).toBe(404);
    expect((await t.db.select({ n: count() }).from(storeFollowers).where(eq(storeFollowers.customerUserId, c.userId)))[0].n).toBe(0);
    const m = await makeMerchant(t);
    expect((await t.call("POST", `/api/v1/followstore/${m.storeId}`, { token: m.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/followstore", { token: admin.token })).statusCode).toBe(403);
  });
});
