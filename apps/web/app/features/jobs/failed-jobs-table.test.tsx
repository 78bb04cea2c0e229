import type { FailedJob } from "@bitmarte/contracts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithMantine } from "../../test/render";
import { FailedJobsTable, type FailedJobsTableProps } from "./failed-jobs-table";

beforeAll(() => {
  // The table's scroll container measures itself; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const job: FailedJob = {
  id: "0b7f6b0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  name: "mail.send",
  data: { outboxId: "5e0c8f7a-0000-4000-8000-000000000001" },
  error: "connect ECONNREFUSED 127.0.0.1:587",
  failedAt: "2026-03-04T10:15:00.000Z",
  retryCount: 5,
};

function renderTable(props: Partial<FailedJobsTableProps> = {}) {
  const onRetry = vi.fn();
  renderWithMantine(
    <FailedJobsTable rows={[job]} count={1} page={1} pageSize={20} onPageChange={() => {}} name="" onNameChange={() => {}} onRetry={onRetry} {...props} />,
  );
  return { onRetry };
}

describe("FailedJobsTable", () => {
  it("shows what failed, why, how often, and retries it", () => {
    const { onRetry } = renderTable();
    const row = screen.getByTestId(`failed-job-${job.id}`);
    expect(within(row).getByText("Send an email")).toBeTruthy();
    expect(within(row).getByText("mail.send")).toBeTruthy();
    expect(within(row).getByText(job.error as string)).toBeTruthy();
    expect(within(row).getByText("6")).toBeTruthy();
    expect(screen.getByTestId(`failed-job-data-${job.id}`).textContent).toBe(`outboxId: ${job.data?.outboxId}`);
    fireEvent.click(within(row).getByRole("button", { name: `Retry Send an email ${job.id}` }));
    expect(onRetry).toHaveBeenCalledWith(job);
  });

  it("says so when nothing failed", () => {
    renderTable({ rows: [], count: 0 });
    expect(screen.getByText("No failed jobs")).toBeTruthy();
  });

  it("disables the other rows' buttons while one job is being retried", () => {
    const other = { ...job, id: "1b7f6b0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", name: "orders.expireUnpaid", data: {} };
    renderTable({ rows: [job, other], count: 2, retryingId: job.id });
    const button = within(screen.getByTestId(`failed-job-${other.id}`)).getByRole("button", { name: /Retry Expire unpaid orders/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
