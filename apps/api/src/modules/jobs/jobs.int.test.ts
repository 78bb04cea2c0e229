import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, type Person } from "../../../test/factories/people.js";
import { type AnyJobDefinition, defineJob, enqueue, type JobCtx, type JobName, registerJobs } from "./index.js";

// Jobs of this test only (outside the catalogue, hence the casts), registered before any queue starts.
const runs = new Map<string, number>();
const retryCounts: number[] = [];
let healed = false;
const flaky = async (payload: { key: string; failTimes: number }, ctx: JobCtx) => {
  const n = (runs.get(payload.key) ?? 0) + 1;
  runs.set(payload.key, n);
  if (payload.key === "dies") retryCounts.push(ctx.job.retryCount);
  if (n <= payload.failTimes && !healed) throw new Error(`boom ${n}`);
};
const slowDone: string[] = [];
const slow = async (payload: { key: string; ms: number }) => {
  await new Promise((r) => setTimeout(r, payload.ms));
  slowDone.push(payload.key);
};
const batchRuns: string[] = [];
const batchJob = async (payload: { key: string; fail: boolean }) => {
  batchRuns.push(payload.key);
  if (payload.fail) throw new Error(`bad ${payload.key}`);
};
const FLAKY = "test.flaky" as JobName;
const SLOW = "test.slow" as JobName;
const BATCH = "test.batch" as JobName;
registerJobs([
  defineJob(BATCH, batchJob as never, { retryLimit: 0, batchSize: 5, pollSeconds: 0.5 }) as AnyJobDefinition,
  defineJob(FLAKY, flaky as never, { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, pollSeconds: 0.5 }) as AnyJobDefinition,
  defineJob(SLOW, slow as never, { retryLimit: 0, pollSeconds: 0.5 }) as AnyJobDefinition,
]);
const send = (name: JobName, payload: object, options = {}) => enqueue(name, payload as never, options);

let t: TestApp;
let superadmin: Person;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await makeAdmin(t, "superadmin");
  admin = await makeAdmin(t, "admin");
});

