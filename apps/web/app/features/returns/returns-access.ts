import type { UserInfo } from "@bitmarte/contracts";

/** Owners see their store's returns; staff need returns:read (and returns:write to act), as the server checks. */
export function canReadReturns(user: Pick<UserInfo, "role" | "permissions">): boolean {
  return user.role !== "staff" || user.permissions.includes("returns:read") || user.permissions.includes("returns:write");
}
export function canWriteReturns(user: Pick<UserInfo, "role" | "permissions">): boolean {
  return user.role !== "staff" || user.permissions.includes("returns:write");
}
