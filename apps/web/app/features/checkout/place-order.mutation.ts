import type { CreateOrderBody, CreateOrderResult, checkoutEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint, endpointRoute } from "../../lib/api-client";
import { attemptFingerprint, clearAttempt, loadAttempt, newIdempotencyKey, nextAttempt, saveAttempt } from "./checkout-attempt";
import { CHECKOUT_MESSAGES, IDEMPOTENCY_HEADER } from "./checkout-messages";

// Apart from the payment return page's change (checkout.mutations.ts): the checkout page (ui/light) shares no
// module with that Mantine page. Named by route only: no zod.
const createOrder = endpointRoute<typeof checkoutEndpoints.createOrder>({ method: "POST", path: "/ordertracking/create-order", auth: "signed-in" });

/** Places one order per store and starts the payment; the same order retried reuses its Idempotency-Key. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrderBody): Promise<CreateOrderResult> => {
      const attempt = nextAttempt(loadAttempt(), attemptFingerprint(body), newIdempotencyKey);
      saveAttempt(attempt);
      const result = await callEndpoint(createOrder, { body }, { userType: "customer", headers: { [IDEMPOTENCY_HEADER]: attempt.key } });
      if (!result || result.orders.length === 0) {
        throw new ApiError({ message: CHECKOUT_MESSAGES.createOrderFailed, code: "BAD_RESPONSE", status: 200 });
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

