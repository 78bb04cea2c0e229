import { useLocation } from "react-router";
import { useSessionUser } from "../../features/auth";
import { ADMIN_SECTIONS, canSeeAdminSection, findSection, SectionPage } from "../../features/dashboard";

export const meta = () => [{ title: "Admin · Bitmarte" }];

export default function AdminSection() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const section = findSection(ADMIN_SECTIONS, "/admin", pathname);
  return <SectionPage section={section} allowed={!!section && canSeeAdminSection(user, section)} homeTo="/admin" />;
}
