import { type OrderStatusCode, ordersEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface CustomerOrdersParams {
  page: number;
  limit: number;
  status?: OrderStatusCode;
}

export const orderKeys = {
  all: ["orders"] as const,
  customerList: (params: CustomerOrdersParams) => ["orders", "customer", "list", params] as const,
  customerInfo: (id: string) => ["orders", "customer", "info", id] as const,
};

export function customerOrdersQuery(params: CustomerOrdersParams) {
  return queryOptions({
    queryKey: orderKeys.customerList(params),
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.customerOrders, { query: params }, { userType: "customer", signal }),
    placeholderData: keepPreviousData,
  });
}

export function customerOrderInfoQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.customerInfo(id),
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.customerOrderInfo, { params: { id } }, { userType: "customer", signal }),
  });
}
