import { useSessionUser } from "../../features/auth";
import { SectionGate } from "../../features/dashboard";
import { WebhookEndpointsScreen } from "../../features/webhooks";

export const meta = () => [{ title: "Webhooks · Bitmarte merchant" }];

export default function MerchantWebhooksPage() {
  return (
    <SectionGate area="merchant" slug="webhooks" user={useSessionUser()}>
      <WebhookEndpointsScreen userType="merchant" basePath="/merchant/webhooks" />
    </SectionGate>
  );
}
