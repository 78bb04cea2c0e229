import { useSessionUser } from "../../features/auth";
import { canSeeFailedJobs, FailedJobsScreen } from "../../features/jobs";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Failed jobs · Bitmarte admin" }];

export default function AdminJobsPage() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader
        title="Failed jobs"
        description="Background work (emails, order and gift-card expiry) that failed every retry. Fix the cause, then send a job back to run again."
      />
      {canSeeFailedJobs(user.role) ? (
        <FailedJobsScreen />
      ) : (
        <EmptyState title="Only admins see failed jobs" description="Ask an admin or the super admin to look at the job queue." />
      )}
    </>
  );
}
