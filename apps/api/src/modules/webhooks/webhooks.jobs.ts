import { defineJob, type JobCtx, type JobPayloads } from "../jobs/index.js";
import { deliver, WEBHOOK_RETRY_DELAY_SECONDS, WEBHOOK_RETRY_LIMIT } from "./webhooks.service.js";

/** Job `webhooks.deliver`: one attempt; a refused attempt throws and the queue retries with backoff. */
export async function deliverWebhookJob(payload: JobPayloads["webhooks.deliver"], ctx: JobCtx): Promise<void> {
  await deliver(ctx, payload.deliveryId);
}

/**
 * The webhooks module's jobs; src/app.ts registers them. 10 retries from 5 s, each wait doubling (with
 * jitter) up to an hour: the last retry comes about 1½ to 3 hours after the first attempt.
 */
export const webhooksJobs = [
  defineJob("webhooks.deliver", deliverWebhookJob, {
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
    timeoutSeconds: 60,
    // Receivers answer in tens or hundreds of milliseconds: several workers keep a slow one from holding up the rest.
    concurrency: 8,
    pollSeconds: 1,
  }),
];
