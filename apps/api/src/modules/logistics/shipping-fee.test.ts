import { SHIPPING_ZONES, VEHICLE_TYPES } from "@bitmarte/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chargeableHalfKgs,
  computeShippingFee,
  type DimensionUnit,
  discountAmount,
  type ParcelItem,
  type PriceRow,
  parcelWeights,
  type ShippingDiscountRule,
  shippingZone,
  toCm,
  toKg,
  vehicleClassFor,
  type WeightUnit,
} from "./shipping-fee.js";

/** The seeded table (kobo), so the examples read like the real thing. */
const PRICES: PriceRow[] = [
  ["within_lagos", 150000, 10000, 350000, 8000, 1500000, 5000, 6000000, 4000],
  ["same_city", 120000, 10000, 300000, 8000, 1200000, 5000, 5000000, 4000],
  ["same_state", 200000, 15000, 450000, 10000, 1800000, 6000, 7000000, 4500],
  ["other_state", 350000, 25000, 700000, 20000, 3000000, 12000, 12000000, 8000],
].flatMap(([zone, ...fees]) =>
  VEHICLE_TYPES.map((vehicleType, i) => ({
    zone: zone as PriceRow["zone"],
    vehicleType,
    baseFeeKobo: fees[i * 2] as number,
    perKgFeeKobo: fees[i * 2 + 1] as number,
  })),
);

const LAGOS_IKEJA = { state: "Lagos", city: "Ikeja" };
const item = (weight: number, weightUnit: WeightUnit = "kg", quantity = 1, dims?: [number, number, number], dimensionUnit: DimensionUnit = "cm"): ParcelItem => ({
  weight,
  weightUnit,
  quantity,
  dimensions: dims ? { length: dims[0], width: dims[1], height: dims[2] } : null,
  dimensionUnit,
});
const quote = (over: Partial<Parameters<typeof computeShippingFee>[0]> = {}) =>
  computeShippingFee({
    from: LAGOS_IKEJA,
    to: { state: "Lagos", city: "Lekki" },
    items: [item(2)],
    orderAmountKobo: 1_000_000,
    prices: PRICES,
    discounts: [],
    today: "2025-06-15",
    ...over,
  });
const rule = (over: Partial<ShippingDiscountRule> = {}): ShippingDiscountRule => ({
  id: "d1",
  type: "percent",
  valueHundredths: 5000,
  zone: null,
  state: null,
  minOrderAmountKobo: 0,
  startDate: null,
  endDate: null,
  isActive: true,
  ...over,
});

describe("zones", () => {
  it("is within Lagos whenever both ends are in Lagos, whatever the cities", () => {
    expect(shippingZone(LAGOS_IKEJA, { state: "Lagos", city: "Lekki" })).toEqual({ zone: "within_lagos", lagosMerchant: true, lagosCustomer: true });
    expect(shippingZone(LAGOS_IKEJA, { state: "lagos state", city: "ikeja" }).zone).toBe("within_lagos");
  });
  it("tells same city, same state and other state apart outside Lagos", () => {
    expect(shippingZone({ state: "Oyo", city: "Ibadan" }, { state: "Oyo", city: " ibadan " }).zone).toBe("same_city");
    expect(shippingZone({ state: "Oyo", city: "Ibadan" }, { state: "Oyo", city: "Ogbomosho" }).zone).toBe("same_state");
    expect(shippingZone({ state: "Oyo", city: "Ibadan" }, { state: "Lagos", city: "Ikeja" })).toEqual({
      zone: "other_state",
      lagosMerchant: false,
      lagosCustomer: true,
    });
  });
  it("falls back to the state's zone when an address has no city", () => {
    expect(shippingZone({ state: "Oyo", city: "Ibadan" }, { state: "Oyo" }).zone).toBe("same_state");
    expect(shippingZone({ state: "Oyo", city: "Ibadan" }, { state: "Oyo", city: null }).zone).toBe("same_state");
    expect(shippingZone({ state: "Oyo", city: "" }, { state: "Oyo", city: "" }).zone).toBe("same_state");
    expect(shippingZone({ state: "Oyo" }, { state: "Kano" }).zone).toBe("other_state");
    expect(shippingZone({ state: "Lagos", city: "Ikeja" }, { state: "Lagos State" }).zone).toBe("within_lagos");
  });
});

