import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { OrderScreen } from "../../features/orders/staff";
import type { Route } from "./+types/order";

export const meta = () => [{ title: "Order · Merchant · Bitmarte" }];

export default function MerchantOrderPage({ params }: Route.ComponentProps) {
  return (
    <SectionGate area="merchant" slug="orders" user={useSessionUser()}>
      <OrderScreen scope="merchant" id={params.id} backTo="/merchant/orders" packingSlipTo={`/merchant/orders/${params.id}/packing-slip`} />
    </SectionGate>
  );
}
