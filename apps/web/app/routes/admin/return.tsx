import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { ReturnDetail } from "../../features/returns/staff";
import type { Route } from "./+types/return";

export const meta = () => [{ title: "Return · Bitmarte admin" }];

export default function AdminReturnPage({ params }: Route.ComponentProps) {
  return (
    <SectionGate area="admin" slug="returns" user={useSessionUser()}>
      <ReturnDetail scope="admin" id={params.id} backTo="/admin/returns" />
    </SectionGate>
  );
}