describe("units and weights", () => {
  it("converts weights to kilograms", () => {
    expect(toKg(500, "g")).toBeCloseTo(0.5);
    expect(toKg(2, "kg")).toBe(2);
    expect(toKg(1, "lb")).toBeCloseTo(0.45359237, 8);
    expect(toKg(16, "oz")).toBeCloseTo(toKg(1, "lb"), 8);
  });
  it("converts lengths to centimetres", () => {
    expect(toCm(250, "mm")).toBeCloseTo(25);
    expect(toCm(25, "cm")).toBe(25);
    expect(toCm(0.25, "m")).toBeCloseTo(25);
    expect(toCm(10, "in")).toBeCloseTo(25.4);
  });
  it("uses volumetric weight L×W×H/5000 when it is more than the actual weight", () => {
    // A 50 × 40 × 30 cm box of pillows weighing 1 kg counts as 12 kg.
    const w = parcelWeights([item(1, "kg", 1, [50, 40, 30])]);
    expect(w.volumetricKg).toBeCloseTo(12);
    expect(chargeableHalfKgs(w.actualKg, w.volumetricKg)).toBe(24);
    expect(quote({ items: [item(1, "kg", 1, [0.5, 0.4, 0.3], "m")] }).chargeableWeightKg).toBe(12);
  });
  it("rounds the chargeable weight up to the next half kilogram, without charging float noise", () => {
    expect(chargeableHalfKgs(2.01, 0)).toBe(5);
    expect(chargeableHalfKgs(2.5, 0)).toBe(5);
    expect(chargeableHalfKgs(0.1 + 0.2 + 1.7, 0)).toBe(4);
    expect(chargeableHalfKgs(0, 0)).toBe(0);
  });
  it("counts every unit of every item", () => {
    expect(parcelWeights([item(300, "g", 4), item(1, "lb", 2)]).actualKg).toBeCloseTo(1.2 + 0.90718474, 6);
  });
});

describe("vehicle classes", () => {
  it("picks bike up to 10 kg, car up to 70 kg, van up to 1,000 kg, then truck", () => {
    expect([0, 10, 10.5, 70, 70.5, 1000, 1000.5].map(vehicleClassFor)).toEqual(["bike", "bike", "car", "car", "van", "van", "truck"]);
  });
});

describe("fees", () => {
  it("is base fee + per-kg fee × chargeable weight for the zone and class", () => {
    const q = quote({ items: [item(2.2)] }); // 2.5 kg within Lagos by bike: ₦1,500 + ₦100 × 2.5
    expect(q).toMatchObject({ zone: "within_lagos", vehicleType: "bike", chargeableWeightKg: 2.5, grossFeeKobo: 175000, feeKobo: 175000, discountKobo: 0 });
    const far = quote({ to: { state: "Kano", city: "Kano" }, items: [item(40)] }); // car: ₦7,000 + ₦200 × 40
    expect(far).toMatchObject({ zone: "other_state", vehicleType: "car", grossFeeKobo: 700000 + 800000 });
  });
  it("rounds half-kobo results up", () => {
    const prices = PRICES.map((p) => ({ ...p, perKgFeeKobo: 101 }));
    expect(quote({ prices, items: [item(0.5)] }).grossFeeKobo).toBe(150000 + 51);
  });
  it("fails clearly when the table has no price for the route", () => {
    expect(() => quote({ prices: PRICES.filter((p) => p.zone !== "within_lagos") })).toThrow(/within_lagos × bike/);
  });
});

