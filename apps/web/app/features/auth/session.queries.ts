import type { authEndpoints, UserInfo } from "@bitmarte/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, endpointRoute, isApiError } from "../../lib/api-client";
import { clearSession, hasSession, saveStoredUser, type UserType } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";

// The signed-in user, without zod: the site header of every storefront page loads this file, so the
// endpoint is named by its route only. auth.queries.ts re-exports all of it for the other pages.

const userData = endpointRoute<typeof authEndpoints.userData>({ method: "GET", path: "/auth/userdata", auth: "signed-in" });

export type ConfirmKind = "customer" | "merchant";

export const authKeys = {
  all: ["auth"] as const,
  forType: (userType: UserType) => ["auth", userType] as const,
  user: (userType: UserType) => ["auth", userType, "userdata"] as const,
  confirmation: (kind: ConfirmKind, token: string) => ["auth", "confirmation", kind, token] as const,
};

export function currentUserQuery(userType: UserType) {
  return queryOptions({
    queryKey: authKeys.user(userType),
    queryFn: async ({ signal }): Promise<UserInfo> => {
      try {
        const user = await callEndpoint(userData, {}, { userType, signal });
        saveStoredUser(userType, user);
        return user;
      } catch (error) {
        // A token the server no longer accepts (expired, revoked, account deactivated) is dropped.
        if (isApiError(error) && error.status === 401) clearSession(userType);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * The signed-in user of a type (GET /auth/userdata). Asked only in the browser and only when that type's
 * token cookie exists. Before hydration the cookie cannot be read here; a user the server render put in
 * the cache (session-seed.ts) counts as signed in then, so the server and the first browser render agree.
 */
export function useCurrentUser(userType: UserType) {
  const hydrated = useHydrated();
  const signedIn = useHasSession(userType);
  const query = useQuery({ ...currentUserQuery(userType), enabled: hydrated && signedIn });
  return { ...query, hasToken: signedIn };
}

/**
 * Whether a user of this type is signed in: their token cookie in the browser; before hydration, whether
 * the server render knew them (their user is in the cache).
 */
export function useHasSession(userType: UserType): boolean {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  return hydrated ? hasSession(userType) : queryClient.getQueryData(authKeys.user(userType)) !== undefined;
}
