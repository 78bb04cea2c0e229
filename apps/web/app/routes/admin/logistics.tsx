import chartsStyles from "@mantine/charts/styles.css?url";
import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { canEditLogistics, LogisticsScreen } from "../../features/logistics";

export const links = () => [
  { rel: "stylesheet", href: datesStyles },
  { rel: "stylesheet", href: chartsStyles },
];
export const meta = () => [{ title: "Logistics · Bitmarte admin" }];

export default function LogisticsPage() {
  const user = useSessionUser();
  return <LogisticsScreen canWrite={canEditLogistics(user.role)} />;
}
