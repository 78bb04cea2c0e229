import chartsStyles from "@mantine/charts/styles.css?url";
import datesStyles from "@mantine/dates/styles.css?url";
import { ReportsScreen } from "../../features/reports";

export const links = () => [
  { rel: "stylesheet", href: datesStyles },
  { rel: "stylesheet", href: chartsStyles },
];
export const meta = () => [{ title: "Reports · Bitmarte admin" }];

export default function AdminReportsPage() {
  return <ReportsScreen scope="admin" />;
}
