import { describe, expect, it } from "vitest";
import { breakEvenSales, keptOnPlan } from "./plans-model";

const starter = { name: "Starter", commissionPercentage: 10, monthlyFee: 0 };
const growth = { name: "Growth", commissionPercentage: 7.5, monthlyFee: 5_000 };
const pro = { name: "Pro", commissionPercentage: 5, monthlyFee: 15_000.5 };

describe("plans model", () => {
  it("what the merchant keeps: sales less commission less the monthly fee, to the kobo", () => {
    expect(keptOnPlan(starter)).toBe(90_000);
    expect(keptOnPlan(growth)).toBe(87_500);
    expect(keptOnPlan(pro, 1_000_000)).toBe(934_999.5);
    expect(keptOnPlan({ commissionPercentage: 12.5, monthlyFee: 0 }, 0.1)).toBe(0.09);
  });

  it("the monthly sales above which a plan with a fee pays off", () => {
    expect(breakEvenSales(starter, growth)).toBe(200_000);
    expect(keptOnPlan(growth, 200_001)).toBeGreaterThan(keptOnPlan(starter, 200_001));
    expect(breakEvenSales(growth, starter)).toBeNull();
    expect(breakEvenSales(starter, { commissionPercentage: 10, monthlyFee: 100 })).toBeNull();
  });
});
