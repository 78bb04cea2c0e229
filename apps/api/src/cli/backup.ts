// Writes a consistent backup of the installation (database and uploads) into one file while the
// server keeps running:  npm run backup -- FILE
// Uses DATABASE_URL, or the embedded PostgreSQL in PG_DATA_DIR (the running server's, when it is up;
// otherwise it is started for the backup and stopped after). Uploads come from UPLOAD_DIR, unless
// they are kept in S3. Exit status: 0 written, 1 refused or failed, 2 wrong usage.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "../db/embedded.js";
import { BackupError, backup } from "../ops/backup.js";

const USAGE = "Usage: npm run backup -- FILE   (e.g. backups/bitmarte-$(date +%F).tar.gz)";
const say = (m: string) => console.log(`[bitmarte] ${m}`);

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (parsed.positionals.length !== 1) {
    console.error(`Give one backup file to write.\n${USAGE}`);
    return 2;
  }
  // npm runs the script from the repository root; a relative FILE means where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), parsed.positionals[0]);
  const config = loadConfig();
  const s3 = Boolean(config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);

  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    // A second postmaster on the server's data folder would stop the server's first.
    url = runningEmbeddedUrl(config.PG_DATA_DIR, "bitmarte") ?? undefined;
    if (url) say(`Backing up the running embedded PostgreSQL (data in ${config.PG_DATA_DIR}).`);
    else {
      if (!existsSync(path.join(config.PG_DATA_DIR, "PG_VERSION"))) {
        console.error(`[bitmarte] No database in ${path.resolve(config.PG_DATA_DIR)} (PG_DATA_DIR) and DATABASE_URL is not set: nothing to back up.`);
        return 1;
      }
      say(`Starting embedded PostgreSQL for the backup (data in ${config.PG_DATA_DIR})…`);
      const embedded = await startEmbeddedPostgres({ dataDir: config.PG_DATA_DIR, port: config.PG_PORT, database: "bitmarte", log: say });
      url = embedded.url;
      stopEmbedded = embedded.stop;
    }
  }
  try {
    await backup({
      databaseUrl: url,
      uploadDir: s3 ? null : config.UPLOAD_DIR,
      uploadsNote: s3 ? `uploads are kept in the S3 bucket ${config.S3_BUCKET}: back them up with the bucket's versioning or replication` : undefined,
      file,
      log: say,
    });
    return 0;
  } catch (e) {
    if (e instanceof BackupError) {
      console.error(`[bitmarte] ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    if (stopEmbedded) await stopEmbedded().catch(() => {});
  }
}

function parse() {
  return parseArgs({ options: { help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: true });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
