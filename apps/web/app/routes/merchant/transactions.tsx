import chartsStyles from "@mantine/charts/styles.css?url";
import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { canReadTransactions, TransactionsScreen } from "../../features/transactions";
import { EmptyState } from "../../ui/empty-state";

export const links = () => [
  { rel: "stylesheet", href: datesStyles },
  { rel: "stylesheet", href: chartsStyles },
];
export const meta = () => [{ title: "Transactions · Bitmarte merchant" }];

export default function MerchantTransactionsPage() {
  if (!canReadTransactions(useSessionUser())) {
    return <EmptyState title="No access to transactions" description="Ask the store owner for the transactions permission." />;
  }
  return <TransactionsScreen scope="merchant" />;
}
