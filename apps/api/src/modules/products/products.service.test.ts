import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cached, invalidateCatalogueCache } from "./catalogue-cache.js";
import { searchTerms, toPrefixTsQuery } from "./products.repository.js";
import { needsReview, optionStockOf } from "./products.service.js";

const current = { name: "Sneakers", description: "Light", images: ["/a", "/b"], childCategoryId: "c1" };

describe("needsReview", () => {
  it("is true for content edits and false for the same values or reordered images", () => {
    expect(needsReview(current, { name: "Boots" })).toBe(true);
    expect(needsReview(current, { description: "Heavy" })).toBe(true);
    expect(needsReview(current, { images: ["/a", "/c"] })).toBe(true);
    expect(needsReview(current, { images: ["/a"] })).toBe(true);
    expect(needsReview(current, { childCategoryId: "c2" })).toBe(true);
    expect(needsReview(current, {})).toBe(false);
    expect(needsReview(current, { name: "Sneakers", description: "Light", childCategoryId: "c1" })).toBe(false);
    expect(needsReview(current, { images: ["/b", "/a"] })).toBe(false);
  });
});

describe("optionStockOf", () => {
  it("sums variant stock per option value, case-insensitively", () => {
    const stock = optionStockOf(
      [
        { type: "Size", options: ["M", "L"] },
        { type: "Colour", options: ["Red"] },
        { type: "Material", options: ["Cotton"] },
      ],
      [
        { size: "m", color: "Red", quantity: 2 },
        { size: "L", color: "red", quantity: 3 },
        { size: "L", color: null, quantity: 1 },
      ],
    );
    expect(stock).toEqual([
      { type: "Size", option: "M", quantity: 2 },
      { type: "Size", option: "L", quantity: 4 },
      { type: "Colour", option: "Red", quantity: 5 },
    ]);
  });
});

describe("search terms", () => {
  it("turns words into a prefix tsquery and drops operators", () => {
    expect(toPrefixTsQuery("Red  Sneak")).toBe("red & sneak:*");
    expect(toPrefixTsQuery("a|b & !c:*")).toBe("a & b & c:*");
    expect(toPrefixTsQuery("!!!")).toBeNull();
    expect(toPrefixTsQuery("Red  Sneak", "AC")).toBe("red:AC & sneak:*AC");
    // Merchant and admin lists search the product's own name and description, not its store's name.
    expect(searchTerms("Red sneak")?.tsQuery).toBe("red:AC & sneak:*AC");
    expect(searchTerms("   ")).toBeNull();
    expect(searchTerms("Ìbàdàn 2")?.text).toBe("ìbàdàn 2");
  });

  it("never lets anything but letters, digits, & and :* through", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        const q = toPrefixTsQuery(s);
        if (q !== null) expect(q).toMatch(/^[\p{L}\p{N}]+( & [\p{L}\p{N}]+)*:\*$/u);
      }),
    );
  });
});

describe("catalogue cache", () => {
  it("keeps an answer until invalidated, and skips values it is told not to keep", async () => {
    const owner = {};
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cached(owner, "k", 60_000, compute)).toBe(1);
    expect(await cached(owner, "k", 60_000, compute)).toBe(1);
    invalidateCatalogueCache(owner);
    expect(await cached(owner, "k", 60_000, compute)).toBe(2);
    expect(await cached(owner, "small", 60_000, compute, (n) => n > 100)).toBe(3);
    expect(await cached(owner, "small", 60_000, compute, (n) => n > 100)).toBe(4);
  });

  it("computes once for a crowd of callers, and answers the expired value while one caller refreshes it", async () => {
    const owner = {};
    let calls = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        calls++;
        release = () => resolve(calls);
      });
    const crowd = Array.from({ length: 10 }, () => cached(owner, "k", 1, slow));
    release();
    expect(await Promise.all(crowd)).toEqual(Array(10).fill(1));
    expect(calls).toBe(1);

    await new Promise((r) => setTimeout(r, 5)); // expired
    const stale = await Promise.all(Array.from({ length: 5 }, () => cached(owner, "k", 60_000, slow)));
    expect(stale).toEqual(Array(5).fill(1));
    expect(calls).toBe(2); // one refresh under way
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cached(owner, "k", 60_000, slow)).toBe(2);
    expect(calls).toBe(2);
  });
});
