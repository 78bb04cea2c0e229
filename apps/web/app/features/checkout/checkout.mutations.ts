import type { cartEndpoints, ordersEndpoints } from "@bitmarte/contracts";
import { SIGNED_IN_MESSAGES } from "@bitmarte/contracts/signed-in";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callEndpoint, endpointRoute } from "../../lib/api-client";
import { customerOrders } from "./checkout.queries";

// The payment return page's change (placing the order is in place-order.mutation.ts, with the checkout page).
// Named by route only: no zod.
const orderInfo = endpointRoute<typeof ordersEndpoints.customerOrderInfo>({ method: "GET", path: "/ordertracking/customer/order-info/:id", auth: "signed-in" });
const addToCart = endpointRoute<typeof cartEndpoints.add>({ method: "POST", path: "/cart/add-cart", auth: "signed-in" });

/**
 * After a failed or abandoned payment the server cancels that checkout's orders and releases their stock; the
 * items left the cart when the order was placed. This puts the same items back so the customer can try again.
 */
export function useRestoreCheckoutItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderName: string) => {
      const customer = { userType: "customer" } as const;
      const page = await callEndpoint(customerOrders, { query: { limit: 50 } }, customer);
      const orders = page.rows.filter((o) => o.orderName === orderName);
      if (orders.length === 0) throw new ApiError({ message: SIGNED_IN_MESSAGES.loadOrdersFailed, code: "NOT_FOUND", status: 404 });
      for (const summary of orders) {
        const order = await callEndpoint(orderInfo, { params: { id: summary.id } }, customer);
        for (const item of order.orderItems) {
          await callEndpoint(
            addToCart,
            { body: { productId: item.productId, variantId: item.productVariants?.id, quantity: item.quantity } },
            customer,
          );
        }
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["cart"] }),
  });
}
