import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createDb, runMigrations } from "../src/db/client.js";
import { startEmbeddedPostgres } from "../src/db/embedded.js";
import { registerJobHandlers } from "../src/app.js";
import { installJobQueue } from "../src/modules/jobs/index.js";

export const TEMPLATE_DB = "bitmarte_test_template";

/**
 * One PostgreSQL for the whole run (embedded, or the server of DATABASE_URL), with a template
 * database holding the migrated schema (and the job queue's); every test file clones it into a
 * database of its own.
 */
export default async function setup() {
  let serverUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  if (!serverUrl) {
    // A folder per run, so runs side by side (or a crashed earlier run) never share a cluster.
    const dir = path.resolve(import.meta.dirname, `../../../test-output/pg-api-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    const port = 55000 + Math.floor(Math.random() * 1000);
    const embedded = await startEmbeddedPostgres({ dataDir: dir, port, database: "postgres" });
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const db = createDb(url.toString(), 2);
  await runMigrations(db);
  await db.$client.end();
  // pg-boss's schema and every job's queues, so each cloned database starts with them.
  registerJobHandlers();
  await installJobQueue(url.toString());
  process.env.TEST_PG_SERVER_URL = serverUrl;
  return async () => {
    if (stop) await stop();
  };
}
