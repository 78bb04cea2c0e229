import { MerchantDetail } from "../../features/stores";
import type { Route } from "./+types/merchant-details";

export const meta = () => [{ title: "Merchant · Bitmarte admin" }];

export default function AdminMerchantDetailsPage({ params }: Route.ComponentProps) {
  return <MerchantDetail key={params.id} merchantId={params.id} />;
}
