import {
  type AdminProductsQuerySchema,
  type MerchantProductsQuerySchema,
  PLAN_CODES,
  type PlanCode,
  productsEndpoints,
  storesEndpoints,
} from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpoint } from "../../lib/api-client";

export type MerchantProductListParams = Partial<z.input<typeof MerchantProductsQuerySchema>>;
export type AdminProductListParams = Partial<z.input<typeof AdminProductsQuerySchema>>;

export const productKeys = {
  all: ["products"] as const,
  merchant: () => ["products", "merchant"] as const,
  merchantLists: () => ["products", "merchant", "list"] as const,
  merchantList: (params: MerchantProductListParams) => ["products", "merchant", "list", params] as const,
  merchantDetail: (id: string) => ["products", "merchant", "detail", id] as const,
  topProducts: (limit: number) => ["products", "merchant", "top", limit] as const,
  lowStock: (page: number, limit: number) => ["products", "merchant", "low-stock", page, limit] as const,
  featured: () => ["products", "merchant", "featured"] as const,
  admin: () => ["products", "admin"] as const,
  adminList: (params: AdminProductListParams) => ["products", "admin", "list", params] as const,
};

// ---- merchant (and staff with products:read) ----

export function merchantProductsQuery(params: MerchantProductListParams) {
  return queryOptions({
    queryKey: productKeys.merchantList(params),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.list, { query: params }, { userType: "merchant", signal }),
    placeholderData: keepPreviousData,
  });
}

export function merchantProductQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.merchantDetail(id),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.get, { params: { id } }, { userType: "merchant", signal }),
    // The edit form starts from this; a background refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function topProductsQuery(limit = 5) {
  return queryOptions({
    queryKey: productKeys.topProducts(limit),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.topProducts, { query: { limit } }, { userType: "merchant", signal }),
  });
}

export function lowStockQuery(page = 1, limit = 5) {
  return queryOptions({
    queryKey: productKeys.lowStock(page, limit),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.lowStock, { query: { page, limit } }, { userType: "merchant", signal }),
    placeholderData: keepPreviousData,
  });
}

export function featuredProductsQuery() {
  return queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.featured, {}, { userType: "merchant", signal }),
  });
}

// ---- admin ----

export function adminProductsQuery(params: AdminProductListParams) {
  return queryOptions({
    queryKey: productKeys.adminList(params),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.adminList, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

/** The merchant's plan code (no plan yet counts as Starter, as on the server), for plan features on product screens. */
export function merchantPlanCodeQuery() {
  return queryOptions({
    queryKey: ["plans", "subscription", "code"] as const,
    queryFn: async ({ signal }): Promise<PlanCode> => {
      const subscription = await callEndpoint(storesEndpoints.planSubscription, {}, { userType: "merchant", signal });
      const code = subscription.plan?.code ?? "starter";
      return (PLAN_CODES as readonly string[]).includes(code) ? (code as PlanCode) : "starter";
    },
    staleTime: 60_000,
  });
}
