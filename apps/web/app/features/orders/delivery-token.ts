import { ConvertTokenBodySchema } from "@bitmarte/contracts";

export const TOKEN_LENGTH = 6;

/** What the rider typed or pasted, as digits only (spaces and dashes dropped), at most 6. */
export function normaliseToken(input: string): string {
  return input.replace(/\D/g, "").slice(0, TOKEN_LENGTH);
}

/** The reason a token cannot be sent, with the contract's own messages; null when it may go. */
export function tokenProblem(value: string): string | null {
  const parsed = ConvertTokenBodySchema.safeParse({ token: value });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "The delivery token has 6 digits");
}
