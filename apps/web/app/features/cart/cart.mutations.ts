import {
  cartEndpoints,
  couponsEndpoints,
  giftcardsEndpoints,
  MESSAGES,
} from "@bitmarte/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { refetchCartAndShipping } from "./add-to-cart.mutation";
import { cartKeys } from "./cart.queries";

// Adding to the cart lives in the zod-free add-to-cart.mutation.ts (the product page's button).
export { useAddToCart } from "./add-to-cart.mutation";

const customer = { userType: "customer" } as const;

/** A coupon or gift card change touches the cart's figures, the offers and the applied cards (spec §4). */
function refetchCartCouponsAndGiftCards(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.coupons() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.giftCards() });
}

export interface CartItemChange {
  cartItemId: string;
  quantity?: number;
  selected?: boolean;
}

/** Quantity (increment / decrement) or selection of one item. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CartItemChange) => callEndpointEnvelope(cartEndpoints.update, { body: change }, customer),
    onSuccess: () => refetchCartAndShipping(queryClient),
  });
}

/** Selects or deselects several items at once (a whole store). */
export function useSelectCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cartItemIds, selected }: { cartItemIds: string[]; selected: boolean }) => {
      for (const cartItemId of cartItemIds) {
        await callEndpointEnvelope(cartEndpoints.update, { body: { cartItemId, selected } }, customer);
      }
    },
    onSettled: () => refetchCartAndShipping(queryClient),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartItemId: string) => callEndpointEnvelope(cartEndpoints.remove, { body: { cartItemId } }, customer),
    onSuccess: () => refetchCartAndShipping(queryClient),
  });
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const result = await callEndpointEnvelope(couponsEndpoints.apply, { body: { code } }, customer);
      return { ...result, message: MESSAGES.couponApplied };
    },
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}

/** Checks a code without applying it, to say why it does not apply. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(couponsEndpoints.validate, { body: { code } }, customer),
  });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(couponsEndpoints.removeApplied, { params: { code } }, customer),
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}

export function useApplyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(giftcardsEndpoints.apply, { body: { code } }, customer),
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}

export function useRemoveGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(giftcardsEndpoints.unapply, { params: { code } }, customer),
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}
