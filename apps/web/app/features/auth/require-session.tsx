import { MESSAGES, type UserInfo } from "@bitmarte/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { isApiError } from "../../lib/api-client";
import { type Area, loginUrl } from "../../lib/areas";
import { clearSession } from "../../lib/session";
import { FullScreenSpinner } from "../../ui/full-screen-spinner";
import { useHydrated } from "../../lib/use-hydrated";
import { authKeys, useCurrentUser } from "./auth.queries";
import { SessionUserProvider } from "./session-context";

export interface LoginNotice {
  notice?: string;
}

const RESTORE_LABEL = "Restoring your session…";
const GAVE_UP_NOTICE = "We could not restore your session. Please log in.";

/**
 * Guards a signed-in area. While the saved session is restored (token from the cookie, then
 * GET /auth/userdata) it shows the full-screen spinner; after 5000 ms it gives up. A missing,
 * invalid or foreign session goes to the area's login page.
 */
export function RequireSession({ area, children }: { area: Area; children: (user: UserInfo) => ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const query = useCurrentUser(area.userType);
  const [gaveUp, setGaveUp] = useState(false);
  const hydrated = useHydrated();

  const user = query.data;
  const wrongKind = user !== undefined && user.category !== area.userType;
  const rejected = wrongKind || (query.isError && isApiError(query.error) && (query.error.status === 401 || query.error.status === 403));

  useEffect(() => {
    if (rejected) {
      clearSession(area.userType);
      queryClient.removeQueries({ queryKey: authKeys.forType(area.userType) });
    }
  }, [rejected, area.userType, queryClient]);

  if (!hydrated) return <FullScreenSpinner label={RESTORE_LABEL} />;

  const returnTo = `${location.pathname}${location.search}`;
  if (rejected) {
    return <Navigate to={loginUrl(area, returnTo)} replace state={{ notice: MESSAGES.sessionExpired } satisfies LoginNotice} />;
  }
  if (!query.hasToken) return <Navigate to={loginUrl(area, returnTo)} replace />;
  if (user) return <SessionUserProvider user={user}>{children(user)}</SessionUserProvider>;
  if (gaveUp || query.isError) {
    return <Navigate to={loginUrl(area, returnTo)} replace state={{ notice: GAVE_UP_NOTICE } satisfies LoginNotice} />;
  }
  return <FullScreenSpinner label={RESTORE_LABEL} onTimeout={() => setGaveUp(true)} />;
}
