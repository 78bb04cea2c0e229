import { useLocation } from "react-router";
import { ACCOUNT_SECTIONS, findSection, SectionPage } from "../../features/dashboard";

export const meta = () => [{ title: "My account · Bitmarte" }];

export default function AccountSection() {
  const { pathname } = useLocation();
  const section = findSection(ACCOUNT_SECTIONS, "/account", pathname);
  return <SectionPage section={section} allowed homeTo="/account" backLabel="Back to your account" />;
}
