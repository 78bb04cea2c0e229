import { useSessionUser } from "../../features/auth";
import { DashboardHome, merchantSections } from "../../features/dashboard";

export const meta = () => [{ title: "Merchant dashboard · Bitmarte" }];

export default function MerchantDashboard() {
  const user = useSessionUser();
  const store = user.storeName ? `${user.storeName} · ` : "";
  return (
    <DashboardHome
      title={`Welcome, ${user.firstName}`}
      description={`${store}Everything you need to run your store will live here.`}
      base="/merchant"
      sections={merchantSections(user)}
    />
  );
}
