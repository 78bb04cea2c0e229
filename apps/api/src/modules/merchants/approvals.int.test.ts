import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { onboardingBody, planId, storeProfileBody, storeRow } from "../../../test/factories/stores.js";
import { admins } from "../admins/admins.table.js";
import { auditLog } from "../audit/audit.table.js";
import { merchants } from "./merchants.table.js";
import { storeApprovalEvents } from "./stores.table.js";

let t: TestApp;
let approverA: Person;
let approverB: Person;
let plainAdmin: Person;
let superadmin: Person;

beforeAll(async () => {
  t = await createTestApp();
  approverA = await makeAdmin(t, "admin", { approver: true });
  approverB = await makeAdmin(t, "admin", { approver: true, level: "second" });
  plainAdmin = await makeAdmin(t, "admin", { approver: false });
  superadmin = await makeAdmin(t, "superadmin", { approver: false });
});

const approve = (who: Person, id: string) => t.call("PATCH", `/api/v1/storeapproval/approve/${id}`, { token: who.token });
const reject = (who: Person, id: string, reason: unknown) => t.call("PATCH", `/api/v1/storeapproval/reject/${id}`, { token: who.token, body: { reason } });
const setPlan = (who: Person, id: string, pricingPlanId: string) =>
  t.call("PATCH", `/api/v1/storeapproval/payment-category/${id}`, { token: who.token, body: { pricingPlanId } });
const countEvents = async () => (await t.db.select({ n: count() }).from(storeApprovalEvents))[0].n;

async function applicant(name?: string): Promise<MerchantPerson> {
  const m = await makeMerchant(t, { approved: false, storeName: name });
  await t.call("PUT", "/api/v1/auth/merchant/onboard", { token: m.token, body: await onboardingBody(t, m) });
  await t.call("POST", "/api/v1/storeprofile", { token: m.token, body: storeProfileBody({}, { storeName: name ?? "Adire Lagos" }) });
  return m;
}

