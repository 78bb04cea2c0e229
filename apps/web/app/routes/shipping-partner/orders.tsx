import { useSessionUser } from "../../features/auth";
import { ComingSoon } from "../../ui/coming-soon";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Assigned orders · Shipping partner · Bitmarte" }];

export default function ShippingPartnerOrders() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title="Assigned orders" description={`Welcome, ${user.firstName}. Orders assigned to you will appear here.`} />
      <ComingSoon
        title="Assigned orders are coming soon"
        description="You will be able to see each order assigned to you, update its status, or decline it."
      />
    </>
  );
}
