export type { JobName, JobPayloads, ScheduledPayload } from "./jobs.catalogue.js";
export {
  type AnyJobDefinition,
  defineJob,
  type JobCtx,
  type JobDefinition,
  type JobDeps,
  type JobHandler,
  type JobOptions,
  registerJobs,
  registeredJobs,
  findJobDefinition,
} from "./jobs.registry.js";
export {
  currentJobQueue,
  deadLetterOf,
  enqueue,
  type EnqueueOptions,
  type FailedJob,
  installJobQueue,
  jobCounts,
  jobQueueHealth,
  JOBS_SCHEMA,
  JobQueue,
  type JobQueueOptions,
  runJob,
} from "./jobs.queue.js";
export { jobsRoutes } from "./jobs.routes.js";
