import { type ErrorCode, type ErrorEnvelope, type FieldError, MESSAGES } from "@bitmarte/contracts";

/** An expected failure with its HTTP status; the error handler turns it into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** Further fields of the error envelope, e.g. the challenge of a CHALLENGE_REQUIRED. */
    readonly extra?: Pick<ErrorEnvelope, "challenge">,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, "NOT_FOUND", message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, "FORBIDDEN", message);
export const unauthenticated = (message: string = MESSAGES.unauthenticated) =>
  new AppError(401, "UNAUTHENTICATED", message);
export const conflict = (message: string = MESSAGES.conflict, errors?: FieldError[]) =>
  new AppError(409, "CONFLICT", message, errors);
export const badInput = (errors: FieldError[], message: string = errors[0]?.message ?? MESSAGES.validationFailed) =>
  new AppError(422, "VALIDATION_FAILED", message, errors);

/** The violated constraint when `e` is a PostgreSQL unique violation (23505, possibly wrapped by Drizzle), else null. */
export function uniqueViolation(e: unknown): { constraint: string | undefined } | null {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (err?.code === "23505") return { constraint: err.constraint };
  if (err?.cause?.code === "23505") return { constraint: err.cause.constraint };
  return null;
}
