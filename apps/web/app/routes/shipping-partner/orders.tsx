import { FieldOrdersScreen } from "../../features/orders";

export const meta = () => [{ title: "Assigned orders · Shipping partner · Bitmarte" }];

export default function ShippingPartnerOrders() {
  return <FieldOrdersScreen scope="partner" />;
}
