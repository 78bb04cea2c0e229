// What the product page asks of reviews, without the contracts' zod schemas (the storefront loads no zod):
// the endpoint named by endpointRoute, and the same query keys as reviews.queries.ts, so what invalidates
// ["reviews"] there (a review written, a review hidden) reaches these too.
import type { storesEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

const productReviewsRoute = endpointRoute<typeof storesEndpoints.productReviews>({ method: "GET", path: "/reviews/product/:productId", auth: "public" });

/** The keys of reviews.queries.ts the product page uses (kept the same). */
export const productReviewKeys = {
  all: ["reviews"] as const,
  product: (productId: string, page: number) => ["reviews", "product", productId, page] as const,
};

/** One page of a product's public reviews with the summary. */
export function productReviewsQuery(productId: string, page: number, limit: number) {
  return queryOptions({
    queryKey: productReviewKeys.product(productId, page),
    queryFn: ({ signal }) => callEndpoint(productReviewsRoute, { params: { productId }, query: { page, limit } }, { signal }),
    staleTime: 60_000,
  });
}
