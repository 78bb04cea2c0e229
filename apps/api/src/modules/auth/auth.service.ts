import {
  type AdminRole,
  type CustomerSignup,
  type Login,
  type LoginResult,
  MERCHANT_RESOURCES,
  MESSAGES,
  type MerchantSignup,
  type TokenKind,
  type UserInfo,
} from "@bitmarte/contracts";
import type { Db } from "../../db/client.js";
import type { Actor, Ctx } from "../../http/context.js";
import { hashPassword, sha256, verifyPassword } from "../../lib/crypto.js";
import { AppError, conflict, unauthenticated, uniqueViolation } from "../../lib/errors.js";
import { confirmEmailMail, enqueueMail, passwordChangedMail, resetPasswordMail } from "../mail/index.js";
import { insertMerchant } from "../merchants/index.js";
import { createStoreForMerchant } from "../merchants/index.js";
import * as identity from "../identity/index.js";
import { addressKey, challengeRequired, type LimitCtx, redeemChallenge } from "../limits/index.js";
import * as repo from "./auth.repository.js";


const CONFIRM_TTL_MS = 24 * 3600_000;
export const ALL_MERCHANT_PERMISSIONS = MERCHANT_RESOURCES.flatMap((r) => [`${r}:read`, `${r}:write`]);

/** Web paths the mailed links open, per user type (see the web's routes). */
const AREA_PREFIX: Record<TokenKind, string> = {
  customer: "",
  merchant: "/merchant",
  admin: "/admin",
  partner: "/shipping-partner",
};

// Compared against when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword("not-a-real-password-0");
  return dummyHash;
};

const isUniqueViolation = (e: unknown) => uniqueViolation(e) !== null;

async function issueEmailToken(ctx: Ctx, db: Parameters<typeof identity.insertAuthToken>[0], user: identity.UserRow, purpose: "confirm_email" | "reset_password") {
  const ttl = purpose === "confirm_email" ? CONFIRM_TTL_MS : ctx.config.RESET_TOKEN_TTL_MINUTES * 60_000;
  const token = await identity.issueAuthToken(db, { userId: user.id, purpose, expiresAt: new Date(ctx.now.getTime() + ttl) });
  const prefix = AREA_PREFIX[user.kind];
  if (purpose === "confirm_email") {
    await enqueueMail(db, user.email, confirmEmailMail(user.firstName, `${ctx.config.APP_URL}${prefix}/confirm-email/${token}`));
  } else {
    await enqueueMail(db, user.email, resetPasswordMail(user.firstName, `${ctx.config.APP_URL}${prefix}/reset-password/${token}`, ctx.config.RESET_TOKEN_TTL_MINUTES));
  }
}

export async function signupCustomer(ctx: Ctx, input: CustomerSignup) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await identity.insertUser(tx, {
        kind: "customer",
        role: "customer",
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber ?? null,
      });
      await repo.insertCustomer(tx, user.id);
      await issueEmailToken(ctx, tx, user, "confirm_email");
      return { id: user.id, email: user.email };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(MESSAGES.emailTaken, [{ path: "email", message: MESSAGES.emailTaken }]);
    throw e;
  }
}

export async function signupMerchant(ctx: Ctx, input: MerchantSignup) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await identity.insertUser(tx, {
        kind: "merchant",
        role: "merchant",
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
      });
      const merchant = await insertMerchant(tx, { userId: user.id, isRegisteredBusiness: input.isRegisteredBusiness });
      await createStoreForMerchant(tx, {
        merchantId: merchant.id,
        storeName: input.storeName,
        isRegisteredBusiness: input.isRegisteredBusiness,
      });
      await issueEmailToken(ctx, tx, user, "confirm_email");
      return { id: user.id, email: user.email };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(MESSAGES.emailTaken, [{ path: "email", message: MESSAGES.emailTaken }]);
    throw e;
  }
}

/**
 * Records the attempt as a failure before the password is checked (a success clears it); 429 past a limit.
 * Past the soft per-address figure a solved challenge per attempt lets people behind one busy address
 * through, up to the hard figure; the per-account figure has no challenge.
 */
