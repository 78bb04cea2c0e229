import type { Category } from "@bitmarte/contracts";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clearFilters,
  EMPTY_FILTERS,
  effectiveSort,
  filtersToSearch,
  hrefWith,
  parseProductFilters,
  resolveCategoryPath,
  toProductQuery,
} from "./product-filters";

const C1 = "11111111-1111-4111-8111-111111111111";
const C2 = "22222222-2222-4222-8222-222222222222";
const S1 = "33333333-3333-4333-8333-333333333333";
const S2 = "44444444-4444-4444-8444-444444444444";
const K1 = "55555555-5555-4555-8555-555555555555";

const tree: Category[] = [
  {
    id: C1,
    name: "Fashion",
    image: null,
    subCategories: [{ id: S1, name: "Shoes", categoryId: C1, childCategories: [{ id: K1, name: "Sneakers", subCategoryId: S1, categoryId: C1 }] }],
  },
  { id: C2, name: "Groceries", image: null, subCategories: [{ id: S2, name: "Rice", categoryId: C2, childCategories: [] }] },
];

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe("parseProductFilters", () => {
  it("reads every filter from the URL", () => {
    const f = parse(`q=sneakers&categoryId=${C1}&minPrice=1000&maxPrice=5000&inStock=true&sort=price_asc&page=3&storeId=${S2}`);
    expect(f).toMatchObject({ q: "sneakers", categoryId: C1, minPrice: 1000, maxPrice: 5000, inStock: true, sort: "price_asc", page: 3, storeId: S2 });
  });

  it("drops malformed values instead of sending them", () => {
    const f = parse("categoryId=nope&minPrice=-4&maxPrice=abc&sort=cheapest&page=-2");
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it("swaps a price range given the wrong way round and accepts naira formatting", () => {
    expect(parse("minPrice=₦5,000&maxPrice=1000")).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
  });

  it("accepts the API's own names (search, sortBy) so links from elsewhere work", () => {
    expect(parse("search=rice&sortBy=newest")).toMatchObject({ q: "rice", sort: "newest" });
  });
});

describe("sorting", () => {
  it("defaults to best match with a search and newest without", () => {
    expect(effectiveSort({ q: "rice", sort: null })).toBe("relevance");
    expect(effectiveSort({ q: "", sort: null })).toBe("newest");
    expect(effectiveSort({ q: "", sort: "relevance" })).toBe("newest");
  });
});

describe("toProductQuery", () => {
  it("sends limit/offset and only the most specific category level", () => {
    const q = toProductQuery({ ...EMPTY_FILTERS, categoryId: C1, subCategoryId: S1, childCategoryId: K1, page: 2, inStock: true }, 24);
    expect(q).toEqual({ limit: 24, offset: 24, sortBy: "newest", childCategoryId: K1, inStock: "true" });
  });
});

describe("links", () => {
  it("leaves defaults out and resets the page when a filter changes", () => {
    const f = { ...EMPTY_FILTERS, q: "rice", page: 4 };
    expect(filtersToSearch(f)).toBe("?q=rice&page=4");
    expect(hrefWith("/search", f, { sort: "price_desc" })).toBe("/search?q=rice&sort=price_desc");
    expect(hrefWith("/search", f, { page: 5 })).toBe("/search?q=rice&page=5");
  });

  it("can leave out levels carried by the path (category pages)", () => {
    const f = { ...EMPTY_FILTERS, categoryId: C1, inStock: true };
    expect(hrefWith(`/category/${C1}`, f, {}, ["categoryId"])).toBe(`/category/${C1}?inStock=true`);
  });
});

describe("resolveCategoryPath", () => {
  it("fills in the parents of a child category", () => {
    const path = resolveCategoryPath(tree, { categoryId: null, subCategoryId: null, childCategoryId: K1 });
    expect([path.category?.name, path.subCategory?.name, path.childCategory?.name]).toEqual(["Fashion", "Shoes", "Sneakers"]);
  });

  it("drops a sub-category left over from another category", () => {
    const path = resolveCategoryPath(tree, { categoryId: C2, subCategoryId: S1, childCategoryId: K1 });
    expect([path.category?.name, path.subCategory, path.childCategory]).toEqual(["Groceries", null, null]);
  });

  it("ignores unknown ids", () => {
    expect(resolveCategoryPath(tree, { categoryId: S2, subCategoryId: null, childCategoryId: null }).category).toBeNull();
  });
});

describe("activeFilterCount", () => {
  it("counts narrowing filters only", () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: "x", sort: "newest" })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, categoryId: C1, minPrice: 0, inStock: true })).toBe(3);
    expect(activeFilterCount({ ...EMPTY_FILTERS, storeId: S2, categoryId: C1 }, ["storeId", "categoryId"])).toBe(0);
  });
});

describe("clearFilters", () => {
  it("keeps the search, the sort and what the path carries", () => {
    const f = { ...EMPTY_FILTERS, q: "rice", sort: "newest" as const, categoryId: C1, subCategoryId: S1, inStock: true, minPrice: 5 };
    expect(clearFilters(f)).toEqual({ ...EMPTY_FILTERS, q: "rice", sort: "newest" });
    expect(clearFilters(f, ["categoryId"])).toEqual({ ...EMPTY_FILTERS, q: "rice", sort: "newest", categoryId: C1, subCategoryId: S1 });
  });
});
