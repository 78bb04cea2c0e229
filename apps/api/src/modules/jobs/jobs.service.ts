import { type FailedJobsQuery, MESSAGES } from "@bitmarte/contracts";
import type { Ctx } from "../../http/context.js";
import { conflict, notFound } from "../../lib/errors.js";
import { currentJobQueue } from "./jobs.queue.js";

/** Dead-lettered jobs for the admin list, newest first. */
export async function listFailedJobs(_ctx: Ctx, query: FailedJobsQuery) {
  return currentJobQueue().listFailed({ name: query.name || undefined, sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit });
}

/** Sends a dead-lettered job back to its queue with a fresh set of retries. */
export async function retryFailedJob(ctx: Ctx, id: string): Promise<{ id: string; name: string }> {
  const result = await currentJobQueue().retryFailed(id);
  if (result === null) throw notFound(MESSAGES.failedJobNotFound);
  if (result === "busy") throw conflict(MESSAGES.jobRetryBusy);
  ctx.log.info({ job: result.name, deadLetterId: id }, "dead-lettered job sent back to its queue");
  return result;
}
