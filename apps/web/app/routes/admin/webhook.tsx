import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { WebhookEndpointScreen } from "../../features/webhooks";
import type { Route } from "./+types/webhook";

export const meta = () => [{ title: "Webhook endpoint · Bitmarte admin" }];

export default function AdminWebhookPage({ params }: Route.ComponentProps) {
  return (
    <SectionGate area="admin" slug="webhooks" user={useSessionUser()}>
      <WebhookEndpointScreen userType="admin" id={params.id} basePath="/admin/webhooks" />
    </SectionGate>
  );
}
