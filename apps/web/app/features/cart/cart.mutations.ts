import {
  type AddToCartBody,
  cartEndpoints,
  couponsEndpoints,
  giftcardsEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
} from "@bitmarte/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpointEnvelope } from "../../lib/api-client";
import { cartKeys } from "./cart.queries";

const customer = { userType: "customer" } as const;

/** Adding or removing an item changes the cart and every store's parcel, so both are read again (spec §4). */
function refetchCartAndShipping(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: ["cart", "shipping-fee"] });
}

/** A coupon or gift card change touches the cart's figures, the offers and the applied cards (spec §4). */
function refetchCartCouponsAndGiftCards(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.coupons() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.giftCards() });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddToCartBody) => {
      // One key per tap: a call lost on a flaky connection is sent again with the same key, and the
      // server answers the first result instead of adding the item twice.
      const headers = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
      for (let attempt = 1; ; attempt++) {
        try {
          return await callEndpointEnvelope(cartEndpoints.add, { body }, { ...customer, headers });
        } catch (err) {
          if (!(err instanceof ApiError) || err.code !== "NETWORK_ERROR" || attempt >= 3) throw err;
        }
      }
    },
    onSuccess: () => refetchCartAndShipping(queryClient),
  });
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
