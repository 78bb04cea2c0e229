import { defineJob, type JobCtx, type JobPayloads } from "../jobs/index.js";
import { recomputeJob } from "./sellerhealth.service.js";

/** Job `sellerhealth.recompute`: every store's score and level (hourly, and after a settings change), or one store's. */
export async function recomputeSellerHealthJob(payload: JobPayloads["sellerhealth.recompute"], ctx: JobCtx): Promise<void> {
  const storeId = "storeId" in payload && typeof payload.storeId === "string" ? payload.storeId : undefined;
  const stores = await recomputeJob(ctx, { storeId });
  ctx.log.info({ stores }, "seller health recomputed");
}

/** Seller health's background jobs; src/app.ts registers them. */
export const sellerHealthJobs = [
  defineJob("sellerhealth.recompute", recomputeSellerHealthJob, { schedule: "17 * * * *", retryLimit: 3, timeoutSeconds: 600, pollSeconds: 30 }),
];
