import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { page } from "../http.js";
import { FailedJobSchema, FailedJobsQuerySchema, RetriedJobSchema } from "../entities/jobs.js";

/** The job queue's dead letters are for admins and super admins. */
const AUTH_JOBS = { kinds: ["admin"], adminRoles: ["superadmin", "admin"] } as const;

export const jobsEndpoints = {
  failed: defineEndpoint({
    id: "jobs.failed", method: "GET", path: "/admin/jobs/failed", auth: AUTH_JOBS,
    summary: "Background jobs that used up their retries (dead letters), newest first",
    query: FailedJobsQuerySchema, response: page(FailedJobSchema),
  }),
  retry: defineEndpoint({
    id: "jobs.retry", method: "POST", path: "/admin/jobs/failed/:id/retry", auth: AUTH_JOBS,
    summary: "Queue a dead-lettered job to run again (with a fresh set of retries)",
    params: z.object({ id: z.uuid() }), response: RetriedJobSchema,
  }),
};
