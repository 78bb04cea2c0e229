import { OrderScreen } from "../../features/orders/staff";
import type { Route } from "./+types/order";

export const meta = () => [{ title: "Order · Shipping partner · Bitmarte" }];

export default function ShippingPartnerOrder({ params }: Route.ComponentProps) {
  return <OrderScreen scope="partner" id={params.id} backTo="/shipping-partner" backLabel="Assigned orders" />;
}
