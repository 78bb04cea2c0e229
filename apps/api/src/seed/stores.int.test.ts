import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { localStorage } from "../adapters/storage/storage.js";
import { hashPassword } from "../lib/crypto.js";
import { admins } from "../modules/admins/admins.table.js";
import { insertCustomer } from "../modules/auth/index.js";
import { insertUser } from "../modules/identity/index.js";
import { hubs } from "../modules/merchants/hubs.table.js";
import { insertMerchant } from "../modules/merchants/index.js";
import { merchants } from "../modules/merchants/merchants.table.js";
import { createStoreForMerchant } from "../modules/merchants/index.js";
import { storePolicies, stores } from "../modules/merchants/stores.table.js";
import { uploads } from "../modules/uploads/uploads.table.js";
import { DEMO_STORE, DEMO_STORE_PHONE, seedDemoStores } from "./stores.js";

let t: TestApp;
let seconds = 0;
const storage = localStorage(mkdtempSync(path.join(tmpdir(), "bitmarte-seed-")));

beforeAll(async () => {
  t = await createTestApp();
  // What seed/demo.ts creates before the stores seed runs.
  const passwordHash = await hashPassword("Bitmarte#2026");
  const person = (kind: "customer" | "merchant" | "admin", role: string, email: string) =>
    insertUser(t.db, { kind, role, email, passwordHash, firstName: "Demo", lastName: role, emailConfirmedAt: new Date() });
  await insertCustomer(t.db, (await person("customer", "customer", "customer@bitmarte.test")).id);
  const owner = await person("merchant", "merchant", "merchant@bitmarte.test");
  const m = await insertMerchant(t.db, { userId: owner.id, isRegisteredBusiness: true });
  await createStoreForMerchant(t.db, { merchantId: m.id, storeName: DEMO_STORE.name, storeUrl: DEMO_STORE.url, isRegisteredBusiness: true });
  for (const role of ["admin", "superadmin"] as const) {
    const u = await person("admin", role, `${role}@bitmarte.test`);
    await t.db.insert(admins).values({ userId: u.id, role, isApprover: true });
  }
  const started = Date.now();
  await seedDemoStores(t.db, { storage });
  seconds = (Date.now() - started) / 1000;
}, 120_000);

describe("demo stores seed", () => {
  it("makes at least 20 live stores across Nigerian cities", async () => {
    const live = await t.db.select().from(stores).where(eq(stores.status, "approved"));
    expect(live.length).toBeGreaterThanOrEqual(21);
    const states = new Set(live.map((s) => s.shippingLocation?.state));
    expect([...states]).toEqual(expect.arrayContaining(["Lagos", "FCT", "Rivers", "Oyo", "Kano"]));
    expect(live.every((s) => s.firstApproval && s.secondApproval && s.isActive)).toBe(true);
    // Printed, not asserted: a test's clock depends on what else the machine runs.
    console.log(`demo stores seeded in ${seconds.toFixed(1)} s`);
  });

  it("leaves stores waiting for review (one with the first approval) and one rejected", async () => {
    const all = await t.db.select().from(stores);
    const pending = all.filter((s) => s.status === "pending");
    expect(pending.length).toBe(5);
    expect(pending.filter((s) => s.firstApproval)).toHaveLength(1);
    const rejected = all.filter((s) => s.status === "rejected");
    expect(rejected).toHaveLength(1);
    expect(rejected[0].rejectionReason).toMatch(/NIN/);
  });

  it("makes 4 approved hubs and 3 applications", async () => {
    const rows = await t.db.select().from(hubs);
    expect(rows.filter((h) => h.status === "approved")).toHaveLength(4);
    expect(rows.filter((h) => h.status === "pending")).toHaveLength(3);
  });

  it("gives the demo merchant's store a full profile, plan, policies and complete onboarding", async () => {
    const [demo] = await t.db.select().from(stores).where(eq(stores.storeUrl, DEMO_STORE.url));
    expect(demo).toMatchObject({ status: "approved", secondApproval: true, storeName: DEMO_STORE.name, storePhoneNumber: DEMO_STORE_PHONE });
    const [owner] = await t.db.select().from(merchants).where(eq(merchants.id, demo.merchantId));
    expect(owner).toMatchObject({ percentageComplete: 100, isVerified: true });
    expect(owner.pricingPlanId).not.toBeNull();
    expect((await t.db.select({ n: count() }).from(storePolicies).where(eq(storePolicies.storeId, demo.id)))[0].n).toBe(3);

    const page = await t.call("GET", `/api/v1/stores/${DEMO_STORE.url}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.followersCount).toBe(1);
    expect(page.json().data.policies).toHaveLength(3);
  });

  it("live owners log in with the demo password and see a complete onboarding; documents and logos are stored", async () => {
    const login = await t.call("POST", "/api/v1/auth/merchant/login", { body: { email: "chinedu.eze@bitmarte.test", password: "Bitmarte#2026" } });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token;
    const onboarding = (await t.call("GET", "/api/v1/auth/merchant/onboard", { token })).json().data;
    expect(onboarding.percentageComplete).toBe(100);
    const profile = (await t.call("GET", "/api/v1/merchants/profile", { token })).json().data;
    const fileOf = async (url: string) => {
      const [row] = await t.db.select().from(uploads).where(eq(uploads.id, url.split("/").pop() as string));
      return { row, bytes: await storage.get(row.storageKey) };
    };
    const doc = await fileOf(onboarding.onBoardingInfo.idDocumentUrl);
    expect(doc.row).toMatchObject({ kind: "document", mime: "application/pdf", ownerUserId: login.json().data.user.id });
    expect(doc.bytes?.subarray(0, 5).toString()).toBe("%PDF-");
    const logo = await fileOf(profile.store.logo);
    expect(logo.row.kind).toBe("image");
    expect(logo.bytes?.length).toBeGreaterThan(100);
  });
});
