import chartsStyles from "@mantine/charts/styles.css?url";
import datesStyles from "@mantine/dates/styles.css?url";
import { AdminPayoutsScreen } from "../../features/payouts";

export const links = () => [
  { rel: "stylesheet", href: datesStyles },
  { rel: "stylesheet", href: chartsStyles },
];
export const meta = () => [{ title: "Payouts · Bitmarte admin" }];

export default function AdminPayoutsPage() {
  return <AdminPayoutsScreen />;
}
