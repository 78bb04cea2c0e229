import { z } from "zod";
import { CHALLENGE_ALGORITHM, CHALLENGE_SOLUTION_HEADER, TOKEN_KINDS } from "./constants.js";

export { CHALLENGE_ALGORITHM, CHALLENGE_SOLUTION_HEADER, TOKEN_KINDS };

export type TokenKind = (typeof TOKEN_KINDS)[number];
export const TokenKindSchema = z.enum(TOKEN_KINDS);

export const ADMIN_ROLES = ["admin", "superadmin", "dispatcher", "scheduler"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const MERCHANT_RESOURCES = [
  "products",
  "orders",
  "returns",
  "coupons",
  "staff",
  "store",
  "reports",
  "transactions",
  "themes",
] as const;
export type MerchantResource = (typeof MERCHANT_RESOURCES)[number];
export type MerchantPermission = `${MerchantResource}:${"read" | "write"}`;

export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "MALFORMED_BODY",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "CHALLENGE_REQUIRED",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_CONFIRMED",
  "ACCOUNT_DEACTIVATED",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "NOT_IMPLEMENTED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * A proof-of-work a 429 with code CHALLENGE_REQUIRED offers past a soft per-address limit: find a
 * decimal `nonce` so that SHA-256 of the UTF-8 text `salt + nonce` starts with `difficulty` zero bits,
 * then send the same request again with the header CHALLENGE_SOLUTION_HEADER: `<salt>:<nonce>`.
 * Each solved challenge passes once, before `expiresAt`. Clients that ignore it see an ordinary 429.
 */
export const ChallengeSchema = z.object({
  algorithm: z.literal(CHALLENGE_ALGORITHM),
  salt: z.string(),
  difficulty: z.number().int().min(1).max(32),
  expiresAt: z.string(),
  header: z.literal(CHALLENGE_SOLUTION_HEADER),
});
export type Challenge = z.infer<typeof ChallengeSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(FieldErrorSchema).optional(),
  /** Only with code CHALLENGE_REQUIRED. */
  challenge: ChallengeSchema.optional(),
  requestId: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}
export type SuccessEnvelope<T> = { success: true; message: string; data: T };

/** `{ rows, count }` list shape (API.md default). */
export function page<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), count: z.number().int() });
}
/** `data.data` + `data.count` list shape where the spec says so. */
export function dataPage<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), count: z.number().int() });
}

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const OffsetQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const IdSchema = z.uuid();
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * Naira as a decimal number with at most 2 places (kobo inside the server). `n * 100` carries the
 * float's rounding error, which grows with the amount: the tolerance grows with it (a few units in
 * the last place), so large totals (₦100m and more) pass while a third decimal never does.
 */
export const MoneySchema = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < Math.max(1e-6, Math.abs(n * 100) * 1e-15), "At most 2 decimal places");

export const IsoDateTimeSchema = z.string();
/** Coupon dates: YYYY-MM-DD, UTC. */
export const DayStringSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD");

// Human messages for Zod's generic failures, shared by server and web forms.
z.config({
  customError: (issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return "This field is required";
    return undefined;
  },
});
