import { defineJob, type JobCtx, type JobPayloads } from "../jobs/index.js";
import { runImport } from "./productimports.service.js";

/** Job `productimports.run`: one confirmed import, row by row, from its stored position. */
export async function runProductImportJob(payload: JobPayloads["productimports.run"], ctx: JobCtx): Promise<void> {
  await runImport(ctx, payload.importId);
}

/** The import's background job; src/app.ts registers it. A retry resumes where the last run stopped. */
export const productImportsJobs = [
  defineJob("productimports.run", runProductImportJob, { retryLimit: 5, retryDelaySeconds: 5, timeoutSeconds: 3600, pollSeconds: 1, batchSize: 1 }),
];
