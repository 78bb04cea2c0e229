import { HubsAdmin } from "../../features/hubs";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Hubs · Bitmarte admin" }];

export default function AdminHubsPage() {
  return (
    <>
      <PageHeader title="Hubs" description="Approve merchants' hub applications and keep the list of Bitmarte hubs up to date." />
      <HubsAdmin />
    </>
  );
}
