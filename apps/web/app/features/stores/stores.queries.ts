import { authEndpoints, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import { type MerchantListParams, type PageParams, type StoreApprovalListParams, type StoreApprovalScope, storeKeys } from "./store-keys";

export { storeKeys, type MerchantListParams, type PageParams, type StoreApprovalListParams, type StoreApprovalScope } from "./store-keys";
// ---- public and customer reads (light: the storefront uses them too) ----
export { FOLLOW_LOOKUP_LIMIT, followedStoresQuery, storePageQuery, storePoliciesQuery } from "./store-public.queries";

// ---- merchant reads ----

export function merchantProfileQuery() {
  return queryOptions({
    queryKey: storeKeys.merchantProfile(),
    queryFn: ({ signal }) => callEndpoint(authEndpoints.merchantProfile, {}, { userType: "merchant", signal }),
  });
}

/** All saved versions of the store profile; the latest (last) is the one used (spec §3). */
export function storeProfilesQuery(merchantId: string) {
  return queryOptions({
    queryKey: storeKeys.storeProfiles(merchantId),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.storeProfiles, { params: { merchantId } }, { signal }),
  });
}

export function ownPoliciesQuery() {
  return queryOptions({
    queryKey: storeKeys.ownPolicies(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.policies, {}, { userType: "merchant", signal }),
  });
}

export function approvedHubsQuery() {
  return queryOptions({
    queryKey: storeKeys.approvedHubs(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.approvedHubs, { query: { limit: 100 } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function plansQuery() {
  return queryOptions({
    queryKey: storeKeys.plans(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.plans, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

// ---- admin reads ----

const approvalEndpoints = {
  unapproved: storesEndpoints.unapprovedStores,
  approved: storesEndpoints.approvedStores,
  all: storesEndpoints.approvalDetails,
} as const;

export function storeApprovalListQuery(scope: StoreApprovalScope, params: StoreApprovalListParams) {
  return queryOptions({
    queryKey: storeKeys.approvalList(scope, params),
    queryFn: ({ signal }) => callEndpoint(approvalEndpoints[scope], { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

export function storeDetailsQuery(merchantId: string) {
  return queryOptions({
    queryKey: storeKeys.storeDetails(merchantId),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.storeDetails, { params: { merchantId } }, { userType: "admin", signal }),
  });
}

export function approversQuery(params: PageParams) {
  return queryOptions({
    queryKey: storeKeys.approverPage(params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.approvers, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

/** Admin accounts that could become approvers (admins and super admins). */
export function approverCandidatesQuery() {
  return queryOptions({
    queryKey: storeKeys.adminAccounts(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.admins, { query: { limit: 100 } }, { userType: "admin", signal }),
  });
}

export function merchantListQuery(params: MerchantListParams) {
  return queryOptions({
    queryKey: storeKeys.merchantList(params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.merchants, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

export function merchantQuery(id: string) {
  return queryOptions({
    queryKey: storeKeys.merchant(id),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.merchant, { params: { id } }, { userType: "admin", signal }),
  });
}
