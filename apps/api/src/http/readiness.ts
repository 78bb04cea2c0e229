import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type Db, migrationsFolder } from "../db/client.js";

/** Where drizzle's migrator records each applied migration (`created_at` is the journal's `when`). */
const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";
/** A database that has not answered by then counts as down: a probe must not hang on an exhausted pool. */
const DATABASE_TIMEOUT_MS = 3000;

type CheckState = "ok" | "failed" | "not checked";

export interface ReadinessDeps {
  db: Db;
  /**
   * This process's job queue (started and not stopped), or null when the app runs without one in its
   * process: then the queue is reported as "not checked" rather than claimed healthy.
   */
  jobQueue: (() => { running: boolean }) | null;
  /** The migrations journal folder (default: the one `runMigrations` applies). */
  migrationsFolder?: string;
}

export interface Readiness {
  ready: boolean;
  reason: string | null;
  checks: { database: CheckState; migrations: CheckState; jobQueue: CheckState };
  /** Tags of migrations in the journal that the database has no record of. */
  pendingMigrations: string[];
  /** The error behind a failed check, for the log (never sent). */
  cause: unknown;
}

interface JournalEntry {
  tag: string;
  when: number;
}

let journalCache: { folder: string; entries: JournalEntry[] } | null = null;

/** The journal the server was built with (read once per process: it only changes with a deploy). */
function journal(folder: string): JournalEntry[] {
  if (journalCache?.folder !== folder) {
    const parsed = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
    journalCache = { folder, entries: parsed.entries.map((e) => ({ tag: e.tag, when: Number(e.when) })) };
  }
  return journalCache.entries;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Database reachable, every journal migration recorded as applied, job queue running. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const checks: Readiness["checks"] = { database: "failed", migrations: "not checked", jobQueue: "not checked" };
  const reasons: string[] = [];
  let pendingMigrations: string[] = [];
  let cause: unknown = null;

  let applied: Set<number> | null = null;
  try {
    const result = await withTimeout(deps.db.$client.query<{ created_at: string | number }>(`select created_at from ${MIGRATIONS_TABLE}`), DATABASE_TIMEOUT_MS);
    checks.database = "ok";
    applied = new Set(result.rows.map((r) => Number(r.created_at)));
  } catch (err) {
    // A missing table means the database answers but was never migrated.
    if ((err as { code?: string }).code === "42P01") {
      checks.database = "ok";
      applied = new Set();
    } else {
      // The cause (host, port) goes to the log only: /ready is public.
      cause = err;
      reasons.push("database: not answering");
    }
  }

  if (applied) {
    try {
      pendingMigrations = journal(deps.migrationsFolder ?? migrationsFolder)
        .filter((e) => !applied.has(e.when))
        .map((e) => e.tag);
      checks.migrations = pendingMigrations.length === 0 ? "ok" : "failed";
      if (pendingMigrations.length > 0) reasons.push(`migrations not applied: ${pendingMigrations.join(", ")}`);
    } catch (err) {
      checks.migrations = "failed";
      cause = err;
      reasons.push("migrations: journal unreadable");
    }
  }

  if (deps.jobQueue) {
    checks.jobQueue = deps.jobQueue().running ? "ok" : "failed";
    if (checks.jobQueue === "failed") reasons.push("job queue: not running");
  }

  return { ready: reasons.length === 0, reason: reasons.length ? reasons.join("; ") : null, checks, pendingMigrations, cause };
}

/**
 * `GET /ready`: 200 when this process can serve (load balancers and orchestrators route to it), 503
 * with the failed checks otherwise. `GET /health` stays the cheap liveness answer.
 */
export function registerReadiness(app: FastifyInstance, deps: ReadinessDeps): void {
  app.get("/ready", async (req, reply) => {
    const r = await checkReadiness(deps);
    reply.header("cache-control", "no-store");
    const data = { status: r.ready ? "ready" : "not ready", checks: r.checks, pendingMigrations: r.pendingMigrations };
    if (r.ready) return reply.send({ success: true, message: "ready", data });
    req.log.warn({ err: r.cause ?? undefined, checks: r.checks, reason: r.reason }, "not ready");
    return reply.status(503).send({ success: false, message: `Not ready: ${r.reason}`, code: "SERVICE_UNAVAILABLE", data, requestId: String(req.id) });
  });
}
