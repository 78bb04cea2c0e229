import type { cartEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

// Named by route only: the address book draws with ui/light and carries no zod.
const listAddresses = endpointRoute<typeof cartEndpoints.listAddresses>({ method: "GET", path: "/customershippingaddress", auth: "signed-in" });

export const addressKeys = {
  all: ["addresses"] as const,
  list: () => ["addresses", "list"] as const,
};

/** The saved addresses (default first); 20 at most per customer, so one page holds them all. */
export function addressesQuery() {
  return queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => callEndpoint(listAddresses, { query: { limit: 50 } }, { userType: "customer", signal }),
  });
}
