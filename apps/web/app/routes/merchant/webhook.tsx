import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { WebhookEndpointScreen } from "../../features/webhooks";
import type { Route } from "./+types/webhook";

export const meta = () => [{ title: "Webhook endpoint · Bitmarte merchant" }];

export default function MerchantWebhookPage({ params }: Route.ComponentProps) {
  return (
    <SectionGate area="merchant" slug="webhooks" user={useSessionUser()}>
      <WebhookEndpointScreen userType="merchant" id={params.id} basePath="/merchant/webhooks" />
    </SectionGate>
  );
}
