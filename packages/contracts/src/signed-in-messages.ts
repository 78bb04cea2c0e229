/**
 * The messages of the signed-in customer pages drawn with ui/light (My account, My orders, Stores I follow):
 * apart from the storefront's, so the pages everyone lands on do not carry them. MESSAGES includes them.
 */
export const SIGNED_IN_MESSAGES = {
  sessionExpired: "Your session has ended. Please log in again.",
  loadUserDataFailed: "Could not get user data. Try again later.",
  loadOrdersFailed: "Could not get orders. Try again later.",
} as const;
