import { authEndpoints } from "@bitmarte/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { useHydrated } from "../../lib/use-hydrated";
import { authKeys, type ConfirmKind } from "./session.queries";

// The keys, the signed-in user's query and useCurrentUser live in the zod-free session.queries.ts.
export { authKeys, type ConfirmKind, currentUserQuery, useCurrentUser } from "./session.queries";

const confirmationEndpoints = {
  customer: authEndpoints.customerConfirmation,
  merchant: authEndpoints.merchantConfirmation,
} as const;

/** Whether a reset link still works, asked when the page opens (nothing is used up). */
export function useResetLinkCheck(userType: "customer" | "merchant" | "admin" | "partner", token: string) {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: ["auth", "reset-link", userType, token],
    queryFn: ({ signal }) => callEndpointEnvelope(authEndpoints.checkResetLink, { params: { userType, token } }, { userType, signal }),
    enabled: hydrated && token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

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
