import type { UserInfo } from "@bitmarte/contracts";

/** Owners see their store's transactions; staff need the transactions:read permission, as the server checks. */
export function canReadTransactions(user: Pick<UserInfo, "role" | "permissions">): boolean {
  return user.role !== "staff" || user.permissions.includes("transactions:read");
}
