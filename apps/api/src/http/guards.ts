import { forbidden } from "../lib/errors.js";
import type { AdminActor, Ctx } from "./context.js";

/**
 * Platform management (hubs, merchant documents, approvals) belongs to the admin and super admin
 * roles; dispatchers and schedulers hold admin tokens for order work only.
 */
export function assertManagingAdmin(ctx: Ctx<AdminActor>): void {
  if (ctx.actor.role !== "admin" && ctx.actor.role !== "superadmin") throw forbidden();
}
