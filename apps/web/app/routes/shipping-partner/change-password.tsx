import { ChangePasswordForm } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Change password · Shipping partner · Bitmarte" }];

export default function ShippingPartnerChangePassword() {
  return (
    <>
      <PageHeader title="Change password" description="Enter your current password, then choose a new one." />
      <ChangePasswordForm area={AREAS.partner} />
    </>
  );
}
