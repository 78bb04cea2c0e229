import type { Category, CustomerProductsQuerySchema } from "@bitmarte/contracts";
import { CUSTOMER_PRODUCT_SORTS } from "@bitmarte/contracts/light";
import type { z } from "zod";

/** The query of GET /products/customer/getallproducts, as sent. */
export type ProductListQuery = Partial<z.input<typeof CustomerProductsQuerySchema>>;

export type ProductSort = (typeof CUSTOMER_PRODUCT_SORTS)[number];

/** Products per page on the storefront's lists (search, category and store pages). */
export const STOREFRONT_PAGE_SIZE = 24;
/** The API caps offsets only by the data; pages past this are not worth a request. */
const MAX_PAGE = 500;

/** A storefront product list's filters, as they live in the URL (shareable, server-rendered). */
export interface ProductFilters {
  q: string;
  categoryId: string | null;
  subCategoryId: string | null;
  childCategoryId: string | null;
  storeId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ProductSort | null;
  page: number;
}

export const EMPTY_FILTERS: ProductFilters = {
  q: "",
  categoryId: null,
  subCategoryId: null,
  childCategoryId: null,
  storeId: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: null,
  page: 1,
};

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: "Best match",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  popular: "Most popular",
  rating: "Top rated",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOrNull(value: string | null): string | null {
  const v = value?.trim() ?? "";
  return UUID.test(v) ? v.toLowerCase() : null;
}

function priceOrNull(value: string | null): number | null {
  const v = value?.trim().replace(/[₦,\s]/g, "") ?? "";
  if (!v) return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
}

/** Reads the filters from a URL's query; anything malformed is dropped rather than sent to the API. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  let minPrice = priceOrNull(params.get("minPrice"));
  let maxPrice = priceOrNull(params.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sortParam = params.get("sort") ?? params.get("sortBy");
  const sort = (CUSTOMER_PRODUCT_SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as ProductSort) : null;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? params.get("search") ?? "").trim().slice(0, 100),
    categoryId: uuidOrNull(params.get("categoryId")),
    subCategoryId: uuidOrNull(params.get("subCategoryId")),
    childCategoryId: uuidOrNull(params.get("childCategoryId")),
    storeId: uuidOrNull(params.get("storeId")),
    minPrice,
    maxPrice,
    inStock: params.get("inStock") === "true" || params.get("inStock") === "on",
    sort,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

/** The sort that applies: the chosen one, else best match for a search and newest otherwise. */
export function effectiveSort(filters: Pick<ProductFilters, "q" | "sort">): ProductSort {
  if (filters.sort === "relevance" && !filters.q) return "newest";
  return filters.sort ?? (filters.q ? "relevance" : "newest");
}

/** The sorts offered: "Best match" only when there is something to match. */
export function sortOptions(hasSearch: boolean): ProductSort[] {
  return CUSTOMER_PRODUCT_SORTS.filter((s) => hasSearch || s !== "relevance");
}

/** GET /products/customer/getallproducts query: limit/offset, and only the most specific category level. */
export function toProductQuery(filters: ProductFilters, pageSize = STOREFRONT_PAGE_SIZE): ProductListQuery {
  const query: ProductListQuery = {
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
    sortBy: effectiveSort(filters),
  };
  if (filters.q) query.search = filters.q;
  if (filters.childCategoryId) query.childCategoryId = filters.childCategoryId;
  else if (filters.subCategoryId) query.subCategoryId = filters.subCategoryId;
  else if (filters.categoryId) query.categoryId = filters.categoryId;
  if (filters.storeId) query.storeId = filters.storeId;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  if (filters.inStock) query.inStock = "true";
  return query;
}

