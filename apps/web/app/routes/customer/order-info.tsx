import type { Order } from "@bitmarte/contracts";
import { lazy, Suspense, useEffect } from "react";
import { RequireSessionLight } from "../../features/auth/require-session-light";
// Straight from their modules: the barrels also name the staff's screens (Mantine).
import { CustomerOrderPage } from "../../features/orders/customer-order-page";
import { orderKeys } from "../../features/orders/order-keys";
import { AREAS } from "../../lib/areas";
import type { Route } from "./+types/order-info";

export const meta = () => [{ title: "Order · Bitmarte" }];

// Returns and reviews load with the order's own drawing, not in the page's first scripts.
const returnsPart = () => import("../../features/returns/customer-order-returns");
const reviewsPart = () => import("../../features/reviews/customer-order-reviews");
const OrderReturns = lazy(() => returnsPart().then((m) => ({ default: m.CustomerOrderReturns })));
const OrderReviews = lazy(() => reviewsPart().then((m) => ({ default: m.CustomerOrderReviews })));
/** What a return or a review changes: the order and the order lists. */
const REFRESH = [orderKeys.all];

function afterItems(order: Order) {
  return (
    <Suspense fallback={null}>
      <OrderReturns order={order} refreshKeys={REFRESH} />
      <OrderReviews order={order} refreshKeys={REFRESH} />
    </Suspense>
  );
}

export default function OrderInfoPage({ params }: Route.ComponentProps) {
  useEffect(() => {
    void returnsPart();
    void reviewsPart();
  }, []);
  return <RequireSessionLight area={AREAS.customer}>{() => <CustomerOrderPage id={params.id} afterItems={afterItems} />}</RequireSessionLight>;
}
