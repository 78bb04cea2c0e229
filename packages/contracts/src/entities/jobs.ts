import { z } from "zod";
import { IsoDateTimeSchema, PageQuerySchema } from "../http.js";
import { FAILED_JOB_SORTS, sortQuery } from "../sort.js";

/** A background job that used up its retries and waits in its dead-letter queue. */
export const FailedJobSchema = z.object({
  /** The dead-lettered copy's id (what the retry action takes). */
  id: z.uuid(),
  /** The job's name, e.g. `mail.send`. */
  name: z.string(),
  /** The job's payload (ids and small values). */
  data: z.record(z.string(), z.unknown()).nullable(),
  /** The last run's error message. */
  error: z.string().nullable(),
  failedAt: IsoDateTimeSchema,
  /** Retries made before it was given up. */
  retryCount: z.number().int(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const FailedJobsQuerySchema = PageQuerySchema.extend({
  /** Only this job name. */
  name: z.string().trim().max(100).optional(),
  /** Absent: newest first. */
  sort: sortQuery(FAILED_JOB_SORTS),
});
export type FailedJobsQuery = z.infer<typeof FailedJobsQuerySchema>;

export const RetriedJobSchema = z.object({ id: z.uuid(), name: z.string() });
export type RetriedJob = z.infer<typeof RetriedJobSchema>;
