import { MESSAGES } from "@bitmarte/contracts/light";
import { isApiError } from "../../lib/api-client";

/**
 * A rejected customer token on a cart call: spec §8 rethrows "Token is not valid" rather than toasting
 * it, so the caller sends the customer to log in.
 */
export function isSignedOutError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 401 || error.message === MESSAGES.tokenNotValid;
}

/** "/login?redirectTo=…" that brings the customer back to where they were. */
export function loginReturnPath(pathname: string, search = ""): string {
  return `/login?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
}
