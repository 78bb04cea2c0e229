import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeHub, storeProfileBody } from "../../../test/factories/stores.js";
import { auditLog } from "../audit/audit.table.js";
import { hubs } from "./hubs.table.js";

let t: TestApp;
let merchant: MerchantPerson;
let admin: Person;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await makeMerchant(t, { storeName: "Mama Put Ibadan" });
  admin = await makeAdmin(t, "admin");
  customer = await makeCustomer(t);
});

const countHubs = async () => (await t.db.select({ n: count() }).from(hubs))[0].n;
const application = {
  name: "Ikeja Pickup Hub",
  address: { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos", LGA: "Ikeja" },
  phoneNumber: "+2348031112222",
  email: "Hub@Example.test",
  description: "Open 8am to 6pm",
};

describe("hub applications", () => {
  it("a merchant applies; admins see it in the applications, not the approved list", async () => {
    const res = await t.call("POST", "/api/v1/hubs/applications", { token: merchant.token, body: application });
    expect(res.statusCode).toBe(201);
    const hub = res.json().data;
    expect(hub).toMatchObject({
      name: "Ikeja Pickup Hub",
      status: "pending",
      merchantId: merchant.merchantId,
      storeName: "Mama Put Ibadan",
      email: "hub@example.test",
      address: { street: "5 Allen Avenue", city: "Ikeja", state: "Lagos", country: "Nigeria", LGA: "Ikeja" },
      approvedAt: null,
    });
    const apps = await t.call("GET", "/api/v1/hubs/applications", { token: admin.token });
    expect(apps.statusCode).toBe(200);
    expect(apps.json().data.rows.map((h: { id: string }) => h.id)).toContain(hub.id);
    const approved = await t.call("GET", "/api/v1/hubs/approved");
    expect(approved.json().data.rows.map((h: { id: string }) => h.id)).not.toContain(hub.id);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await countHubs();
    const res = await t.call("POST", "/api/v1/hubs/applications", {
      token: merchant.token,
      body: { ...application, name: "", address: { ...application.address, state: "Atlantis" }, phoneNumber: "call me" },
    });
    expect(res.statusCode).toBe(422);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "address.state", "phoneNumber"]));
    expect(await countHubs()).toBe(before);
  });

  it("only merchants with store:write apply; only admins list applications", async () => {
    const staff = await makeStaff(t, merchant, ["store:read"]);
    const before = await countHubs();
    expect((await t.call("POST", "/api/v1/hubs/applications", { token: customer.token, body: application })).statusCode).toBe(403);
    expect((await t.call("POST", "/api/v1/hubs/applications", { token: staff.token, body: application })).statusCode).toBe(403);
    expect(await countHubs()).toBe(before);
    expect((await t.call("GET", "/api/v1/hubs/applications", { token: merchant.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/v1/hubs", { token: customer.token })).statusCode).toBe(403);
  });
});

describe("approving hubs", () => {
  it("approves with the spec's message; the application leaves the list and the hub is listed publicly", async () => {
    const pending = await makeHub(t, { status: "pending", merchantId: merchant.merchantId, name: "Bodija Hub" });
    const res = await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Successfully approved bitmarte hub.", data: { id: pending.id } });

    const apps = await t.call("GET", "/api/v1/hubs/applications?limit=100", { token: admin.token });
    expect(apps.json().data.rows.map((h: { id: string }) => h.id)).not.toContain(pending.id);
    const approved = (await t.call("GET", "/api/v1/hubs/approved?limit=100")).json().data;
    const listed = approved.rows.find((h: { id: string }) => h.id === pending.id);
    expect(listed).toEqual({
      id: pending.id,
      name: "Bodija Hub",
      address: { street: "14 Ring Road", city: "Ibadan", state: "Oyo", country: "Nigeria", LGA: null },
      phoneNumber: "+2348020000000",
      description: null,
    });
    expect(approved.count).toBeGreaterThanOrEqual(1);

    const again = await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: admin.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This hub is already approved");
  });

  it("answers 404 for an unknown hub and 403 for dispatchers, merchants and customers", async () => {
    const pending = await makeHub(t, { status: "pending" });
    const dispatcher = await makeAdmin(t, "dispatcher");
    expect((await t.call("PATCH", "/api/v1/hubs/approve/00000000-0000-4000-8000-000000000000", { token: admin.token })).statusCode).toBe(404);
    expect((await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: dispatcher.token })).statusCode).toBe(403);
    expect((await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: merchant.token })).statusCode).toBe(403);
    expect((await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: customer.token })).statusCode).toBe(403);
    const [row] = await t.db.select().from(hubs).where(eq(hubs.id, pending.id));
    expect(row.status).toBe("pending");
  });
});

