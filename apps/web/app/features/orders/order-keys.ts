import type { OrderSort, OrderStatusCode } from "@bitmarte/contracts";
import type { OrderScope } from "./order-actions";

// The order lists' filters and the query keys, free of zod: the customer's light My orders page reads them,
// and orders.queries.ts re-exports them so every screen shares the same keys.

export interface CustomerOrdersParams {
  page: number;
  limit: number;
  status?: OrderStatusCode;
  /** Absent: newest first. */
  sort?: OrderSort;
}

/** Filters of the merchant, dispatcher and partner lists (OrderListQuerySchema). */
export interface OrderListParams {
  page: number;
  limit: number;
  status?: OrderStatusCode;
  /** Absent: newest first. */
  sort?: OrderSort;
  search?: string;
  startDate?: string;
  endDate?: string;
}

/** The admin list takes more filters (AdminOrderListQuerySchema). */
export interface AdminOrderListParams extends OrderListParams {
  merchantId?: string;
  customerId?: string;
  assigned?: "bitmarte" | "partner" | "dispatcher" | "none";
  /** Only orders late for their stage. */
  late?: "true";
}

export type ListScope = Exclude<OrderScope, "customer">;

export const orderKeys = {
  all: ["orders"] as const,
  customerList: (params: CustomerOrdersParams) => ["orders", "customer", "list", params] as const,
  customerInfo: (id: string) => ["orders", "customer", "detail", id] as const,
  scope: (scope: OrderScope) => ["orders", scope] as const,
  lists: (scope: OrderScope) => ["orders", scope, "list"] as const,
  list: (scope: ListScope, params: AdminOrderListParams) => ["orders", scope, "list", params] as const,
  detail: (scope: OrderScope, id: string) => ["orders", scope, "detail", id] as const,
  statuses: (scope: OrderScope, id: string) => ["orders", scope, "statuses", id] as const,
  shipping: (scope: OrderScope, id: string) => ["orders", scope, "shipping", id] as const,
  dispatchers: () => ["orders", "dispatchers"] as const,
  partners: () => ["orders", "partners", "approved"] as const,
  board: () => ["orders", "admin", "board"] as const,
  settings: () => ["orders", "settings"] as const,
};
