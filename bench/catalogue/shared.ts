import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedPostgres } from "../../apps/api/src/db/embedded.js";

export const BENCH_DB = process.env.BENCH_DB ?? "bitmarte_bench";
export const BENCH_ADMIN_EMAIL = "bench-admin@bitmarte.test";
export const BENCH_PASSWORD = "Bench#2026";
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The PostgreSQL server to use: the one of DATABASE_URL, or an embedded one of the benchmark's own
 * (data in data/pg-bench, port 54339) so that a running `npm start` is left alone.
 */
export async function benchServer(log: (m: string) => void): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { serverUrl: process.env.DATABASE_URL, stop: async () => {} };
  const dataDir = path.join(root, "data", "pg-bench");
  log(`Starting embedded PostgreSQL (data in ${dataDir})…`);
  // BENCH_PG_SHARED_BUFFERS (e.g. 1GB): the embedded default of 128 MB holds a tenth of the 1M catalogue.
  const settings = process.env.BENCH_PG_SHARED_BUFFERS ? [`shared_buffers=${process.env.BENCH_PG_SHARED_BUFFERS}`] : [];
  const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? 54339), database: "postgres", log, settings });
  return { serverUrl: embedded.url, stop: embedded.stop };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
