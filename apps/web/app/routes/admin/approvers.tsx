import { useSessionUser } from "../../features/auth";
import { ApproversManager } from "../../features/stores";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Approvers · Bitmarte admin" }];

export default function AdminApproversPage() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title="Store approvers" description="Admins who give the first and second approval of new stores." />
      {user.role === "superadmin" ? (
        <ApproversManager />
      ) : (
        <EmptyState title="Only the super admin manages approvers" description="Ask the super admin if approvers need to change." />
      )}
    </>
  );
}
