import { storesEndpoints, themesEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const themeKeys = {
  all: ["themes"] as const,
  catalogue: () => ["themes", "catalogue"] as const,
  customization: (themeId: number) => ["themes", "customization", themeId] as const,
  store: () => ["themes", "own-store"] as const,
};

export function themesQuery() {
  return queryOptions({
    queryKey: themeKeys.catalogue(),
    queryFn: ({ signal }) => callEndpoint(themesEndpoints.list, {}, { userType: "merchant", signal }),
  });
}

export function customizationQuery(themeId: number) {
  return queryOptions({
    queryKey: themeKeys.customization(themeId),
    queryFn: ({ signal }) => callEndpoint(themesEndpoints.customization, { params: { themeId } }, { userType: "merchant", signal }),
  });
}

/** The merchant's store (its address for the "View store" link). */
export function ownStoreQuery() {
  return queryOptions({
    queryKey: themeKeys.store(),
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.merchantProfile, {}, { userType: "merchant", signal }),
    staleTime: 60_000,
  });
}