describe("two-step store approval", () => {
  it("first approval, a different approver's second approval after the payment category; then the store is live", async () => {
    const m = await applicant("Benin Bronze House");
    const first = await approve(approverA, m.storeId);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Store approved (first approval). A different approver gives the second approval.");
    expect(first.json().data).toMatchObject({
      storeId: m.storeId,
      merchantId: m.merchantId,
      status: "first_approved",
      firstApproval: true,
      firstApprovedBy: { id: approverA.userId, name: "Test admin" },
      secondApproval: false,
      onboardingPercentage: 75,
    });
    expect((await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).statusCode).toBe(404);

    const twice = await approve(approverA, m.storeId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("The second approval must come from a different approver than the first");

    const noPlan = await approve(approverB, m.storeId);
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json().message).toBe("Set the store's payment category before the second approval");
    expect((await storeRow(t, m.storeId)).secondApproval).toBe(false);

    const growth = await planId(t, "growth");
    const category = await setPlan(approverB, m.storeId, growth);
    expect(category.statusCode).toBe(200);
    expect(category.json().message).toBe("Payment category updated successfully");
    expect(category.json().data).toMatchObject({ pricingPlanId: growth, pricingPlanName: "Growth", onboardingPercentage: 100 });

    t.clock.advance(60_000);
    const second = await approve(approverB, m.storeId);
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe("Store approved. It is now live.");
    expect(second.json().data).toMatchObject({ status: "approved", secondApproval: true, secondApprovedBy: { id: approverB.userId } });
    expect(await storeRow(t, m.storeId)).toMatchObject({ status: "approved", firstApproval: true, secondApproval: true, isActive: true });
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, m.merchantId));
    expect(merchant.isVerified).toBe(true);
    expect((await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).statusCode).toBe(200);
    const mails = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(m.email)}`)).json().data.rows;
    expect(mails.map((r: { subject: string }) => r.subject)).toContain("Your Bitmarte store is live");

    const again = await approve(approverA, m.storeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This store is already approved");

    const details = await t.call("GET", `/api/v1/storeapproval/admin/store-details/${m.merchantId}`, { token: plainAdmin.token });
    expect(details.statusCode).toBe(200);
    const d = details.json().data;
    expect(d.history.map((h: { action: string; adminId: string }) => [h.action, h.adminId])).toEqual([
      ["first_approval", approverA.userId],
      ["payment_category", approverB.userId],
      ["second_approval", approverB.userId],
    ]);
    expect(d.history[1].pricingPlanName).toBe("Growth");
    expect(d.merchant.idDocumentUrl).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    expect(d.merchant.proofOfAddress).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    expect(d.merchant.isVerified).toBe(true);
    expect(d.storeProfile.store.storeName).toBe("Benin Bronze House");
    expect(d.approval).toMatchObject({ status: "approved", firstApproval: true, secondApproval: true });
  });

  it("accepts the merchant id in place of the store id; the super admin approves without the flag", async () => {
    const m = await applicant();
    await t.db.update(merchants).set({ pricingPlanId: await planId(t, "starter") }).where(eq(merchants.id, m.merchantId));
    expect((await approve(superadmin, m.merchantId)).statusCode).toBe(200);
    const second = await approve(approverB, m.merchantId);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.status).toBe("approved");
  });

  it("only approvers approve, reject or set the payment category (403, nothing changes)", async () => {
    const m = await applicant();
    const dispatcher = await makeAdmin(t, "dispatcher");
    const merchant = await makeMerchant(t);
    const customer = await makeCustomer(t);
    const before = await countEvents();
    const starter = await planId(t, "starter");
    for (const who of [plainAdmin, dispatcher]) {
      const res = await approve(who, m.storeId);
      expect(res.statusCode).toBe(403);
      // A dispatcher is refused by the endpoint's roles already, with the general message.
      if (who === plainAdmin) expect(res.json().message).toBe("Only store approvers can approve or reject stores");
      expect((await reject(who, m.storeId, "Not a real business")).statusCode).toBe(403);
      expect((await setPlan(who, m.storeId, starter)).statusCode).toBe(403);
    }
    for (const who of [merchant, customer]) {
      expect((await approve(who, m.storeId)).statusCode).toBe(403);
      expect((await reject(who, m.storeId, "Not a real business")).statusCode).toBe(403);
    }
    expect(await countEvents()).toBe(before);
    expect(await storeRow(t, m.storeId)).toMatchObject({ status: "pending", firstApproval: false });
  });

  it("answers 404 for an unknown store", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await approve(approverA, unknown)).statusCode).toBe(404);
    expect((await reject(approverA, unknown, "Missing documents")).statusCode).toBe(404);
    expect((await setPlan(approverA, unknown, await planId(t, "starter"))).statusCode).toBe(404);
    expect((await t.call("GET", `/api/v1/storeapproval/admin/store-details/${unknown}`, { token: approverA.token })).statusCode).toBe(404);
  });
});

describe("rejecting stores", () => {
  it("rejects with a reason the merchant sees; bad input changes nothing; rejecting twice is a conflict", async () => {
    const m = await applicant();
    await approve(approverA, m.storeId);
    const before = await countEvents();
    const bad = await reject(approverB, m.storeId, "");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].path).toBe("reason");
    expect(await countEvents()).toBe(before);
    expect((await storeRow(t, m.storeId)).firstApproval).toBe(true);

    const res = await reject(approverB, m.storeId, "The proof of address is older than 3 months");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Store rejected. The merchant can see the reason.");
    expect(res.json().data).toMatchObject({ status: "rejected", firstApproval: false, rejectionReason: "The proof of address is older than 3 months" });

    const profile = (await t.call("GET", "/api/v1/merchants/profile", { token: m.token })).json().data;
    expect(profile.store).toMatchObject({ status: "rejected", rejectionReason: "The proof of address is older than 3 months" });
    const onboarding = (await t.call("GET", "/api/v1/auth/merchant/onboard", { token: m.token })).json().data;
    expect(onboarding.approval.rejectionReason).toBe("The proof of address is older than 3 months");
    const mail = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(m.email)}`)).json().data.rows[0];
    expect(mail.subject).toBe("Your Bitmarte store was not approved");
    expect(mail.text).toContain("Reason: The proof of address is older than 3 months");

    expect((await reject(approverA, m.storeId, "Again")).statusCode).toBe(409);
    const history = (await t.call("GET", `/api/v1/storeapproval/admin/store-details/${m.merchantId}`, { token: approverA.token })).json().data.history;
    expect(history.at(-1)).toMatchObject({ action: "rejection", adminId: approverB.userId, reason: "The proof of address is older than 3 months" });
  });

  it("takes a live store offline", async () => {
    const live = await makeMerchant(t);
    expect((await reject(approverA, live.storeId, "Counterfeit goods reported")).statusCode).toBe(200);
    expect((await t.call("GET", `/api/v1/stores/${live.storeUrl}`)).statusCode).toBe(404);
  });

  it("refuses an unavailable payment category with a field error", async () => {
    const m = await applicant();
    const res = await setPlan(approverA, m.storeId, "00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: "pricingPlanId", message: "Choose an available pricing plan" }]);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, m.merchantId));
    expect(merchant.pricingPlanId).toBeNull();
  });
});

