import type { cartEndpoints } from "@bitmarte/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";

// The cart's keys and the cart query, without zod: the header's cart button on every storefront page
// loads this file. cart.queries.ts re-exports both for the cart and checkout pages.

const getCart = endpointRoute<typeof cartEndpoints.get>({ method: "GET", path: "/cart/get-cart", auth: "signed-in" });

export const cartKeys = {
  all: ["cart"] as const,
  cart: () => ["cart", "items"] as const,
  shippingFee: (addressId: string | null) => ["cart", "shipping-fee", addressId] as const,
  coupons: () => ["cart", "coupons"] as const,
  couponList: (storeIds: string[], productIds: string[]) => ["cart", "coupons", { storeIds, productIds }] as const,
  giftCards: () => ["cart", "gift-cards"] as const,
};

/** GET /cart/get-cart: every figure is the server's. */
export function cartQuery() {
  return queryOptions({
    queryKey: cartKeys.cart(),
    queryFn: async ({ signal }) => (await callEndpoint(getCart, {}, { userType: "customer", signal })).cartItemsData,
  });
}