/** The URL query for filters, leaving out defaults so links stay short. */
export function filtersToSearch(filters: ProductFilters, omit: readonly (keyof ProductFilters)[] = []): string {
  const params = new URLSearchParams();
  const put = (key: keyof ProductFilters, value: string | null) => {
    if (value !== null && value !== "" && !omit.includes(key)) params.set(key, value);
  };
  put("q", filters.q);
  put("categoryId", filters.categoryId);
  put("subCategoryId", filters.subCategoryId);
  put("childCategoryId", filters.childCategoryId);
  put("storeId", filters.storeId);
  put("minPrice", filters.minPrice === null ? null : String(filters.minPrice));
  put("maxPrice", filters.maxPrice === null ? null : String(filters.maxPrice));
  put("inStock", filters.inStock ? "true" : null);
  put("sort", filters.sort);
  put("page", filters.page > 1 ? String(filters.page) : null);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A link to the same list with some filters changed; any change other than the page goes back to page 1. */
export function hrefWith(basePath: string, filters: ProductFilters, patch: Partial<ProductFilters>, omit: readonly (keyof ProductFilters)[] = []): string {
  const next = { ...filters, ...patch };
  if (!("page" in patch)) next.page = 1;
  return `${basePath}${filtersToSearch(next, omit)}`;
}

export interface CategoryPath {
  category: Category | null;
  subCategory: Category["subCategories"][number] | null;
  childCategory: Category["subCategories"][number]["childCategories"][number] | null;
}

/**
 * The category path the filters point at, made consistent with the tree: the most specific level
 * that exists decides its parents; a level that does not belong under the chosen parent is dropped.
 */
export function resolveCategoryPath(
  tree: readonly Category[],
  ids: Pick<ProductFilters, "categoryId" | "subCategoryId" | "childCategoryId">,
): CategoryPath {
  const none: CategoryPath = { category: null, subCategory: null, childCategory: null };
  const category = ids.categoryId ? tree.find((c) => c.id === ids.categoryId) ?? null : null;

  const findSub = (subId: string) => {
    for (const c of tree) {
      const s = c.subCategories.find((x) => x.id === subId);
      if (s) return { category: c, subCategory: s };
    }
    return null;
  };

  if (ids.childCategoryId) {
    for (const c of tree) {
      for (const s of c.subCategories) {
        const child = s.childCategories.find((x) => x.id === ids.childCategoryId);
        if (!child) continue;
        const fitsCategory = !category || category.id === c.id;
        const fitsSub = !ids.subCategoryId || ids.subCategoryId === s.id;
        if (fitsCategory && fitsSub) return { category: c, subCategory: s, childCategory: child };
      }
    }
  }
  if (ids.subCategoryId) {
    const found = findSub(ids.subCategoryId);
    if (found && (!category || category.id === found.category.id)) return { ...found, childCategory: null };
  }
  return category ? { ...none, category } : none;
}

/** Filters with the category ids replaced by a resolved, consistent path. */
export function withCategoryPath(filters: ProductFilters, path: CategoryPath): ProductFilters {
  return {
    ...filters,
    categoryId: path.category?.id ?? null,
    subCategoryId: path.subCategory?.id ?? null,
    childCategoryId: path.childCategory?.id ?? null,
  };
}

/** How many filters narrow the list (for the "Filters (2)" button); search and sort do not count. */
export function activeFilterCount(filters: ProductFilters, pathFilters: readonly (keyof ProductFilters)[] = []): number {
  const category = pathFilters.includes("categoryId") ? null : filters.categoryId;
  const store = pathFilters.includes("storeId") ? null : filters.storeId;
  return [category, store, filters.minPrice, filters.maxPrice, filters.inStock || null].filter((v) => v !== null).length;
}

/** The filters with every narrowing filter removed, except those the page's path carries. */
export function clearFilters(filters: ProductFilters, keep: readonly (keyof ProductFilters)[] = []): ProductFilters {
  const next: ProductFilters = { ...EMPTY_FILTERS, q: filters.q, sort: filters.sort };
  const carried = keep.includes("categoryId") ? (["categoryId", "subCategoryId", "childCategoryId"] as const) : [];
  for (const key of [...keep, ...carried]) Object.assign(next, { [key]: filters[key] });
  return next;
}
