import { defineJob, type JobCtx, type ScheduledPayload } from "../jobs/index.js";
import { expireUnpaidOrders } from "./checkout.service.js";

const EXPIRY_BATCH = 200;

/** Job `orders.expireUnpaid` (every minute): expires checkouts unpaid after the payment window. */
export async function expireUnpaidOrdersJob(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  // A full batch may mean more are due: go on, a bounded number of rounds per run.
  for (let round = 0; round < 10; round++) {
    const expired = await expireUnpaidOrders(ctx, { limit: EXPIRY_BATCH });
    if (expired > 0) ctx.log.info({ expired }, "unpaid checkouts expired");
    if (expired < EXPIRY_BATCH) break;
  }
}

/** Orders' background jobs; src/app.ts registers them. */
export const ordersJobs = [defineJob("orders.expireUnpaid", expireUnpaidOrdersJob, { schedule: "* * * * *", retryLimit: 2, timeoutSeconds: 240, pollSeconds: 5 })];
