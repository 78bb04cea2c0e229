import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { PackingSlip } from "../../features/orders/staff";
import type { Route } from "./+types/packing-slip";

export const meta = () => [{ title: "Packing slip · Merchant · Bitmarte" }];

export default function PackingSlipPage({ params }: Route.ComponentProps) {
  return (
    <SectionGate area="merchant" slug="orders" user={useSessionUser()}>
      <PackingSlip id={params.id} backTo={`/merchant/orders/${params.id}`} />
    </SectionGate>
  );
}
