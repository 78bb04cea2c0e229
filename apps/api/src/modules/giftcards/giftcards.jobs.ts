import { defineJob, type JobCtx, type ScheduledPayload } from "../jobs/index.js";
import { expireGiftCards } from "./giftcards.service.js";

const EXPIRY_BATCH = 500;

/** Job `giftcards.expire` (daily): zeroes the balance of cards past their expiry, batch after batch. */
export async function expireGiftCardsJob(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  let total = 0;
  for (let round = 0; round < 200; round++) {
    const expired = await expireGiftCards(ctx, EXPIRY_BATCH);
    total += expired;
    if (expired < EXPIRY_BATCH) break;
  }
  if (total > 0) ctx.log.info({ expired: total }, "gift cards expired");
}

/** Gift cards' background jobs; src/app.ts registers them. */
export const giftcardsJobs = [
  // 00:10 UTC every day. A card stops working at the moment stored on it anyway; the job books the
  // expiry (an `expire` activity) and zeroes the balance.
  defineJob("giftcards.expire", expireGiftCardsJob, { schedule: "10 0 * * *", retryLimit: 3, retryDelaySeconds: 60, timeoutSeconds: 1800, pollSeconds: 30 }),
];
