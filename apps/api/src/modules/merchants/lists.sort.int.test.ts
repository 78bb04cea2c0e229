import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeHub } from "../../../test/factories/stores.js";
import { allPages, expectUnknownSortRefused, isSorted } from "../../../test/sorted-pages.js";
import { users } from "../identity/identity.table.js";
import { hubs } from "./hubs.table.js";
import { merchants } from "./merchants.table.js";
import { stores } from "./stores.table.js";

let t: TestApp;
let admin: Person;
let owner: MerchantPerson;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  owner = await makeMerchant(t, { storeName: "Owner Store" });
});

describe("store approvals sorted by the server", () => {
  const url = "/api/v1/storeapproval/approval-details";
  type Row = { storeId: string; storeName: string; status: string; onboardingPercentage: number; createdAt: string; firstApproval: boolean; secondApproval: boolean };
  const mine: string[] = [];

  beforeAll(async () => {
    const specs = [
      { name: "Sortable Delta", status: "approved", first: true, second: true, percent: 40 },
      { name: "sortable alpha", status: "pending", first: false, second: false, percent: 90 },
      { name: "Sortable Charlie", status: "rejected", first: false, second: false, percent: 10 },
      { name: "Sortable Bravo", status: "pending", first: true, second: false, percent: 70 },
      { name: "Sortable Echo", status: "pending", first: false, second: false, percent: 20 },
    ] as const;
    for (const [i, s] of specs.entries()) {
      const m = await makeMerchant(t, { approved: false, storeName: s.name });
      await t.db
        .update(stores)
        .set({ status: s.status, firstApproval: s.first, secondApproval: s.second, createdAt: new Date(Date.UTC(2024, 0, 1) + i * DAY) })
        .where(eq(stores.id, m.storeId));
      await t.db.update(merchants).set({ percentageComplete: s.percent }).where(eq(merchants.id, m.merchantId));
      mine.push(m.storeId);
    }
  });
  const ours = (rows: Row[]) => rows.filter((r) => mine.includes(r.storeId));

  it("orders every page by store name, review stage, approvals, onboarding and sign-up", async () => {
    const byName = ours(await allPages<Row>(t, url, admin.token, "sort=store_asc", (r) => r.storeId)).map((r) => r.storeName);
    expect(byName).toEqual(["sortable alpha", "Sortable Bravo", "Sortable Charlie", "Sortable Delta", "Sortable Echo"]);

    const byStage = await allPages<Row>(t, url, admin.token, "sort=status_asc", (r) => r.storeId);
    const stage = (r: Row) => (r.status === "rejected" ? 3 : r.status === "approved" ? 2 : r.firstApproval ? 1 : 0);
    expect(isSorted(byStage.map(stage))).toBe(true);
    // Alpha and Echo are both waiting: the same stage, in store-id order, which is random.
    const staged = ours(byStage).map((r) => r.storeName);
    expect(staged.slice(0, 2).sort()).toEqual(["Sortable Echo", "sortable alpha"]);
    expect(staged.slice(2)).toEqual(["Sortable Bravo", "Sortable Delta", "Sortable Charlie"]);

    const byProgress = await allPages<Row>(t, url, admin.token, "sort=progress_desc", (r) => r.storeId);
    expect(isSorted(byProgress.map((r) => Number(r.firstApproval) + Number(r.secondApproval)), "desc")).toBe(true);

    const byOnboarding = await allPages<Row>(t, url, admin.token, "sort=onboarding_desc", (r) => r.storeId);
    expect(isSorted(byOnboarding.map((r) => r.onboardingPercentage), "desc")).toBe(true);
    expect(ours(byOnboarding).map((r) => r.onboardingPercentage)).toEqual([90, 70, 40, 20, 10]);

    const bySignUp = await allPages<Row>(t, url, admin.token, "sort=created_asc", (r) => r.storeId);
    expect(isSorted(bySignUp.map((r) => r.createdAt))).toBe(true);
    expect(ours(bySignUp).map((r) => r.storeName)).toEqual(["Sortable Delta", "sortable alpha", "Sortable Charlie", "Sortable Bravo", "Sortable Echo"]);
  });

  it("keeps the review queue oldest first without a sort, and answers 422 for an unknown sort", async () => {
    const queue = await allPages<Row>(t, "/api/v1/storeapproval/unapproved", admin.token, "", (r) => r.storeId);
    expect(isSorted(queue.map((r) => r.createdAt))).toBe(true);
    for (const path of [url, "/api/v1/storeapproval/unapproved", "/api/v1/storeapproval/approved"]) {
      await expectUnknownSortRefused(t, path, admin.token, ["store", "email_asc", "created_up"]);
    }
  });
});

