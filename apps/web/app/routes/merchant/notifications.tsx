import { NotificationsScreen } from "../../features/notifications";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Notifications · Bitmarte merchant" }];

export default function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" description="What happened that needs you, newest first." />
      <NotificationsScreen area={AREAS.merchant} />
    </>
  );
}
