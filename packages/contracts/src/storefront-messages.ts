/**
 * The messages the storefront pages show (header, cart button, follow button, errors of any call): a module
 * of their own so the storefront's bundle carries these few instead of every message. MESSAGES includes
 * them; `@bitmarte/contracts/light` exports them as MESSAGES, so a storefront module that names any other
 * message fails to type-check instead of growing the bundle.
 */
export const STOREFRONT_MESSAGES = {
  networkError: "Check network connection",
  /** Shown while the browser solves a proof-of-work challenge (busy shared network address). */
  checkingConnection: "Checking your connection…",
  loadStoresFailed: "Could not get stores. Try again later.",
  errorOccurred: "An Error occured. Please try again later.",
  somethingWentWrong: "Something went wrong",
  tokenNotValid: "Token is not valid",
  ok: "Successful",
  internalError: "Something went wrong on our side. Please try again later.",
  loggedOut: "Logged out successfully",
} as const;
