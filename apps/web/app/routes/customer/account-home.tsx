import { Button } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSessionUser } from "../../features/auth";
import { ACCOUNT_SECTIONS, DashboardHome } from "../../features/dashboard";

export const meta = () => [{ title: "My account · Bitmarte" }];

export default function AccountHome() {
  const user = useSessionUser();
  return (
    <DashboardHome
      title={`Hello, ${user.firstName}`}
      description={`Signed in as ${user.email}`}
      base="/account"
      sections={ACCOUNT_SECTIONS}
      actions={
        <Button component={Link} to="/account/change-password" variant="default" leftSection={<IconKey size={16} />}>
          Change password
        </Button>
      }
    />
  );
}
