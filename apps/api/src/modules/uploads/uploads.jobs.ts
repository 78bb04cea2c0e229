import { defineJob, type JobCtx, type ScheduledPayload } from "../jobs/index.js";
import { backfillImageVariants } from "./uploads.service.js";

const BATCH = 50;

/** Job `uploads.imageVariants` (hourly, or at once through the dev jobs endpoint): WebP copies of older images. */
export async function imageVariantsJob(_payload: ScheduledPayload, ctx: JobCtx): Promise<void> {
  let total = 0;
  for (let round = 0; round < 20; round++) {
    const done = await backfillImageVariants(ctx, BATCH);
    total += done;
    if (done < BATCH) break;
  }
  if (total > 0) ctx.log.info({ images: total }, "image variants made");
}

/** Uploads' background jobs; src/app.ts registers them. */
export const uploadsJobs = [
  defineJob("uploads.imageVariants", imageVariantsJob, { schedule: "17 * * * *", retryLimit: 2, retryDelaySeconds: 60, timeoutSeconds: 1800, pollSeconds: 30 }),
];