describe("shipping discounts", () => {
  it("takes a percentage off a zone's fee within its date range only", () => {
    const d = rule({ zone: "within_lagos", valueHundredths: 2000, startDate: "2025-06-01", endDate: "2025-06-30" });
    expect(quote({ discounts: [d] })).toMatchObject({ grossFeeKobo: 170000, discountKobo: 34000, feeKobo: 136000, discountId: "d1" });
    expect(quote({ discounts: [d], today: "2025-07-01" }).discountKobo).toBe(0);
    expect(quote({ discounts: [d], today: "2025-05-31" }).discountKobo).toBe(0);
    expect(quote({ discounts: [d], to: { state: "Ogun", city: "Abeokuta" } }).discountKobo).toBe(0);
  });
  it("gives free shipping above an order amount", () => {
    const free = rule({ valueHundredths: 10000, minOrderAmountKobo: 5_000_000 });
    expect(quote({ discounts: [free], orderAmountKobo: 5_000_000 }).feeKobo).toBe(0);
    expect(quote({ discounts: [free], orderAmountKobo: 4_999_999 }).feeKobo).toBe(170000);
  });
  it("limits a discount to a destination state, skips inactive ones, and uses the best one only", () => {
    const rules = [
      rule({ id: "kano", state: "Kano", valueHundredths: 9000 }),
      rule({ id: "off", isActive: false, valueHundredths: 10000 }),
      rule({ id: "fixed", type: "fixed", valueHundredths: 50000 }),
      rule({ id: "pct", valueHundredths: 1000 }),
    ];
    expect(quote({ discounts: rules })).toMatchObject({ discountId: "fixed", discountKobo: 50000 });
    expect(quote({ discounts: rules, to: { state: "Kano", city: "Kano" } }).discountId).toBe("kano");
  });
  it("never takes off more than the fee", () => {
    expect(discountAmount({ type: "fixed", valueHundredths: 9_999_999 }, 170000)).toBe(170000);
    expect(discountAmount({ type: "percent", valueHundredths: 10000 }, 170001)).toBe(170001);
  });
});

// ---- properties ----

const weightUnit = fc.constantFrom<WeightUnit>("g", "kg", "lb", "oz");
const dimensionUnit = fc.constantFrom<DimensionUnit>("mm", "cm", "m", "in");
const parcelItem = fc.record({
  weight: fc.double({ min: 0, max: 5000, noNaN: true }),
  weightUnit,
  quantity: fc.integer({ min: 0, max: 20 }),
  dimensions: fc.option(
    fc.record({
      length: fc.double({ min: 0, max: 300, noNaN: true }),
      width: fc.double({ min: 0, max: 300, noNaN: true }),
      height: fc.double({ min: 0, max: 300, noNaN: true }),
    }),
    { nil: null },
  ),
  dimensionUnit,
});
const state = fc.constantFrom("Lagos", "Oyo", "Kano", "FCT");
const city = fc.constantFrom("Ikeja", "Ibadan", "Kano", "Abuja");
const place = fc.record({ state, city });
const price = fc.record({ baseFeeKobo: fc.integer({ min: 0, max: 20_000_000 }), perKgFeeKobo: fc.integer({ min: 0, max: 100_000 }) });
const table = fc
  .array(price, { minLength: SHIPPING_ZONES.length * VEHICLE_TYPES.length, maxLength: SHIPPING_ZONES.length * VEHICLE_TYPES.length })
  .map((prices) =>
    SHIPPING_ZONES.flatMap((zone, z) => VEHICLE_TYPES.map((vehicleType, v) => ({ zone, vehicleType, ...prices[z * VEHICLE_TYPES.length + v] }))),
  );
const discountRule = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  type: fc.constantFrom<"percent" | "fixed">("percent", "fixed"),
  valueHundredths: fc.integer({ min: 1, max: 10000 }),
  zone: fc.option(fc.constantFrom(...SHIPPING_ZONES), { nil: null }),
  state: fc.option(state, { nil: null }),
  minOrderAmountKobo: fc.integer({ min: 0, max: 10_000_000 }),
  startDate: fc.constant(null),
  endDate: fc.constant(null),
  isActive: fc.boolean(),
});

