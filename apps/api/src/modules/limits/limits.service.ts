import { MESSAGES } from "@bitmarte/contracts";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/errors.js";
import * as repo from "./limits.repository.js";

const MINUTE = 60_000;

/**
 * What may be tried how often (figures in the config). Guesses of a secret count only when they fail
 * (passwords are counted by auth itself); calls that mail someone count every time.
 */
function rulesOf(config: Config) {
  return {
    /** Wrong coupon or gift-card codes. */
    codeGuess: { perAccount: config.LIMIT_CODE_GUESSES_PER_ACCOUNT, perAddress: config.LIMIT_CODE_GUESSES_PER_ADDRESS, windowMs: 15 * MINUTE },
    /** Wrong reset or confirmation links. */
    linkGuess: { perAccount: config.LIMIT_LINK_GUESSES_PER_ADDRESS, perAddress: config.LIMIT_LINK_GUESSES_PER_ADDRESS, windowMs: 15 * MINUTE },
    /** Calls that mail a person: per recipient and per client address. */
    /** Contact-us messages: per sender email and per client address. */
    contact: { perAccount: config.LIMIT_CONTACT_PER_EMAIL, perAddress: config.LIMIT_CONTACT_PER_ADDRESS, windowMs: 60 * MINUTE },
    mail: { perAccount: config.LIMIT_MAIL_PER_RECIPIENT, perAddress: config.LIMIT_MAIL_PER_ADDRESS, windowMs: 60 * MINUTE },
  };
}
export type LimitName = keyof ReturnType<typeof rulesOf>;

export interface LimitCtx {
  db: Db;
  config: Config;
  now: Date;
  /** The client's address. */
  ip: string;
}

export class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "RATE_LIMITED", MESSAGES.rateLimited, undefined, { "retry-after": String(retryAfterSeconds) });
  }
}

/** One attempt: `release()` gives the place back when the attempt turned out not to count (a right guess). */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Takes a place in the limit `name` for an account (customer id, email…) and the client's address, or
 * throws 429 with the seconds to wait (sent as Retry-After).
 */
export async function takeAttempt(ctx: LimitCtx, name: LimitName, account?: string | null): Promise<Attempt> {
  const rule = rulesOf(ctx.config)[name];
  const rules: repo.BucketRule[] = [{ bucket: `${name}:address:${ctx.ip}`, limit: rule.perAddress, windowMs: rule.windowMs }];
  if (account) rules.push({ bucket: `${name}:account:${account.trim().toLowerCase()}`, limit: rule.perAccount, windowMs: rule.windowMs });
  const taken = await repo.takeHits(ctx.db, rules, ctx.now);
  if (!taken.ok) throw new RateLimited(taken.retryAfterSeconds);
  return { release: () => repo.releaseHits(ctx.db, taken.ids) };
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
