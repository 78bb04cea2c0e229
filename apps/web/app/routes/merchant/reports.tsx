import chartsStyles from "@mantine/charts/styles.css?url";
import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { canReadReports, ReportsScreen } from "../../features/reports";
import { EmptyState } from "../../ui/empty-state";

export const links = () => [
  { rel: "stylesheet", href: datesStyles },
  { rel: "stylesheet", href: chartsStyles },
];
export const meta = () => [{ title: "Reports · Bitmarte merchant" }];

export default function MerchantReportsPage() {
  if (!canReadReports(useSessionUser())) {
    return <EmptyState title="No access to reports" description="Ask the store owner for the reports permission." />;
  }
  return <ReportsScreen scope="merchant" />;
}
