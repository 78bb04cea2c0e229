import { type MerchantReviewBody, type ProductReviewBody, type ReviewVisibilityBody, storesEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { reviewKeys } from "./reviews.queries";

/** The customer reviews an item or the store of their order; the order page (its key handed in) reads it again. */
export function useWriteReview(orderQueryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: "product"; body: ProductReviewBody } | { kind: "merchant"; body: MerchantReviewBody }) =>
      input.kind === "product"
        ? callEndpointEnvelope(storesEndpoints.reviewProduct, { body: input.body }, { userType: "customer" })
        : callEndpointEnvelope(storesEndpoints.reviewMerchant, { body: input.body }, { userType: "customer" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

/** Admin: hide an abusive review with a reason, or show it again. */
export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewVisibilityBody }) =>
      callEndpointEnvelope(storesEndpoints.reviewVisibility, { params: { id }, body }, { userType: "admin" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
