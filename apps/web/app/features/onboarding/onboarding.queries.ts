import { authEndpoints, categoriesEndpoints, storesEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const onboardingKeys = {
  all: ["onboarding"] as const,
  status: () => ["onboarding", "status"] as const,
  categories: () => ["onboarding", "categories"] as const,
  plans: () => ["onboarding", "plans"] as const,
};

export function onboardingStatusQuery() {
  return queryOptions({
    queryKey: onboardingKeys.status(),
    queryFn: ({ signal }) => callEndpoint(authEndpoints.merchantOnboardingStatus, {}, { userType: "merchant", signal }),
  });
}

export function categoriesQuery() {
  return queryOptions({
    queryKey: onboardingKeys.categories(),
    queryFn: ({ signal }) => callEndpoint(categoriesEndpoints.getAll, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function pricingPlansQuery() {
  return queryOptions({
    queryKey: onboardingKeys.plans(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.plans, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
