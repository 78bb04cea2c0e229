import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { OrderScreen } from "../../features/orders/staff";
import type { Route } from "./+types/delivery";

export const meta = () => [{ title: "Delivery · Bitmarte" }];

export default function DeliveryPage({ params }: Route.ComponentProps) {
  return (
    <SectionGate area="admin" slug="deliveries" user={useSessionUser()}>
      <OrderScreen scope="dispatcher" id={params.id} backTo="/admin/deliveries" backLabel="My deliveries" />
    </SectionGate>
  );
}
