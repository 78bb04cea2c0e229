import { ChangePasswordForm } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Change password · Admin · Bitmarte" }];

export default function AdminChangePassword() {
  return (
    <>
      <PageHeader title="Change password" description="Enter your current password, then choose a new one." />
      <ChangePasswordForm area={AREAS.admin} />
    </>
  );
}
