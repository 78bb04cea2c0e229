import type { cartEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { refetchCartAndShipping } from "./add-to-cart.mutation";

// Adding to the cart lives in the zod-free add-to-cart.mutation.ts (the product page's button); coupons and
// gift cards in cart-codes.mutations.ts, loaded with their boxes once the cart is drawn.
export { useAddToCart } from "./add-to-cart.mutation";

// Named by route only: the cart page draws with ui/light and carries no zod.
const updateCartItem = endpointRoute<typeof cartEndpoints.update>({ method: "PATCH", path: "/cart/update-cart", auth: "signed-in" });
const removeCartItem = endpointRoute<typeof cartEndpoints.remove>({ method: "DELETE", path: "/cart/remove-cart", auth: "signed-in" });

const customer = { userType: "customer" } as const;

export interface CartItemChange {
  cartItemId: string;
  quantity?: number;
  selected?: boolean;
}

/** Quantity (increment / decrement) or selection of one item. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartItemChange) => callEndpointEnvelope(updateCartItem, { body: change }, customer),
    onSuccess: () => refetchCartAndShipping(queryClient),
  });
}

/** Selects or deselects several items at once (a whole store). */
export function useSelectCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cartItemIds, selected }: { cartItemIds: string[]; selected: boolean }) => {
      for (const cartItemId of cartItemIds) {
        await callEndpointEnvelope(updateCartItem, { body: { cartItemId, selected } }, customer);
      }
    },
    onSettled: () => refetchCartAndShipping(queryClient),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: string) => callEndpointEnvelope(removeCartItem, { body: { cartItemId } }, customer),
    onSuccess: () => refetchCartAndShipping(queryClient),
  });
}
