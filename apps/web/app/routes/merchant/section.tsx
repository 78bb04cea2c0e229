import { useLocation } from "react-router";
import { useSessionUser } from "../../features/auth";
import { canSeeMerchantSection, findSection, MERCHANT_SECTIONS, SectionPage } from "../../features/dashboard";

export const meta = () => [{ title: "Merchant · Bitmarte" }];

export default function MerchantSection() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const section = findSection(MERCHANT_SECTIONS, "/merchant", pathname);
  return <SectionPage section={section} allowed={!!section && canSeeMerchantSection(user, section)} homeTo="/merchant" />;
}
