import type { ordersEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { orderKeys } from "./order-keys";

// The customer's order page reads, named by route only: the page draws with ui/light and carries no zod. The
// keys are the orders feature's, so the Mantine screens and this page share one cache entry per order.
const orderInfo = endpointRoute<typeof ordersEndpoints.customerOrderInfo>({ method: "GET", path: "/ordertracking/customer/order-info/:id", auth: "signed-in" });
const orderStatuses = endpointRoute<typeof ordersEndpoints.statuses>({ method: "GET", path: "/ordertracking/order-statuses", auth: "signed-in" });

/** One of the customer's orders, with its items, activities, returns, reviews and delivery token. */
export function customerOrderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.customerInfo(id),
    queryFn: ({ signal }) => callEndpoint(orderInfo, { params: { id } }, { userType: "customer", signal }),
  });
}

/** The status moves the customer may make on the order now (cancel, while the store has not accepted it). */
export function customerOrderMovesQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.statuses("customer", orderId),
    queryFn: ({ signal }) => callEndpoint(orderStatuses, { query: { orderId } }, { userType: "customer", signal }),
    staleTime: 0,
  });
}
