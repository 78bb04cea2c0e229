import type { UserInfo } from "@bitmarte/contracts";
import { SESSION_RESTORE_TIMEOUT_MS } from "@bitmarte/contracts/light";
import { SIGNED_IN_MESSAGES as MESSAGES } from "@bitmarte/contracts/signed-in";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isApiError } from "../../lib/api-client";
import { type Area, loginUrl } from "../../lib/areas";
import { clearSession } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";
import { authKeys, useCurrentUser } from "./session.queries";

export interface LoginNotice {
  notice?: string;
}

export const RESTORE_LABEL = "Restoring your session…";

/** What a signed-in page should draw now (RequireSession and its light twin draw it in their own kit). */
export type SessionGate =
  | { state: "page"; user: UserInfo }
  | { state: "restoring" }
  | { state: "login"; to: string; notice?: string }
  | { state: "failed"; retry: () => void; retrying: boolean };

/**
 * When the server render already knew the user (customer pages: the session seeded from the page request)
 * the page draws at once, on the server and in the browser. Otherwise the saved session is restored (token
 * from the cookie, then GET /auth/userdata), giving up waiting after 5000 ms (spec §4).
 *
 * Only the server refusing the token (401/403) or a user of another kind ends the session and goes to
 * the area's login page. A network or server failure, or the time-out, keeps the session and says
 * "Could not get user data. Try again later." with a way to try again.
 */
export function useSessionGate(area: Area): SessionGate {
  const location = useLocation();
  const queryClient = useQueryClient();
  const query = useCurrentUser(area.userType);
  const [gaveUp, setGaveUp] = useState(false);
  const hydrated = useHydrated();

  const user = query.data;
  const wrongKind = user !== undefined && user.category !== area.userType;
  const rejected = wrongKind || (query.isError && isApiError(query.error) && (query.error.status === 401 || query.error.status === 403));
  const restoring = hydrated && !rejected && query.hasToken && !user && !gaveUp && !query.isError;

  useEffect(() => {
    if (rejected) {
      clearSession(area.userType);
      queryClient.removeQueries({ queryKey: authKeys.forType(area.userType) });
    }
  }, [rejected, area.userType, queryClient]);

  useEffect(() => {
    if (!restoring) return;
    const timer = setTimeout(() => setGaveUp(true), SESSION_RESTORE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [restoring]);

  const page = user && !wrongKind ? ({ state: "page", user } as const) : null;
  if (!hydrated) return page ?? { state: "restoring" };

  const returnTo = `${location.pathname}${location.search}`;
  if (rejected) return { state: "login", to: loginUrl(area, returnTo), notice: MESSAGES.sessionExpired };
  if (!query.hasToken) return { state: "login", to: loginUrl(area, returnTo) };
  if (page) return page;
  if (gaveUp || query.isError) {
    return {
      state: "failed",
      retrying: query.isFetching,
      retry: () => {
        setGaveUp(false);
        void query.refetch();
      },
    };
  }
  return { state: "restoring" };
}
