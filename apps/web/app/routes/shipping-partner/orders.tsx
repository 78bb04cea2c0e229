import { FieldOrdersScreen } from "../../features/orders/staff";

export const meta = () => [{ title: "Assigned orders · Shipping partner · Bitmarte" }];

export default function ShippingPartnerOrders() {
  return <FieldOrdersScreen scope="partner" />;
}
