import type { cartEndpoints } from "@bitmarte/contracts";
import { SHIPPING_FEE_STALE_MS } from "@bitmarte/contracts/light";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { cartKeys } from "./cart-count.queries";

// The keys and the cart query live in the zod-free cart-count.queries.ts (the header's cart button on every
// storefront page); the coupon offers and applied gift cards in cart-codes.queries.ts (with their boxes).
export { cartKeys, cartQuery } from "./cart-count.queries";

// Named by route only: the cart page draws with ui/light and carries no zod.
const shippingFee = endpointRoute<typeof cartEndpoints.shippingFee>({ method: "GET", path: "/shippingfees/calculate-shipping-fee", auth: "signed-in" });

/** Shipping fee per store of the selected items to an address; runs only when an address is chosen (spec §5). */
export function shippingFeeQuery(addressId: string | null) {
  return queryOptions({
    queryKey: cartKeys.shippingFee(addressId),
    queryFn: ({ signal }) => callEndpoint(shippingFee, { query: { addressId: addressId ?? "" } }, { userType: "customer", signal }),
    enabled: !!addressId,
    staleTime: SHIPPING_FEE_STALE_MS,
  });
}
