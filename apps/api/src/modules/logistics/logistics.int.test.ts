import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { vehicleBody } from "../../../test/factories/logistics.js";
import { makeAdmin, makeCustomer, makeMerchant, type Person } from "../../../test/factories/people.js";
import { quoteShipping, quoteShippingMany } from "./index.js";

let t: TestApp;
let admin: Person;
let superadmin: Person;
let dispatcher: Person;
let customer: Person;
let merchant: Person;

const API = "/api/v1";
const SHIP = "/shipping-api/v1";

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t, "admin");
  superadmin = await makeAdmin(t, "superadmin");
  dispatcher = await makeAdmin(t, "dispatcher");
  customer = await makeCustomer(t);
  merchant = await makeMerchant(t);
});

const countOf = async (table: string) =>
  Number((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);

describe("vehicles", () => {
  it("lists the seeded fleet, one vehicle class each at least", async () => {
    const res = await t.call("GET", `${API}/vehicle?limit=100`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const { rows, count } = res.json().data;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((v: { type: string }) => v.type))).toEqual(new Set(["bike", "car", "van", "truck"]));
    const bikes = await t.call("GET", `${API}/vehicle?type=bike&search=bike`, { token: admin.token });
    expect(bikes.json().data.rows.every((v: { type: string }) => v.type === "bike")).toBe(true);
  });

  it("adds, reads, edits and removes a vehicle", async () => {
    const created = await t.call("POST", `${API}/vehicle`, { token: admin.token, body: vehicleBody({ name: "Yaba bike", plateNumber: "lsd 555 aa", dispatcherId: dispatcher.userId }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Vehicle added successfully");
    const v = created.json().data;
    expect(v).toMatchObject({ name: "Yaba bike", type: "bike", plateNumber: "LSD 555 AA", status: "available", dispatcherId: dispatcher.userId });

    expect((await t.call("GET", `${API}/vehicle/${v.id}`, { token: admin.token })).json().data.id).toBe(v.id);
    expect((await t.call("GET", `${API}/vehicle/${v.id}`, { token: dispatcher.token })).statusCode).toBe(403);
    const edited = await t.call("PATCH", `${API}/vehicle/${v.id}`, { token: superadmin.token, body: { type: "car", capacityKg: 60, status: "maintenance" } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ type: "car", capacityKg: 60, status: "maintenance", dispatcherId: dispatcher.userId });

    const removed = await t.call("DELETE", `${API}/vehicle/${v.id}`, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: v.id });
    expect((await t.call("GET", `${API}/vehicle/${v.id}`, { token: admin.token })).statusCode).toBe(404);
    expect((await t.call("DELETE", `${API}/vehicle/${v.id}`, { token: admin.token })).statusCode).toBe(404);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await countOf("vehicles");
    const bad = await t.call("POST", `${API}/vehicle`, { token: admin.token, body: { name: "", type: "plane", plateNumber: "x", capacityKg: -1 } });
    expect(bad.statusCode).toBe(422);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "type", "plateNumber", "capacityKg"]));
    const overweight = await t.call("POST", `${API}/vehicle`, { token: admin.token, body: vehicleBody({ capacityKg: 25 }) });
    expect(overweight.statusCode).toBe(422);
    expect(overweight.json().errors[0]).toEqual({ path: "capacityKg", message: "A bike carries at most 10 kg" });
    const notDispatcher = await t.call("POST", `${API}/vehicle`, { token: admin.token, body: vehicleBody({ dispatcherId: customer.userId }) });
    expect(notDispatcher.statusCode).toBe(422);
    expect(notDispatcher.json().errors[0].path).toBe("dispatcherId");
    expect(await countOf("vehicles")).toBe(before);
  });

  it("refuses a plate number already on the fleet, however it is written", async () => {
    const first = await t.call("POST", `${API}/vehicle`, { token: admin.token, body: vehicleBody({ plateNumber: "ABC-123-XY" }) });
    expect(first.statusCode).toBe(201);
    const again = await t.call("POST", `${API}/vehicle`, { token: admin.token, body: vehicleBody({ plateNumber: "abc 123 xy" }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].path).toBe("plateNumber");
  });

  it("keeps a vehicle in use", async () => {
    const v = (await t.call("POST", `${API}/vehicle`, { token: admin.token, body: vehicleBody({ status: "in_use" }) })).json().data;
    const res = await t.call("DELETE", `${API}/vehicle/${v.id}`, { token: admin.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A vehicle in use cannot be removed");
  });

  it("is the managing admins' data: other token kinds, dispatchers and schedulers get 403", async () => {
    for (const p of [customer, merchant]) {
      expect((await t.call("GET", `${API}/vehicle`, { token: p.token })).statusCode).toBe(403);
      expect((await t.call("POST", `${API}/vehicle`, { token: p.token, body: vehicleBody() })).statusCode).toBe(403);
    }
    const before = await countOf("vehicles");
    expect((await t.call("POST", `${API}/vehicle`, { token: dispatcher.token, body: vehicleBody() })).statusCode).toBe(403);
    expect(await countOf("vehicles")).toBe(before);
    const scheduler = await makeAdmin(t, "scheduler");
    for (const operator of [dispatcher, scheduler]) {
      for (const path of [`${API}/vehicle`, `${API}/pricing`, `${API}/shipping`, `${SHIP}/discount`, `${SHIP}/shipping-location`]) {
        expect((await t.call("GET", path, { token: operator.token })).statusCode).toBe(403);
      }
    }
    expect((await t.call("GET", `${API}/vehicle`)).statusCode).toBe(401);
  });
});

describe("zones, locations and the price table", () => {
  it("answers the four fixed zones and the seeded locations", async () => {
    const res = await t.call("GET", `${API}/shipping`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const { zones, locations } = res.json().data;
    expect(zones.map((z: { code: string }) => z.code)).toEqual(["within_lagos", "same_city", "same_state", "other_state"]);
    expect(locations.some((l: { state: string; city: string }) => l.state === "Lagos" && l.city === "Ikeja")).toBe(true);
  });

  it("adds a location through /shipping and refuses a duplicate or a bad state", async () => {
    const added = await t.call("POST", `${API}/shipping`, { token: admin.token, body: { state: "Osun", city: "Osogbo" } });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ country: "Nigeria", state: "Osun", city: "Osogbo", isActive: true, hubId: null });
    const dup = await t.call("POST", `${API}/shipping`, { token: admin.token, body: { state: "Osun", city: "osogbo" } });
    expect(dup.statusCode).toBe(409);
    const before = await countOf("shipping_locations");
    const bad = await t.call("POST", `${API}/shipping`, { token: admin.token, body: { state: "Atlantis", city: "" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(["city", "state"]);
    expect(await countOf("shipping_locations")).toBe(before);
  });

  it("answers the seeded price table in naira, one row per zone and vehicle class", async () => {
    const res = await t.call("GET", `${API}/pricing`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    const pricing = res.json().data;
    expect(pricing.rows).toHaveLength(16);
    expect(pricing.volumetricDivisor).toBe(5000);
    expect(pricing.rows[0]).toEqual({ zone: "within_lagos", vehicleType: "bike", baseFee: 1500, perKgFee: 100 });
  });

  it("updates the prices sent and keeps the others", async () => {
    const res = await t.call("PUT", `${API}/pricing`, {
      token: admin.token,
      body: { rows: [{ zone: "same_city", vehicleType: "bike", baseFee: 1250.5, perKgFee: 90.25 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Shipping prices updated successfully");
    const rows = res.json().data.rows;
    expect(rows).toHaveLength(16);
    expect(rows.find((r: { zone: string; vehicleType: string }) => r.zone === "same_city" && r.vehicleType === "bike")).toMatchObject({ baseFee: 1250.5, perKgFee: 90.25 });
    expect(rows.find((r: { zone: string; vehicleType: string }) => r.zone === "same_city" && r.vehicleType === "car")).toMatchObject({ baseFee: 3000, perKgFee: 80 });
    const stored = await t.db.execute(sql`select base_fee_kobo, per_kg_fee_kobo from shipping_prices where zone = 'same_city' and vehicle_type = 'bike'`);
    expect(stored.rows[0]).toEqual({ base_fee_kobo: 125050, per_kg_fee_kobo: 9025 });
  });

  it("refuses a bad price table and changes nothing", async () => {
    const before = await t.db.execute(sql`select * from shipping_prices order by zone, vehicle_type`);
    for (const body of [
      { rows: [] },
      { rows: [{ zone: "moon", vehicleType: "bike", baseFee: 1, perKgFee: 1 }] },
      { rows: [{ zone: "same_city", vehicleType: "bike", baseFee: -1, perKgFee: 1.234 }] },
      { rows: [{ zone: "same_city", vehicleType: "bike", baseFee: 1, perKgFee: 1 }, { zone: "same_city", vehicleType: "bike", baseFee: 2, perKgFee: 2 }] },
    ]) {
      const res = await t.call("PUT", `${API}/pricing`, { token: admin.token, body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect((await t.call("PUT", `${API}/pricing`, { token: dispatcher.token, body: { rows: [{ zone: "same_city", vehicleType: "bike", baseFee: 1, perKgFee: 1 }] } })).statusCode).toBe(403);
    const after = await t.db.execute(sql`select * from shipping_prices order by zone, vehicle_type`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe("second shipping API", () => {
  it("creates, lists, edits and deletes shipping discounts", async () => {
    const created = await t.call("POST", `${SHIP}/discount`, {
      token: admin.token,
      body: { name: "June Lagos promo", type: "percent", value: 12.5, zone: "within_lagos", startDate: "2025-06-01", endDate: "2025-06-30" },
    });
    expect(created.statusCode).toBe(201);
    const d = created.json().data;
    expect(d).toMatchObject({ type: "percent", value: 12.5, zone: "within_lagos", state: null, minOrderAmount: 0, isActive: true });
    const list = await t.call("GET", `${SHIP}/discount`, { token: admin.token });
    expect(list.json().data.rows.map((r: { id: string }) => r.id)).toContain(d.id);
    const edited = await t.call("PATCH", `${SHIP}/discount/${d.id}`, { token: admin.token, body: { type: "fixed", value: 500, minOrderAmount: 20000 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ type: "fixed", value: 500, minOrderAmount: 20000 });
    const removed = await t.call("DELETE", `${SHIP}/discount/${d.id}`, { token: admin.token });
    expect(removed.json().data).toEqual({ id: d.id });
    expect((await t.call("PATCH", `${SHIP}/discount/${d.id}`, { token: admin.token, body: { value: 1 } })).statusCode).toBe(404);
  });

  it("refuses bad discounts, checking the stored fields too", async () => {
    const before = await countOf("shipping_discounts");
    const bad = await t.call("POST", `${SHIP}/discount`, { token: admin.token, body: { name: "Bad promo", type: "percent", value: 150, startDate: "2025-07-01", endDate: "2025-06-01" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["value", "endDate"]));
    const noName = await t.call("POST", `${SHIP}/discount`, { token: admin.token, body: { name: "x", type: "fixed", value: 0 } });
    expect(noName.json().errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["name", "value"]));
    expect(await countOf("shipping_discounts")).toBe(before);

    const fixed = (await t.call("POST", `${SHIP}/discount`, { token: admin.token, body: { name: "₦2,000 off", type: "fixed", value: 2000, startDate: "2025-06-10" } })).json().data;
    const toPercent = await t.call("PATCH", `${SHIP}/discount/${fixed.id}`, { token: admin.token, body: { type: "percent" } });
    expect(toPercent.statusCode).toBe(422);
    expect(toPercent.json().errors[0].path).toBe("value");
    const endBeforeStart = await t.call("PATCH", `${SHIP}/discount/${fixed.id}`, { token: admin.token, body: { endDate: "2025-06-01" } });
    expect(endBeforeStart.statusCode).toBe(422);
    expect((await t.call("GET", `${SHIP}/discount`, { token: customer.token })).statusCode).toBe(403);
    expect((await t.call("DELETE", `${SHIP}/discount/${fixed.id}`, { token: dispatcher.token })).statusCode).toBe(403);
    await t.call("DELETE", `${SHIP}/discount/${fixed.id}`, { token: admin.token });
  });

  it("manages shipping locations", async () => {
    const created = await t.call("POST", `${SHIP}/shipping-location`, { token: admin.token, body: { state: "Kwara", city: "Ilorin" } });
    expect(created.statusCode).toBe(201);
    const loc = created.json().data;
    const list = await t.call("GET", `${SHIP}/shipping-location?state=Kwara`, { token: admin.token });
    expect(list.json().data).toMatchObject({ count: 1, rows: [{ id: loc.id, city: "Ilorin" }] });
    const search = await t.call("GET", `${SHIP}/shipping-location?search=ilor`, { token: admin.token });
    expect(search.json().data.rows.map((r: { id: string }) => r.id)).toEqual([loc.id]);
    const edited = await t.call("PATCH", `${SHIP}/shipping-location/${loc.id}`, { token: admin.token, body: { isActive: false } });
    expect(edited.json().data.isActive).toBe(false);
    const dup = await t.call("PATCH", `${SHIP}/shipping-location/${loc.id}`, { token: admin.token, body: { state: "Lagos", city: "Ikeja" } });
    expect(dup.statusCode).toBe(409);
    const bad = await t.call("PATCH", `${SHIP}/shipping-location/${loc.id}`, { token: admin.token, body: { state: "Nowhere" } });
    expect(bad.statusCode).toBe(422);
    expect((await t.call("DELETE", `${SHIP}/shipping-location/${loc.id}`, { token: admin.token })).statusCode).toBe(200);
    expect((await t.call("DELETE", `${SHIP}/shipping-location/${loc.id}`, { token: admin.token })).statusCode).toBe(404);
    expect((await t.call("POST", `${SHIP}/shipping-location`, { token: merchant.token, body: { state: "Kwara", city: "Ilorin" } })).statusCode).toBe(403);
  });
});

describe("quoteShipping", () => {
  const ctx = () => ({ db: t.db, now: new Date("2025-06-15T10:00:00Z") });
  const parcel = { storeId: "5f7a3a4e-8b8e-4a4e-9b0e-3d1f0f0c8a11", pickup: { state: "Lagos", city: "Ikeja" } };

  it("prices a parcel from the stored table", async () => {
    const q = await quoteShipping(ctx(), {
      ...parcel,
      address: { state: "Lagos", city: "Lekki" },
      items: [{ weight: 1500, weightUnit: "g", quantity: 2, dimensions: { length: 30, width: 20, height: 10 }, dimensionUnit: "cm" }],
    });
    expect(q).toMatchObject({ storeId: parcel.storeId, zone: "within_lagos", withinLagos: true, vehicleType: "bike", chargeableWeightKg: 3, grossFeeKobo: 180000, feeKobo: 180000, served: true });
  });

  it("applies today's shipping discounts and reports unserved destinations", async () => {
    await t.call("POST", `${SHIP}/discount`, {
      token: admin.token,
      body: { name: "Free shipping to Kano over ₦50,000", type: "percent", value: 100, state: "Kano", minOrderAmount: 50000, startDate: "2025-06-01", endDate: "2025-06-30" },
    });
    const input = { address: { state: "Kano", city: "Kano" }, parcels: [{ ...parcel, items: [{ weight: 5, weightUnit: "kg" as const, quantity: 1, dimensionUnit: "cm" as const }] }] };
    const [cheap] = await quoteShippingMany(ctx(), { ...input, parcels: [{ ...input.parcels[0], orderAmountKobo: 4_999_999 }] });
    expect(cheap).toMatchObject({ zone: "other_state", feeKobo: 350000 + 5 * 25000, discountKobo: 0, served: true });
    const [free] = await quoteShippingMany(ctx(), { ...input, parcels: [{ ...input.parcels[0], orderAmountKobo: 5_000_000 }] });
    expect(free).toMatchObject({ feeKobo: 0, discountKobo: 475000 });
    const [later] = await quoteShippingMany({ db: t.db, now: new Date("2025-07-01T00:00:00Z") }, { ...input, parcels: [{ ...input.parcels[0], orderAmountKobo: 5_000_000 }] });
    expect(later.discountKobo).toBe(0);
    const [far] = await quoteShippingMany(ctx(), { ...input, address: { state: "Borno", city: "Maiduguri" } });
    expect(far.served).toBe(false);
  });
});
