import { categoriesEndpoints, type CouponSort, type CouponStatus, couponsEndpoints, productsEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface CouponListParams {
  page: number;
  limit: number;
  search?: string;
  status?: CouponStatus;
  /** Absent: newest first. */
  sort?: CouponSort;
}

export const couponKeys = {
  all: ["coupons"] as const,
  lists: () => ["coupons", "list"] as const,
  list: (params: CouponListParams) => ["coupons", "list", params] as const,
  detail: (id: string) => ["coupons", "detail", id] as const,
  products: () => ["coupons", "products"] as const,
  categories: () => ["coupons", "categories"] as const,
};

const merchant = { userType: "merchant" } as const;

export function couponListQuery(params: CouponListParams) {
  return queryOptions({
    queryKey: couponKeys.list(params),
    queryFn: ({ signal }) => callEndpoint(couponsEndpoints.list, { query: params }, { ...merchant, signal }),
    placeholderData: keepPreviousData,
  });
}

export function couponQuery(id: string) {
  return queryOptions({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(couponsEndpoints.get, { params: { id } }, { ...merchant, signal }),
  });
}

/** The store's products to pick spend and reward products from (`data.products`). */
export function couponProductsQuery() {
  return queryOptions({
    queryKey: couponKeys.products(),
    queryFn: async ({ signal }) => (await callEndpoint(productsEndpoints.couponProducts, {}, { ...merchant, signal })).products,
    staleTime: 5 * 60_000,
  });
}

export function categoryTreeQuery() {
  return queryOptions({
    queryKey: couponKeys.categories(),
    queryFn: ({ signal }) => callEndpoint(categoriesEndpoints.getAll, {}, { signal }),
    staleTime: 30 * 60_000,
  });
}