async function reserveAttempt(ctx: Ctx & Pick<LimitCtx, "challengeSolution">, kind: TokenKind, email: string) {
  const soft = ctx.config.LOGIN_MAX_FAILS_PER_IP;
  const hard = Math.max(soft, ctx.config.LOGIN_MAX_FAILS_PER_IP_CHALLENGED);
  const solved = hard > soft && (await redeemChallenge(ctx, "login"));
  const ip = addressKey(ctx.ip);
  const since = new Date(ctx.now.getTime() - ctx.config.LOGIN_WINDOW_MINUTES * 60_000);
  const reserved = await identity.reserveLoginAttempt(ctx.db, {
    kind,
    email,
    ip,
    now: ctx.now,
    since,
    maxPerAccount: ctx.config.LOGIN_MAX_FAILS_PER_ACCOUNT,
    maxPerIp: solved ? hard : soft,
  });
  if (reserved) return;
  const wait = ctx.config.LOGIN_WINDOW_MINUTES * 60;
  if (!solved) {
    const counts = await identity.countFailures(ctx.db, kind, email, ip, since);
    if (counts && counts.account < ctx.config.LOGIN_MAX_FAILS_PER_ACCOUNT && counts.ip < hard) throw challengeRequired(ctx, "login", wait);
  }
  throw new AppError(429, "RATE_LIMITED", MESSAGES.rateLimited, undefined, { "retry-after": String(wait) });
}

export async function login(ctx: Ctx & Pick<LimitCtx, "challengeSolution">, kind: TokenKind, input: Login, userAgent?: string): Promise<LoginResult> {
  await reserveAttempt(ctx, kind, input.email);
  const user = await identity.findUserByEmail(ctx.db, kind, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !ok) throw new AppError(401, "INVALID_CREDENTIALS", MESSAGES.invalidCredentials);
  await identity.clearFailures(ctx.db, kind, input.email);
  if (!user.isActive) throw new AppError(403, "ACCOUNT_DEACTIVATED", MESSAGES.accountDeactivated);
  if (!user.emailConfirmedAt) throw new AppError(403, "EMAIL_NOT_CONFIRMED", MESSAGES.emailNotConfirmed);
  if (kind === "partner") {
    const partner = await repo.findPartnerByUser(ctx.db, user.id);
    if (!partner || partner.status !== "approved") throw new AppError(403, "FORBIDDEN", MESSAGES.forbidden);
  }
  const expiresAt = new Date(ctx.now.getTime() + ctx.config.TOKEN_TTL_HOURS * 3600_000);
  const sessionId = await identity.insertSession(ctx.db, { userId: user.id, kind, ip: ctx.ip, userAgent: userAgent?.slice(0, 300), expiresAt, createdAt: ctx.now });
  await identity.updateUser(ctx.db, user.id, { lastLoginAt: ctx.now });
  const token = await identity.signToken(ctx.config.JWT_SECRET, { userId: user.id, sessionId, kind, expiresAt }, ctx.now);
  const actor = await actorFor(ctx.db, { ...user, lastLoginAt: ctx.now }, sessionId);
  if (!actor) throw new AppError(403, "FORBIDDEN", MESSAGES.forbidden);
  return { token, user: await userInfo(ctx.db, { ...user, lastLoginAt: ctx.now }, actor) };
}

async function actorFor(db: Db, user: identity.UserRow, sessionId: string): Promise<Actor | null> {
  const base = { userId: user.id, sessionId, email: user.email };
  switch (user.kind) {
    case "customer":
      return { ...base, kind: "customer", role: "customer" };
    case "merchant": {
      const m = await repo.findMerchantContext(db, user.id);
      if (!m) return null;
      return {
        ...base,
        kind: "merchant",
        role: m.isOwner ? "merchant" : "staff",
        merchantId: m.merchantId,
        storeId: m.storeId,
        permissions: m.isOwner ? ALL_MERCHANT_PERMISSIONS : m.permissions,
      };
    }
    case "admin": {
      const a = await repo.findAdmin(db, user.id);
      if (!a) return null;
      return { ...base, kind: "admin", role: a.role as AdminRole, isApprover: a.isApprover };
    }
    case "partner": {
      const p = await repo.findPartnerByUser(db, user.id);
      if (!p || p.status !== "approved") return null;
      return { ...base, kind: "partner", role: "partner", partnerId: p.id };
    }
  }
}

