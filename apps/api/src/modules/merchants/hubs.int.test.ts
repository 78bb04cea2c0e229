import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, makeStaff, type MerchantPerson, type Person } from "../../../test/factories/people.js";
import { makeHub, storeProfileBody } from "../../../test/factories/stores.js";
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
