import type { couponsEndpoints, giftcardsEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { cartKeys } from "./cart-count.queries";

// The coupon and gift card boxes' reads, named by route only (no zod); loaded with the boxes.
const customerCoupons = endpointRoute<typeof couponsEndpoints.forCustomers>({ method: "POST", path: "/coupon/getallcoupons/customers", auth: "public" });
const appliedGiftCards = endpointRoute<typeof giftcardsEndpoints.applied>({ method: "GET", path: "/giftcards/applied", auth: "signed-in" });

/** Running coupons of the cart's stores; requested only when both lists are non-empty (spec §5). */
export function customerCouponsQuery(storeIds: string[], productIds: string[]) {
  return queryOptions({
    queryKey: cartKeys.couponList(storeIds, productIds),
    queryFn: ({ signal }) => callEndpoint(customerCoupons, { body: { storeIds, productIds } }, { userType: "customer", signal }),
    enabled: storeIds.length > 0 && productIds.length > 0,
  });
}

export function appliedGiftCardsQuery() {
  return queryOptions({
    queryKey: cartKeys.giftCards(),
    queryFn: ({ signal }) => callEndpoint(appliedGiftCards, {}, { userType: "customer", signal }),
  });
}
