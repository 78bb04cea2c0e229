import {
  authEndpoints,
  type MerchantListQuerySchema,
  type StoreApprovalListQuerySchema,
  storesEndpoints,
} from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../lib/api-client";

export type StoreApprovalScope = "unapproved" | "approved" | "all";
export type StoreApprovalListParams = Partial<z.input<typeof StoreApprovalListQuerySchema>>;
export type MerchantListParams = Partial<z.input<typeof MerchantListQuerySchema>>;
export interface PageParams {
  page?: number;
  limit?: number;
}

/** Page size of the followed-stores read used to know whether a store is followed. */
export const FOLLOW_LOOKUP_LIMIT = 100;

export const storeKeys = {
  all: ["stores"] as const,
  publicPages: () => ["stores", "public-page"] as const,
  publicPage: (storeUrl: string) => ["stores", "public-page", storeUrl] as const,
  publicPolicies: (storeId: string) => ["stores", "public-policies", storeId] as const,
  followed: () => ["stores", "followed"] as const,
  followedPage: (params: PageParams) => ["stores", "followed", params] as const,
  merchantProfile: () => ["stores", "merchant-profile"] as const,
  storeProfiles: (merchantId: string) => ["stores", "store-profiles", merchantId] as const,
  ownPolicies: () => ["stores", "own-policies"] as const,
  approvedHubs: () => ["stores", "approved-hubs"] as const,
  plans: () => ["stores", "plans"] as const,
  approvals: () => ["stores", "approvals"] as const,
  approvalList: (scope: StoreApprovalScope, params: StoreApprovalListParams) => ["stores", "approvals", scope, params] as const,
  storeDetails: (merchantId: string) => ["stores", "approvals", "details", merchantId] as const,
  approvers: () => ["stores", "approvers"] as const,
  approverPage: (params: PageParams) => ["stores", "approvers", params] as const,
  adminAccounts: () => ["stores", "admin-accounts"] as const,
  merchants: () => ["stores", "merchants"] as const,
  merchantList: (params: MerchantListParams) => ["stores", "merchants", "list", params] as const,
  merchant: (id: string) => ["stores", "merchants", "detail", id] as const,
};

// ---- public and customer reads ----

export function storePageQuery(storeUrl: string) {
  return queryOptions({
    queryKey: storeKeys.publicPage(storeUrl),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.storePage, { params: { storeUrl } }, { userType: "customer", signal }),
  });
}

export function storePoliciesQuery(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.publicPolicies(storeId),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.storePolicies, { params: { storeId } }, { userType: "customer", signal }),
  });
}

export function followedStoresQuery(params: PageParams = {}) {
  return queryOptions({
    queryKey: storeKeys.followedPage(params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.followedStores, { query: params }, { userType: "customer", signal }),
    placeholderData: keepPreviousData,
  });
}

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
