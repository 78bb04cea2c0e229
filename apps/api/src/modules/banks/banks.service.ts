import { type Bank, type BankAccount, type FieldError, MESSAGES } from "@bitmarte/contracts";
import { type BankInfo, type BankProvider, BankProviderError, offlineBankProvider } from "../../adapters/bank/index.js";
import type { Ctx } from "../../http/context.js";
import { AppError, badInput } from "../../lib/errors.js";
import * as repo from "./banks.repository.js";

let fallback: BankProvider | null = null;
/** The configured provider; the offline one when none is (partial adapter sets). */
function provider(ctx: Pick<Ctx, "adapters">): BankProvider {
  if (ctx.adapters.bank) return ctx.adapters.bank;
  fallback ??= offlineBankProvider();
  return fallback;
}

const unavailable = () => new AppError(503, "SERVICE_UNAVAILABLE", MESSAGES.bankUnavailable);

async function banksOf(ctx: Pick<Ctx, "adapters" | "log">): Promise<BankInfo[]> {
  try {
    return await provider(ctx).listBanks();
  } catch (err) {
    if (!(err instanceof BankProviderError)) throw err;
    ctx.log.warn({ err }, "bank list unavailable");
    throw unavailable();
  }
}

export async function listBanks(ctx: Pick<Ctx, "adapters" | "log">): Promise<Bank[]> {
  return (await banksOf(ctx)).map((b) => ({ name: b.name, code: b.code }));
}

const simplify = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

/** The listed bank with this code, or else with this name (case and punctuation ignored). */
export async function findBank(ctx: Pick<Ctx, "adapters" | "log">, by: { code?: string; name?: string }): Promise<BankInfo | null> {
  const banks = await banksOf(ctx);
  if (by.code) return banks.find((b) => b.code === by.code) ?? null;
  if (by.name) {
    const wanted = simplify(by.name);
    return banks.find((b) => simplify(b.name) === wanted) ?? null;
  }
  return null;
}

async function assertLookupAllowed(ctx: Ctx): Promise<void> {
  const windowStart = new Date(ctx.now.getTime() - ctx.config.BANK_RESOLVE_WINDOW_MINUTES * 60_000);
  const used = await repo.countLookupsSince(ctx.db, ctx.ip, windowStart);
  if (used >= ctx.config.BANK_RESOLVE_MAX_PER_IP) throw new AppError(429, "RATE_LIMITED", MESSAGES.rateLimited);
  await repo.recordLookup(ctx.db, ctx.ip, ctx.now, windowStart);
}

export interface ResolveOptions {
  /** Field paths for the errors (the route's query, or a form's nested fields). */
  paths?: { accountNumber: string; bankCode: string };
  /** Count the enquiry against the caller's IP (everyone but admins). */
  rateLimited?: boolean;
}

/**
 * The account's name at a listed bank. 422 for an unknown bank or an account the bank does not know,
 * 429 past the IP's limit, 503 when the provider cannot answer.
 */
export async function resolveAccount(
  ctx: Ctx,
  input: { accountNumber: string; bankCode: string },
  options: ResolveOptions = {},
): Promise<BankAccount> {
  const paths = options.paths ?? { accountNumber: "accountNumber", bankCode: "bankCode" };
  const fieldError = (path: string, message: string): FieldError[] => [{ path, message }];
  if (!/^\d{10}$/.test(input.accountNumber)) throw badInput(fieldError(paths.accountNumber, "Account numbers have 10 digits"));
  const bank = await findBank(ctx, { code: input.bankCode });
  if (!bank) throw badInput(fieldError(paths.bankCode, MESSAGES.bankUnknown));
  if (options.rateLimited ?? true) await assertLookupAllowed(ctx);
  let resolved: Awaited<ReturnType<BankProvider["resolveAccount"]>>;
  try {
    resolved = await provider(ctx).resolveAccount({ accountNumber: input.accountNumber, bankCode: bank.code });
  } catch (err) {
    if (!(err instanceof BankProviderError)) throw err;
    ctx.log.warn({ err, bankCode: bank.code }, "account name enquiry failed");
    throw unavailable();
  }
  if (!resolved) throw badInput(fieldError(paths.accountNumber, MESSAGES.bankAccountNotFound));
  return { accountNumber: input.accountNumber, accountName: resolved.accountName, bankCode: bank.code, bankName: bank.name };
}
