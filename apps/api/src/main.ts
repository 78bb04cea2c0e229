import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { adaptersFromConfig } from "./adapters/index.js";
import { buildApp } from "./app.js";
import { adjustableClock, systemClock } from "./lib/clock.js";
import { type Config, loadConfig } from "./config.js";
import { createDb, runMigrations } from "./db/client.js";
import { startEmbeddedPostgres, takeOverShutdownSignals } from "./db/embedded.js";
import { JobQueue } from "./modules/jobs/index.js";
import { DEMO_PASSWORD, seedDemo } from "./seed/demo.js";

/** A development secret that survives restarts (so sessions do too), kept beside the data. */
function jwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === "production") throw new Error("JWT_SECRET must be set in production");
  const file = path.resolve(config.DATA_DIR, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const base = loadConfig();
  const config: Config = { ...base, JWT_SECRET: jwtSecret(base) };
  const say = (m: string) => console.log(`[bitmarte] ${m}`);

  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    say(`Starting embedded PostgreSQL (data in ${config.PG_DATA_DIR})…`);
    const embedded = await startEmbeddedPostgres({ dataDir: config.PG_DATA_DIR, port: config.PG_PORT, database: "bitmarte", log: say });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const db = createDb(url, 20);
  // A connection the server closes while idle (PostgreSQL restarting or stopping) is not a crash.
  db.$client.on("error", (err) => console.error(`[bitmarte] database connection lost: ${err.message}`));
  say("Applying migrations…");
  await runMigrations(db);
  const adapters = adaptersFromConfig(config);
  if (config.SEED_DEMO) {
    const seeded = await seedDemo(db, { storage: adapters.storage, log: say });
    if (seeded) say("Demo data seeded.");
  }
  // buildApp registers every module's job handlers; the queue runs them and their schedules.
  const clock = config.DEV_CLOCK ? adjustableClock() : systemClock;
  const app = await buildApp({ db, config, adapters, web: true, clock });
  say("Starting the job queue…");
  const jobs = await JobQueue.start({ connectionString: url, deps: { db, adapters, config, log: app.log, clock } });
  // A buyer whose money the provider took just before a crash, and who never came back, is not left
  // waiting for the two-minute rule: every payment the previous run left pending is asked about now.
  await jobs.enqueue("payments.verifyPending", { startedBefore: clock.now().toISOString() }).catch((err) => {
    app.log.error({ err }, "could not queue the start-up check of pending payments");
  });
  await app.listen({ port: config.PORT, host: config.HOST });

  const shown = config.APP_URL;
  say(`Bitmarte is running at ${shown}`);
  say(`API docs: ${shown}/api/docs · Mails (no SMTP configured): ${shown}/dev/mail`);
  if (config.SEED_DEMO) {
    say(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const [who, where] of [
      ["customer@bitmarte.test", "/login"],
      ["merchant@bitmarte.test", "/merchant/login"],
      ["staff@bitmarte.test", "/merchant/login"],
      ["admin@bitmarte.test", "/admin/login"],
      ["superadmin@bitmarte.test", "/admin/login"],
      ["dispatcher@bitmarte.test", "/admin/login"],
      ["scheduler@bitmarte.test", "/admin/login"],
      ["partner@bitmarte.test", "/shipping-partner/login"],
    ]) {
      say(`  ${who.padEnd(26)} ${shown}${where}`);
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down…`);
    // Whatever hangs (a live board's open stream, a stuck job), the process is gone within 10 s.
    setTimeout(() => {
      console.error("[bitmarte] shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000).unref();
    // Running jobs get a few seconds to finish; any still running are retried after the restart.
    await Promise.all([jobs.stop({ timeoutMs: 5000 }).catch(() => {}), app.close().catch(() => {})]);
    await db.$client.end().catch(() => {});
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    process.exit(0);
  };
  // Shut down in order: HTTP and the job queue first, then the pools, then the embedded database.
  takeOverShutdownSignals();
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
