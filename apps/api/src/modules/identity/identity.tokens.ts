import type { TokenKind } from "@bitmarte/contracts";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "bitmarte";
const AUDIENCE = "bitmarte-api";

export interface TokenClaims {
  userId: string;
  sessionId: string;
  kind: TokenKind;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(secret: string, c: TokenClaims, now: Date): Promise<string> {
  return new SignJWT({ knd: c.kind, sid: c.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(c.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(c.expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: now,
    });
    const kind = payload.knd;
    if (
      typeof payload.sub !== "string" ||
      typeof payload.sid !== "string" ||
      (kind !== "customer" && kind !== "merchant" && kind !== "admin" && kind !== "partner") ||
      typeof payload.exp !== "number"
    ) {
      return null;
    }
    return { userId: payload.sub, sessionId: payload.sid, kind, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
