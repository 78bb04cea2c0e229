import type { FastifyBaseLogger } from "fastify";
import type { Adapters } from "../../adapters/index.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Clock } from "../../lib/clock.js";
import type { JobName, JobPayloads } from "./jobs.catalogue.js";

/** What a job queue hands every handler it runs (and `runJob` in tests). */
export interface JobDeps {
  db: Db;
  adapters: Adapters;
  config: Config;
  log: FastifyBaseLogger;
  clock?: Clock;
}

/** A handler's context: the same shape as a request's (minus the actor), plus the job. */
export interface JobCtx {
  db: Db;
  adapters: Adapters;
  config: Config;
  log: FastifyBaseLogger;
  now: Date;
  clock: Clock;
  job: {
    id: string;
    name: string;
    /** 0 on the first run, then 1, 2, … on retries. */
    retryCount: number;
    /** The queue is stopping: a long handler should wind down. */
    signal: AbortSignal;
  };
}

/**
 * Runs one job. Throwing fails this run: the queue retries it (with backoff) up to `retryLimit`
 * times, then moves it to the job's dead-letter queue, where admins see and retry it. A handler
 * may run more than once for one job (a crash after the work, before the queue heard), so make it
 * idempotent.
 */
export type JobHandler<P> = (payload: P, ctx: JobCtx) => Promise<void>;

export interface JobOptions {
  /** Retries after the first failure before the job is dead-lettered. Default 5. */
  retryLimit?: number;
  /** Seconds before the first retry. Default 10. */
  retryDelaySeconds?: number;
  /** Double the delay on each retry (with jitter). Default true. */
  retryBackoff?: boolean;
  /** Longest delay between retries, in seconds. Default 3600. */
  retryDelayMaxSeconds?: number;
  /** A run still going after this many seconds is failed (and retried). Default 300. */
  timeoutSeconds?: number;
  /** Cron expression, UTC: the queue enqueues the job on this schedule (`{}` as payload). */
  schedule?: string;
  /** Workers of this job in one process, each running its batch one job after another. Default 1. */
  concurrency?: number;
  /** Jobs a worker takes at once; while batches come back full it takes the next at once. Default 5. */
  batchSize?: number;
  /** Seconds between two looks for new jobs of this name when there were none. Default 2. */
  pollSeconds?: number;
}

export type ResolvedJobOptions = Required<Omit<JobOptions, "schedule">> & { schedule: string | null };

export interface JobDefinition<K extends JobName = JobName> {
  name: K;
  handler: JobHandler<JobPayloads[K]>;
  options: ResolvedJobOptions;
}

/** A definition of any job of the catalogue. */
export type AnyJobDefinition = { [K in JobName]: JobDefinition<K> }[JobName];

const DEFAULTS: ResolvedJobOptions = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  retryDelayMaxSeconds: 3600,
  timeoutSeconds: 300,
  schedule: null,
  concurrency: 1,
  batchSize: 5,
  pollSeconds: 2,
};

/** Describes a job: its name in the catalogue, its handler and how it retries. Registers nothing. */
export function defineJob<K extends JobName>(name: K, handler: JobHandler<JobPayloads[K]>, options: JobOptions = {}): JobDefinition<K> {
  return { name, handler, options: { ...DEFAULTS, ...options, schedule: options.schedule ?? null } };
}

const registry = new Map<string, AnyJobDefinition>();

/**
 * Makes jobs known to every queue this process starts (src/app.ts does, once per module; registering
 * a name again replaces its definition).
 */
export function registerJobs(definitions: readonly AnyJobDefinition[]): void {
  for (const definition of definitions) registry.set(definition.name, definition);
}

export function registeredJobs(): AnyJobDefinition[] {
  return [...registry.values()];
}

export function findJobDefinition(name: string): AnyJobDefinition | undefined {
  return registry.get(name);
}
