import { useSessionUser } from "../../features/auth";
import { canOpenSection, SectionGate } from "../../features/dashboard";
import { ControlTower } from "../../features/orders/staff";

export const meta = () => [{ title: "Control tower · Bitmarte admin" }];

export default function ControlTowerPage() {
  const user = useSessionUser();
  return (
    <SectionGate area="admin" slug="control-tower" user={user}>
      <ControlTower ordersListTo={canOpenSection("admin", user, "orders") ? "/admin/orders" : undefined} />
    </SectionGate>
  );
}
