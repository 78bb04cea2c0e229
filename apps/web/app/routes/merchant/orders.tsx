import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { MerchantOrdersScreen } from "../../features/orders/staff";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Orders · Merchant · Bitmarte" }];

export default function MerchantOrdersPage() {
  return (
    <SectionGate area="merchant" slug="orders" user={useSessionUser()}>
      <MerchantOrdersScreen />
    </SectionGate>
  );
}
