/**
 * The database a bench runs against: `DATABASE_URL`'s server when it is set, otherwise an embedded
 * PostgreSQL kept under `data/<dataDirName>`. A fresh run drops and recreates the bench's own database
 * and migrates it; `fresh: false` reuses what an earlier run left.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../apps/api/src/config.js";
import { createDb, runMigrations } from "../apps/api/src/db/client.js";
import { startEmbeddedPostgres } from "../apps/api/src/db/embedded.js";

export async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(options: {
  name: string;
  dataDirName: string;
  port: number;
  poolSize: number;
  say: (message: string) => void;
  fresh?: boolean;
}) {
  const { name, say, fresh = true } = options;
  let serverUrl = process.env.DATABASE_URL;
  let stopPg: (() => Promise<void>) | null = null;
  if (!serverUrl) {
    const dataDir = path.resolve("data", options.dataDirName);
    say(`Starting embedded PostgreSQL (data in ${dataDir})…`);
    const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? options.port), database: "postgres", log: say });
    serverUrl = embedded.url;
    stopPg = embedded.stop;
  }
  if (fresh) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(serverUrl, `create database ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), options.poolSize);
  // Stopping the embedded server at the end closes idle connections from its side; that is not a failure.
  db.$client.on("error", (err) => say(`database connection closed: ${err.message}`));
  if (fresh) await runMigrations(db);
  return {
    db,
    serverUrl,
    /** The bench database's own address (for a job queue or a second pool). */
    url: url.toString(),
    async close() {
      await db.$client.end();
      if (stopPg) await stopPg();
    },
  };
}

/**
 * The server's configuration for a bench: quiet logs, a throw-away upload folder and a fixed signing
 * secret. `production` unless the bench needs what tests allow (a receiver on loopback); `extra` adds to it.
 */
export function benchConfig(mode: "production" | "test", extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: mode,
    LOG_LEVEL: "silent",
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    APP_URL: "http://127.0.0.1",
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), "bitmarte-bench-")),
    ...extra,
  } as NodeJS.ProcessEnv);
}
