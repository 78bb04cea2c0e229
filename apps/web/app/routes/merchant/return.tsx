import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { canWriteReturns, ReturnDetail } from "../../features/returns/staff";
import type { Route } from "./+types/return";

export const meta = () => [{ title: "Return · Bitmarte merchant" }];

export default function MerchantReturnPage({ params }: Route.ComponentProps) {
  const user = useSessionUser();
  return (
    <SectionGate area="merchant" slug="returns" user={user}>
      <ReturnDetail scope="merchant" id={params.id} backTo="/merchant/returns" canWrite={canWriteReturns(user)} />
    </SectionGate>
  );
}
