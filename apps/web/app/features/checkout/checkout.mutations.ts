import { cartEndpoints, checkoutEndpoints, type CreateOrderBody, type CreateOrderResult, IDEMPOTENCY_KEY_HEADER, MESSAGES, ordersEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint } from "../../lib/api-client";
import { clearAttempt, loadAttempt, nextAttempt, newIdempotencyKey, saveAttempt, attemptFingerprint } from "./checkout-attempt";

/** Places one order per store and starts the payment; the same order retried reuses its Idempotency-Key. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrderBody): Promise<CreateOrderResult> => {
      const attempt = nextAttempt(loadAttempt(), attemptFingerprint(body), newIdempotencyKey);
      saveAttempt(attempt);
      const result = await callEndpoint(checkoutEndpoints.createOrder, { body }, { userType: "customer", headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.key } });
      if (!result || result.orders.length === 0) {
        throw new ApiError({ message: MESSAGES.createOrderFailed, code: "BAD_RESPONSE", status: 200 });
      }
      clearAttempt();
      return result;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["cart"] });
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    },
  });
}

/**
 * After a failed or abandoned payment the server cancels that checkout's orders and releases their stock; the
 * items left the cart when the order was placed. This puts the same items back so the customer can try again.
 */
export function useRestoreCheckoutItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderName: string) => {
      const customer = { userType: "customer" } as const;
      const page = await callEndpoint(ordersEndpoints.customerOrders, { query: { limit: 50 } }, customer);
      const orders = page.rows.filter((o) => o.orderName === orderName);
      if (orders.length === 0) throw new ApiError({ message: MESSAGES.loadOrdersFailed, code: "NOT_FOUND", status: 404 });
      for (const summary of orders) {
        const order = await callEndpoint(ordersEndpoints.customerOrderInfo, { params: { id: summary.id } }, customer);
        for (const item of order.orderItems) {
          await callEndpoint(
            cartEndpoints.add,
            { body: { productId: item.productId, variantId: item.productVariants?.id, quantity: item.quantity } },
            customer,
          );
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["cart"] }),
  });
}
