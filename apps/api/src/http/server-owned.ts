import type { FieldError } from "@bitmarte/contracts";
import type { z } from "zod";

/**
 * Fields only the server sets: who someone is, what was approved or verified, what money is owed. A body
 * that carries one its endpoint does not take is answered 422 naming the field (a client bug or an
 * attempt made visible) instead of being silently dropped. Other unknown fields are still ignored.
 */
export const SERVER_OWNED_FIELDS = new Set([
  "role",
  "roles",
  "kind",
  "isOwner",
  "permissions",
  "isAdmin",
  "isSuperAdmin",
  "isApprover",
  "verified",
  "isVerified",
  "emailConfirmed",
  "emailConfirmedAt",
  "approved",
  "isApproved",
  "approvedAt",
  "approvedBy",
  "firstApproval",
  "secondApproval",
  "approvalStatus",
  "status",
  "isActive",
  "active",
  "commission",
  "commissionBps",
  "commissionRate",
  "commissionPercentage",
  "paymentCategory",
  "payout",
  "payoutStatus",
  "approvePayout",
  "balance",
  "isOfficialOutlet",
]);

type AnySchema = z.ZodType & { def?: { type?: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema; shape?: unknown }; shape?: Record<string, AnySchema> };

/** The object schema under wrappers (optional, nullable, default, pipe/preprocess), or null. */
function objectShape(schema: AnySchema | undefined): Record<string, AnySchema> | null {
  let s = schema;
  for (let depth = 0; s && depth < 10; depth++) {
    const type = s.def?.type;
    if (type === "object") return (s.shape ?? null) as Record<string, AnySchema> | null;
    if (type === "optional" || type === "nullable" || type === "default" || type === "prefault" || type === "readonly" || type === "catch") s = s.def?.innerType;
    else if (type === "pipe") s = s.def?.in?.def?.type === "transform" ? s.def?.out : s.def?.in;
    else return null;
  }
  return null;
}

/** Server-owned fields present in `body` that `schema` does not declare, with their paths (nested objects too). */
export function undeclaredServerOwned(schema: z.ZodType | undefined, body: unknown, path = ""): FieldError[] {
  const shape = objectShape(schema as AnySchema | undefined);
  if (!shape || typeof body !== "object" || body === null || Array.isArray(body)) return [];
  const found: FieldError[] = [];
  for (const [key, value] of Object.entries(body)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in shape)) {
      if (SERVER_OWNED_FIELDS.has(key)) found.push({ path: at, message: `${key} is set by Bitmarte and cannot be sent` });
      continue;
    }
    found.push(...undeclaredServerOwned(shape[key], value, at));
  }
  return found;
}