describe("managing hubs", () => {
  it("lists all hubs with search and status filters", async () => {
    await makeHub(t, { name: "Kano Sabon Gari Hub", city: "Kano", state: "Kano" });
    await makeHub(t, { name: "Kano Waiting Hub", city: "Kano", state: "Kano", status: "pending" });
    const all = (await t.call("GET", "/api/v1/hubs?search=kano", { token: admin.token })).json().data;
    expect(all.rows.map((h: { name: string }) => h.name).sort()).toEqual(["Kano Sabon Gari Hub", "Kano Waiting Hub"]);
    expect(all.count).toBe(2);
    const approved = (await t.call("GET", "/api/v1/hubs?search=kano&status=approved", { token: admin.token })).json().data;
    expect(approved.rows.map((h: { name: string }) => h.name)).toEqual(["Kano Sabon Gari Hub"]);
    const bad = await t.call("GET", "/api/v1/hubs?status=closed&limit=1000", { token: admin.token });
    expect(bad.statusCode).toBe(422);
  });

  it("edits a hub; bad input changes nothing; unknown hubs answer 404", async () => {
    const hub = await makeHub(t, { name: "Old Name Hub" });
    const res = await t.call("PATCH", `/api/v1/hubs/${hub.id}`, {
      token: admin.token,
      body: { name: "Wuse Hub", address: { street: "Plot 2 Wuse Zone 5", city: "Abuja", state: "FCT", country: "Nigeria" } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Wuse Hub", address: { city: "Abuja", state: "FCT" } });

    const bad = await t.call("PATCH", `/api/v1/hubs/${hub.id}`, { token: admin.token, body: { name: "X", phoneNumber: "nope" } });
    expect(bad.statusCode).toBe(422);
    const [row] = await t.db.select().from(hubs).where(eq(hubs.id, hub.id));
    expect(row.name).toBe("Wuse Hub");
    expect((await t.call("PATCH", "/api/v1/hubs/00000000-0000-4000-8000-000000000000", { token: admin.token, body: { name: "Any Hub" } })).statusCode).toBe(404);
    expect((await t.call("PATCH", `/api/v1/hubs/${hub.id}`, { token: merchant.token, body: { name: "Mine Now" } })).statusCode).toBe(403);
  });

  it("removes an unused hub and refuses to remove one a store uses", async () => {
    const used = await makeHub(t, { name: "Busy Hub" });
    const profile = await t.call("POST", "/api/v1/storeprofile", {
      token: merchant.token,
      body: storeProfileBody({}, { bitmarteHubId: used.id }),
    });
    expect(profile.statusCode).toBe(201);
    const refused = await t.call("DELETE", `/api/v1/hubs/${used.id}`, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(await t.db.select().from(hubs).where(eq(hubs.id, used.id))).toHaveLength(1);

    const unused = await makeHub(t, { status: "pending" });
    expect((await t.call("DELETE", `/api/v1/hubs/${unused.id}`, { token: customer.token })).statusCode).toBe(403);
    const res = await t.call("DELETE", `/api/v1/hubs/${unused.id}`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: unused.id });
    expect(await t.db.select().from(hubs).where(eq(hubs.id, unused.id))).toHaveLength(0);
    expect((await t.call("DELETE", `/api/v1/hubs/${unused.id}`, { token: admin.token })).statusCode).toBe(404);
  });
});

const auditOf = (targetId: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.at);
const countAudit = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
const rejectHub = (who: Person, id: string, body: unknown) => t.call("PATCH", `/api/v1/hubs/reject/${id}`, { token: who.token, body });

describe("rejecting hub applications", () => {
  it("rejects with a reason: the application leaves the list, the merchant is mailed why, and it is audited", async () => {
    const pending = await makeHub(t, { status: "pending", merchantId: merchant.merchantId, name: "Dugbe Hub" });
    const res = await rejectHub(admin, pending.id, { reason: "The address is a residential flat" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Hub application rejected. The applicant has been told why.", data: { id: pending.id } });
    const [row] = await t.db.select().from(hubs).where(eq(hubs.id, pending.id));
    expect(row.status).toBe("rejected");
    const apps = await t.call("GET", "/api/v1/hubs/applications?limit=100", { token: admin.token });
    expect(apps.json().data.rows.map((h: { id: string }) => h.id)).not.toContain(pending.id);
    const rejected = await t.call("GET", "/api/v1/hubs?status=rejected&limit=100", { token: admin.token });
    expect(rejected.json().data.rows.map((h: { id: string }) => h.id)).toContain(pending.id);

    const mail = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(merchant.email)}`)).json().data.rows[0];
    expect(mail.subject).toBe("Your Bitmarte hub application was not approved");
    expect(mail.text).toContain("Reason: The address is a residential flat");

    const [audit] = await auditOf(pending.id);
    expect(audit).toMatchObject({ action: "hub.rejected", targetType: "hub", actorUserId: admin.userId });
    expect(audit.changes).toEqual([
      { field: "status", from: "pending", to: "rejected" },
      { field: "reason", from: null, to: "The address is a residential flat" },
    ]);

    // A decided application is not decided again.
    expect((await rejectHub(admin, pending.id, { reason: "Again, no" })).statusCode).toBe(409);
    const approveAfter = await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: admin.token });
    expect(approveAfter.statusCode).toBe(409);
    expect(approveAfter.json().message).toBe("Only hub applications waiting for review can be approved or rejected");
  });

  it("needs a reason (422, nothing written); schedulers, dispatchers and merchants are refused (403); unknown ids 404", async () => {
    const pending = await makeHub(t, { status: "pending", merchantId: merchant.merchantId });
    const audits = await countAudit();
    for (const body of [{}, { reason: "" }, { reason: "  " }]) {
      const res = await rejectHub(admin, pending.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].path).toBe("reason");
    }
    for (const who of [await makeAdmin(t, "scheduler"), await makeAdmin(t, "dispatcher"), merchant, customer]) {
      expect((await rejectHub(who, pending.id, { reason: "Not a real hub" })).statusCode).toBe(403);
    }
    expect((await rejectHub(admin, "00000000-0000-4000-8000-000000000000", { reason: "Not a real hub" })).statusCode).toBe(404);
    const [row] = await t.db.select().from(hubs).where(eq(hubs.id, pending.id));
    expect(row.status).toBe("pending");
    expect(await countAudit()).toBe(audits);
  });
});

describe("audit of hub decisions", () => {
  it("records approval, edits (before and after) and deletion", async () => {
    const pending = await makeHub(t, { status: "pending", name: "Audit Hub", city: "Oshogbo", state: "Osun" });
    t.clock.advance(1000);
    expect((await t.call("PATCH", `/api/v1/hubs/approve/${pending.id}`, { token: admin.token })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await t.call("PATCH", `/api/v1/hubs/${pending.id}`, { token: admin.token, body: { name: "Audit Hub Central" } })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await t.call("DELETE", `/api/v1/hubs/${pending.id}`, { token: admin.token })).statusCode).toBe(200);
    const rows = await auditOf(pending.id);
    expect(rows.map((r) => r.action)).toEqual(["hub.approved", "hub.updated", "hub.deleted"]);
    expect(rows[0].changes).toEqual([{ field: "status", from: "pending", to: "approved" }]);
    expect(rows[1].changes).toEqual([{ field: "name", from: "Audit Hub", to: "Audit Hub Central" }]);
    expect(rows[2].changes).toEqual([{ field: "status", from: "approved", to: "deleted" }]);
    expect(rows[2].targetLabel).toBe("Audit Hub Central (Oshogbo, Osun)");
  });
});
