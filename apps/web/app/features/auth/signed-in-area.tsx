import { MESSAGES, type UserInfo } from "@bitmarte/contracts";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isApiError } from "../../lib/api-client";
import type { Area } from "../../lib/areas";
import { fullName, roleLabel } from "../../lib/format";
import { AreaShell, type AreaNavItem } from "../../ui/area-shell";
import { useLogout } from "./auth.mutations";
import { authKeys } from "./auth.queries";
import { RequireSession } from "./require-session";

export interface SignedInAreaProps {
  area: Area;
  /** The navigation for this user (items can depend on the role). */
  nav: (user: UserInfo) => AreaNavItem[];
  /** Controls for the header beside the user menu (the notification bell). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/** A signed-in area: session guard, header with role and user menu, navigation. */
export function SignedInArea({ area, nav, headerActions, children }: SignedInAreaProps) {
  useFreshSession(area);
  return (
    <RequireSession area={area}>
      {(user) => (
        <SignedInShell area={area} user={user} nav={nav(user)} headerActions={headerActions}>
          {children}
        </SignedInShell>
      )}
    </RequireSession>
  );
}

function SignedInShell({ area, user, nav, headerActions, children }: { area: Area; user: UserInfo; nav: AreaNavItem[]; headerActions?: ReactNode; children: ReactNode }) {
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
      headerActions={headerActions}
    >
      {children}
    </AreaShell>
  );
}

/**
 * Keeps the signed-in user current: the server reads permissions and the session on every request,
 * so the screens follow at once. The user is read again on every navigation, and whenever a call is
 * refused (401: the session ended, e.g. a removed staff member or a deactivated admin, and the guard
 * sends them to the login page; 403: permissions changed, so the navigation is redrawn).
 */
function useFreshSession(area: Area) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: authKeys.user(area.userType) });
  }, [pathname, queryClient, area.userType]);

  useEffect(() => {
    const own = authKeys.forType(area.userType);
    const refused = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);
    const recheck = () => void queryClient.invalidateQueries({ queryKey: authKeys.user(area.userType) });
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error" || !refused(event.action.error)) return;
      if (own.every((part, i) => event.query.queryKey[i] === part)) return;
      recheck();
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && refused(event.action.error)) recheck();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, area.userType]);
}
