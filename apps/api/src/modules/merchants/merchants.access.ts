import type { AdminActor, Ctx } from "../../http/context.js";
import { forbidden } from "../../lib/errors.js";

/**
 * Platform management (hubs, merchant documents, approvals) belongs to the admin and super admin
 * roles; dispatchers and schedulers hold admin tokens for order work only.
 */
export function assertManagingAdmin(ctx: Ctx<AdminActor>): void {
  if (ctx.actor.role !== "admin" && ctx.actor.role !== "superadmin") throw forbidden();
}

/** Offset of a 1-based page. */
export const pageOffset = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;