/**
 * The actor behind a bearer token. No header: null. A header that is not a live session of an active
 * account: 401 (logout and deactivation take effect on the next request).
 */
export async function resolveActor(db: Db, secret: string, authorization: string | undefined, now: Date): Promise<Actor | null> {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) throw unauthenticated();
  const claims = await identity.verifyToken(secret, match[1], now);
  if (!claims) throw unauthenticated(MESSAGES.sessionExpired);
  const live = await identity.findLiveSession(db, claims.sessionId, claims.userId, claims.kind, now);
  if (!live) throw unauthenticated(MESSAGES.sessionExpired);
  if (!live.user.isActive) throw unauthenticated(MESSAGES.accountDeactivated);
  const actor = await actorFor(db, live.user, claims.sessionId);
  if (!actor) throw unauthenticated(MESSAGES.sessionExpired);
  return actor;
}

async function userInfo(db: Db, user: identity.UserRow, actor: Actor): Promise<UserInfo> {
  let storeId: string | null = null;
  let storeName: string | null = null;
  let isRegisteredBusiness = false;
  let permissions: string[] = [];
  if (actor.kind === "merchant") {
    const m = await repo.findMerchantContext(db, user.id);
    storeId = m?.storeId ?? null;
    storeName = m?.storeName ?? null;
    isRegisteredBusiness = m?.isRegisteredBusiness ?? false;
    permissions = [...actor.permissions];
  } else if (actor.kind === "admin") {
    permissions = await identity.listRolePermissions(db, actor.role);
  }
  // Spec §3 shipping partner login data: name, logo, email, shippingCompany.
  const partner = actor.kind === "partner" ? await repo.findPartnerByUser(db, user.id) : null;
  const partnerInfo = partner
    ? { name: `${user.firstName} ${user.lastName}`.trim(), logo: partner.logo, shippingCompany: partner.companyName }
    : {};
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    category: user.kind,
    role: actor.role,
    storeId,
    storeName,
    isRegisteredBusiness,
    image: user.image,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    permissions,
    ...partnerInfo,
  };
}

export async function getUserData(ctx: Ctx<Actor>): Promise<UserInfo> {
  const user = await identity.findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw unauthenticated();
  return userInfo(ctx.db, user, ctx.actor);
}

export async function getPermissions(ctx: Ctx<Actor>) {
  const permissions =
    ctx.actor.kind === "merchant"
      ? [...ctx.actor.permissions]
      : ctx.actor.kind === "admin"
        ? await identity.listRolePermissions(ctx.db, ctx.actor.role)
        : [];
  return { kind: ctx.actor.kind, role: ctx.actor.role, permissions };
}

/**
 * Confirms the address. A link used before, by an account that is confirmed, answers "already
 * confirmed" (people click a mail's link twice) rather than calling a good link invalid.
 */
export async function confirmEmail(ctx: Ctx, kind: TokenKind, token: string): Promise<"confirmed" | "alreadyConfirmed"> {
  const invalid = new AppError(422, "TOKEN_INVALID", MESSAGES.confirmationInvalid);
  const hash = sha256(token);
  // A link of another account kind leaves the token unused (the transaction rolls back).
  const consumed = await ctx.db.transaction(async (tx) => {
    const userId = await identity.consumeAuthToken(tx, hash, "confirm_email", ctx.now);
    if (!userId) return false;
    const user = await identity.findUserById(tx, userId);
    if (!user || user.kind !== kind) throw invalid;
    await identity.updateUser(tx, user.id, { emailConfirmedAt: user.emailConfirmedAt ?? ctx.now });
    return true;
  });
  if (consumed) return "confirmed";
  const used = await identity.findAuthToken(ctx.db, hash, "confirm_email");
  const user = used?.usedAt ? await identity.findUserById(ctx.db, used.userId) : null;
  if (user && user.kind === kind && user.emailConfirmedAt) return "alreadyConfirmed";
  throw invalid;
}

