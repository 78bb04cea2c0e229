import type { AddToCartBody, cartEndpoints, IDEMPOTENCY_KEY_HEADER } from "@bitmarte/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { cartKeys } from "./cart-count.queries";

// Adding to the cart, without zod (the product page's button); cart.mutations.ts re-exports it.

const addToCart = endpointRoute<typeof cartEndpoints.add>({ method: "POST", path: "/cart/add-cart", auth: "signed-in" });
const IDEMPOTENCY_KEY: typeof IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Adding or removing an item changes the cart and every store's parcel, so both are read again (spec §4). */
export function refetchCartAndShipping(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: ["cart", "shipping-fee"] });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddToCartBody) => {
      // One key per tap: a call lost on a flaky connection is sent again with the same key, and the
      // server answers the first result instead of adding the item twice.
      const headers = { [IDEMPOTENCY_KEY]: crypto.randomUUID() };
      for (let attempt = 1; ; attempt++) {
        try {
          return await callEndpointEnvelope(addToCart, { body }, { userType: "customer", headers });
        } catch (err) {
          if (!(err instanceof ApiError) || err.code !== "NETWORK_ERROR" || attempt >= 3) throw err;
        }
      }
    },
    onSuccess: () => refetchCartAndShipping(queryClient),
  });
}
