import { MESSAGES, type UserInfo } from "@bitmarte/contracts";
import { Container } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { isApiError } from "../../lib/api-client";
import { type Area, loginUrl } from "../../lib/areas";
import { clearSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { ErrorState } from "../../ui/error-state";
import { FullScreenSpinner } from "../../ui/full-screen-spinner";
import { authKeys, useCurrentUser } from "./auth.queries";
import { SessionUserProvider } from "./session-context";

export interface LoginNotice {
  notice?: string;
}

const RESTORE_LABEL = "Restoring your session…";

/**
 * Guards a signed-in area. When the server render already knew the user (customer pages: the session
 * seeded from the page request) the page draws at once, on the server and in the browser. Otherwise the
 * saved session is restored (token from the cookie, then GET /auth/userdata) behind the full-screen
 * spinner, which gives up waiting after 5000 ms (spec §4).
 *
 * Only the server refusing the token (401/403) or a user of another kind ends the session and goes to
 * the area's login page. A network or server failure, or the time-out, keeps the session and says
 * "Could not get user data. Try again later." with a way to try again.
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

  const page = user && !wrongKind ? <SessionUserProvider user={user}>{children(user)}</SessionUserProvider> : null;
  if (!hydrated) return page ?? <FullScreenSpinner label={RESTORE_LABEL} />;

  const returnTo = `${location.pathname}${location.search}`;
  if (rejected) {
    return <Navigate to={loginUrl(area, returnTo)} replace state={{ notice: MESSAGES.sessionExpired } satisfies LoginNotice} />;
  }
  if (!query.hasToken) return <Navigate to={loginUrl(area, returnTo)} replace />;
  if (page) return page;
  if (gaveUp || query.isError) {
    const retry = () => {
      setGaveUp(false);
      void query.refetch();
    };
    return (
      <Container size="sm" py={{ base: "lg", sm: "xl" }}>
        <ErrorState message={MESSAGES.loadUserDataFailed} onRetry={retry} retrying={query.isFetching} />
      </Container>
    );
  }
  return <FullScreenSpinner label={RESTORE_LABEL} onTimeout={() => setGaveUp(true)} />;
}
