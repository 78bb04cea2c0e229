import { type FailedJobSort, jobsEndpoints } from "@bitmarte/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../lib/api-client";

export interface FailedJobsParams {
  page?: number;
  limit?: number;
  name?: string;
  /** Absent: newest first. */
  sort?: FailedJobSort;
}

export const jobKeys = {
  all: ["jobs"] as const,
  failedLists: () => ["jobs", "failed"] as const,
  failed: (params: FailedJobsParams) => ["jobs", "failed", params] as const,
};

export function failedJobsQuery(params: FailedJobsParams) {
  return queryOptions({
    queryKey: jobKeys.failed(params),
    queryFn: ({ signal }) => callEndpoint(jobsEndpoints.failed, { query: params }, { userType: "admin", signal }),
    placeholderData: keepPreviousData,
  });
}
