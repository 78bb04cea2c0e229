import chartsStyles from "@mantine/charts/styles.css?url";
import datesStyles from "@mantine/dates/styles.css?url";
import { TransactionsScreen } from "../../features/transactions";

export const links = () => [
  { rel: "stylesheet", href: datesStyles },
  { rel: "stylesheet", href: chartsStyles },
];
export const meta = () => [{ title: "Transactions · Bitmarte admin" }];

export default function AdminTransactionsPage() {
  return <TransactionsScreen scope="admin" />;
}
