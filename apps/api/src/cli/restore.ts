// Restores a backup made by `npm run backup` into a fresh installation:
//   npm run restore -- FILE [--data-dir DIR] [--port N] [--upload-dir DIR]
// Without DATABASE_URL it creates a new embedded PostgreSQL in --data-dir (default PG_DATA_DIR), which
// must be absent or empty; with DATABASE_URL it loads into that database, which must hold no rows yet.
// Upload files go to --upload-dir (default UPLOAD_DIR), also absent or empty. Run it with the same
// version of Bitmarte that made the backup. Exit status: 0 restored, 1 refused or failed, 2 wrong usage.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { RestoreRefused, restore } from "../ops/restore.js";

const USAGE = "Usage: npm run restore -- FILE [--data-dir DIR] [--port N] [--upload-dir DIR]";
const say = (m: string) => console.log(`[bitmarte] ${m}`);

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(`Give one backup file to restore.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  // npm runs the script from the repository root; relative paths given here mean where the command was typed.
  const here = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
  const port = values.port === undefined ? config.PG_PORT : Number(values.port);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`--port must be a port number.\n${USAGE}`);
    return 2;
  }
  if (config.DATABASE_URL && values["data-dir"]) {
    console.error("[bitmarte] --data-dir is for the embedded PostgreSQL; DATABASE_URL is set, so the restore would go there. Unset one of them.");
    return 2;
  }
  const s3 = Boolean(config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);
  if (s3 && !values["upload-dir"]) say(`Uploads are kept in S3 (bucket ${config.S3_BUCKET}); upload files in the backup are put into ${config.UPLOAD_DIR}.`);
  try {
    await restore({
      file: here(positionals[0]),
      target: config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: values["data-dir"] ? here(values["data-dir"]) : config.PG_DATA_DIR, port },
      uploadDir: values["upload-dir"] ? here(values["upload-dir"]) : config.UPLOAD_DIR,
      log: say,
    });
    return 0;
  } catch (e) {
    if (e instanceof RestoreRefused) {
      console.error(`[bitmarte] ${e.message}`);
      return 1;
    }
    throw e;
  }
}

function parse() {
  return parseArgs({
    options: {
      "data-dir": { type: "string" },
      "upload-dir": { type: "string" },
      port: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: true,
  });
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