export async function forgotPassword(ctx: Ctx, kind: TokenKind, email: string): Promise<void> {
  const user = await identity.findUserByEmail(ctx.db, kind, email);
  if (!user || !user.isActive) return;
  await ctx.db.transaction((tx) => issueEmailToken(ctx, tx, user, "reset_password"));
}

/** A new confirmation link for an account that is not confirmed yet; nothing for others (same answer). */
export async function resendConfirmation(ctx: Ctx, kind: "customer" | "merchant", email: string): Promise<void> {
  const user = await identity.findUserByEmail(ctx.db, kind, email);
  if (!user || !user.isActive || user.emailConfirmedAt) return;
  await ctx.db.transaction((tx) => issueEmailToken(ctx, tx, user, "confirm_email"));
}

/** Whether a reset link would still work, using nothing up. */
export async function checkResetLink(ctx: Ctx, kind: TokenKind, token: string): Promise<void> {
  const row = await identity.findAuthToken(ctx.db, sha256(token), "reset_password");
  const user = row && !row.usedAt && row.expiresAt > ctx.now ? await identity.findUserById(ctx.db, row.userId) : null;
  if (!user || user.kind !== kind) throw new AppError(422, "TOKEN_INVALID", MESSAGES.resetInvalid);
}

export async function resetPassword(ctx: Ctx, kind: TokenKind, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await identity.consumeAuthToken(tx, sha256(token), "reset_password", ctx.now);
    const user = userId ? await identity.findUserById(tx, userId) : null;
    if (!user || user.kind !== kind) throw new AppError(422, "TOKEN_INVALID", MESSAGES.resetInvalid);
    // A reset also proves the address, and ends every session (the old password may be known to someone else).
    await identity.updateUser(tx, user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? ctx.now });
    await identity.revokeUserSessions(tx, user.id, ctx.now);
    await identity.clearFailures(tx, kind, user.email);
    await enqueueMail(tx, user.email, passwordChangedMail(user.firstName, `${ctx.config.APP_URL}${AREA_PREFIX[user.kind]}/forgot-password`));
  });
}

/**
 * A password change ends every session of the account, the caller's too (a stolen token must not
 * outlive the change), and answers a fresh token for the caller.
 */
export async function changePassword(ctx: Ctx<Actor>, input: { oldPassword: string; newPassword: string }, userAgent?: string): Promise<{ token: string }> {
  const user = await identity.findUserById(ctx.db, ctx.actor.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(422, "VALIDATION_FAILED", MESSAGES.oldPasswordWrong, [{ path: "oldPassword", message: MESSAGES.oldPasswordWrong }]);
  }
  if (input.newPassword === input.oldPassword) {
    throw new AppError(422, "VALIDATION_FAILED", MESSAGES.passwordUnchanged, [{ path: "newPassword", message: MESSAGES.passwordUnchanged }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const expiresAt = new Date(ctx.now.getTime() + ctx.config.TOKEN_TTL_HOURS * 3600_000);
  const sessionId = await ctx.db.transaction(async (tx) => {
    await identity.updateUser(tx, user.id, { passwordHash });
    await identity.revokeUserSessions(tx, user.id, ctx.now);
    await enqueueMail(tx, user.email, passwordChangedMail(user.firstName, `${ctx.config.APP_URL}${AREA_PREFIX[user.kind]}/forgot-password`));
    return identity.insertSession(tx, { userId: user.id, kind: user.kind, ip: ctx.ip, userAgent: userAgent?.slice(0, 300), expiresAt, createdAt: ctx.now });
  });
  return { token: await identity.signToken(ctx.config.JWT_SECRET, { userId: user.id, sessionId, kind: user.kind, expiresAt }, ctx.now) };
}

export async function logout(ctx: Ctx<Actor>): Promise<void> {
  await identity.revokeSession(ctx.db, ctx.actor.sessionId, ctx.now);
}

export async function verifyTokenInfo(ctx: Ctx<Actor>, authorization: string) {
  const claims = await identity.verifyToken(ctx.config.JWT_SECRET, authorization.replace(/^Bearer\s+/i, ""), ctx.now);
  if (!claims) throw unauthenticated();
  return { valid: true as const, kind: claims.kind, userId: claims.userId, expiresAt: claims.expiresAt.toISOString() };
}
