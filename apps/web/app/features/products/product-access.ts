import type { UserInfo } from "@bitmarte/contracts";

/** What a merchant-area user may do with products: the owner everything, staff what their permissions say. */
export function productAccess(user: Pick<UserInfo, "role" | "permissions">): { canRead: boolean; canWrite: boolean } {
  if (user.role !== "staff") return { canRead: true, canWrite: true };
  const canWrite = user.permissions.includes("products:write");
  return { canRead: canWrite || user.permissions.includes("products:read"), canWrite };
}
