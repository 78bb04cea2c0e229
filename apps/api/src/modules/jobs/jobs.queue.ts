import { randomUUID } from "node:crypto";
import { type FailedJobSort, type FailedJobSortColumn, splitSort } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { fromDrizzle, type JobResult, type JobWithMetadata, PgBoss } from "pg-boss";
import type { DbOrTx } from "../../db/client.js";
import { publish } from "../../events/domain-events.js";
import { systemClock } from "../../lib/clock.js";
import type { JobName, JobPayloads } from "./jobs.catalogue.js";
import { type AnyJobDefinition, findJobDefinition, type JobCtx, type JobDeps, registeredJobs } from "./jobs.registry.js";

/** pg-boss keeps its tables in this schema of the application's database. */
export const JOBS_SCHEMA = "pgboss";
/** Dead-lettered jobs stay listed (and retryable) this long. */
const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 3600;
/** Finished jobs are kept this long (pg-boss deletes them after). */
const KEEP_COMPLETED_SECONDS = 24 * 3600;
/** The most dead-lettered jobs read per job name for the admin list. */
const DEAD_LETTER_READ_LIMIT = 1000;

/** The dead-letter queue of a job: where it goes once its retries are used up. */
export const deadLetterOf = (name: string) => `${name}.dead-letter`;

export interface EnqueueOptions {
  /** The caller's transaction (or database): the job is stored with the caller's rows, or not at all. */
  db?: DbOrTx;
  /** Run no earlier than this: a time, or seconds from now. */
  startAfter?: Date | number;
  /**
   * While a job of this name and key waits, retries or runs, enqueueing the same name and key again
   * adds nothing (and answers null). Without a key every enqueue adds a job.
   */
  singletonKey?: string;
}

export interface FailedJob {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  error: string | null;
  failedAt: string;
  retryCount: number;
}

export interface JobQueueOptions {
  connectionString: string;
  /** Given to handlers; only needed when this queue runs them (`work`). */
  deps?: JobDeps;
  /** Run the registered handlers in this process. Default true. */
  work?: boolean;
  /** Keep the cron schedules of the registered jobs and enqueue on them. Default: as `work`. */
  schedule?: boolean;
  /** pg-boss upkeep: time-outs, retention, monitoring. Default: as `work`. */
  maintain?: boolean;
  /** Connections of the queue's own pool. Default 4. */
  poolSize?: number;
  /** Overrides every job's poll interval (seconds, ≥ 0.5), e.g. for tests. */
  pollSeconds?: number;
  log?: Pick<JobDeps["log"], "error" | "warn">;
}

