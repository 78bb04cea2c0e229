import { describe, expect, it } from "vitest";
import { MoneySchema } from "./http.js";

describe("MoneySchema", () => {
  it("takes 2 decimals, small or large (totals of reports), and refuses a third", () => {
    for (const ok of [0, 0.1, 12.34, 1999.99, 162_345_678.37, 98_765_432_109.99, 5_000_000_000_000.01]) {
      expect(MoneySchema.safeParse(ok).success, String(ok)).toBe(true);
    }
    // Kobo sums divided by 100, as the server answers them.
    for (const kobo of [16_234_567_837, 9_876_543_210_999, 123_456_789_012_345]) {
      expect(MoneySchema.safeParse(kobo / 100).success, String(kobo)).toBe(true);
    }
    for (const bad of [0.001, 12.345, 162_345_678.375, 98_765_432_109.991]) {
      expect(MoneySchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
