import { useSessionUser } from "../../features/auth";
import { DashboardHome, MerchantToday, merchantSections } from "../../features/dashboard";
import { HealthBanner } from "../../features/sellerhealth";

export const meta = () => [{ title: "Merchant dashboard · Bitmarte" }];

export default function MerchantDashboard() {
  const user = useSessionUser();
  return (
    <DashboardHome
      title={`Welcome, ${user.firstName}`}
      description={
        user.storeName
          ? `${user.storeName}: what needs you now, and everything else below.`
          : "What needs you now, and everything else below."
      }
      base="/merchant"
      sections={merchantSections(user)}
    >
      <HealthBanner />
      <MerchantToday />
    </DashboardHome>
  );
}
