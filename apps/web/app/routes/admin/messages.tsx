import { useSessionUser } from "../../features/auth";
import { ContactInbox } from "../../features/contact";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Messages · Bitmarte admin" }];

export default function AdminMessagesPage() {
  const user = useSessionUser();
  return (
    <>
      <PageHeader title="Messages" description="What visitors sent through the Contact us page. Reply by email, then mark each one read." />
      {user.role === "admin" || user.role === "superadmin" ? (
        <ContactInbox />
      ) : (
        <EmptyState title="Only admins read the contact inbox" description="Ask an admin or the super admin." />
      )}
    </>
  );
}
