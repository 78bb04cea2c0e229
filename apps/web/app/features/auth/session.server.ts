import { authEndpoints, cartEndpoints } from "@bitmarte/contracts";
import { callEndpoint } from "../../lib/api-client";
import { readCookie, tokenKey, userTypeFromPath } from "../../lib/session";
import type { ServerSession } from "./session-seed";

const SERVER_SESSION_TIMEOUT_MS = 3_000;

/**
 * The signed-in customer as the server render knows them: the page request carries the token cookie, so
 * the user (and the cart the header counts) are read from the API before the first byte, in parallel. Null
 * when the page is not a customer page, there is no cookie, or the API refused or could not answer: the
 * browser then checks the session itself (and only a 401/403 ends it there).
 *
 * A page that reads this must never be shared between people: the layout that loads it answers
 * `Cache-Control: private` (routes/customer/signed-in-layout.tsx), and the storefront pages the API's page cache
 * keeps never match that layout.
 */
export async function sessionFromRequest(request: Request): Promise<ServerSession | null> {
  const url = new URL(request.url);
  if (userTypeFromPath(url.pathname) !== "customer") return null;
  const token = readCookie(request.headers.get("cookie") ?? "", tokenKey("customer"));
  if (!token) return null;
  const headers = { Authorization: `Bearer ${token}` };
  // A slow API must not hold the page back: past this the browser asks itself.
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(SERVER_SESSION_TIMEOUT_MS)]);
  const [user, cart] = await Promise.allSettled([
    callEndpoint(authEndpoints.userData, {}, { headers, signal }),
    callEndpoint(cartEndpoints.get, {}, { headers, signal }),
  ]);
  if (user.status === "rejected") return null;
  if (user.value.category !== "customer") return null;
  return {
    user: user.value,
    cart: cart.status === "fulfilled" ? cart.value.cartItemsData : null,
  };
}
