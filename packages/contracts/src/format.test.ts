import { describe, expect, it } from "vitest";
import { formatNaira, retryDelay } from "./format.js";

describe("formatNaira", () => {
  it("shows ₦ with thousands separators and 2 decimals", () => {
    expect(formatNaira(0)).toBe("₦0.00");
    expect(formatNaira(1234567.5)).toBe("₦1,234,567.50");
    expect(formatNaira(999.999)).toBe("₦1,000.00");
    expect(formatNaira(-45.1)).toBe("-₦45.10");
  });
});

describe("retryDelay", () => {
  it("doubles from one second and stops at thirty", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
