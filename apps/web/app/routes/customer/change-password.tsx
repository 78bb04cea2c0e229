import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { ChangePasswordForm } from "../../features/auth";
import { AREAS } from "../../lib/areas";
import { PageHeader } from "../../ui/page-header";

export const meta = () => [{ title: "Change password · Bitmarte" }];

export default function CustomerChangePassword() {
  return (
    <>
      <Anchor component={Link} to="/account" size="sm" mb="xs" display="inline-block">
        ← My account
      </Anchor>
      <PageHeader title="Change password" description="Enter your current password, then choose a new one." />
      <ChangePasswordForm area={AREAS.customer} />
    </>
  );
}
