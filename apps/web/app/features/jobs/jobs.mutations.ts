import { type FailedJob, jobsEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { jobKeys } from "./jobs.queries";

type FailedPage = { rows: FailedJob[]; count: number };

/** A page without the job of `id` (it left the dead letters when it was sent back). */
export function withoutJob(page: FailedPage | undefined, id: string): FailedPage | undefined {
  if (!page) return page;
  const rows = page.rows.filter((job) => job.id !== id);
  return rows.length === page.rows.length ? page : { rows, count: Math.max(0, page.count - 1) };
}

/** Sends a dead-lettered job back to its queue; it leaves every cached page at once. */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpointEnvelope(jobsEndpoints.retry, { params: { id } }, { userType: "admin" }),
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<FailedPage>({ queryKey: jobKeys.failedLists() }, (page) => withoutJob(page, id));
      void queryClient.invalidateQueries({ queryKey: jobKeys.failedLists() });
    },
  });
}
