import { defineJob } from "../jobs/index.js";
import { deliverTransferWebhookJob, receiveTransferEventJob, SEND_RETRY_LIMIT, sendTransferJob } from "./payouts.transfers.js";

/**
 * The payouts module's background jobs; src/app.ts registers them. A send retries while the provider cannot
 * answer (from 10 s, doubling up to 30 minutes), then waits in the dead letters where an admin retries it;
 * the offline provider's webhooks retry like the test payment provider's.
 */
export const payoutsJobs = [
  defineJob("payouts.sendTransfer", sendTransferJob, {
    retryLimit: SEND_RETRY_LIMIT,
    retryDelaySeconds: 10,
    retryBackoff: true,
    retryDelayMaxSeconds: 1800,
    timeoutSeconds: 60,
    pollSeconds: 1,
  }),
  defineJob("payouts.receiveTransferEvent", receiveTransferEventJob, {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 600,
    timeoutSeconds: 60,
    pollSeconds: 1,
  }),
  defineJob("payouts.deliverTransferWebhook", deliverTransferWebhookJob, {
    retryLimit: 12,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
    timeoutSeconds: 60,
    pollSeconds: 1,
  }),
];
