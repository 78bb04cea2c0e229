import { authEndpoints, type UserInfo } from "@bitmarte/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint, callEndpointEnvelope, isApiError } from "../../lib/api-client";
import { clearSession, hasSession, saveStoredUser, type UserType } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";

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
        const user = await callEndpoint(authEndpoints.userData, {}, { userType, signal });
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
 * The signed-in user of a type (GET /auth/userdata). Runs only in the browser and only when that
 * type's token cookie exists.
 */
export function useCurrentUser(userType: UserType) {
  const hydrated = useHydrated();
  const enabled = hydrated && hasSession(userType);
  const query = useQuery({ ...currentUserQuery(userType), enabled });
  return { ...query, hasToken: enabled };
}

export type ConfirmKind = "customer" | "merchant";

const confirmationEndpoints = {
  customer: authEndpoints.customerConfirmation,
  merchant: authEndpoints.merchantConfirmation,
} as const;

/** Confirms an email address once; the answer is the server's message. */
export function useConfirmEmail(kind: ConfirmKind, token: string) {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: authKeys.confirmation(kind, token),
    queryFn: async ({ signal }) => {
      const { message } = await callEndpointEnvelope(
        confirmationEndpoints[kind],
        { params: { token } },
        { userType: kind, signal },
      );
      return message;
    },
    enabled: hydrated && token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
