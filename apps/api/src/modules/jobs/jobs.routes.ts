import { jobsEndpoints, MESSAGES } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { listFailedJobs, retryFailedJob } from "./jobs.service.js";

export function jobsRoutes(app: FastifyInstance): void {
  route(app, jobsEndpoints.failed, async ({ ctx, query }) => ({ data: await listFailedJobs(ctx, query) }));
  route(app, jobsEndpoints.retry, async ({ ctx, params }) => ({ data: await retryFailedJob(ctx, params.id), message: MESSAGES.jobRetried }));
}
