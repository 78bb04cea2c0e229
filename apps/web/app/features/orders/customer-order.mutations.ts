import type { checkoutEndpoints, Order, ordersEndpoints } from "@bitmarte/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { orderKeys } from "./order-keys";

// The customer's order page changes, named by route only (no zod, as the page's reads).
const updateStatus = endpointRoute<typeof ordersEndpoints.updateStatus>({ method: "PATCH", path: "/ordertracking/update-order-status/:id", auth: "signed-in" });
const verifyTransaction = endpointRoute<typeof checkoutEndpoints.verifyTransaction>({ method: "POST", path: "/transactions/customer/transaction", auth: "signed-in" });

const customer = { userType: "customer" } as const;

/** The answered order replaces the cached one; every list and move set refreshes (as orders.mutations.ts does). */
function settle(queryClient: QueryClient, order: Order | null, orderId: string) {
  if (order) queryClient.setQueryData(orderKeys.customerInfo(orderId), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** The customer cancels an order the store has not accepted yet, with a reason the store reads. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => callEndpointEnvelope(updateStatus, { params: { id: orderId }, body: { status: "cancelled", reason } }, customer),
    onSuccess: ({ data }) => settle(queryClient, data, orderId),
  });
}

/** An order still awaiting its payment: ask the payment provider again instead of waiting. */
export function useCheckOrderPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => callEndpointEnvelope(verifyTransaction, { body: { reference } }, customer),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.customerInfo(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