/** A running queue: pg-boss on the application's PostgreSQL, with the registered jobs' queues. */
export class JobQueue {
  private stopping: Promise<void> | null = null;

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
    private readonly definitions: AnyJobDefinition[],
  ) {}

  /**
   * Connects, installs or migrates pg-boss's schema, creates a queue and a dead-letter queue per
   * registered job, and (with `work`) starts its handlers and schedules. The queue becomes the one
   * `enqueue()` uses until it stops.
   */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const work = options.work ?? true;
    const schedule = options.schedule ?? work;
    if (work && !options.deps) throw new Error("A job queue that runs handlers needs their deps");
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: JOBS_SCHEMA,
      max: options.poolSize ?? 4,
      application_name: "bitmarte-jobs",
      migrate: true,
      supervise: options.maintain ?? work,
      schedule,
      registerInstance: work,
      instanceName: "bitmarte-api",
      openTelemetry: { enabled: false },
    });
    const log = options.log ?? options.deps?.log;
    // An EventEmitter throws an unheard "error": pg-boss reports its background failures here.
    boss.on("error", (err) => log?.error({ err }, "job queue error"));
    boss.on("warning", (warning) => log?.warn({ warning: warning.data }, `job queue: ${warning.message}`));
    await boss.start();
    const queue = new JobQueue(boss, options, registeredJobs());
    try {
      await queue.ensureQueues();
      if (schedule) await queue.syncSchedules();
      if (work) await queue.startWorkers();
    } catch (err) {
      await boss.stop({ graceful: false, close: true }).catch(() => {});
      throw err;
    }
    running.push(queue);
    return queue;
  }

  /** Whether this queue runs the handlers (and not only stores jobs). */
  get working(): boolean {
    return this.options.work ?? true;
  }

  /** Names of the jobs this queue knows. */
  get names(): string[] {
    return this.definitions.map((d) => d.name);
  }

  private async ensureQueues(): Promise<void> {
    const names = this.definitions.flatMap((d) => [d.name, deadLetterOf(d.name)]);
    const existing = new Map((await this.boss.getQueues(names)).map((q) => [q.name, q]));
    for (const d of this.definitions) {
      const dead = deadLetterOf(d.name);
      if (!existing.has(dead)) {
        await this.boss.createQueue(dead, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS, deleteAfterSeconds: KEEP_COMPLETED_SECONDS });
      }
      const o = d.options;
      const settings = {
        retryLimit: o.retryLimit,
        retryDelay: o.retryDelaySeconds,
        retryBackoff: o.retryBackoff,
        // pg-boss takes a ceiling only with backoff.
        retryDelayMax: o.retryBackoff ? o.retryDelayMaxSeconds : null,
        expireInSeconds: o.timeoutSeconds,
        deleteAfterSeconds: KEEP_COMPLETED_SECONDS,
        deadLetter: dead,
      };
      const current = existing.get(d.name);
      // `exclusive`: one job per singleton key waiting, retrying or running (enqueue gives each job a
      // key of its own unless the caller names one; scheduled runs share one, so they never overlap).
      if (!current) await this.boss.createQueue(d.name, { policy: "exclusive", ...settings } as Parameters<PgBoss["createQueue"]>[1]);
      else if (
        current.retryLimit !== settings.retryLimit ||
        current.retryDelay !== settings.retryDelay ||
        current.retryBackoff !== settings.retryBackoff ||
        (current.retryDelayMax ?? null) !== settings.retryDelayMax ||
        current.expireInSeconds !== settings.expireInSeconds ||
        current.deadLetter !== dead
      ) {
        await this.boss.updateQueue(d.name, settings);
      }
    }
  }

  /** Makes the stored schedules those of the registered jobs (removing schedules of jobs no longer scheduled). */
  private async syncSchedules(): Promise<void> {
    const wanted = new Map(this.definitions.filter((d) => d.options.schedule).map((d) => [d.name as string, d.options.schedule as string]));
    for (const s of await this.boss.getSchedules()) {
      if (wanted.get(s.name) !== s.cron || s.key !== "") await this.boss.unschedule(s.name, s.key);
    }
    for (const [name, cron] of wanted) await this.boss.schedule(name, cron, {}, { tz: "UTC" });
  }

  private async startWorkers(): Promise<void> {
    const deps = this.options.deps as JobDeps;
    for (const d of this.definitions) {
      const options = {
        batchSize: d.options.batchSize,
        localConcurrency: d.options.concurrency,
        pollingIntervalSeconds: this.options.pollSeconds ?? d.options.pollSeconds,
        // Each job of a batch is settled on its own (completed, or failed for a retry).
        perJobResults: true,
        burstWhenBatchFull: true,
      } as const;
      await this.boss.work<Record<string, unknown>, unknown, typeof options>(d.name, options, async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await runHandler(d, deps, job.data ?? {}, { id: job.id, name: job.name, retryCount: job.retryCount, signal: job.signal });
            results.push({ id: job.id, status: "completed" });
          } catch (err) {
            const final = job.retryCount >= d.options.retryLimit;
            const say = final ? deps.log.error.bind(deps.log) : deps.log.warn.bind(deps.log);
            say({ err, job: d.name, jobId: job.id, retryCount: job.retryCount }, final ? "job failed; moved to its dead-letter queue" : "job failed; it will be retried");
            if (final) await reportFailedForGood(deps, job, err);
            results.push({ id: job.id, status: "failed", output: err instanceof Error ? err : new Error(String(err)) });
          }
        }
        return results;
      });
    }
  }

  /** Adds a job (see `enqueue`). Answers its id, or null when its singleton key is taken. */
  async enqueue<K extends JobName>(name: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.definitions.some((d) => d.name === name)) throw new Error(`Job ${name} is not registered`);
    const startAfter = typeof options.startAfter === "number" ? Math.max(0, Math.round(options.startAfter)) : options.startAfter;
    return this.boss.send(name, payload, {
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(startAfter === undefined ? {} : { startAfter }),
      ...(options.db ? { db: fromDrizzle(options.db, sql) } : {}),
    });
  }

  /** Dead-lettered jobs of one job name or all: newest first, or in the asked order (ties by id), then one page of them. */
  async listFailed(query: { name?: string; sort?: FailedJobSort; limit: number; offset: number }): Promise<{ rows: FailedJob[]; count: number }> {
    const names = this.names.filter((n) => !query.name || n === query.name);
    const lists = await Promise.all(names.map((n) => this.boss.findJobs(deadLetterOf(n), { queued: true, limit: DEAD_LETTER_READ_LIMIT })));
    const all = lists.flat().map(toFailedJob);
    if (query.sort) {
      const { by, direction } = splitSort(query.sort);
      const key: Record<FailedJobSortColumn, (j: FailedJob) => string | number> = { name: (j) => j.name, tries: (j) => j.retryCount, failed: (j) => j.failedAt };
      const sign = direction === "asc" ? 1 : -1;
      const compare = (a: string | number, b: string | number) => (typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b)));
      all.sort((a, b) => sign * (compare(key[by](a), key[by](b)) || a.id.localeCompare(b.id)));
    } else all.sort((a, b) => b.failedAt.localeCompare(a.failedAt) || b.id.localeCompare(a.id));
    return { rows: all.slice(query.offset, query.offset + query.limit), count: all.length };
  }

  /**
   * Moves a dead-lettered job back to its queue for another round of tries. Answers the job's name,
   * null when no dead-lettered job has this id, or "busy" when a job with its key is already queued.
   */
  async retryFailed(id: string): Promise<{ id: string; name: string } | null | "busy"> {
    for (const name of this.names) {
      const dead = deadLetterOf(name);
      const [job] = await this.boss.findJobs(dead, { id, queued: true });
      if (!job) continue;
      const moved = await this.boss.redrive(dead, { ids: [id] });
      return moved > 0 ? { id, name } : "busy";
    }
    return null;
  }

  /** The stored schedules (name and cron). */
  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    return (await this.boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron, timezone: s.timezone }));
  }

  /** The jobs of one name in any state, oldest first (for tests and diagnostics). */
  async findJobs(name: JobName, limit = 100): Promise<{ id: string; state: string; retryCount: number; data: unknown }[]> {
    return (await this.boss.findJobs(name, { limit })).map((j) => ({ id: j.id, state: j.state, retryCount: j.retryCount, data: j.data }));
  }

  /**
   * Stops taking jobs, gives running handlers up to `timeoutMs` to finish (those still running are
   * failed and retried later), then closes the queue's connections.
   */
  stop(options: { timeoutMs?: number } = {}): Promise<void> {
    if (!this.stopping) {
      const i = running.indexOf(this);
      if (i >= 0) running.splice(i, 1);
      // pg-boss waits up to its timeout twice, one after the other (a maintenance command under way,
      // then running handlers): each wait gets half, so the whole stop stays within timeoutMs.
      const timeout = Math.max(1000, Math.floor((options.timeoutMs ?? 5000) / 2));
      this.stopping = this.boss.stop({ graceful: true, timeout, close: true });
    }
    return this.stopping;
  }
}

function messageOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const o = output as { message?: unknown; value?: unknown };
  const text = typeof o.message === "string" ? o.message : typeof o.value === "string" ? o.value : JSON.stringify(output);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

function toFailedJob(job: JobWithMetadata<unknown>): FailedJob {
  return {
    id: job.id,
    name: job.sourceName ?? job.name.replace(/\.dead-letter$/, ""),
    data: (job.data as Record<string, unknown> | null) ?? null,
    error: messageOf(job.sourceOutput),
    failedAt: job.createdOn.toISOString(),
    retryCount: job.sourceRetryCount ?? 0,
  };
}

/** Publishes `jobs.failed` for a job whose last try failed; a failure to report is logged, never thrown. */
async function reportFailedForGood(deps: JobDeps, job: { id: string; name: string; retryCount: number }, err: unknown): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  const payload = {
    jobId: job.id,
    jobName: job.name,
    attempts: job.retryCount + 1,
    error: message ? (message.length > 300 ? `${message.slice(0, 300)}…` : message) : null,
    failedAt: (deps.clock ?? systemClock).now(),
    appUrl: deps.config.APP_URL,
  };
  try {
    await deps.db.transaction((tx) => publish(tx, "jobs.failed", payload));
  } catch (reportErr) {
    deps.log.error({ err: reportErr, job: job.name, jobId: job.id }, "could not report a failed job");
  }
}