const waitFor = async (done: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

const failedList = async (token: string, query = "") => {
  const res = await t.call("GET", `/api/v1/admin/jobs/failed${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: { id: string; name: string; data: unknown; error: string | null; failedAt: string; retryCount: number }[]; count: number };
};

describe("job queue", () => {
  it("retries a failing job, dead-letters it after its retries, and an admin sends it back", async () => {
    const worker = await t.startJobQueue();
    await send(FLAKY, { key: "recovers", failTimes: 1 });
    await send(FLAKY, { key: "dies", failTimes: 99 });

    // Three runs (the first and two retries), then the dead letter.
    await waitFor(async () => (await failedList(superadmin.token)).count === 1 && runs.get("recovers") === 2);
    expect(runs.get("dies")).toBe(3);
    expect(retryCounts).toEqual([0, 1, 2]);
    const stateOf = async (key: string) => (await t.jobs.findJobs(FLAKY)).find((j) => (j.data as { key: string }).key === key)?.state;
    await waitFor(async () => (await stateOf("recovers")) === "completed");
    expect(await stateOf("dies")).toBe("failed");

    const list = await failedList(admin.token);
    expect(list.rows).toHaveLength(1);
    const [dead] = list.rows;
    expect(dead).toMatchObject({ name: "test.flaky", data: { key: "dies", failTimes: 99 }, error: "boom 3", retryCount: 2 });
    expect(Date.parse(dead.failedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await failedList(admin.token, "?name=mail.send")).count).toBe(0);

    // Fixed; the admin retries it: it runs again (with a fresh set of retries) and leaves the list.
    healed = true;
    const retried = await t.call("POST", `/api/v1/admin/jobs/failed/${dead.id}/retry`, { token: admin.token });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toEqual({ id: dead.id, name: "test.flaky" });
    expect((await failedList(superadmin.token)).count).toBe(0);
    await waitFor(() => runs.get("dies") === 4);
    expect(retryCounts).toEqual([0, 1, 2, 0]);
    await waitFor(async () => (await t.jobs.findJobs(FLAKY)).filter((j) => j.state === "completed").length === 2);

    const again = await t.call("POST", `/api/v1/admin/jobs/failed/${dead.id}/retry`, { token: admin.token });
    expect(again.statusCode).toBe(404);
    await worker.stop();
  });

  it("takes jobs in batches and settles each on its own", async () => {
    for (let i = 0; i < 12; i++) await send(BATCH, { key: `b${i}`, fail: i === 7 });
    const worker = await t.startJobQueue();
    const states = async () => (await t.jobs.findJobs(BATCH)).map((j) => j.state);
    await waitFor(async () => (await states()).every((s) => s === "completed" || s === "failed"));
    expect((await states()).filter((s) => s === "completed")).toHaveLength(11);
    expect([...batchRuns].sort()).toEqual(Array.from({ length: 12 }, (_, i) => `b${i}`).sort());
    const dead = await failedList(admin.token, "?name=test.batch");
    expect(dead.rows).toEqual([expect.objectContaining({ name: "test.batch", data: { key: "b7", fail: true }, error: "bad b7", retryCount: 0 })]);
    await worker.stop();
  });

  it("the dead-letter view is for admins and super admins only", async () => {
    for (const role of ["dispatcher", "scheduler"] as const) {
      const person = await makeAdmin(t, role);
      expect((await t.call("GET", "/api/v1/admin/jobs/failed", { token: person.token })).statusCode).toBe(403);
    }
    expect((await t.call("GET", "/api/v1/admin/jobs/failed")).statusCode).toBe(401);
    expect((await t.call("GET", "/api/v1/admin/jobs/failed?limit=500", { token: admin.token })).statusCode).toBe(422);
  });

  it("a singleton key keeps one job waiting; startAfter defers it", async () => {
    const first = await send(SLOW, { key: "k1", ms: 1 }, { singletonKey: "same", startAfter: 3600 });
    const second = await send(SLOW, { key: "k2", ms: 1 }, { singletonKey: "same" });
    const third = await send(SLOW, { key: "k3", ms: 1 }, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(third).toEqual(expect.any(String));
    const waiting = (await t.jobs.findJobs(SLOW)).filter((j) => j.state === "created");
    expect(waiting.map((j) => (j.data as { key: string }).key).sort()).toEqual(["k1", "k3"]);
  });

  it("a job enqueued in a transaction exists only if it commits", async () => {
    const before = (await t.jobs.findJobs(SLOW)).length;
    await t.db
      .transaction(async (tx) => {
        await send(SLOW, { key: "rolled-back", ms: 1 }, { db: tx });
        throw new Error("roll back");
      })
      .catch(() => {});
    await t.db.transaction((tx) => send(SLOW, { key: "committed", ms: 1 }, { db: tx }));
    const keys = (await t.jobs.findJobs(SLOW)).map((j) => (j.data as { key: string }).key);
    expect(keys).toHaveLength(before + 1);
    expect(keys).toContain("committed");
  });

  it("stores the cron schedules of the registered jobs", async () => {
    const queue = await t.startJobQueue({ work: false, schedule: true });
    const schedules = await queue.schedules();
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: "orders.expireUnpaid", cron: "* * * * *", timezone: "UTC" },
        { name: "mail.sweep", cron: "* * * * *", timezone: "UTC" },
        { name: "giftcards.expire", cron: "10 0 * * *", timezone: "UTC" },
      ]),
    );
    expect(schedules.map((s) => s.name)).not.toContain("test.flaky");
    await queue.stop();
  });

  it("stops gracefully: a running handler may finish, then the queue closes", async () => {
    const worker = await t.startJobQueue();
    await send(SLOW, { key: "in-flight", ms: 800 });
    const inFlight = async () => (await t.jobs.findJobs(SLOW)).find((j) => (j.data as { key: string }).key === "in-flight");
    await waitFor(async () => (await inFlight())?.state === "active");
    await worker.stop({ timeoutMs: 10_000 });
    expect(slowDone).toContain("in-flight");
    expect((await inFlight())?.state).toBe("completed");
  });

  it("does not wait past its time-out for a handler that hangs: the job is failed (retried if it has retries left)", async () => {
    const worker = await t.startJobQueue();
    await send(SLOW, { key: "hung", ms: 5000 });
    const hung = async () => (await t.jobs.findJobs(SLOW)).find((j) => (j.data as { key: string }).key === "hung");
    await waitFor(async () => (await hung())?.state === "active");
    const started = Date.now();
    await worker.stop({ timeoutMs: 1000 });
    // Not the handler's 5 s: the queue stopped at its time-out.
    expect(Date.now() - started).toBeLessThan(4500);
    expect(slowDone).not.toContain("hung");
    expect((await hung())?.state).toBe("failed");
  });
});
