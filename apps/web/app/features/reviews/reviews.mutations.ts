import { type ReviewVisibilityBody, storesEndpoints } from "@bitmarte/contracts";
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
