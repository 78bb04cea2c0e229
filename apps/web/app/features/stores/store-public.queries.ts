import type { storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { type PageParams, storeKeys } from "./store-keys";

// The public and customer reads of stores, named by route only (no zod in the storefront's bundle).
// stores.queries.ts re-exports them, so the dashboards and the Following page share the same keys.

const storePage = endpointRoute<typeof storesEndpoints.storePage>({ method: "GET", path: "/stores/:storeUrl", auth: "public" });
const storePolicies = endpointRoute<typeof storesEndpoints.storePolicies>({ method: "GET", path: "/policies/store/:storeId", auth: "public" });
const followedStores = endpointRoute<typeof storesEndpoints.followedStores>({ method: "GET", path: "/followstore", auth: "signed-in" });

/** Page size of the followed-stores read used to know whether a store is followed. */
export const FOLLOW_LOOKUP_LIMIT = 100;

export function storePageQuery(storeUrl: string) {
  return queryOptions({
    queryKey: storeKeys.publicPage(storeUrl),
    queryFn: ({ signal }) => callEndpoint(storePage, { params: { storeUrl } }, { userType: "customer", signal }),
  });
}

export function storePoliciesQuery(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.publicPolicies(storeId),
    queryFn: ({ signal }) => callEndpoint(storePolicies, { params: { storeId } }, { userType: "customer", signal }),
  });
}

export function followedStoresQuery(params: PageParams = {}) {
  return queryOptions({
    queryKey: storeKeys.followedPage(params),
    queryFn: ({ signal }) => callEndpoint(followedStores, { query: params }, { userType: "customer", signal }),
    placeholderData: keepPreviousData,
  });
}
