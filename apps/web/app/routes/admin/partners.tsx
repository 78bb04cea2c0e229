import { useSessionUser } from "../../features/auth";
import { BankAccountFields } from "../../features/banks";
import { canManagePartners, PartnersAdmin } from "../../features/partners";

export const meta = () => [{ title: "Shipping partners · Bitmarte admin" }];

export default function AdminPartnersPage() {
  const user = useSessionUser();
  return <PartnersAdmin canManage={canManagePartners(user.role)} renderBankFields={(props) => <BankAccountFields {...props} />} />;
}
