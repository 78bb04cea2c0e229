import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { canReadPayouts, StatementScreen } from "../../features/payouts";
import { EmptyState } from "../../ui/empty-state";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Statement · Bitmarte merchant" }];

export default function MerchantStatementPage() {
  if (!canReadPayouts(useSessionUser())) {
    return <EmptyState title="No access to statements" description="Ask the store owner for the reports permission." />;
  }
  return <StatementScreen scope="merchant" />;
}
