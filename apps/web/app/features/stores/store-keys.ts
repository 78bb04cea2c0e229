import type { MerchantListQuerySchema, StoreApprovalListQuerySchema } from "@bitmarte/contracts";
import type { z } from "zod";

// The React Query keys of stores, in a module without run-time contracts so the storefront can use them.

export type StoreApprovalScope = "unapproved" | "approved" | "all";
export type StoreApprovalListParams = Partial<z.input<typeof StoreApprovalListQuerySchema>>;
export type MerchantListParams = Partial<z.input<typeof MerchantListQuerySchema>>;
export interface PageParams {
  page?: number;
  limit?: number;
}

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
