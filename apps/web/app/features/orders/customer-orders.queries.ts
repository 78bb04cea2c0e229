import type { ordersEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { type CustomerOrdersParams, orderKeys } from "./order-keys";

// The customer's list of orders, named by route only: My orders draws with ui/light and carries no zod.
const customerOrders = endpointRoute<typeof ordersEndpoints.customerOrders>({ method: "GET", path: "/ordertracking/customer/orders", auth: "signed-in" });

export function customerOrdersQuery(params: CustomerOrdersParams) {
  return queryOptions({
    queryKey: orderKeys.customerList(params),
    queryFn: ({ signal }) => callEndpoint(customerOrders, { query: params }, { userType: "customer", signal }),
    placeholderData: keepPreviousData,
  });
}
