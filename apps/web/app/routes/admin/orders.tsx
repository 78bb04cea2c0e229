import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { AdminOrdersScreen } from "../../features/orders/staff";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Orders · Bitmarte admin" }];

export default function AdminOrdersPage() {
  return (
    <SectionGate area="admin" slug="orders" user={useSessionUser()}>
      <AdminOrdersScreen />
    </SectionGate>
  );
}
