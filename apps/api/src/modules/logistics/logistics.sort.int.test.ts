import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, type Person } from "../../../test/factories/people.js";
import { allPages, expectUnknownSortRefused, isSorted } from "../../../test/sorted-pages.js";
import { shippingDiscounts, shippingLocations, vehicles } from "./logistics.table.js";

let t: TestApp;
let admin: Person;
const VEHICLES = "/api/v1/vehicle";
const LOCATIONS = "/shipping-api/v1/shipping-location";
const DISCOUNTS = "/shipping-api/v1/discount";
const mineLocations: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  await t.db.insert(vehicles).values([
    { name: "Sort Van", type: "van", plateNumber: "SRT-001-VN", capacityKg: 800, status: "in_use" },
    { name: "sort bike", type: "bike", plateNumber: "SRT-002-BK", capacityKg: 15, status: "available" },
    { name: "Sort Truck", type: "truck", plateNumber: "SRT-003-TR", capacityKg: 5000, status: "maintenance" },
    { name: "Sort Car", type: "car", plateNumber: "SRT-004-CR", capacityKg: 300, status: "available" },
    { name: "Sort Another Bike", type: "bike", plateNumber: "SRT-005-BK", capacityKg: 20, status: "retired" },
  ]);
  const places = await t.db
    .insert(shippingLocations)
    .values([
      { state: "Kwara", city: "Zango Sort", isActive: true },
      { state: "Enugu", city: "nsukka Sort", isActive: false },
      { state: "Rivers", city: "Bonny Sort", isActive: true },
    ])
    .returning({ id: shippingLocations.id });
  mineLocations.push(...places.map((p) => p.id));
  await t.db.insert(shippingDiscounts).values([
    { name: "Sort Gamma", type: "percent", valueHundredths: 1500, minOrderAmountKobo: 5_000_00, startDate: "2025-03-01", isActive: true },
    { name: "sort alpha", type: "fixed", valueHundredths: 50_000, minOrderAmountKobo: 0, startDate: null, isActive: false },
    { name: "Sort Beta", type: "percent", valueHundredths: 500, minOrderAmountKobo: 20_000_00, startDate: "2025-01-01", isActive: true },
  ]);
});

type Vehicle = { id: string; name: string; type: string; capacityKg: number; status: string };
type Location = { id: string; city: string; state: string; isActive: boolean };
type Discount = { id: string; name: string; minOrderAmount: number; startDate: string | null; isActive: boolean };

describe("logistics tables sorted by the server", () => {
  // Vehicles are read with a search on this test's plates: the platform seeds its own.
  it("orders every page of vehicles by capacity, name, type and status", async () => {
    const byCapacity = await allPages<Vehicle>(t, VEHICLES, admin.token, "search=SRT-&sort=capacity_desc");
    expect(byCapacity.map((v) => v.capacityKg)).toEqual([5000, 800, 300, 20, 15]);
    expect((await allPages<Vehicle>(t, VEHICLES, admin.token, "search=SRT-&sort=name_asc")).map((v) => v.name)).toEqual([
      "Sort Another Bike",
      "sort bike",
      "Sort Car",
      "Sort Truck",
      "Sort Van",
    ]);
    expect(isSorted((await allPages<Vehicle>(t, VEHICLES, admin.token, "search=SRT-&sort=type_desc")).map((v) => v.type), "desc")).toBe(true);
    expect(isSorted((await allPages<Vehicle>(t, VEHICLES, admin.token, "search=SRT-&sort=status_asc")).map((v) => v.status))).toBe(true);
  });

  it("orders every page of shipping locations by city, state and whether deliveries are open", async () => {
    const ours = (rows: Location[]) => rows.filter((l) => mineLocations.includes(l.id)).map((l) => l.city);
    expect(ours(await allPages<Location>(t, LOCATIONS, admin.token, "sort=city_asc"))).toEqual(["Bonny Sort", "nsukka Sort", "Zango Sort"]);
    expect(ours(await allPages<Location>(t, LOCATIONS, admin.token, "sort=state_desc"))).toEqual(["Bonny Sort", "Zango Sort", "nsukka Sort"]);
    const byOpen = await allPages<Location>(t, LOCATIONS, admin.token, "sort=active_asc");
    expect(byOpen.map((l) => l.isActive)).toEqual([...byOpen.map((l) => l.isActive)].sort());
  });

  it("orders every page of shipping discounts by minimum order, start day and name", async () => {
    expect((await allPages<Discount>(t, DISCOUNTS, admin.token, "sort=min_desc")).map((d) => d.minOrderAmount)).toEqual([20_000, 5_000, 0]);
    // always-on (no start day) first
    expect((await allPages<Discount>(t, DISCOUNTS, admin.token, "sort=start_asc")).map((d) => d.name)).toEqual(["sort alpha", "Sort Beta", "Sort Gamma"]);
    expect((await allPages<Discount>(t, DISCOUNTS, admin.token, "sort=value_asc")).map((d) => d.name)).toEqual(["Sort Beta", "Sort Gamma", "sort alpha"]);
    expect((await allPages<Discount>(t, DISCOUNTS, admin.token, "sort=active_desc")).map((d) => d.isActive)).toEqual([true, true, false]);
  });

  it("keeps each list's usual order without a sort, and answers 422 for an unknown sort", async () => {
    const plain = await allPages<Vehicle>(t, VEHICLES, admin.token, "search=SRT-");
    expect(isSorted(plain.map((v) => v.type))).toBe(true);
    await expectUnknownSortRefused(t, VEHICLES, admin.token, ["name", "plate_asc"]);
    await expectUnknownSortRefused(t, LOCATIONS, admin.token, ["city", "hub_asc"]);
    await expectUnknownSortRefused(t, DISCOUNTS, admin.token, ["name", "zone_asc"]);
  });
});
