import { ChangePasswordForm } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Change password · Merchant · Bitmarte" }];

export default function MerchantChangePassword() {
  return (
    <>
      <PageHeader title="Change password" description="Enter your current password, then choose a new one." />
      <ChangePasswordForm area={AREAS.merchant} />
    </>
  );
}
