import { z } from "zod";

const bool = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** When set, this PostgreSQL is used; otherwise an embedded one is started in PG_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Optional read replica: public catalogue and report reads go there; writes and read-your-writes stay on DATABASE_URL. */
  DATABASE_READ_URL: z.string().optional(),
  /**
   * Server processes on the one port (node:cluster). Unset: the core count in production, 1 otherwise.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** How long a rendered storefront page, and a public catalogue answer, is kept in each process (0: neither is kept). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Most pages kept per process (least recently used go first), and their total size in MB. */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(1000),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().positive().default(64),
  PG_DATA_DIR: z.string().default("./data/pg"),
  PG_PORT: z.coerce.number().int().default(54329),
  DATA_DIR: z.string().default("./data"),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  /** How long a password-reset link works (single use). */
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): off by default, so a client cannot
   * rotate the header to look like many. "true" (every hop), a hop count, or addresses/CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v): boolean | number | string[] => {
      const value = v.trim().toLowerCase();
      if (value === "" || value === "false" || value === "0") return false;
      if (value === "true") return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(",").map((s) => s.trim()).filter(Boolean);
    }),
  /*
   * Rate limits (figures and reasons: docs/security.md, "Rate limits"). One public address may carry
   * thousands of people (carrier-grade NAT), so a per-address figure is soft: past it a caller passes
   * a proof-of-work challenge per call, up to the `_CHALLENGED` figure, the hard limit. Per-account and
   * per-recipient figures stay tight and have no challenge.
   */
  /** Wrong coupon or gift-card codes per 15 minutes: per customer, and per client address (signed-in calls, no challenge). */
  LIMIT_CODE_GUESSES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LIMIT_CODE_GUESSES_PER_ADDRESS: z.coerce.number().int().positive().default(200),
  /** Wrong reset or confirmation links per client address per 15 minutes: without, and with a challenge each. */
  LIMIT_LINK_GUESSES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LIMIT_LINK_GUESSES_PER_ADDRESS_CHALLENGED: z.coerce.number().int().positive().default(300),
  /** Calls that mail a person (sign-up, forgot password, resend confirmation) per hour: per recipient, and per client address. */
  LIMIT_MAIL_PER_RECIPIENT: z.coerce.number().int().positive().default(3),
  LIMIT_MAIL_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LIMIT_MAIL_PER_ADDRESS_CHALLENGED: z.coerce.number().int().positive().default(1000),
  /** Contact-us messages per hour: per sender email, and per client address. */
  LIMIT_CONTACT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  LIMIT_CONTACT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LIMIT_CONTACT_PER_ADDRESS_CHALLENGED: z.coerce.number().int().positive().default(300),
  /** Signs the challenges (HMAC-SHA256); derived from JWT_SECRET when unset. */
  CHALLENGE_SECRET: z.string().min(32).optional(),
  /** Leading zero bits a solution's SHA-256 needs: 12 is about 4,100 WebCrypto hashes, a fraction of a second on a slow phone. */
  CHALLENGE_DIFFICULTY_BITS: z.coerce.number().int().min(1).max(28).default(12),
  /** How long an issued challenge may be solved and used. */
  CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** Where contact-us messages are mailed (through the outbox); unset: they are only kept in the admin inbox. */
  SUPPORT_EMAIL: z.email().optional(),
  /**
   * Where the offline test provider delivers its webhooks (a queued job POSTs there, retrying until a 2xx).
   * Default: this server over loopback, http://127.0.0.1:PORT/api/v1/payments/webhook/test.
   */
  PAYMENT_WEBHOOK_URL: z.url().optional(),
  /** A webhook whose signed send time is further than this from now is refused (replays of old events). */
  WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
  /** An outbound webhook endpoint failing this many delivery attempts in a row is turned off (its owner turns it back on). */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().positive().default(20),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().max(24 * 60).default(30),
  APP_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Bitmarte <no-reply@bitmarte.test>"),
  UPLOAD_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** Demo accounts (with a public password) and demo stores; unset: on in development and tests, off in production. */
  SEED_DEMO: bool.optional(),
  WEB_BUILD_DIR: z.string().default("./apps/web/build"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Turns on `GET /metrics` (Prometheus), answered only with this bearer token. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** Failed logins per client address in the window: without, and with a challenge each (docs/security.md). */
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILS_PER_IP_CHALLENGED: z.coerce.number().int().positive().default(600),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** `test`: the built-in offline provider with its own payment page; `paystack` needs PAYSTACK_SECRET_KEY. */
  PAYMENT_PROVIDER: z.enum(["test", "paystack"]).default("test"),
  /** Signs the test provider's webhooks; derived from JWT_SECRET when unset. */
  PAYMENT_TEST_SECRET: z.string().min(16).optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().optional(),
  /** `offline`: a fixed Nigerian bank list and test accounts (docs/decisions.md); `paystack` needs PAYSTACK_SECRET_KEY. */
  BANK_PROVIDER: z.enum(["offline", "paystack"]).default("offline"),
  /**
   * How approved payouts reach merchants (docs/payouts.md): `manual` (an admin pays and marks them processed),
   * `offline` (transfers on this machine, confirmed by a signed webhook), `paystack` (Paystack Transfers; needs PAYSTACK_SECRET_KEY).
   */
  PAYOUT_PROVIDER: z.enum(["manual", "offline", "paystack"]).default("manual"),
  /** Where the offline transfer provider delivers its webhooks; this server's own route when unset. */
  PAYOUT_WEBHOOK_URL: z.url().optional(),
  /** Seconds the offline transfer provider waits before it confirms a transfer by webhook. */
  PAYOUT_OFFLINE_CONFIRM_SECONDS: z.coerce.number().int().min(0).max(3600).default(3),
  /** Account-name enquiries allowed per IP within the window (GET /banks/resolve, partner onboarding). */
  BANK_RESOLVE_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  BANK_RESOLVE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Development and browser journeys only: POST /dev/clock moves the server's clock forward and POST /dev/jobs/run runs a job now. */
  DEV_CLOCK: bool.default(false),
});

export type Config = z.infer<typeof ConfigSchema> & { JWT_SECRET: string; APP_URL: string; UPLOAD_DIR: string; SEED_DEMO: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.DEV_CLOCK && c.NODE_ENV === "production") throw new Error("Invalid configuration:\n  DEV_CLOCK: not allowed in production");
  // The moved clock lives in one process's memory: another process would keep the real time.
  if (c.DEV_CLOCK && (c.WEB_CONCURRENCY ?? 1) > 1) throw new Error("Invalid configuration:\n  DEV_CLOCK: needs WEB_CONCURRENCY=1");
  return {
    ...c,
    JWT_SECRET: c.JWT_SECRET ?? "",
    APP_URL: c.APP_URL ?? `http://localhost:${c.PORT}`,
    UPLOAD_DIR: c.UPLOAD_DIR ?? `${c.DATA_DIR}/uploads`,
    SEED_DEMO: c.SEED_DEMO ?? c.NODE_ENV !== "production",
    ...overrides,
  };
}

/** Where mails go, as the start-up banner says it. */
export function mailBanner(config: Pick<Config, "SMTP_URL" | "NODE_ENV" | "APP_URL">): string {
  if (config.SMTP_URL) return `Mails sent through SMTP (${new URL(config.SMTP_URL).host})`;
  if (config.NODE_ENV === "production") return "Mails: no SMTP configured (SMTP_URL); they wait in the outbox";
  return `Mails (no SMTP configured): ${config.APP_URL}/dev/mail`;
}
