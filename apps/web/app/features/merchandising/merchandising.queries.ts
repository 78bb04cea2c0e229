import { productsEndpoints, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const merchandisingKeys = {
  all: ["merchandising"] as const,
  promotions: () => ["merchandising", "promotions"] as const,
  promotionPage: (page: number, limit: number) => ["merchandising", "promotions", page, limit] as const,
  promotionSections: () => ["merchandising", "promotions", "sections"] as const,
  outlets: () => ["merchandising", "outlets"] as const,
  outletPage: (page: number, limit: number) => ["merchandising", "outlets", page, limit] as const,
  collections: () => ["merchandising", "collections"] as const,
  collectionPage: (page: number, limit: number, visibility?: string) => ["merchandising", "collections", page, limit, visibility ?? "all"] as const,
  productSearch: (search: string) => ["merchandising", "product-search", search] as const,
  storeSearch: (search: string) => ["merchandising", "store-search", search] as const,
};

const admin = { userType: "admin" as const };

export function promotionsQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: merchandisingKeys.promotionPage(page, limit),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.promotions, { query: { page, limit } }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The products of running promotions, as customers see them (up to 50 each). The API has no admin
 * read of one promotion's products, so scheduled or ended promotions show their count only.
 */
export function promotionSectionsQuery() {
  return queryOptions({
    queryKey: merchandisingKeys.promotionSections(),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.promotionProducts, { query: { limit: 50 } }, { signal }),
  });
}

export function outletsQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: merchandisingKeys.outletPage(page, limit),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.adminOfficialOutlets, { query: { page, limit } }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

export type CollectionVisibility = "active" | "hidden";

/** Every featured image collection, hidden ones included, in home-page order (the admin list). */
export function collectionsQuery(page: number, limit: number, visibility?: CollectionVisibility) {
  return queryOptions({
    queryKey: merchandisingKeys.collectionPage(page, limit, visibility),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.adminFeaturedImages, { query: { page, limit, visibility } }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approved products matching a search, to add to a promotion. */
export function productSearchQuery(search: string) {
  return queryOptions({
    queryKey: merchandisingKeys.productSearch(search),
    queryFn: ({ signal }) =>
      callEndpoint(productsEndpoints.adminList, { query: { page: 1, limit: 20, search: search || undefined, approvalStatus: "approved" } }, { ...admin, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Live stores matching a search, to make an official outlet. */
export function storeSearchQuery(search: string) {
  return queryOptions({
    queryKey: merchandisingKeys.storeSearch(search),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.approvedStores, { query: { page: 1, limit: 20, search: search || undefined } }, { ...admin, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
