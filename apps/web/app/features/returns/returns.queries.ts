import { ordersEndpoints, returnsEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import type { RefundListParams, ReturnListParams, ReturnScope } from "./returns-model";

export const returnKeys = {
  all: ["returns"] as const,
  lists: (scope: ReturnScope) => ["returns", scope, "list"] as const,
  list: (scope: ReturnScope, params: ReturnListParams) => ["returns", scope, "list", params] as const,
  counts: (scope: ReturnScope, from?: string, to?: string) => ["returns", scope, "counts", from ?? "", to ?? ""] as const,
  detail: (scope: ReturnScope, id: string) => ["returns", scope, "detail", id] as const,
  refunds: (params: RefundListParams) => ["returns", "admin", "refunds", params] as const,
};

export function returnsQuery(scope: ReturnScope, params: ReturnListParams) {
  return queryOptions({
    queryKey: returnKeys.list(scope, params),
    queryFn: ({ signal }) => callEndpoint(returnsEndpoints.list, { query: params }, { userType: scope, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many returns wait at each step (the figures above the list), one small read per step. */
export const COUNTED_STATUSES = ["requested", "accepted", "received", "refunded"] as const;
export function returnCountsQuery(scope: ReturnScope, startDate?: string, endDate?: string) {
  return queryOptions({
    queryKey: returnKeys.counts(scope, startDate, endDate),
    queryFn: async ({ signal }) => {
      const counts = await Promise.all(
        COUNTED_STATUSES.map((status) =>
          callEndpoint(returnsEndpoints.list, { query: { status, startDate, endDate, page: 1, limit: 1 } }, { userType: scope, signal }).then((p) => p.count),
        ),
      );
      return Object.fromEntries(COUNTED_STATUSES.map((s, i) => [s, counts[i]])) as Record<(typeof COUNTED_STATUSES)[number], number>;
    },
    placeholderData: keepPreviousData,
  });
}

export function returnQuery(scope: ReturnScope, id: string) {
  return queryOptions({
    queryKey: returnKeys.detail(scope, id),
    queryFn: ({ signal }) => callEndpoint(returnsEndpoints.get, { params: { id } }, { userType: scope, signal }),
  });
}

export function refundRequestsQuery(params: RefundListParams) {
  return queryOptions({
    queryKey: returnKeys.refunds(params),
    queryFn: ({ signal }) => callEndpoint(returnsEndpoints.refundRequests, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}

/** The customer's order (its items, status and returns); the key is the orders feature's, handed in by the page. */
export function customerOrderQuery(queryKey: readonly unknown[], id: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.customerOrderInfo, { params: { id } }, { userType: "customer", signal }),
  });
}
