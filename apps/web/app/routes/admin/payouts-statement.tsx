import datesStyles from "@mantine/dates/styles.css?url";
import { useSearchParams } from "react-router";
import { StatementScreen } from "../../features/payouts";
import { EmptyState } from "../../ui/empty-state";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Merchant statement · Bitmarte admin" }];

export default function AdminStatementPage() {
  const [params] = useSearchParams();
  const merchantId = params.get("merchantId");
  if (!merchantId) return <EmptyState title="Choose a merchant" description="Open a statement from a payout in the payouts list." />;
  return <StatementScreen scope="admin" merchantId={merchantId} />;
}
