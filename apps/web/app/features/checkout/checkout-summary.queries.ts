import type { cartEndpoints, checkoutEndpoints } from "@bitmarte/contracts";
import { SHIPPING_FEE_STALE_MS } from "@bitmarte/contracts/light";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

// The checkout page's first reads, apart from the payment return page's (checkout.queries.ts) so the page's
// first scripts carry only these. Named by route only: the page draws with ui/light and carries no zod.
const simulateOrder = endpointRoute<typeof checkoutEndpoints.simulateOrder>({ method: "POST", path: "/ordertracking/simulate-order", auth: "signed-in" });
const shippingFee = endpointRoute<typeof cartEndpoints.shippingFee>({ method: "GET", path: "/shippingfees/calculate-shipping-fee", auth: "signed-in" });

export const checkoutSummaryKeys = {
  all: ["checkout"] as const,
  summary: (addressId: string | null) => ["checkout", "summary", addressId] as const,
  /** The cart's own key for the same read: cart changes (which invalidate ["cart", …]) refresh it here too. */
  shippingFee: (addressId: string | null) => ["cart", "shipping-fee", addressId] as const,
};

const customer = { userType: "customer" } as const;

/** simulate-order: the checkout's figures for the selected items; nothing is written. */
export function checkoutSummaryQuery(addressId: string | null) {
  return queryOptions({
    queryKey: checkoutSummaryKeys.summary(addressId),
    queryFn: ({ signal }) => callEndpoint(simulateOrder, { body: { addressId: addressId ?? "" } }, { ...customer, signal }),
    enabled: !!addressId,
    staleTime: 0,
  });
}

/** The shipping fee per store; runs only once an address is chosen (spec §5) and stays fresh 60 s (spec §9). */
export function checkoutShippingFeeQuery(addressId: string | null) {
  return queryOptions({
    queryKey: checkoutSummaryKeys.shippingFee(addressId),
    queryFn: ({ signal }) => callEndpoint(shippingFee, { query: { addressId: addressId ?? "" } }, { ...customer, signal }),
    enabled: !!addressId,
    staleTime: SHIPPING_FEE_STALE_MS,
  });
}
