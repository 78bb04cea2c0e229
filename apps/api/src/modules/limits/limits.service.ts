import { CHALLENGE_SOLUTION_HEADER, type Challenge, MESSAGES } from "@bitmarte/contracts";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import { addressKey } from "./address.js";
import { checkSolution, issueChallenge } from "./challenge.js";
import * as repo from "./limits.repository.js";

const MINUTE = 60_000;

interface Rule {
  perAccount: number;
  /** Without a challenge (the soft limit). */
  perAddress: number;
  /** With a solved challenge per call (the hard limit); absent: no challenge is offered. */
  perAddressChallenged?: number;
  windowMs: number;
}

/**
 * What may be tried how often (figures in the config, reasons in docs/security.md). Guesses of a secret
 * count only when they fail (passwords are counted by auth itself); calls that mail someone count every time.
 */
function rulesOf(config: Config): Record<"codeGuess" | "linkGuess" | "contact" | "mail", Rule> {
  return {
    /** Wrong coupon or gift-card codes (signed-in customers: the per-account figure does the work). */
    codeGuess: { perAccount: config.LIMIT_CODE_GUESSES_PER_ACCOUNT, perAddress: config.LIMIT_CODE_GUESSES_PER_ADDRESS, windowMs: 15 * MINUTE },
    /** Wrong reset or confirmation links. */
    linkGuess: {
      perAccount: config.LIMIT_LINK_GUESSES_PER_ADDRESS,
      perAddress: config.LIMIT_LINK_GUESSES_PER_ADDRESS,
      perAddressChallenged: config.LIMIT_LINK_GUESSES_PER_ADDRESS_CHALLENGED,
      windowMs: 15 * MINUTE,
    },
    /** Contact-us messages: per sender email and per client address. */
    contact: {
      perAccount: config.LIMIT_CONTACT_PER_EMAIL,
      perAddress: config.LIMIT_CONTACT_PER_ADDRESS,
      perAddressChallenged: config.LIMIT_CONTACT_PER_ADDRESS_CHALLENGED,
      windowMs: 60 * MINUTE,
    },
    /** Calls that mail a person: per recipient and per client address. */
    mail: {
      perAccount: config.LIMIT_MAIL_PER_RECIPIENT,
      perAddress: config.LIMIT_MAIL_PER_ADDRESS,
      perAddressChallenged: config.LIMIT_MAIL_PER_ADDRESS_CHALLENGED,
      windowMs: 60 * MINUTE,
    },
  };
}
export type LimitName = keyof ReturnType<typeof rulesOf>;
/** What a challenge is good for: one limit, or the login limits (counted by auth). */
export type ChallengeScope = LimitName | "login";

export interface LimitCtx {
  db: Db;
  config: Config;
  now: Date;
  /** The client's address. */
  ip: string;
  /** The request's solved challenge (header CHALLENGE_SOLUTION_HEADER), when it sent one. */
  challengeSolution?: string | null;
}

/** `ctx` with the request's solved challenge, for the limits that offer one. */
export function withChallengeSolution<C extends LimitCtx>(ctx: C, req: { headers: Record<string, string | string[] | undefined> }): C {
  const given = req.headers[CHALLENGE_SOLUTION_HEADER];
  return { ...ctx, challengeSolution: typeof given === "string" ? given : null };
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "RATE_LIMITED", MESSAGES.rateLimited, undefined, { "retry-after": String(retryAfterSeconds) });
  }
}

/** Past a soft per-address limit: 429 with a challenge; a client that does not solve it waits Retry-After. */
export class ChallengeRequired extends AppError {
  constructor(
    readonly challenge: Challenge,
    readonly retryAfterSeconds: number,
  ) {
    super(429, "CHALLENGE_REQUIRED", MESSAGES.challengeRequired, undefined, { "retry-after": String(retryAfterSeconds) }, { challenge });
  }
}

export function challengeRequired(ctx: LimitCtx, scope: ChallengeScope, retryAfterSeconds: number): ChallengeRequired {
  return new ChallengeRequired(issueChallenge(ctx.config, scope, ctx.now), Math.max(1, retryAfterSeconds));
}

/**
 * Whether the request carries a right, unexpired, unused solution for `scope`; a right one is used up
 * here. A wrong, expired or reused one counts as none (the caller meets the soft limit again).
 */
export async function redeemChallenge(ctx: LimitCtx, scope: ChallengeScope): Promise<boolean> {
  if (!ctx.challengeSolution) return false;
  const checked = checkSolution(ctx.config, ctx.challengeSolution, scope, ctx.now);
  if (!checked.ok) return false;
  return repo.claimChallenge(ctx.db, checked.id, checked.expiresAt, ctx.now);
}

/** One attempt: `release()` gives the place back when the attempt turned out not to count (a right guess). */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Takes a place in the limit `name` for an account (customer id, email…) and the client's address, or
 * throws 429 with the seconds to wait (sent as Retry-After). Past the soft per-address figure of a limit
 * with a challenge, the 429 carries one (CHALLENGE_REQUIRED) and a solved one lets the call through,
 * up to the hard figure. A full per-account bucket is never passed with a challenge.
 */
export async function takeAttempt(ctx: LimitCtx, name: LimitName, account?: string | null): Promise<Attempt> {
  const rule = rulesOf(ctx.config)[name];
  const hard = rule.perAddressChallenged === undefined ? rule.perAddress : Math.max(rule.perAddress, rule.perAddressChallenged);
  const solved = hard > rule.perAddress && (await redeemChallenge(ctx, name));
  const addressBucket = `${name}:address:${addressKey(ctx.ip)}`;
  const rules: repo.BucketRule[] = [{ bucket: addressBucket, limit: solved ? hard : rule.perAddress, windowMs: rule.windowMs }];
  if (account) rules.push({ bucket: `${name}:account:${account.trim().toLowerCase()}`, limit: rule.perAccount, windowMs: rule.windowMs });
  const taken = await repo.takeHits(ctx.db, rules, ctx.now);
  if (taken.ok) return { release: () => repo.releaseHits(ctx.db, taken.ids) };
  const onlyAddressFull = taken.full.length === 1 && taken.full[0]?.bucket === addressBucket;
  if (!solved && onlyAddressFull && (taken.full[0]?.count ?? hard) < hard) throw challengeRequired(ctx, name, taken.retryAfterSeconds);
  throw new RateLimited(taken.retryAfterSeconds);
}

/**
 * Checks a guessable secret inside the limit: a failing check (a 4xx) keeps its place, a passing one
 * (or a server fault) gives it back.
 */
export async function guarded<T>(ctx: LimitCtx, name: LimitName, account: string | null | undefined, check: () => Promise<T>): Promise<T> {
  const attempt = await takeAttempt(ctx, name, account);
  try {
    const result = await check();
    await attempt.release();
    return result;
  } catch (err) {
    if (!(err instanceof AppError && err.status >= 400 && err.status < 500)) await attempt.release();
    throw err;
  }
}
