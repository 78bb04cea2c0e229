import { defineJob, type JobCtx, type JobPayloads } from "../jobs/index.js";
import { refreshSearchHead } from "./products.repository.js";

/** Job `products.refreshSearchHead`: hourly, the search head becomes the best tenth of the catalogue again. */
export async function refreshSearchHeadJob(_payload: JobPayloads["products.refreshSearchHead"], ctx: JobCtx): Promise<void> {
  const moved = await refreshSearchHead(ctx.db);
  ctx.log.info({ moved }, "search head refreshed");
}

/** The products module's background jobs; src/app.ts registers them. */
export const productsJobs = [defineJob("products.refreshSearchHead", refreshSearchHeadJob, { schedule: "41 * * * *", retryLimit: 3, timeoutSeconds: 900, pollSeconds: 60 })];
