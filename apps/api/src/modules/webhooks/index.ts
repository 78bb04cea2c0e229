export { emitWebhook, type EmitWebhookInput } from "./webhooks.service.js";
export { webhooksJobs } from "./webhooks.jobs.js";
export { webhooksRoutes } from "./webhooks.routes.js";
export { checkDestination, isRefusedAddress, type Resolver } from "./webhooks.address.js";
