import { authEndpoints, type MerchantOnboardBody } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { onboardingKeys } from "./onboarding.queries";

/** PUT /auth/merchant/onboard: the answers of one step; the answer is the new progress. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantOnboardBody) => callEndpointEnvelope(authEndpoints.merchantOnboard, { body }, { userType: "merchant" }),
    onSuccess: ({ data }) => queryClient.setQueryData(onboardingKeys.status(), data),
  });
}

/** PATCH /auth/merchant/onboard/pricing. */
export function useChoosePricingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricingPlanId: string) =>
      callEndpointEnvelope(authEndpoints.merchantOnboardPricing, { body: { pricingPlanId } }, { userType: "merchant" }),
    onSuccess: ({ data }) => queryClient.setQueryData(onboardingKeys.status(), data),
  });
}
