export { WebhookEndpointScreen } from "./webhook-endpoint-screen";
export { WebhookEndpointsScreen } from "./webhook-endpoints-screen";
export { webhookKeys } from "./webhooks.queries";
