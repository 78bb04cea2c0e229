import { cartEndpoints, checkoutEndpoints, type OrderSummary, ordersEndpoints, SHIPPING_FEE_STALE_MS } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export const checkoutKeys = {
  all: ["checkout"] as const,
  summary: (addressId: string | null) => ["checkout", "summary", addressId] as const,
  /** The cart's own key for the same read: cart changes (which invalidate ["cart", …]) refresh it here too. */
  shippingFee: (addressId: string | null) => ["cart", "shipping-fee", addressId] as const,
  verification: (reference: string) => ["checkout", "verification", reference] as const,
  ordersOf: (orderName: string) => ["checkout", "orders", orderName] as const,
};

const customer = { userType: "customer" } as const;

/** simulate-order: the checkout's figures for the selected items; nothing is written. */
export function checkoutSummaryQuery(addressId: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.summary(addressId),
    queryFn: ({ signal }) => callEndpoint(checkoutEndpoints.simulateOrder, { body: { addressId: addressId ?? "" } }, { ...customer, signal }),
    enabled: !!addressId,
    staleTime: 0,
  });
}

/** The shipping fee per store; runs only once an address is chosen (spec §5) and stays fresh 60 s (spec §9). */
export function checkoutShippingFeeQuery(addressId: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.shippingFee(addressId),
    queryFn: ({ signal }) => callEndpoint(cartEndpoints.shippingFee, { query: { addressId: addressId ?? "" } }, { ...customer, signal }),
    enabled: !!addressId,
    staleTime: SHIPPING_FEE_STALE_MS,
  });
}

/** Verifies the payment with the provider by reference (idempotent on the server). */
export function paymentVerificationQuery(reference: string) {
  return queryOptions({
    queryKey: checkoutKeys.verification(reference),
    queryFn: ({ signal }) => callEndpoint(checkoutEndpoints.verifyTransaction, { body: { reference } }, { ...customer, signal }),
    enabled: reference.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Store parts in their checkout order: part 2 before part 10. */
export function byPartNumber(a: Pick<OrderSummary, "orderNumber">, b: Pick<OrderSummary, "orderNumber">): number {
  return a.orderNumber.length - b.orderNumber.length || a.orderNumber.localeCompare(b.orderNumber);
}

/** The per-store orders of one checkout (they share the order name, each has its own number), part 1 first. */
export function ordersOfCheckoutQuery(orderName: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.ordersOf(orderName ?? ""),
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(ordersEndpoints.customerOrders, { query: { limit: 50 } }, { ...customer, signal });
      return page.rows.filter((o) => o.orderName === orderName).sort(byPartNumber);
    },
    enabled: !!orderName,
  });
}
