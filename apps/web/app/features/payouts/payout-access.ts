import type { UserInfo } from "@bitmarte/contracts";

/** Owners see their payouts; staff need the reports:read permission, as the server checks. */
export function canReadPayouts(user: Pick<UserInfo, "role" | "permissions">): boolean {
  return user.role !== "staff" || user.permissions.includes("reports:read");
}
