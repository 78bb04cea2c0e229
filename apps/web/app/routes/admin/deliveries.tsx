import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { FieldOrdersScreen } from "../../features/orders/staff";

export const meta = () => [{ title: "My deliveries · Bitmarte" }];

export default function DeliveriesPage() {
  return (
    <SectionGate area="admin" slug="deliveries" user={useSessionUser()}>
      <FieldOrdersScreen scope="dispatcher" />
    </SectionGate>
  );
}
