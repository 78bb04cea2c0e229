import type { authEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, endpointRoute } from "../../lib/api-client";
import { clearSession, type UserType } from "../../lib/session";
import { authKeys } from "./session.queries";

// Logging out, without zod (the site header's menu); auth.mutations.ts re-exports it for the other pages.

const logout = endpointRoute<typeof authEndpoints.logout>({ method: "POST", path: "/auth/logout", auth: "signed-in" });

/** Revokes the session on the server (best effort), then clears the token cookie and stored user. */
export function useLogout(userType: UserType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callEndpoint(logout, {}, { userType });
      } catch {
        // The local session is cleared whatever the server answers.
      }
    },
    onSettled: () => {
      clearSession(userType);
      queryClient.removeQueries({ queryKey: authKeys.forType(userType) });
    },
  });
}
