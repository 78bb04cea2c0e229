import { MESSAGES, type UserInfo } from "@bitmarte/contracts";
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { Area } from "../../lib/areas";
import { fullName, roleLabel } from "../../lib/format";
import { AreaShell, type AreaNavItem } from "../../ui/area-shell";
import { useLogout } from "./auth.mutations";
import { RequireSession } from "./require-session";

export interface SignedInAreaProps {
  area: Area;
  /** The navigation for this user (items can depend on the role). */
  nav: (user: UserInfo) => AreaNavItem[];
  children: ReactNode;
}

/** A signed-in area: session guard, header with role and user menu, navigation. */
export function SignedInArea({ area, nav, children }: SignedInAreaProps) {
  return (
    <RequireSession area={area}>
      {(user) => (
        <SignedInShell area={area} user={user} nav={nav(user)}>
          {children}
        </SignedInShell>
      )}
    </RequireSession>
  );
}

function SignedInShell({ area, user, nav, children }: { area: Area; user: UserInfo; nav: AreaNavItem[]; children: ReactNode }) {
  const navigate = useNavigate();
  const logout = useLogout(area.userType);
  const subtitle = user.storeName ? `${user.storeName}` : user.email;

  const onLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        notifications.show({ message: MESSAGES.loggedOut, color: "brand" });
        navigate(area.login, { replace: true });
      },
    });
  };

  return (
    <AreaShell
      areaLabel={area.label}
      homeTo={area.home}
      nav={nav}
      user={{ name: fullName(user), email: user.email, roleLabel: roleLabel(user.role), subtitle }}
      changePasswordTo={area.changePassword}
      onLogout={onLogout}
      loggingOut={logout.isPending}
    >
      {children}
    </AreaShell>
  );
}