async function runHandler(definition: AnyJobDefinition, deps: JobDeps, payload: unknown, job: JobCtx["job"]): Promise<void> {
  const clock = deps.clock ?? systemClock;
  const ctx: JobCtx = {
    db: deps.db,
    adapters: deps.adapters,
    config: deps.config,
    log: deps.log.child({ job: job.name, jobId: job.id }),
    now: clock.now(),
    clock,
    job,
  };
  await (definition.handler as (p: unknown, c: JobCtx) => Promise<void>)(payload, ctx);
}

/** Queues started in this process and not stopped, newest last. */
const running: JobQueue[] = [];

/**
 * The readiness check's view of this process's queue: started and not stopped (`running`), and
 * whether it runs handlers (`working`; a queue started with `work: false` only stores jobs).
 */
export function jobQueueHealth(): { running: boolean; working: boolean } {
  return { running: running.length > 0, working: running.some((q) => q.working) };
}

/**
 * Jobs waiting, retrying, running or failed per queue and state, for metrics: one grouped read that
 * pg-boss's partial index on live jobs answers (finished jobs are not counted). Works without a
 * queue in this process: the tables are in the application's database.
 */
export async function jobCounts(db: DbOrTx): Promise<{ queue: string; state: string; count: number }[]> {
  const result = await db.execute(
    sql.raw(
      `select name as queue, state::text as state, count(*)::int as count from ${JOBS_SCHEMA}.job
       where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
    ),
  );
  return result.rows as { queue: string; state: string; count: number }[];
}

/** The queue `enqueue()` uses: the newest started in this process. */
export function currentJobQueue(): JobQueue {
  const queue = running.at(-1);
  if (!queue) throw new Error("The job queue is not running (main.ts starts it; tests get one from createTestApp)");
  return queue;
}

/**
 * Adds a job to the queue. Pass the caller's transaction as `db` so the job exists exactly when the
 * caller's change commits; without it, the job is added at once on the queue's own connection.
 */
export function enqueue<K extends JobName>(name: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<string | null> {
  return currentJobQueue().enqueue(name, payload, options);
}

/** Runs a registered job's handler now, in this process, outside the queue (tests, one-off runs). */
export async function runJob<K extends JobName>(deps: JobDeps, name: K, payload: JobPayloads[K]): Promise<void> {
  const definition = findJobDefinition(name);
  if (!definition) throw new Error(`Job ${name} is not registered`);
  await runHandler(definition, deps, payload, { id: randomUUID(), name, retryCount: 0, signal: new AbortController().signal });
}

/**
 * Installs (or migrates) pg-boss's schema and the registered jobs' queues in a database, then
 * disconnects: the test template gets them once, and every database cloned from it has them.
 */
export async function installJobQueue(connectionString: string): Promise<void> {
  const queue = await JobQueue.start({ connectionString, work: false, maintain: false, schedule: false, poolSize: 2 });
  await queue.stop({ timeoutMs: 1000 });
}
