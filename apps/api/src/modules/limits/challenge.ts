import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CHALLENGE_ALGORITHM, CHALLENGE_SOLUTION_HEADER, type Challenge } from "@bitmarte/contracts";
import type { Config } from "../../config.js";

/**
 * Stateless proof-of-work challenges. The salt carries everything the check needs, signed:
 * `v1.<scope>.<difficulty>.<expires ms>.<id>.<hmac>`, so any server process can verify a solution
 * without a lookup; only "used once" needs the database (limits.repository claimChallenge).
 */

type ChallengeConfig = Pick<Config, "CHALLENGE_SECRET" | "JWT_SECRET" | "CHALLENGE_DIFFICULTY_BITS" | "CHALLENGE_TTL_SECONDS">;

const VERSION = "v1";
/** Nonces are decimal counters; a solver needs far fewer than 16 digits at any difficulty allowed. */
const NONCE = /^\d{1,16}$/;

function signingKey(config: ChallengeConfig): Buffer {
  if (config.CHALLENGE_SECRET) return Buffer.from(config.CHALLENGE_SECRET);
  // A key of its own, so a challenge signature can never stand in for a token signature.
  return createHmac("sha256", config.JWT_SECRET).update("bitmarte:challenge-key").digest();
}

function mac(config: ChallengeConfig, signed: string): string {
  return createHmac("sha256", signingKey(config)).update(signed).digest("base64url");
}

export function issueChallenge(config: ChallengeConfig, scope: string, now: Date): Challenge {
  const expires = now.getTime() + config.CHALLENGE_TTL_SECONDS * 1000;
  const signed = [VERSION, scope, config.CHALLENGE_DIFFICULTY_BITS, expires, randomBytes(16).toString("base64url")].join(".");
  return {
    algorithm: CHALLENGE_ALGORITHM,
    salt: `${signed}.${mac(config, signed)}`,
    difficulty: config.CHALLENGE_DIFFICULTY_BITS,
    expiresAt: new Date(expires).toISOString(),
    header: CHALLENGE_SOLUTION_HEADER,
  };
}

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export type SolutionCheck =
  | { ok: true; id: string; expiresAt: Date }
  | { ok: false; reason: "malformed" | "signature" | "scope" | "expired" | "work" };

/**
 * Checks a solution header (`<salt>:<nonce>`) for `scope`: our signature, not expired, and enough
 * leading zero bits. Whether it was used before is the caller's question.
 */
export function checkSolution(config: ChallengeConfig, header: string, scope: string, now: Date): SolutionCheck {
  const cut = header.lastIndexOf(":");
  if (cut <= 0 || header.length > 300) return { ok: false, reason: "malformed" };
  const salt = header.slice(0, cut);
  const nonce = header.slice(cut + 1);
  const parts = salt.split(".");
  if (!NONCE.test(nonce) || parts.length !== 6 || parts[0] !== VERSION) return { ok: false, reason: "malformed" };
  const [, saltScope, difficultyText, expiresText, id, signature] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(mac(config, parts.slice(0, 5).join(".")));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  if (saltScope !== scope) return { ok: false, reason: "scope" };
  const expiresAt = new Date(Number(expiresText));
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false, reason: "expired" };
  const digest = createHash("sha256").update(salt + nonce, "utf8").digest();
  if (leadingZeroBits(digest) < Number(difficultyText)) return { ok: false, reason: "work" };
  return { ok: true, id, expiresAt };
}
