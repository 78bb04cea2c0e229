import { ordersEndpoints, type ReviewListQuery, storesEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export type ReviewScope = "customer" | "merchant" | "admin";
export interface ReviewListParams {
  page: number;
  limit: number;
  type?: ReviewListQuery["type"];
  rating?: number;
  merchantId?: string;
  hidden?: "true" | "false";
  search?: string;
}

export const reviewKeys = {
  all: ["reviews"] as const,
  product: (productId: string, page: number) => ["reviews", "product", productId, page] as const,
  list: (scope: ReviewScope, params: ReviewListParams) => ["reviews", scope, "list", params] as const,
};

/** One page of a product's public reviews with the summary. */
export function productReviewsQuery(productId: string, page: number, limit: number) {
  return queryOptions({
    queryKey: reviewKeys.product(productId, page),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.productReviews, { params: { productId }, query: { page, limit } }, { signal }),
    staleTime: 60_000,
  });
}

/** GET /reviews: the store's own, all (admin, with filters), or the customer's written ones. */
export function reviewListQuery(scope: ReviewScope, params: ReviewListParams) {
  return queryOptions({
    queryKey: reviewKeys.list(scope, params),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.reviews, { query: params }, { userType: scope, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The customer's order info under the key the order page uses (shared, so one request serves both). */
export function customerOrderQuery(queryKey: readonly unknown[], id: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.customerOrderInfo, { params: { id } }, { userType: "customer", signal }),
  });
}
