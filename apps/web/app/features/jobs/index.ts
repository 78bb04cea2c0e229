export { FailedJobsScreen } from "./failed-jobs-screen";
export { FailedJobsTable } from "./failed-jobs-table";
export { jobKeys } from "./jobs.queries";
export { canSeeFailedJobs } from "./jobs-access";
