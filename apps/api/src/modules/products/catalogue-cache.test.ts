import { describe, expect, it } from "vitest";
import { cached, invalidateCatalogueCache, onCatalogueDrop } from "./catalogue-cache.js";
import { survivesPriceChange } from "./products.service.js";

/** Counts how often each key is computed. */
function counter() {
  const computed = new Map<string, number>();
  const read = (owner: object, key: string) =>
    cached(owner, key, 60_000, async () => {
      computed.set(key, (computed.get(key) ?? 0) + 1);
      return key;
    });
  return { computed, read };
}

const RANKED_TEXT = `ranked:relevance:${JSON.stringify({ search: "samsung:*" })}`;
const RANKED_BY_PRICE = `ranked:price_asc:${JSON.stringify({ search: "samsung:*" })}`;
const RANKED_PRICE_RANGE = `ranked:relevance:${JSON.stringify({ minPriceKobo: 100_000, search: "samsung:*" })}`;
const COUNT = `count:undefined:${JSON.stringify({ categoryId: "c1" })}`;
const COUNT_PRICE_RANGE = `count:undefined:${JSON.stringify({ categoryId: "c1", maxPriceKobo: 900_000 })}`;
const SPELLING = "spelling:samsnug";
const FIRST_PAGE = `search:${JSON.stringify({ search: "samsung", offset: 0 })}`;
const DAILY = "daily:2026-11-27:12";

describe("a price change keeps what it cannot change", () => {
  it("text rankings, unfiltered counts, spelling and category counts survive; price sorts, price ranges and cards go", () => {
    expect([RANKED_TEXT, COUNT, SPELLING, "categoryCounts"].filter(survivesPriceChange)).toHaveLength(4);
    expect([RANKED_BY_PRICE, RANKED_PRICE_RANGE, COUNT_PRICE_RANGE, FIRST_PAGE, DAILY].filter(survivesPriceChange)).toEqual([]);
  });

  it("invalidating with a keep rule recomputes only what it drops, and tells the listeners which products", async () => {
    const owner = {};
    const heard: (readonly string[] | null)[] = [];
    const stop = onCatalogueDrop(owner, (ids) => heard.push(ids));
    const { computed, read } = counter();
    const keys = [RANKED_TEXT, RANKED_BY_PRICE, COUNT_PRICE_RANGE, SPELLING, FIRST_PAGE];
    for (const key of keys) await read(owner, key);
    invalidateCatalogueCache(owner, { productIds: ["p1"], survives: survivesPriceChange });
    for (const key of keys) await read(owner, key);
    expect(Object.fromEntries(computed)).toEqual({ [RANKED_TEXT]: 1, [RANKED_BY_PRICE]: 2, [COUNT_PRICE_RANGE]: 2, [SPELLING]: 1, [FIRST_PAGE]: 2 });
    // Any other write still drops everything.
    invalidateCatalogueCache(owner);
    for (const key of keys) await read(owner, key);
    expect(computed.get(RANKED_TEXT)).toBe(2);
    expect(computed.get(SPELLING)).toBe(2);
    expect(heard).toEqual([["p1"], null]);
    stop();
    invalidateCatalogueCache(owner);
    expect(heard).toHaveLength(2);
  });
});