describe("approval lists", () => {
  it("lists unapproved, approved and all stores with status filters and search", async () => {
    const waiting = await applicant("Jos Plateau Honey");
    const halfway = await applicant("Jos Tin Crafts");
    await approve(approverA, halfway.storeId);
    const liveOne = await makeMerchant(t, { storeName: "Jos Live Market" });
    const turnedDown = await applicant("Jos Rejected Wares");
    await reject(approverA, turnedDown.storeId, "Incomplete documents");

    const names = (res: { json(): { data: { rows: { storeName: string }[] } } }) => res.json().data.rows.map((r) => r.storeName).sort();
    const unapproved = await t.call("GET", "/api/v1/storeapproval/unapproved?search=jos", { token: plainAdmin.token });
    expect(unapproved.statusCode).toBe(200);
    expect(names(unapproved)).toEqual(["Jos Plateau Honey", "Jos Rejected Wares", "Jos Tin Crafts"]);
    const firstOnly = await t.call("GET", "/api/v1/storeapproval/unapproved?search=jos&status=first_approved", { token: plainAdmin.token });
    expect(names(firstOnly)).toEqual(["Jos Tin Crafts"]);
    const approved = await t.call("GET", "/api/v1/storeapproval/approved?search=jos", { token: plainAdmin.token });
    expect(names(approved)).toEqual(["Jos Live Market"]);
    expect(approved.json().data.rows[0]).toMatchObject({ storeId: liveOne.storeId, status: "approved" });
    const all = await t.call("GET", "/api/v1/storeapproval/approval-details?search=jos&limit=2", { token: plainAdmin.token });
    expect(all.json().data.count).toBe(4);
    expect(all.json().data.rows).toHaveLength(2);
    const rejected = await t.call("GET", "/api/v1/storeapproval/approval-details?search=jos&status=rejected", { token: plainAdmin.token });
    expect(rejected.json().data.rows).toEqual([expect.objectContaining({ storeName: "Jos Rejected Wares", rejectionReason: "Incomplete documents" })]);
    expect(waiting.storeId).toBeTruthy();

    expect((await t.call("GET", "/api/v1/storeapproval/unapproved?status=done", { token: plainAdmin.token })).statusCode).toBe(422);
    expect((await t.call("GET", "/api/v1/storeapproval/unapproved", { token: liveOne.token })).statusCode).toBe(403);
  });

  it("store details need a managing admin", async () => {
    const m = await applicant();
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await t.call("GET", `/api/v1/storeapproval/admin/store-details/${m.merchantId}`, { token: dispatcher.token })).statusCode).toBe(403);
    expect((await t.call("GET", `/api/v1/storeapproval/admin/store-details/${m.merchantId}`, { token: m.token })).statusCode).toBe(403);
  });
});

