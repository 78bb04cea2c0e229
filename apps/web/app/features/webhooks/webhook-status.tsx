import { WEBHOOK_EVENT_LABELS, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from "@bitmarte/contracts";
import { StatusBadge } from "../../ui/status-badge";

export function EndpointStatusBadge({ endpoint }: { endpoint: Pick<WebhookEndpoint, "enabled" | "disabledReason"> }) {
  if (endpoint.enabled) return <StatusBadge status="Enabled" tone="success" />;
  return <StatusBadge status={endpoint.disabledReason === "failures" ? "Turned off after failures" : "Disabled"} tone={endpoint.disabledReason === "failures" ? "danger" : "neutral"} />;
}

const DELIVERY_STATUS: Record<WebhookDelivery["status"], { label: string; tone: "success" | "warning" | "danger" }> = {
  succeeded: { label: "Delivered", tone: "success" },
  pending: { label: "Retrying", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
};

export function DeliveryStatusBadge({ delivery }: { delivery: Pick<WebhookDelivery, "status" | "attempts"> }) {
  const s = DELIVERY_STATUS[delivery.status];
  return <StatusBadge status={delivery.status === "pending" && delivery.attempts === 0 ? "Queued" : s.label} tone={s.tone} />;
}

/** "Order created", or the raw name of an event that is not subscribable (the test event). */
export function eventLabel(event: string): string {
  if (event === "webhook.test") return "Test event";
  return WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event;
}
