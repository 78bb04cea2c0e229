import type { UserInfo } from "@bitmarte/contracts";

/** Owners have every permission; staff need coupons:read to see and coupons:write to change. */
export function couponAccess(user: Pick<UserInfo, "role" | "permissions">): { read: boolean; write: boolean } {
  if (user.role !== "staff") return { read: true, write: true };
  const write = user.permissions.includes("coupons:write");
  return { read: write || user.permissions.includes("coupons:read"), write };
}
