import { defineJob, type JobCtx, type JobPayloads, type ScheduledPayload } from "../jobs/index.js";
import { processRefunds, verifyStalePayments } from "../payments/index.js";
import { completeDueOrders } from "./fulfilment.service.js";
import { noticeLateOrders } from "./late-notices.js";

/** Job `fulfilment.complete`: delivered orders past the return window become completed. */
export async function completeDueOrdersJob(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  const completed = await completeDueOrders(ctx);
  if (completed > 0) ctx.log.info({ completed }, "orders completed");
}

/** Job `fulfilment.noticeLate`: orders that became late since the last run reach operations' notification centres. */
export async function noticeLateOrdersJob(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  const told = await noticeLateOrders(ctx);
  if (told > 0) ctx.log.info({ told }, "late orders told");
}

/**
 * Job `payments.refund`: refunds are decided in the transaction that cancels an order and sent right
 * after commit; this catches those that a crash or a provider outage left pending.
 */
export async function processRefundsJob(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  const processed = await processRefunds(ctx);
  if (processed > 0) ctx.log.info({ processed }, "refunds processed");
}

/**
 * Job `payments.verifyPending`: payments nobody came back to confirm are asked about within minutes; the
 * run queued at start-up (with `startedBefore`) asks about every payment the previous run left pending.
 */
export async function verifyPendingPaymentsJob(payload: JobPayloads["payments.verifyPending"], ctx: JobCtx): Promise<void> {
  const startedBefore = "startedBefore" in payload && payload.startedBefore ? new Date(payload.startedBefore) : undefined;
  const settled = await verifyStalePayments(ctx, 100, startedBefore && !Number.isNaN(startedBefore.getTime()) ? startedBefore : undefined);
  if (settled > 0) ctx.log.info({ settled }, "pending payments settled");
}

/** Fulfilment's background jobs; src/app.ts registers them. */
export const fulfilmentJobs = [
  defineJob("fulfilment.complete", completeDueOrdersJob, { schedule: "*/5 * * * *", retryLimit: 3, timeoutSeconds: 240, pollSeconds: 10 }),
  defineJob("fulfilment.noticeLate", noticeLateOrdersJob, { schedule: "*/5 * * * *", retryLimit: 3, timeoutSeconds: 240, pollSeconds: 10 }),
  defineJob("payments.refund", processRefundsJob, { schedule: "*/2 * * * *", retryLimit: 3, timeoutSeconds: 240, pollSeconds: 10 }),
  defineJob("payments.verifyPending", verifyPendingPaymentsJob, { schedule: "* * * * *", retryLimit: 2, timeoutSeconds: 50, pollSeconds: 10 }),
];
