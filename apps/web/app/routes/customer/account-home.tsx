import { IconKey } from "@tabler/icons-react";
import { RequireSessionLight } from "../../features/auth/require-session-light";
// Straight from its module: the dashboard barrel also names the dashboards (Mantine).
import { AccountSections } from "../../features/dashboard/account-home";
import { AREAS } from "../../lib/areas";
import { ButtonLink } from "../../ui/light";
import { SignedInPage } from "../../ui/light/signed-in-page";

export const meta = () => [{ title: "My account · Bitmarte" }];

export default function AccountHome() {
  return (
    <RequireSessionLight area={AREAS.customer}>
      {(user) => (
        <SignedInPage
          title={`Hello, ${user.firstName}`}
          description={`Signed in as ${user.email}`}
          actions={
            <ButtonLink to="/account/change-password" variant="default" leftSection={<IconKey size={16} aria-hidden />}>
              Change password
            </ButtonLink>
          }
        >
          <AccountSections />
        </SignedInPage>
      )}
    </RequireSessionLight>
  );
}
