import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { WebhookEndpointsScreen } from "../../features/webhooks";

export const meta = () => [{ title: "Webhooks · Bitmarte admin" }];

export default function AdminWebhooksPage() {
  return (
    <SectionGate area="admin" slug="webhooks" user={useSessionUser()}>
      <WebhookEndpointsScreen userType="admin" basePath="/admin/webhooks" />
    </SectionGate>
  );
}
