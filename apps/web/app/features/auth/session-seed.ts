import type { CartResponse, UserInfo } from "@bitmarte/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { authKeys } from "./session.queries";

/** The route whose loader reads the customer's session from the page request (routes.ts): every signed-in customer page sits inside it. */
export const SESSION_ROUTE_ID = "signed-in-customer";

/** What the server render knew of the signed-in customer (features/auth/session.server.ts). */
export interface ServerSession {
  user: UserInfo;
  /** The cart as GET /cart/get-cart answered it, or null when that call failed. */
  cart: CartResponse["cartItemsData"] | null;
}

export function useServerSession(): ServerSession | null {
  const data = useRouteLoaderData(SESSION_ROUTE_ID) as { session?: ServerSession | null } | undefined;
  return data?.session ?? null;
}

/**
 * Puts the server's customer and cart into the query cache before anything reads them, on the server and
 * again when the page hydrates, so the header, the cart count and RequireSession draw the signed-in page
 * from the first byte and the browser does not ask again while they are fresh. Each loader answer is
 * seeded once; later changes (a profile edit, a logout) belong to the client cache.
 */
export function useSeedServerSession(): ServerSession | null {
  const session = useServerSession();
  const queryClient = useQueryClient();
  const seeded = useRef<ServerSession | null>(null);
  if (session && seeded.current !== session) {
    seeded.current = session;
    queryClient.setQueryData(authKeys.user("customer"), session.user);
  }
  // The cart feature seeds the cart (features do not import each other): see routes/customer/site-layout.tsx.
  return session;
}
