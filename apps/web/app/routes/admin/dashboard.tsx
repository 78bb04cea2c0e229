import { useSessionUser } from "../../features/auth";
import { adminSections, DashboardHome } from "../../features/dashboard";
import { roleLabel } from "../../lib/format";

export const meta = () => [{ title: "Admin dashboard · Bitmarte" }];

export default function AdminDashboard() {
  const user = useSessionUser();
  return (
    <DashboardHome
      title={`Welcome, ${user.firstName}`}
      description={`Signed in as ${roleLabel(user.role).toLowerCase()}.`}
      base="/admin"
      sections={adminSections(user)}
    />
  );
}
