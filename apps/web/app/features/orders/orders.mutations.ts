import { type FulfilmentSettings, type Order, ordersEndpoints } from "@bitmarte/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import type { OrderScope, StatusMoveCode } from "./order-actions";
import { orderKeys, SCOPE_USER_TYPE } from "./orders.queries";

/** After a change: the answered order replaces the cached one, and every list and move set refreshes. */
function settle(queryClient: QueryClient, scope: OrderScope, order: Order | null, orderId: string) {
  if (order) queryClient.setQueryData(scope === "customer" ? orderKeys.customerInfo(orderId) : orderKeys.detail(scope, orderId), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

export interface StatusMoveInput {
  orderId: string;
  status: StatusMoveCode | "cancelled";
  reason?: string;
}

/** Moves an order along the machine: PATCH update-order-status, or the partner's own status endpoint. */
export function useMoveOrder(scope: OrderScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status, reason }: StatusMoveInput) => {
      if (scope === "partner" && (status === "3pl_accepted" || status === "picked_up" || status === "in_transit")) {
        return callEndpointEnvelope(ordersEndpoints.partnerStatus, { params: { id: orderId }, body: { status } }, { userType: "partner" });
      }
      return callEndpointEnvelope(
        ordersEndpoints.updateStatus,
        { params: { id: orderId }, body: reason ? { status, reason } : { status } },
        { userType: SCOPE_USER_TYPE[scope] },
      );
    },
    onSuccess: ({ data }, { orderId }) => settle(queryClient, scope, data, orderId),
  });
}

/** A shipping partner declines an assigned order (it goes back to ready to ship, unassigned). */
export function useDeclineOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      callEndpointEnvelope(ordersEndpoints.partnerDecline, { params: { id: orderId }, body: { reason } }, { userType: "partner" }),
    onSuccess: ({ data }, { orderId }) => settle(queryClient, "partner", data, orderId),
  });
}

/** Delivers an order with the customer's 6-digit token (dispatcher or shipping partner). */
export function useDeliverWithToken(scope: "dispatcher" | "partner" | "admin") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, token, evidence = [] }: { orderId: string; token: string; evidence?: string[] }) =>
      callEndpointEnvelope(
        ordersEndpoints.convertToken,
        { params: { orderId }, body: { token, ...(evidence.length ? { shippingEvidence: evidence } : {}) } },
        { userType: SCOPE_USER_TYPE[scope] },
      ),
    onSuccess: ({ data }, { orderId }) => settle(queryClient, scope, data, orderId),
  });
}

export type AssignInput =
  | { orderId: string; to: "bitmarte" }
  | { orderId: string; to: "partner"; partnerId: string }
  | { orderId: string; to: "dispatcher"; dispatcherId: string };

function assign(input: AssignInput) {
  const params = { orderId: input.orderId };
  switch (input.to) {
    case "bitmarte":
      return callEndpointEnvelope(ordersEndpoints.assignToBitmarte, { params }, { userType: "admin" });
    case "partner":
      return callEndpointEnvelope(ordersEndpoints.assignToPartner, { params, body: { partnerId: input.partnerId } }, { userType: "admin" });
    case "dispatcher":
      return callEndpointEnvelope(ordersEndpoints.assignToDispatcher, { params, body: { dispatcherId: input.dispatcherId } }, { userType: "admin" });
  }
}

/** Admin (or scheduler, for dispatchers): assign an order to the platform, a shipping partner or a dispatcher. */
export function useAssignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assign,
    onSuccess: ({ data }, { orderId }) => settle(queryClient, "admin", data, orderId),
  });
}

export interface BulkAssignResult {
  assigned: string[];
  failed: { orderId: string; message: string }[];
}

/** Assigns several orders to one dispatcher, one call each; a failure does not stop the rest. */
export function useBulkAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderIds, dispatcherId }: { orderIds: string[]; dispatcherId: string }): Promise<BulkAssignResult> => {
      const result: BulkAssignResult = { assigned: [], failed: [] };
      for (const orderId of orderIds) {
        try {
          await assign({ orderId, to: "dispatcher", dispatcherId });
          result.assigned.push(orderId);
        } catch (error) {
          result.failed.push({ orderId, message: error instanceof Error ? error.message : "Failed" });
        }
      }
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Admin: a new delivery token, mailed to the customer (the answer never holds it). */
export function useRegenerateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callEndpointEnvelope(ordersEndpoints.updateToken, { query: { orderId } }, { userType: "admin" }),
    onSuccess: (_, orderId) => queryClient.invalidateQueries({ queryKey: orderKeys.detail("admin", orderId) }),
  });
}

/** Admin or dispatcher: the phone number the customer can call about the delivery. */
export function useSetDispatcherPhone(scope: "admin" | "dispatcher") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, phone }: { orderId: string; phone: string }) =>
      callEndpointEnvelope(ordersEndpoints.dispatcherPhone, { params: { orderId }, body: { dispatchPhoneNumber: phone } }, { userType: "admin" }),
    onSuccess: ({ data }, { orderId }) => settle(queryClient, scope, data, orderId),
  });
}

/** Admin: the return window and the late thresholds. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<FulfilmentSettings>) => callEndpointEnvelope(ordersEndpoints.updateSettings, { body }, { userType: "admin" }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(orderKeys.settings(), data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.board() });
    },
  });
}

