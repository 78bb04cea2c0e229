import { cartEndpoints, couponsEndpoints, giftcardsEndpoints, SHIPPING_FEE_STALE_MS } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";
import { cartKeys } from "./cart-count.queries";

// The keys and the cart query live in the zod-free cart-count.queries.ts (the header's cart button).
export { cartKeys, cartQuery } from "./cart-count.queries";

/** Shipping fee per store of the selected items to an address; runs only when an address is chosen (spec §5). */
export function shippingFeeQuery(addressId: string | null) {
  return queryOptions({
    queryKey: cartKeys.shippingFee(addressId),
    queryFn: ({ signal }) =>
      callEndpoint(cartEndpoints.shippingFee, { query: { addressId: addressId ?? "" } }, { userType: "customer", signal }),
    enabled: !!addressId,
    staleTime: SHIPPING_FEE_STALE_MS,
  });
}

/** Running coupons of the cart's stores; requested only when both lists are non-empty (spec §5). */
export function customerCouponsQuery(storeIds: string[], productIds: string[]) {
  return queryOptions({
    queryKey: cartKeys.couponList(storeIds, productIds),
    queryFn: ({ signal }) =>
      callEndpoint(couponsEndpoints.forCustomers, { body: { storeIds, productIds } }, { userType: "customer", signal }),
    enabled: storeIds.length > 0 && productIds.length > 0,
  });
}

export function appliedGiftCardsQuery() {
  return queryOptions({
    queryKey: cartKeys.giftCards(),
    queryFn: ({ signal }) => callEndpoint(giftcardsEndpoints.applied, {}, { userType: "customer", signal }),
  });
}
