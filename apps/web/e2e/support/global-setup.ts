import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { REPO_ROOT, TEST_OUTPUT, WEB_DIR } from "./paths";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker: worker n (VITEST_POOL_ID) uses the n-th. */
    baseURLs: string[];
  }
}

/** A busy shared machine seeds slowly: E2E_READY_TIMEOUT_MS gives the server longer to get ready. */
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS) || 120_000;

function freePort(): Promise<number> {
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

async function waitForReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The API server exited with code ${child.exitCode} before it was ready; see ${logFile}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`GET ${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("exit", () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** How many servers (each with its own database) the journeys are spread over; one file at a time on each. */
export function e2eServerCount(): number {
  if (process.env.E2E_BASE_URL) return 1;
  return Math.max(1, Math.min(4, Number(process.env.E2E_SERVERS) || 2));
}

export interface RunningServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** Starts the API server (which also serves the built web app) on a free port with a fresh database. */
export async function startE2EServer(): Promise<RunningServer> {
  const buildDir = process.env.WEB_BUILD_DIR ? path.resolve(REPO_ROOT, process.env.WEB_BUILD_DIR) : path.join(WEB_DIR, "build");
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    throw new Error("apps/web/build is missing: run `npm run build -w apps/web` first (npm run test:e2e does).");
  }
  const pgRoot = path.join(TEST_OUTPUT, "e2e-pg");
  mkdirSync(pgRoot, { recursive: true });
  const runDir = mkdtempSync(path.join(pgRoot, "run-"));
  // The embedded PostgreSQL runs as its own user when started by root: it must be able to enter this folder.
  chmodSync(runDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(runDir, "server.log");
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PG_DATA_DIR: path.join(runDir, "pg"),
      PG_PORT: String(pgPort),
      DATA_DIR: path.join(runDir, "data"),
      WEB_BUILD_DIR: buildDir,
      SEED_DEMO: "1",
      NODE_ENV: "test",
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      DEV_CLOCK: "1",
      // Every journey comes from 127.0.0.1: per-address limits would trip across unrelated journeys.
      LIMIT_MAIL_PER_ADDRESS: "100000",
      LIMIT_CODE_GUESSES_PER_ADDRESS: "100000",
      LIMIT_LINK_GUESSES_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stopAndClean = async () => {
    await stop(child);
    log.end();
    // The database of this run is not needed again; the server log stays for reading.
    rmSync(path.join(runDir, "pg"), { recursive: true, force: true });
  };

  try {
    await waitForReady(`${baseURL}/ready`, child, logFile);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { baseURL, stop: stopAndClean };
}

/**
 * Starts one server per e2e worker (E2E_SERVERS, 2 by default): each test file runs against the server
 * of its worker, alone on it, as all of them did on one server before.
 */
export default async function setup(project: TestProject) {
  // A server already running (scripts/try-topology.mjs: two production servers behind nginx): used as it is.
  if (process.env.E2E_BASE_URL) {
    project.provide("baseURLs", [process.env.E2E_BASE_URL]);
    return;
  }
  const started = await Promise.allSettled(Array.from({ length: e2eServerCount() }, () => startE2EServer()));
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop())).then(() => undefined);
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide("baseURLs", servers.map((s) => s.baseURL));
  return stopAll;
}
