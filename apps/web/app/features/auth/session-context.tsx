import type { UserInfo } from "@bitmarte/contracts";
import { createContext, type ReactNode, useContext } from "react";

const SessionUserContext = createContext<UserInfo | null>(null);

export function SessionUserProvider({ user, children }: { user: UserInfo; children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** The signed-in user inside a RequireSession boundary. */
export function useSessionUser(): UserInfo {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error("useSessionUser must be used inside RequireSession");
  return user;
}
