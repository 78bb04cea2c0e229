import { storesEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const merchantDashboardKeys = {
  all: ["merchant-dashboard"] as const,
};

/** What needs the store now; refreshed every minute while the dashboard is open (new orders arrive). */
export function merchantDashboardQuery() {
  return queryOptions({
    queryKey: merchantDashboardKeys.all,
    queryFn: ({ signal }) => callEndpoint(storesEndpoints.merchantDashboard, {}, { userType: "merchant", signal }),
    refetchInterval: 60_000,
  });
}
