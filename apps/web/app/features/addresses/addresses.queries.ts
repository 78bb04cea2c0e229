import { cartEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const addressKeys = {
  all: ["addresses"] as const,
  list: () => ["addresses", "list"] as const,
};

/** The saved addresses (default first); 20 at most per customer, so one page holds them all. */
export function addressesQuery() {
  return queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => callEndpoint(cartEndpoints.listAddresses, { query: { limit: 50 } }, { userType: "customer", signal }),
  });
}
