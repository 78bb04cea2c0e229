import { type ReviewReplyBody, type ReviewVisibilityBody, storesEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { reviewKeys } from "./reviews.queries";

/** Admin: hide an abusive review with a reason, or show it again. */
export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewVisibilityBody }) =>
      callEndpointEnvelope(storesEndpoints.reviewVisibility, { params: { id }, body }, { userType: "admin" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** The store: post its reply to a review, or change it. */
export function useReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewReplyBody }) =>
      callEndpointEnvelope(storesEndpoints.reviewReply, { params: { id }, body }, { userType: "merchant" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** The store: remove its reply to a review. */
export function useRemoveReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(storesEndpoints.deleteReviewReply, { params: { id } }, { userType: "merchant" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
