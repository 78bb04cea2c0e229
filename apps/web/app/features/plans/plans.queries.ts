import { authEndpoints, storesEndpoints } from "@bitmarte/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, callEndpointEnvelope } from "../../lib/api-client";

export const planKeys = {
  all: () => ["plans"] as const,
  list: () => ["plans", "list"] as const,
  subscription: () => ["plans", "subscription"] as const,
  approval: () => ["plans", "approval"] as const,
};

/** Public: the active pricing plans. */
export function plansQuery() {
  return queryOptions({ queryKey: planKeys.list(), queryFn: ({ signal }) => callEndpoint(storesEndpoints.plans, {}, { signal }), staleTime: 5 * 60_000 });
}

/** Merchant: the store's plan and since when. */
export function planSubscriptionQuery() {
  return queryOptions({
    queryKey: planKeys.subscription(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.planSubscription, {}, { userType: "merchant", signal }),
  });
}

/** Merchant: the store's approval status (a plan can be changed only before approval). */
export function storeApprovalQuery() {
  return queryOptions({
    queryKey: planKeys.approval(),
    queryFn: async ({ signal }) => (await callEndpoint(storesEndpoints.merchantOnboarding, {}, { userType: "merchant", signal })).approval,
  });
}

/** Merchant: switches plan (PATCH /auth/merchant/onboard/pricing; refused with 409 once the store is approved). */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricingPlanId: string) => callEndpointEnvelope(authEndpoints.merchantOnboardPricing, { body: { pricingPlanId } }, { userType: "merchant" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planKeys.all() }),
  });
}
