import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** The repository root: the server is started from there, as `npm start` does. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** Holds `pg/` (the embedded PostgreSQL's data) and `data/` (JWT secret, uploads). */
  dir: string;
  port: number;
  pgPort: number;
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Everything the process printed (stdout and stderr). */
  output: () => string;
}

export const pgDataDir = (o: ServerOptions) => path.join(o.dir, "pg");
export const databaseUrl = (o: ServerOptions) => `postgres://postgres:postgres@127.0.0.1:${o.pgPort}/bitmarte`;

/**
 * Starts the real server (`node --import tsx apps/api/src/main.ts`, as `npm start` does in development)
 * with the embedded PostgreSQL it starts itself, and waits until `/ready` answers 200.
 */
export async function startServer(o: ServerOptions, timeoutMs = 90_000): Promise<RunningServer> {
  const { NODE_OPTIONS: _n, DATABASE_URL: _d, ...env } = process.env;
  const base = `http://127.0.0.1:${o.port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(o.port),
      PG_DATA_DIR: pgDataDir(o),
      PG_PORT: String(o.pgPort),
      DATA_DIR: path.join(o.dir, "data"),
      WEB_BUILD_DIR: path.join(o.dir, "no-web-build"),
      APP_URL: base,
      SEED_DEMO: "0",
      DEV_CLOCK: "1",
      LOG_LEVEL: "warn",
      LIMIT_MAIL_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.slice(-4000)}`);
    }
    try {
      const res = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
}

/** Kills the server process without warning (no shutdown hooks run) and waits until it is gone. */
export async function killServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  child.kill("SIGKILL");
  await exited;
}

/** Stops the server the polite way (SIGTERM: HTTP and jobs, pools, then the embedded database). */
export async function stopServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  child.kill("SIGTERM");
  await exited;
  clearTimeout(timer);
}

/** The pid of the embedded PostgreSQL's postmaster, from the first line of `postmaster.pid`. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, "postmaster.pid");
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, "utf8").split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** A process that is running (a zombie nobody reaped yet counts as gone: it holds nothing). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

export async function waitUntilGone(pid: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(pid)) throw new Error(`process ${pid} still running after ${timeoutMs} ms`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
