import cluster from "node:cluster";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { adaptersFromConfig } from "./adapters/index.js";
import { buildApp } from "./app.js";
import { adjustableClock, systemClock } from "./lib/clock.js";
import { type Config, loadConfig, mailBanner } from "./config.js";
import { createDb, type Db } from "./db/client.js";
import { catchShutdownSignals, startEmbeddedPostgres } from "./db/embedded.js";
import { type PrepareResult, prepareDatabase } from "./db/prepare.js";
import { JobQueue } from "./modules/jobs/index.js";
import { DEMO_PASSWORD } from "./seed/demo.js";

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

/** Server processes: WEB_CONCURRENCY, else the core count in production and one otherwise. */
export function processCount(config: Pick<Config, "WEB_CONCURRENCY" | "NODE_ENV">): number {
  return config.WEB_CONCURRENCY ?? (config.NODE_ENV === "production" ? availableParallelism() : 1);
}

const say = (m: string) => console.log(`[bitmarte]${cluster.isWorker ? ` [${process.env.BITMARTE_WORKER_INDEX ?? "?"}]` : ""} ${m}`);

async function main() {
  const base = loadConfig();
  const config: Config = { ...base, JWT_SECRET: jwtSecret(base) };
  if (cluster.isWorker) {
    // Forked by the primary below: the database is up, migrated and seeded.
    const index = Number(process.env.BITMARTE_WORKER_INDEX ?? 0);
    return serve(config, config.DATABASE_URL as string, { index, banner: index === 0, stopEmbedded: null });
  }

  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    say(`Starting embedded PostgreSQL (data in ${config.PG_DATA_DIR})…`);
    const embedded = await startEmbeddedPostgres({ dataDir: config.PG_DATA_DIR, port: config.PG_PORT, database: "bitmarte", log: say });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const n = processCount(config);
  if (n === 1) return serve(config, url, { index: 0, banner: true, stopEmbedded, prepare: true });

  // Several processes on one port (node:cluster): this one prepares the database, then forks and watches.
  const db = createDb(url, 2);
  const prepared = await prepare(db, config);
  await db.$client.end();
  say(`Starting ${n} server processes…`);
  const env = { ...process.env, DATABASE_URL: url, JWT_SECRET: config.JWT_SECRET, SEED_DEMO: "0" };
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ ...env, BITMARTE_WORKER_INDEX: String(index) });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      say(`process ${index} exited (${signal ?? code}); starting it again`);
      // Not once a stop has begun: a process forked then would outlive the stop that waits for the others.
      setTimeout(() => {
        if (!stopping) fork(index);
      }, 1000);
    });
  };
  for (let i = 0; i < n; i++) fork(i);
  // The workers are told SEED_DEMO=0 (the data is in): the notices are this process's to print,
  // once the first of them listens (after its "running at" lines).
  cluster.once("listening", () => startupNotices(config, prepared));

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down ${n} server processes…`);
    setTimeout(() => {
      console.error("[bitmarte] shutdown took longer than 15 s; exiting");
      process.exit(1);
    }, 15_000).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map((w) => new Promise<void>((resolve) => {
        if (w.isDead()) return resolve();
        w.once("exit", () => resolve());
        w.process.kill(signal as NodeJS.Signals);
      })),
    );
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    process.exit(0);
  };
  void catchShutdownSignals().then(stop);
}

function prepare(db: Db, config: Config): Promise<PrepareResult> {
  return prepareDatabase(db, config.SEED_DEMO ? { demo: true, storage: adaptersFromConfig(config).storage } : { demo: false }, say);
}

/** Demo logins (with a warning in production: their password is public) and how to make the first super admin. */
function startupNotices(config: Config, prepared: PrepareResult): void {
  const shown = config.APP_URL;
  if (config.SEED_DEMO) {
    if (config.NODE_ENV === "production") {
      say(`WARNING: SEED_DEMO=1 in production: the demo accounts below exist and their password (${DEMO_PASSWORD}) is public.`);
      say("         Deactivate them (or start on a fresh database without SEED_DEMO) before real people use this server.");
    }
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
  if (prepared.needsSuperadmin) say("No super admin yet: create one with `npm run create-superadmin -- --email you@example.com`.");
}

/**
 * One server process. With several (cluster), every process works queued jobs (pg-boss hands each job
 * to one of them) and only process 0 keeps the cron schedules and pg-boss's upkeep.
 */
async function serve(
  config: Config,
  url: string,
  opts: { index: number; banner: boolean; stopEmbedded: (() => Promise<void>) | null; prepare?: boolean },
): Promise<void> {
  const db = createDb(url, 20);
  // A connection the server closes while idle (PostgreSQL restarting or stopping) is not a crash.
  db.$client.on("error", (err) => console.error(`[bitmarte] database connection lost: ${err.message}`));
  const readDb = config.DATABASE_READ_URL ? createDb(config.DATABASE_READ_URL, 20) : undefined;
  readDb?.$client.on("error", (err) => console.error(`[bitmarte] read replica connection lost: ${err.message}`));
  const prepared = opts.prepare ? await prepare(db, config) : null;
  const adapters = adaptersFromConfig(config);
  // buildApp registers every module's job handlers; the queue runs them and their schedules.
  const clock = config.DEV_CLOCK ? adjustableClock() : systemClock;
  const app = await buildApp({ db, readDb, config, adapters, web: true, clock });
  if (opts.banner) say("Starting the job queue…");
  const first = opts.index === 0;
  const jobs = await JobQueue.start({ connectionString: url, deps: { db, adapters, config, log: app.log, clock }, schedule: first, maintain: first });
  // A buyer whose money the provider took just before a crash, and who never came back, is not left
  // waiting for the two-minute rule: every payment the previous run left pending is asked about now
  // (by process 0 only; the job is the same for every process).
  if (first) {
    await jobs.enqueue("payments.verifyPending", { startedBefore: clock.now().toISOString() }).catch((err) => {
      app.log.error({ err }, "could not queue the start-up check of pending payments");
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });

  const shown = config.APP_URL;
  if (opts.banner) {
    say(`Bitmarte is running at ${shown}`);
    say(`API docs: ${shown}/api/docs · ${mailBanner(config)}`);
  }
  if (opts.banner && prepared) startupNotices(config, prepared);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (opts.banner) say(`${signal}: shutting down…`);
    // Whatever hangs (a live board's open stream, a stuck job), the process is gone within 10 s.
    setTimeout(() => {
      console.error("[bitmarte] shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000).unref();
    // Running jobs get a few seconds to finish; any still running are retried after the restart.
    await Promise.all([jobs.stop({ timeoutMs: 5000 }).catch(() => {}), app.close().catch(() => {})]);
    // A handler still running past its grace holds a connection until it ends: the pool is not waited
    // on for it (its transaction is rolled back when the connection closes, and the job is retried).
    await settledWithin(db.$client.end(), 2000);
    if (readDb) await settledWithin(readDb.$client.end(), 2000);
    if (opts.stopEmbedded) await opts.stopEmbedded().catch(() => {});
    process.exit(0);
  };
  // Shut down in order: HTTP and the job queue first, then the pools, then the embedded database.
  void catchShutdownSignals().then(stop);
}

/** Waits for a promise to settle, or for `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise.then(() => undefined, () => undefined), limit]).finally(() => clearTimeout(timer));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
