import { FAILED_JOB_SORTS, type FailedJob, MESSAGES } from "@bitmarte/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { notifyError, notifySuccess } from "../../ui/notify";
import { serverSortFrom } from "../../ui/server-sort";
import { useListParams } from "../../ui/use-list-params";
import { FailedJobsTable } from "./failed-jobs-table";
import { useRetryFailedJob } from "./jobs.mutations";
import { failedJobsQuery } from "./jobs.queries";

const PAGE_SIZE = 20;

/** The dead-letter view: failed jobs with paging and a job filter kept in the address. */
export function FailedJobsScreen() {
  const list = useListParams();
  const name = list.get("job") ?? "";
  const order = serverSortFrom(list.get("sort"), FAILED_JOB_SORTS);
  const query = useQuery(failedJobsQuery({ page: list.page, limit: PAGE_SIZE, name: name || undefined, sort: order.sort }));
  const retry = useRetryFailedJob();
  const [retryingId, setRetryingId] = useState<string | null>(null);

  const onRetry = (job: FailedJob) => {
    setRetryingId(job.id);
    retry.mutate(job.id, {
      onSuccess: ({ message }) => notifySuccess(message, MESSAGES.jobRetried),
      onError: (error) => notifyError(error),
      onSettled: () => setRetryingId(null),
    });
  };

  return (
    <FailedJobsTable
      rows={query.data?.rows}
      count={query.data?.count ?? 0}
      page={list.page}
      pageSize={PAGE_SIZE}
      onPageChange={list.setPage}
      name={name}
      onNameChange={(value) => list.set("job", value || null)}
      onRetry={onRetry}
      sort={order.state}
      onSortChange={(next) => list.set("sort", order.patch(next).sort)}
      retryingId={retryingId}
      loading={query.isPending}
      refreshing={query.isPlaceholderData}
      error={query.isError ? { message: errorMessage(query.error, MESSAGES.errorOccurred), onRetry: () => void query.refetch(), retrying: query.isFetching } : null}
    />
  );
}
