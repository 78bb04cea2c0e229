import { and, count, eq } from "drizzle-orm";
import pg from "pg";
import type { Storage } from "../adapters/storage/storage.js";
import { admins } from "../modules/admins/admins.table.js";
import { users } from "../modules/identity/identity.table.js";
import { seedDemo } from "../seed/demo.js";
import { seedReference } from "../seed/reference.js";
import { type Db, runMigrations } from "./client.js";

/** The advisory lock key every Bitmarte process takes while it migrates and seeds (any fixed 64-bit number). */
export const PREPARE_LOCK_KEY = 7_402_811_903_151_205n;

export interface PrepareResult {
  /** Demo data was written by this call (it was not there yet). */
  demoSeeded: boolean;
  /** No active super admin yet: someone must run create-superadmin before the admin area can be used. */
  needsSuperadmin: boolean;
}

/**
 * Migrations, reference data and (when asked) the demo data, under a PostgreSQL advisory lock held by a
 * session of its own: servers started together against one database take turns, and each one after the
 * first finds the work done. The lock goes with the session, so a process that dies mid-way frees it.
 */
export async function prepareDatabase(
  db: Db,
  opts: { demo: false } | { demo: true; storage: Storage; catalogue?: Parameters<typeof seedDemo>[1]["catalogue"] },
  log: (m: string) => void = () => {},
): Promise<PrepareResult> {
  // Its own client, not one of the pool's: the work below may need every pooled connection.
  const lock = new pg.Client(db.$client.options);
  await lock.connect();
  try {
    const free = await lock.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [PREPARE_LOCK_KEY.toString()]);
    if (!free.rows[0]?.ok) {
      log("Another server is preparing the database; waiting for it…");
      await lock.query("select pg_advisory_lock($1)", [PREPARE_LOCK_KEY.toString()]);
    }
    log("Applying migrations…");
    await runMigrations(db);
    const added = await seedReference(db);
    const total = Object.values(added).reduce((a, b) => a + b, 0);
    if (total > 0) log(`Reference data: ${total} missing rows added.`);
    const demoSeeded = opts.demo ? await seedDemo(db, { storage: opts.storage, catalogue: opts.catalogue, log }) : false;
    if (demoSeeded) log("Demo data seeded.");
    const [{ n }] = await db
      .select({ n: count() })
      .from(admins)
      .innerJoin(users, eq(users.id, admins.userId))
      .where(and(eq(admins.role, "superadmin"), eq(users.isActive, true)));
    return { demoSeeded, needsSuperadmin: n === 0 };
  } finally {
    await lock.query("select pg_advisory_unlock_all()").catch(() => {});
    await lock.end().catch(() => {});
  }
}
