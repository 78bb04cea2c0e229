import { AdminHealthScreen } from "../../features/sellerhealth";

export const meta = () => [{ title: "Seller health · Bitmarte admin" }];

export default function AdminSellerHealthPage() {
  return <AdminHealthScreen />;
}
