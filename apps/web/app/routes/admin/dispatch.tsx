import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { DispatchScreen } from "../../features/orders/staff";

export const meta = () => [{ title: "Dispatch · Bitmarte admin" }];

export default function DispatchPage() {
  return (
    <SectionGate area="admin" slug="dispatch" user={useSessionUser()}>
      <DispatchScreen />
    </SectionGate>
  );
}
