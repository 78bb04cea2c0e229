import type { couponsEndpoints, giftcardsEndpoints } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope, endpointRoute } from "../../lib/api-client";
import { cartKeys } from "./cart-count.queries";

// The coupon and gift card boxes' calls, named by route only (no zod); loaded with the boxes, after the cart is drawn.
const applyCoupon = endpointRoute<typeof couponsEndpoints.apply>({ method: "POST", path: "/applycoupon/apply-coupon", auth: "signed-in" });
const validateCoupon = endpointRoute<typeof couponsEndpoints.validate>({ method: "POST", path: "/coupons/validate-coupon", auth: "signed-in" });
const removeCoupon = endpointRoute<typeof couponsEndpoints.removeApplied>({ method: "DELETE", path: "/applycoupon/remove-coupon/:code", auth: "signed-in" });
const applyGiftCard = endpointRoute<typeof giftcardsEndpoints.apply>({ method: "POST", path: "/giftcards/apply", auth: "signed-in" });
const unapplyGiftCard = endpointRoute<typeof giftcardsEndpoints.unapply>({ method: "DELETE", path: "/giftcards/apply/:code", auth: "signed-in" });

const customer = { userType: "customer" } as const;

/** A coupon or gift card change touches the cart's figures, the offers and the applied cards (spec §4). */
function refetchCartCouponsAndGiftCards(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.coupons() });
  void queryClient.invalidateQueries({ queryKey: cartKeys.giftCards() });
}

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const result = await callEndpointEnvelope(applyCoupon, { body: { code } }, customer);
      return { ...result, message: MESSAGES.couponApplied };
    },
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}

/** Checks a code without applying it, to say why it does not apply. */
export function useValidateCoupon() {
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(validateCoupon, { body: { code } }, customer),
  });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(removeCoupon, { params: { code } }, customer),
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}

export function useApplyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(applyGiftCard, { body: { code } }, customer),
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}

export function useRemoveGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpointEnvelope(unapplyGiftCard, { params: { code } }, customer),
    onSuccess: () => refetchCartCouponsAndGiftCards(queryClient),
  });
}
