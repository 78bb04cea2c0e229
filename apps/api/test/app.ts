import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TokenKind } from "@bitmarte/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll } from "vitest";
import { bankProviderFromConfig } from "../src/adapters/bank/index.js";
import { paymentProviderFromConfig } from "../src/adapters/payments/index.js";
import { localStorage } from "../src/adapters/storage/storage.js";
import type { Adapters } from "../src/adapters/index.js";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createDb, type Db } from "../src/db/client.js";
import { fixedClock } from "../src/lib/clock.js";
import { ledgerImbalance } from "../src/modules/ledger/index.js";
import { type JobDeps, JobQueue, type JobQueueOptions } from "../src/modules/jobs/index.js";

const TEMPLATE_DB = "bitmarte_test_template";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  /** This database's URL (for a job queue of a test's own). */
  url: string;
  /** The job queue `enqueue()` uses: it stores jobs, but runs no handlers and no schedules. */
  jobs: JobQueue;
  /** What the app's handlers get: for `runJob` and job queues started by a test. */
  jobDeps: JobDeps;
  /** Starts a job queue on this database that runs handlers (polling fast); stopped after the file. */
  startJobQueue(options?: Partial<JobQueueOptions>): Promise<JobQueue>;
  /** Sends a JSON request; `token` becomes the bearer. */
  call(method: string, url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string }): Promise<LightMyRequestResponse & { body: string; json<T = any>(): T }>;
}

/** A database of this test file's own (cloned from the migrated template) and the app on it. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_PG_SERVER_URL;
  if (!serverUrl) throw new Error("TEST_PG_SERVER_URL is not set: run through vitest (global setup)");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 5);
  // The database is dropped (with force) after the file: a connection it cuts is expected, not a crash.
  db.$client.on("error", () => {});
  const uploadDir = mkdtempSync(path.join(tmpdir(), "bitmarte-uploads-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    APP_URL: "http://bitmarte.test",
    UPLOAD_DIR: uploadDir,
    // Every test request comes from one address: the per-address limits would trip across unrelated tests.
    // Tests of the limits set their own figures.
    LIMIT_MAIL_PER_ADDRESS: "100000",
    LIMIT_CODE_GUESSES_PER_ADDRESS: "100000",
    LIMIT_LINK_GUESSES_PER_ADDRESS: "100000",
    LIMIT_CONTACT_PER_ADDRESS: "100000",
    ...overrides,
  } as NodeJS.ProcessEnv);
  const clock = fixedClock(new Date());
  const adapters: Adapters = { storage: localStorage(uploadDir), mail: null, payments: paymentProviderFromConfig(config), bank: bankProviderFromConfig(config) };
  const app = await buildApp({ db, config, adapters, clock });
  await app.ready();
  // The test provider delivers its webhooks over HTTP (job payments.deliverWebhook): to this app, on a
  // loopback port of its own, unless the test points them elsewhere.
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!config.PAYMENT_WEBHOOK_URL && address && typeof address === "object") {
    config.PAYMENT_WEBHOOK_URL = `http://127.0.0.1:${address.port}/api/v1/payments/webhook/test`;
  }
  const jobDeps: JobDeps = { db, adapters, config, log: app.log, clock };
  const jobs = await JobQueue.start({ connectionString: url.toString(), work: false, poolSize: 2 });
  const started: JobQueue[] = [];
  const startJobQueue: TestApp["startJobQueue"] = async (options = {}) => {
    const queue = await JobQueue.start({ connectionString: url.toString(), deps: jobDeps, poolSize: 2, pollSeconds: 0.5, maintain: false, schedule: false, ...options });
    started.push(queue);
    return queue;
  };
  afterAll(async () => {
    // The books balance after every test file: in total and in every transaction.
    const books = await ledgerImbalance(db);
    await Promise.all(started.map((q) => q.stop({ timeoutMs: 1000 })));
    await jobs.stop({ timeoutMs: 1000 });
    await app.close();
    await db.$client.end();
    const a = new pg.Client({ connectionString: serverUrl });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
    if (books.totalKobo !== 0 || books.unbalancedTransactions !== 0) {
      throw new Error(`ledger out of balance after this file: total ${books.totalKobo} kobo, ${books.unbalancedTransactions} unbalanced transactions`);
    }
  });
  const call: TestApp["call"] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await app.inject({
      method: method as "GET",
      url,
      headers,
      payload: opts.body === undefined ? undefined : (opts.body as object),
      remoteAddress: opts.ip,
    });
    return res as never;
  };
  return { app, db, clock, url: url.toString(), jobs, jobDeps, startJobQueue, call };
}

export const LOGIN_PATH: Record<TokenKind, string> = {
  customer: "/api/v1/auth/customer/login",
  merchant: "/api/v1/auth/merchant/login",
  admin: "/api/v1/auth/admin/login",
  partner: "/api/v1/auth/partner/login",
};
