import { defineJob, type JobCtx, type JobPayloads } from "../jobs/index.js";
import { deliverTestWebhook } from "./payments.service.js";

/** Job `payments.deliverWebhook`: one delivery attempt; a refusal throws and the queue retries with backoff. */
export async function deliverWebhookJob(payload: JobPayloads["payments.deliverWebhook"], ctx: JobCtx): Promise<void> {
  await deliverTestWebhook(ctx, payload.reference);
}

/**
 * The payments module's background jobs; src/app.ts registers them. Webhook delivery retries like a real
 * provider: 12 retries from 5 s, doubling up to an hour (about 3½ hours in all), then the dead letters.
 */
export const paymentsJobs = [
  defineJob("payments.deliverWebhook", deliverWebhookJob, {
    retryLimit: 12,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
    timeoutSeconds: 60,
    concurrency: 2,
    pollSeconds: 1,
  }),
];
