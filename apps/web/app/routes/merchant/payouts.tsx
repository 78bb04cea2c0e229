import datesStyles from "@mantine/dates/styles.css?url";
import { useSessionUser } from "../../features/auth";
import { canReadPayouts, MerchantPayoutsScreen } from "../../features/payouts";
import { EmptyState } from "../../ui/empty-state";

export const links = () => [{ rel: "stylesheet", href: datesStyles }];
export const meta = () => [{ title: "Payouts · Bitmarte merchant" }];

export default function MerchantPayoutsPage() {
  if (!canReadPayouts(useSessionUser())) {
    return <EmptyState title="No access to payouts" description="Ask the store owner for the reports permission." />;
  }
  return <MerchantPayoutsScreen />;
}
