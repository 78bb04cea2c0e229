import { UpdateShippingPricingBodySchema } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import { cellKey, feeChartData, feeFor, gridFromRows, incompleteCells, rowsFromGrid } from "./price-grid";

describe("price grid", () => {
  const saved = [
    { zone: "within_lagos" as const, vehicleType: "bike" as const, baseFee: 1500, perKgFee: 100 },
    { zone: "other_state" as const, vehicleType: "truck" as const, baseFee: 25000, perKgFee: 50.5 },
  ];

  it("has a cell for every zone and vehicle class, filled from the saved rows", () => {
    const grid = gridFromRows(saved);
    expect(Object.keys(grid)).toHaveLength(16);
    expect(grid[cellKey("within_lagos", "bike")]).toEqual({ baseFee: 1500, perKgFee: 100 });
    expect(grid[cellKey("same_city", "car")]).toEqual({ baseFee: "", perKgFee: "" });
  });

  it("round-trips to a body the contract accepts", () => {
    const rows = rowsFromGrid(gridFromRows(saved));
    expect(rows).toEqual(saved);
    expect(UpdateShippingPricingBodySchema.safeParse({ rows }).success).toBe(true);
  });

  it("finds half-filled cells", () => {
    const grid = gridFromRows(saved);
    grid[cellKey("same_city", "van")] = { baseFee: 4000, perKgFee: "" };
    expect(incompleteCells(grid)).toEqual([cellKey("same_city", "van")]);
  });

  it("computes the fee of a parcel in kobo", () => {
    expect(feeFor({ baseFee: 1500.1, perKgFee: 100.2 }, 3)).toBe(1800.7);
    expect(feeFor({ baseFee: "", perKgFee: 1 }, 3)).toBeNull();
    const chart = feeChartData(gridFromRows(saved), 2);
    expect(chart[0]).toMatchObject({ zone: "Within Lagos", Bike: 1700, Car: null });
  });
});
