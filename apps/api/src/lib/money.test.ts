import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { koboToNaira, nairaToKobo, percentOf } from "./money.js";

describe("money", () => {
  it("converts naira with 2 decimals to kobo exactly", () => {
    expect(nairaToKobo(1234.56)).toBe(123456);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(koboToNaira(123456)).toBe(1234.56);
  });
  it("round-trips every kobo amount", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (k) => nairaToKobo(koboToNaira(k)) === k));
  });
  it("takes a percentage in basis points, rounded to the kobo", () => {
    expect(percentOf(10000, 750)).toBe(750);
    expect(percentOf(333, 5000)).toBe(167);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e10 }), fc.integer({ min: 0, max: 10000 }), (k, bp) => {
      const p = percentOf(k, bp);
      return p >= 0 && p <= k;
    }));
  });
});
