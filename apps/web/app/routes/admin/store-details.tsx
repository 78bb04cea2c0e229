import { useSessionUser } from "../../features/auth";
import { StoreReview } from "../../features/stores";
import type { Route } from "./+types/store-details";

export const meta = () => [{ title: "Store review · Bitmarte admin" }];

export default function AdminStoreDetailsPage({ params }: Route.ComponentProps) {
  const user = useSessionUser();
  return <StoreReview key={params.merchantId} merchantId={params.merchantId} adminId={user.id} />;
}
