import { type AuthSpec, type Caller, mayCall } from "@bitmarte/contracts";
import { createContext, type ReactNode, useCallback, useContext } from "react";

const OrderCallerContext = createContext<Caller | null>(null);

/**
 * Who is signed in, as the endpoint table's access rule sees them. The admin area provides it, so the
 * order screens show only the buttons the server would accept from this role.
 */
export function OrderCallerProvider({ caller, children }: { caller: Caller; children: ReactNode }) {
  return <OrderCallerContext.Provider value={caller}>{children}</OrderCallerContext.Provider>;
}

export type MayCall = (endpoint: { auth: AuthSpec }) => boolean;

/**
 * Whether the signed-in person may call an endpoint. Without a provider (merchant, partner and customer
 * pages) nothing is hidden: their buttons already come from the moves the server allows them.
 */
export function useMayCall(): MayCall {
  const caller = useContext(OrderCallerContext);
  return useCallback((endpoint) => (caller ? mayCall(endpoint, caller) : true), [caller]);
}
