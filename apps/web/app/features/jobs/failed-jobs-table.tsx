import type { FailedJob } from "@bitmarte/contracts";
import { Button, Code, Select, Stack, Text, Tooltip } from "@mantine/core";
import { IconCircleCheck, IconRotateClockwise } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/format";
import { DataTable, type DataTableColumn, type SortState } from "../../ui/data-table";
import { attemptsOf, jobFilterOptions, jobLabel, payloadSummary } from "./jobs-model";

export interface FailedJobsTableProps {
  rows: FailedJob[] | undefined;
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The job name filtered on, or "" for all. */
  name: string;
  onNameChange: (name: string) => void;
  onRetry: (job: FailedJob) => void;
  /** The server's order (`name`, `tries` or `failed`); absent: newest first. */
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
  /** The job being sent back, if any. */
  retryingId?: string | null;
  loading?: boolean;
  refreshing?: boolean;
  error?: { message: ReactNode; onRetry?: () => void; retrying?: boolean } | null;
}

/** Background jobs that used up their retries (newest first unless sorted), each with a button to run it again. */
export function FailedJobsTable(props: FailedJobsTableProps) {
  const { rows, count, page, pageSize, onPageChange, name, onNameChange, onRetry, retryingId = null } = props;
  const columns: DataTableColumn<FailedJob>[] = [
    {
      key: "name",
      header: "Job",
      primary: true,
      cell: (job) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {jobLabel(job.name)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {job.name}
          </Text>
        </Stack>
      ),
      serverSortable: true,
    },
    {
      key: "data",
      header: "Payload",
      cell: (job) => (
        <Code style={{ whiteSpace: "normal", wordBreak: "break-all" }} data-testid={`failed-job-data-${job.id}`}>
          {payloadSummary(job.data)}
        </Code>
      ),
    },
    {
      key: "error",
      header: "Last error",
      cell: (job) =>
        job.error ? (
          <Tooltip label={job.error} multiline w={360} withinPortal>
            <Text size="sm" c="red.8" lineClamp={2}>
              {job.error}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            No message
          </Text>
        ),
    },
    { key: "tries", header: "Tries", align: "right", cell: (job) => attemptsOf(job), serverSortable: true, nowrap: true },
    { key: "failed", header: "Failed", cell: (job) => formatDateTime(job.failedAt), serverSortable: true, nowrap: true },
    {
      key: "actions",
      header: "",
      align: "right",
      cell: (job) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRotateClockwise size={14} />}
          onClick={() => onRetry(job)}
          loading={retryingId === job.id}
          disabled={retryingId !== null && retryingId !== job.id}
          aria-label={`Retry ${jobLabel(job.name)} ${job.id}`}
        >
          Retry
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Failed background jobs"
      columns={columns}
      rows={rows}
      rowKey={(job) => job.id}
      loading={props.loading}
      refreshing={props.refreshing}
      error={props.error}
      filters={
        <Select
          label="Job"
          placeholder="All jobs"
          data={jobFilterOptions(rows)}
          value={name || null}
          onChange={(value) => onNameChange(value ?? "")}
          clearable
          size="sm"
          w={240}
        />
      }
      empty={{
        title: "No failed jobs",
        description: name
          ? "No job of this kind has used up its retries."
          : "Every background job finished or is still retrying. A job that fails all its retries appears here.",
        icon: <IconCircleCheck size={28} stroke={1.6} />,
      }}
      pagination={{ page, pageSize, total: count, onPageChange }}
      sort={props.sort}
      onSortChange={props.onSortChange}
      rowProps={(job) => ({ "data-testid": `failed-job-${job.id}` })}
    />
  );
}
