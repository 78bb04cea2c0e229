import chartsStyles from "@mantine/charts/styles.css?url";
import { PlanAndBilling } from "../../features/plans";
import { PageHeader } from "../../ui/page-header";

export const links = () => [{ rel: "stylesheet", href: chartsStyles }];
export const meta = () => [{ title: "Plan & billing · Bitmarte merchant" }];

export default function MerchantPlanPage() {
  return (
    <>
      <PageHeader title="Plan & billing" description="Your pricing plan: the commission on your sales, the monthly fee, what it includes, and the other plans." />
      <PlanAndBilling />
    </>
  );
}
