import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { ControlTower } from "../../features/orders/staff";

export const meta = () => [{ title: "Control tower · Bitmarte admin" }];

export default function ControlTowerPage() {
  const user = useSessionUser();
  return (
    <SectionGate area="admin" slug="control-tower" user={user}>
      <ControlTower canEditSettings={user.role === "admin" || user.role === "superadmin"} />
    </SectionGate>
  );
}