describe("approvers", () => {
  it("the super admin lists approvers and makes an admin one", async () => {
    const list = await t.call("GET", "/api/v1/storeapproval/approvers?limit=100", { token: superadmin.token });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.rows.map((r: { adminId: string }) => r.adminId);
    expect(ids).toEqual(expect.arrayContaining([approverA.userId, approverB.userId]));
    expect(ids).not.toContain(plainAdmin.userId);

    const candidate = await makeAdmin(t, "admin", { approver: false });
    const created = await t.call("POST", "/api/v1/storeapproval/approvers", { token: superadmin.token, body: { adminId: candidate.userId, level: "second" } });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Successfully created approver.");
    expect(created.json().data).toMatchObject({ id: candidate.userId, adminId: candidate.userId, level: "second", isActive: true, email: candidate.email });

    const m = await applicant();
    await approve(approverA, m.storeId);
    await setPlan(approverA, m.storeId, await planId(t, "starter"));
    expect((await approve(candidate, m.storeId)).statusCode).toBe(200);
    const dup = await t.call("POST", "/api/v1/storeapproval/approvers", { token: superadmin.token, body: { adminId: candidate.userId, level: "first" } });
    expect(dup.statusCode).toBe(409);
  });

  it("refuses bad input: unknown admins, dispatchers, wrong levels", async () => {
    const dispatcher = await makeAdmin(t, "dispatcher");
    const unknown = await t.call("POST", "/api/v1/storeapproval/approvers", {
      token: superadmin.token,
      body: { adminId: "00000000-0000-4000-8000-000000000000", level: "first" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].path).toBe("adminId");
    const wrongRole = await t.call("POST", "/api/v1/storeapproval/approvers", { token: superadmin.token, body: { adminId: dispatcher.userId, level: "first" } });
    expect(wrongRole.statusCode).toBe(422);
    const badLevel = await t.call("POST", "/api/v1/storeapproval/approvers", { token: superadmin.token, body: { adminId: plainAdmin.userId, level: "third" } });
    expect(badLevel.statusCode).toBe(422);
    const [row] = await t.db.select().from(admins).where(eq(admins.userId, plainAdmin.userId));
    expect(row.isApprover).toBe(false);
  });

  it("deactivates and reactivates an approver", async () => {
    const person = await makeAdmin(t, "admin", { approver: true });
    const off = await t.call("PATCH", `/api/v1/storeapproval/approvers/${person.userId}`, { token: superadmin.token, body: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe("Successfully updated approver.");
    expect(off.json().data).toMatchObject({ adminId: person.userId, isActive: false, level: "first" });
    const m = await applicant();
    expect((await approve(person, m.storeId)).statusCode).toBe(403);
    const listed = (await t.call("GET", "/api/v1/storeapproval/approvers?limit=100", { token: superadmin.token })).json().data.rows;
    expect(listed.find((r: { adminId: string }) => r.adminId === person.userId)).toMatchObject({ isActive: false });

    const on = await t.call("PATCH", `/api/v1/storeapproval/approvers/${person.userId}`, { token: superadmin.token, body: { isActive: true, level: "second" } });
    expect(on.json().data).toMatchObject({ isActive: true, level: "second" });
    await approve(approverA, m.storeId);
    await setPlan(approverA, m.storeId, await planId(t, "starter"));
    expect((await approve(person, m.storeId)).statusCode).toBe(200);

    expect((await t.call("PATCH", `/api/v1/storeapproval/approvers/${person.userId}`, { token: superadmin.token, body: {} })).statusCode).toBe(422);
    expect((await t.call("PATCH", `/api/v1/storeapproval/approvers/${plainAdmin.userId}`, { token: superadmin.token, body: { level: "second" } })).statusCode).toBe(404);
  });

  it("only the super admin manages approvers", async () => {
    for (const who of [approverA, plainAdmin]) {
      expect((await t.call("GET", "/api/v1/storeapproval/approvers", { token: who.token })).statusCode).toBe(403);
      expect((await t.call("POST", "/api/v1/storeapproval/approvers", { token: who.token, body: { adminId: plainAdmin.userId, level: "first" } })).statusCode).toBe(403);
      expect((await t.call("PATCH", `/api/v1/storeapproval/approvers/${approverB.userId}`, { token: who.token, body: { isActive: false } })).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(admins).where(eq(admins.userId, approverB.userId));
    expect(row.isApprover).toBe(true);
  });
});

const countAudit = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.at);

describe("KYC documents", () => {
  it("refuses the first approval of a store whose owner uploaded no identity document or proof of address; nothing is written", async () => {
    const m = await makeMerchant(t, { approved: false, storeName: "Undocumented Wares" });
    await t.call("POST", "/api/v1/storeprofile", { token: m.token, body: storeProfileBody({}, { storeName: "Undocumented Wares" }) });
    const [events, audits] = [await countEvents(), await countAudit()];
    for (const who of [approverA, superadmin]) {
      const res = await approve(who, m.storeId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("A store cannot be approved until the merchant has uploaded an identity document and a proof of address");
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(["idDocumentUrl", "proofOfAddress"]);
    }
    expect(await countEvents()).toBe(events);
    expect(await countAudit()).toBe(audits);
    expect(await storeRow(t, m.storeId)).toMatchObject({ status: "pending", firstApproval: false });
  });

  it("refuses the second approval when a document is gone since the first; the store stays offline and unverified", async () => {
    const m = await applicant("Half Documented");
    expect((await approve(approverA, m.storeId)).statusCode).toBe(200);
    await setPlan(approverA, m.storeId, await planId(t, "starter"));
    await t.db.update(merchants).set({ proofOfAddressUploadId: null }).where(eq(merchants.id, m.merchantId));
    const [events, audits] = [await countEvents(), await countAudit()];
    const res = await approve(approverB, m.storeId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ path: "proofOfAddress", message: "Proof of address is missing" }]);
    expect(await countEvents()).toBe(events);
    expect(await countAudit()).toBe(audits);
    expect(await storeRow(t, m.storeId)).toMatchObject({ status: "pending", secondApproval: false });
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, m.merchantId));
    expect(merchant.isVerified).toBe(false);
    expect((await t.call("GET", `/api/v1/stores/${m.storeUrl}`)).statusCode).toBe(404);
  });
});

describe("approver levels", () => {
  it("a first-level approver gives only the first approval, a second-level one only the second; the super admin either", async () => {
    const m = await applicant("Level Check Stores");
    const wrongFirst = await approve(approverB, m.storeId);
    expect(wrongFirst.statusCode).toBe(403);
    expect(wrongFirst.json().message).toBe("You are a second-level approver; a first-level approver gives the first approval");
    expect(await storeRow(t, m.storeId)).toMatchObject({ firstApproval: false });

    const other = await makeAdmin(t, "admin", { approver: true, level: "first" });
    expect((await approve(approverA, m.storeId)).statusCode).toBe(200);
    await setPlan(approverA, m.storeId, await planId(t, "starter"));
    const wrongSecond = await approve(other, m.storeId);
    expect(wrongSecond.statusCode).toBe(403);
    expect(wrongSecond.json().message).toBe("You are a first-level approver; a second-level approver gives the second approval");
    expect(await storeRow(t, m.storeId)).toMatchObject({ secondApproval: false });

    // The super admin may give the second approval after a first-level approver …
    expect((await approve(superadmin, m.storeId)).statusCode).toBe(200);
    // … and the first one, but then not the second as well.
    const n = await applicant("Level Check Two");
    await setPlan(superadmin, n.storeId, await planId(t, "starter"));
    expect((await approve(superadmin, n.storeId)).statusCode).toBe(200);
    const twice = await approve(superadmin, n.storeId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("The second approval must come from a different approver than the first");
    expect((await approve(approverB, n.storeId)).statusCode).toBe(200);
  });

  it("the review tells each admin which approval they may give", async () => {
    const m = await applicant();
    const level = async (who: Person) =>
      (await t.call("GET", `/api/v1/storeapproval/admin/store-details/${m.merchantId}`, { token: who.token })).json().data.reviewerLevel;
    expect(await level(approverA)).toBe("first");
    expect(await level(approverB)).toBe("second");
    expect(await level(superadmin)).toBe("any");
    expect(await level(plainAdmin)).toBeNull();
  });
});

describe("audit of store decisions", () => {
  it("records first and second approval, the payment category and a rejection with who, before and after", async () => {
    const m = await applicant("Audited Emporium");
    const [starter, growth] = [await planId(t, "starter"), await planId(t, "growth")];
    // One step per second, so the rows sort by time.
    for (const step of [
      () => approve(approverA, m.storeId),
      () => setPlan(approverB, m.storeId, starter),
      () => setPlan(approverB, m.storeId, growth),
      () => approve(approverB, m.storeId),
      () => reject(approverA, m.storeId, "Counterfeit goods reported"),
    ]) {
      t.clock.advance(1000);
      expect((await step()).statusCode).toBe(200);
    }
    const rows = await auditOf(m.storeId);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ["store.firstApproved", approverA.userId],
      ["store.planChanged", approverB.userId],
      ["store.planChanged", approverB.userId],
      ["store.secondApproved", approverB.userId],
      ["store.rejected", approverA.userId],
    ]);
    expect(rows.every((r) => r.targetType === "store" && r.targetLabel.startsWith("Audited Emporium"))).toBe(true);
    expect(rows[0].changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "pending", to: "first_approved" },
        { field: "firstApproval", from: "false", to: "true" },
      ]),
    );
    expect(rows[1].changes).toEqual([{ field: "pricingPlan", from: null, to: "Starter" }]);
    expect(rows[2].changes).toEqual([{ field: "pricingPlan", from: "Starter", to: "Growth" }]);
    expect(rows[3].changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "first_approved", to: "approved" },
        { field: "isVerified", from: "false", to: "true" },
      ]),
    );
    expect(rows[4].changes).toEqual(
      expect.arrayContaining([
        { field: "status", from: "approved", to: "rejected" },
        { field: "rejectionReason", from: null, to: "Counterfeit goods reported" },
      ]),
    );
    const log = await t.call("GET", `/api/v1/superadmin/audit-log?targetId=${m.storeId}&action=store.rejected`, { token: superadmin.token });
    expect(log.statusCode).toBe(200);
    expect(log.json().data.rows).toHaveLength(1);
    // Setting the same plan again is not a change.
    await setPlan(approverB, m.storeId, await planId(t, "growth"));
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, m.storeId), eq(auditLog.action, "store.planChanged")))).toHaveLength(2);
  });
});
