// Makes the first (or another) super admin from the command line and prints a one-time link to set
// the password:  npm run create-superadmin -- --email EMAIL [--first-name X] [--last-name Y]
// Uses DATABASE_URL, or the embedded PostgreSQL in PG_DATA_DIR (the running server's, when it is up).
// Exit status: 0 created, 1 refused (bad or taken email) or failed, 2 wrong usage.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { createDb } from "../db/client.js";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "../db/embedded.js";
import { prepareDatabase } from "../db/prepare.js";
import { JobQueue, registerJobs } from "../modules/jobs/index.js";
import { mailJobs } from "../modules/mail/index.js";
import { createSuperadmin, SuperadminInputError } from "./superadmin.js";

const USAGE = "Usage: npm run create-superadmin -- --email EMAIL [--first-name NAME] [--last-name NAME]";
const say = (m: string) => console.log(`[bitmarte] ${m}`);

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (!args.email) {
    console.error(`--email is required.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();

  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    // Starting a second postmaster on the server's data folder would stop the server's first.
    url = runningEmbeddedUrl(config.PG_DATA_DIR, "bitmarte") ?? undefined;
    if (url) say(`Using the running embedded PostgreSQL (data in ${config.PG_DATA_DIR}).`);
    else {
      say(`Starting embedded PostgreSQL (data in ${config.PG_DATA_DIR})…`);
      const embedded = await startEmbeddedPostgres({ dataDir: config.PG_DATA_DIR, port: config.PG_PORT, database: "bitmarte", log: say });
      url = embedded.url;
      stopEmbedded = embedded.stop;
    }
  }
  const db = createDb(url, 4);
  let jobs: JobQueue | null = null;
  try {
    await prepareDatabase(db, { demo: false }, say);
    // The invitation mail goes through the outbox and its job, like the admin area's invitations.
    registerJobs([...mailJobs]);
    jobs = await JobQueue.start({ connectionString: url, work: false, poolSize: 2 });
    const created = await createSuperadmin({ db, appUrl: config.APP_URL, now: new Date() }, { email: args.email, firstName: args["first-name"], lastName: args["last-name"] });
    say(`Super admin created: ${created.email}`);
    say(`Set the password with this link (it works once, until ${created.expiresAt.toISOString()}):`);
    console.log(`\n  ${created.link}\n`);
    say(
      config.SMTP_URL
        ? `The link was also mailed to ${created.email} (sent by the server's job queue).`
        : "SMTP is not configured: the mail with the link stays in the outbox.",
    );
    return 0;
  } catch (e) {
    if (e instanceof SuperadminInputError) {
      console.error(`[bitmarte] ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await jobs?.stop({ timeoutMs: 1000 }).catch(() => {});
    await db.$client.end().catch(() => {});
    if (stopEmbedded) await stopEmbedded().catch(() => {});
  }
}

function parse() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  return values;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
