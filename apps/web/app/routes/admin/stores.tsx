import chartsStyles from "@mantine/charts/styles.css?url";
import { StoreApprovals } from "../../features/stores";
import { PageHeader } from "../../ui/page-header";

export const links = () => [{ rel: "stylesheet", href: chartsStyles }];
export const meta = () => [{ title: "Stores · Bitmarte admin" }];

export default function AdminStoresPage() {
  return (
    <>
      <PageHeader title="Stores" description="Review new stores: two approvals by different approvers put a store live." />
      <StoreApprovals />
    </>
  );
}