describe("properties", () => {
  it("a fee is a whole number of kobo, never negative, and the discount never exceeds the gross fee", () => {
    fc.assert(
      fc.property(place, place, fc.array(parcelItem, { maxLength: 6 }), table, fc.array(discountRule, { maxLength: 4 }), fc.integer({ min: 0, max: 20_000_000 }), (from, to, items, prices, discounts, orderAmountKobo) => {
        const q = computeShippingFee({ from, to, items, orderAmountKobo, prices, discounts, today: "2025-06-15" });
        expect(Number.isSafeInteger(q.feeKobo)).toBe(true);
        expect(q.feeKobo).toBeGreaterThanOrEqual(0);
        expect(q.discountKobo).toBeGreaterThanOrEqual(0);
        expect(q.discountKobo).toBeLessThanOrEqual(q.grossFeeKobo);
        expect(q.feeKobo).toBe(q.grossFeeKobo - q.discountKobo);
        expect(q.chargeableWeightKg * 2).toBe(Math.round(q.chargeableWeightKg * 2));
        expect(q.chargeableWeightKg).toBeGreaterThanOrEqual(Math.max(q.actualWeightKg, q.volumetricWeightKg) - 0.001);
      }),
    );
  });

  it("within a zone and vehicle class, a heavier parcel never costs less (discounts included)", () => {
    fc.assert(
      fc.property(
        place,
        place,
        parcelItem,
        fc.double({ min: 0, max: 2000, noNaN: true }),
        table,
        fc.array(discountRule, { maxLength: 4 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (from, to, base, extraKg, prices, discounts, orderAmountKobo) => {
          const light = [base];
          const heavy = [base, { weight: extraKg, weightUnit: "kg" as const, quantity: 1, dimensions: null, dimensionUnit: "cm" as const }];
          const input = { from, to, orderAmountKobo, prices, discounts, today: "2025-06-15" };
          const a = computeShippingFee({ ...input, items: light });
          const b = computeShippingFee({ ...input, items: heavy });
          fc.pre(a.vehicleType === b.vehicleType);
          expect(b.zone).toBe(a.zone);
          expect(b.grossFeeKobo).toBeGreaterThanOrEqual(a.grossFeeKobo);
          expect(b.feeKobo).toBeGreaterThanOrEqual(a.feeKobo);
        },
      ),
    );
  });

  it("the same parcel weighs the same in any units", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), fc.integer({ min: 1, max: 5 }), (kg, cm, quantity) => {
        const asKg = parcelWeights([{ weight: kg, weightUnit: "kg", quantity, dimensions: { length: cm, width: cm, height: cm }, dimensionUnit: "cm" }]);
        const asOther = parcelWeights([
          { weight: kg * 1000, weightUnit: "g", quantity, dimensions: { length: cm * 10, width: cm * 10, height: cm * 10 }, dimensionUnit: "mm" },
          { weight: 0, weightUnit: "lb", quantity: 0, dimensions: null, dimensionUnit: "in" },
        ]);
        const asImperial = parcelWeights([
          { weight: kg / 0.45359237, weightUnit: "lb", quantity, dimensions: { length: cm / 2.54, width: cm / 2.54, height: cm / 2.54 }, dimensionUnit: "in" },
        ]);
        const asMetres = parcelWeights([{ weight: kg * 35.27396195, weightUnit: "oz", quantity, dimensions: { length: cm / 100, width: cm / 100, height: cm / 100 }, dimensionUnit: "m" }]);
        for (const w of [asOther, asImperial, asMetres]) {
          expect(w.actualKg).toBeCloseTo(asKg.actualKg, 3);
          expect(Math.abs(w.volumetricKg - asKg.volumetricKg)).toBeLessThanOrEqual(1e-6 * Math.max(1, asKg.volumetricKg));
        }
      }),
    );
  });
});
