import { logisticsEndpoints, type OrderStatusCode, ordersEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import type { UserType } from "../../lib/session";
import type { OrderScope } from "./order-actions";
import { type AdminOrderListParams, type ListScope, orderKeys } from "./order-keys";

export { customerOrdersQuery } from "./customer-orders.queries";
export { type AdminOrderListParams, type CustomerOrdersParams, type ListScope, orderKeys, type OrderListParams } from "./order-keys";

/** Whose token each scope sends: dispatchers and schedulers sign in as admins. */
export const SCOPE_USER_TYPE: Record<OrderScope, UserType> = {
  customer: "customer",
  merchant: "merchant",
  admin: "admin",
  dispatcher: "admin",
  partner: "partner",
};


function fetchList(scope: ListScope, params: AdminOrderListParams, signal?: AbortSignal) {
  const { merchantId, customerId, assigned, late, ...common } = params;
  switch (scope) {
    case "merchant":
      return callEndpoint(ordersEndpoints.merchantOrders, { query: common }, { userType: "merchant", signal });
    case "dispatcher":
      return callEndpoint(ordersEndpoints.dispatcherOrders, { query: common }, { userType: "admin", signal });
    case "partner":
      return callEndpoint(ordersEndpoints.partnerOrders, { query: common }, { userType: "partner", signal });
    case "admin":
      return callEndpoint(ordersEndpoints.adminOrders, { query: { ...common, merchantId, customerId, assigned, late } }, { userType: "admin", signal });
  }
}

/** A page of orders for a merchant, admin, dispatcher or shipping partner. */
export function ordersQuery(scope: ListScope, params: AdminOrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(scope, params),
    queryFn: ({ signal }) => fetchList(scope, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The operations board: counts per status and the late orders, worst first. */
export function boardQuery() {
  return queryOptions({
    queryKey: orderKeys.board(),
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.adminBoard, {}, { userType: "admin", signal }),
  });
}

/** Return window and late thresholds (admins). */
export function settingsQuery() {
  return queryOptions({
    queryKey: orderKeys.settings(),
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.settings, {}, { userType: "admin", signal }),
    staleTime: 5 * 60_000,
  });
}

function fetchOne(scope: OrderScope, id: string, signal?: AbortSignal) {
  switch (scope) {
    case "customer":
      return callEndpoint(ordersEndpoints.customerOrderInfo, { params: { id } }, { userType: "customer", signal });
    case "merchant":
      return callEndpoint(ordersEndpoints.merchantOrder, { params: { id } }, { userType: "merchant", signal });
    case "admin":
      return callEndpoint(ordersEndpoints.adminOrder, { params: { id } }, { userType: "admin", signal });
    case "dispatcher":
      return callEndpoint(ordersEndpoints.dispatcherOrder, { params: { id } }, { userType: "admin", signal });
    case "partner":
      return callEndpoint(ordersEndpoints.partnerOrder, { params: { id } }, { userType: "partner", signal });
  }
}

export function orderQuery(scope: OrderScope, id: string) {
  return queryOptions({
    queryKey: scope === "customer" ? orderKeys.customerInfo(id) : orderKeys.detail(scope, id),
    queryFn: ({ signal }) => fetchOne(scope, id, signal),
  });
}

/** The moves the caller may make on the order now. */
export function orderStatusesQuery(scope: OrderScope, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.statuses(scope, orderId),
    queryFn: ({ signal }) =>
      callEndpoint(ordersEndpoints.statuses, { query: { orderId } }, { userType: SCOPE_USER_TYPE[scope], signal }),
    staleTime: 0,
  });
}

/** Store pickup and customer delivery details (merchant, admin, dispatcher, partner). */
export function shippingDetailsQuery(scope: ListScope, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.shipping(scope, orderId),
    queryFn: ({ signal }) =>
      callEndpoint(ordersEndpoints.shippingDetails, { params: { orderId } }, { userType: SCOPE_USER_TYPE[scope], signal }),
  });
}

/** Dispatchers with their number of active orders (admins and schedulers). */
export function dispatchersQuery() {
  return queryOptions({
    queryKey: orderKeys.dispatchers(),
    queryFn: ({ signal }) => callEndpoint(ordersEndpoints.dispatchers, {}, { userType: "admin", signal }),
    staleTime: 10_000,
  });
}

/** Approved shipping partners to assign orders to. */
export function approvedPartnersQuery() {
  return queryOptions({
    queryKey: orderKeys.partners(),
    queryFn: ({ signal }) =>
      callEndpoint(logisticsEndpoints.partners, { query: { status: "approved", limit: 100 } }, { userType: "admin", signal }),
  });
}

/** The counts per status a merchant or admin page carries (dispatcher and partner pages have none). */
export function statusCountsOf(page: { rows: unknown[]; count: number } | undefined): Partial<Record<OrderStatusCode, number>> | undefined {
  if (!page || !("statusCounts" in page)) return undefined;
  return page.statusCounts as Partial<Record<OrderStatusCode, number>>;
}