describe("hubs sorted by the server", () => {
  type Row = { id: string; name: string; storeName: string | null; createdAt: string; approvedAt: string | null; address: { state: string; city: string } };
  const approved: string[] = [];
  const pending: string[] = [];

  beforeAll(async () => {
    const specs = [
      { name: "Sort Hub Kilo", state: "Oyo", city: "Ibadan" },
      { name: "sort hub juliet", state: "Kano", city: "Kano" },
      { name: "Sort Hub Lima", state: "Abia", city: "Aba" },
    ];
    for (const [i, s] of specs.entries()) {
      const hub = await makeHub(t, { ...s, status: "approved" });
      await t.db.update(hubs).set({ approvedAt: new Date(Date.UTC(2024, 1, 1 + i, 10)) }).where(eq(hubs.id, hub.id));
      approved.push(hub.id);
      const waiting = await makeHub(t, { name: `Sort Pending ${"CBA"[i]}`, status: "pending", merchantId: i === 0 ? owner.merchantId : undefined });
      pending.push(waiting.id);
    }
  });

  it("orders every page of the approved hubs by name, address and approval day", async () => {
    const base = "/api/v1/hubs";
    const ours = (rows: Row[]) => rows.filter((r) => approved.includes(r.id)).map((r) => r.name);
    expect(ours(await allPages<Row>(t, base, admin.token, "status=approved&sort=name_asc"))).toEqual(["sort hub juliet", "Sort Hub Kilo", "Sort Hub Lima"]);
    expect(ours(await allPages<Row>(t, base, admin.token, "status=approved&sort=address_asc"))).toEqual(["Sort Hub Lima", "sort hub juliet", "Sort Hub Kilo"]);
    const byApproval = await allPages<Row>(t, base, admin.token, "status=approved&sort=approved_desc");
    expect(isSorted(byApproval.map((r) => r.approvedAt), "desc")).toBe(true);
    expect(ours(byApproval)).toEqual(["Sort Hub Lima", "sort hub juliet", "Sort Hub Kilo"]);
  });

  it("sorts the applications too (by applicant store), keeps them oldest first without a sort, and answers 422 for an unknown sort", async () => {
    const apps = "/api/v1/hubs/applications";
    const queue = await allPages<Row>(t, apps, admin.token, "");
    expect(isSorted(queue.map((r) => r.createdAt))).toBe(true);
    const byName = (await allPages<Row>(t, apps, admin.token, "sort=name_desc")).filter((r) => pending.includes(r.id)).map((r) => r.name);
    expect(byName).toEqual(["Sort Pending C", "Sort Pending B", "Sort Pending A"]);
    const byStore = (await allPages<Row>(t, apps, admin.token, "sort=store_desc")).filter((r) => pending.includes(r.id));
    expect(byStore[0].storeName).toBe("Owner Store");
    await expectUnknownSortRefused(t, apps, admin.token, ["name", "phone_asc"]);
    await expectUnknownSortRefused(t, "/api/v1/hubs", admin.token, ["name", "phone_asc"]);
  });
});

describe("a store's staff sorted by the server", () => {
  type Row = { id: string; firstName: string; lastName: string; isActive: boolean; invitationAccepted: boolean; createdAt: string };

  beforeAll(async () => {
    const specs = [
      { first: "Zara", active: true, accepted: true },
      { first: "bayo", active: false, accepted: true },
      { first: "Musa", active: true, accepted: false },
      { first: "Ife", active: true, accepted: true },
      { first: "Chi", active: true, accepted: false },
    ];
    for (const s of specs) {
      const person = await makeStaff(t, owner, ["orders.read"]);
      await t.db
        .update(users)
        .set({ firstName: s.first, lastName: "Staff", isActive: s.active, emailConfirmedAt: s.accepted ? new Date() : null })
        .where(eq(users.id, person.userId));
      t.clock.advance(60_000);
    }
  });

  it("orders every page by name and by status (active, invited, deactivated)", async () => {
    const byName = await allPages<Row>(t, "/api/v1/staff", owner.token, "sort=name_asc");
    expect(byName.map((r) => r.firstName)).toEqual(["bayo", "Chi", "Ife", "Musa", "Zara"]);
    const byStatus = await allPages<Row>(t, "/api/v1/staff", owner.token, "sort=status_asc");
    const status = (r: Row) => (!r.isActive ? 2 : r.invitationAccepted ? 0 : 1);
    expect(byStatus.map(status)).toEqual([0, 0, 1, 1, 2]);
    const byAdded = await allPages<Row>(t, "/api/v1/staff", owner.token, "sort=created_asc");
    expect(isSorted(byAdded.map((r) => r.createdAt))).toBe(true);
  });

  it("keeps newest first without a sort, and answers 422 for an unknown sort", async () => {
    const rows = await allPages<Row>(t, "/api/v1/staff", owner.token, "");
    expect(isSorted(rows.map((r) => r.createdAt), "desc")).toBe(true);
    await expectUnknownSortRefused(t, "/api/v1/staff", owner.token, ["name", "email_asc"]);
  });
});
