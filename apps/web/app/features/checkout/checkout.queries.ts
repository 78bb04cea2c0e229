import type { checkoutEndpoints, OrderSummary, ordersEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

// The payment return page's reads and the order's (the checkout page's first reads are in checkout-summary.queries.ts).
// Named by route only: no zod.
const verifyTransaction = endpointRoute<typeof checkoutEndpoints.verifyTransaction>({ method: "POST", path: "/transactions/customer/transaction", auth: "signed-in" });
export const customerOrders = endpointRoute<typeof ordersEndpoints.customerOrders>({ method: "GET", path: "/ordertracking/customer/orders", auth: "signed-in" });

export const checkoutKeys = {
  all: ["checkout"] as const,
  verification: (reference: string) => ["checkout", "verification", reference] as const,
  ordersOf: (orderName: string) => ["checkout", "orders", orderName] as const,
};

const customer = { userType: "customer" } as const;

/** Verifies the payment with the provider by reference (idempotent on the server). */
export function paymentVerificationQuery(reference: string) {
  return queryOptions({
    queryKey: checkoutKeys.verification(reference),
    queryFn: ({ signal }) => callEndpoint(verifyTransaction, { body: { reference } }, { ...customer, signal }),
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
      const page = await callEndpoint(customerOrders, { query: { limit: 50 } }, { ...customer, signal });
      return page.rows.filter((o) => o.orderName === orderName).sort(byPartNumber);
    },
    enabled: !!orderName,
  });
}
