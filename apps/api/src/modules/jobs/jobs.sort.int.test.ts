import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, type Person } from "../../../test/factories/people.js";
import { allPages, expectUnknownSortRefused, isSorted } from "../../../test/sorted-pages.js";
import { type AnyJobDefinition, defineJob, enqueue, type JobName, registerJobs } from "./index.js";

// Jobs of this test only (outside the catalogue, hence the casts): one gives up at once, one after a retry.
const failing = async (payload: { key: string }) => {
  throw new Error(`no ${payload.key}`);
};
const QUICK = "test.sort-quick" as JobName;
const STUBBORN = "test.sort-stubborn" as JobName;
registerJobs([
  defineJob(QUICK, failing as never, { retryLimit: 0, pollSeconds: 0.5 }) as AnyJobDefinition,
  defineJob(STUBBORN, failing as never, { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false, pollSeconds: 0.5 }) as AnyJobDefinition,
]);

let t: TestApp;
let admin: Person;
const url = "/api/v1/admin/jobs/failed";
type Row = { id: string; name: string; retryCount: number; failedAt: string };

const waitFor = async (done: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  for (const key of ["q1", "q2", "q3"]) await enqueue(QUICK, { key } as never);
  for (const key of ["s1", "s2"]) await enqueue(STUBBORN, { key } as never);
  const worker = await t.startJobQueue();
  await waitFor(async () => (await t.call("GET", `${url}?limit=100`, { token: admin.token })).json().data.count === 5);
  await worker.stop();
}, 60_000);

describe("failed jobs sorted by the server", () => {
  it("orders every page by tries, name and failure time", async () => {
    const byTries = await allPages<Row>(t, url, admin.token, "sort=tries_desc");
    expect(byTries.map((r) => r.retryCount)).toEqual([1, 1, 0, 0, 0]);
    const byName = await allPages<Row>(t, url, admin.token, "sort=name_asc");
    expect(byName.map((r) => r.name)).toEqual([QUICK, QUICK, QUICK, STUBBORN, STUBBORN]);
    const oldest = await allPages<Row>(t, url, admin.token, "sort=failed_asc");
    expect(isSorted(oldest.map((r) => r.failedAt))).toBe(true);
    // the same order with a job filter
    expect((await allPages<Row>(t, url, admin.token, `name=${STUBBORN}&sort=failed_desc`)).map((r) => r.name)).toEqual([STUBBORN, STUBBORN]);
  });

  it("keeps newest first without a sort, and answers 422 for an unknown sort", async () => {
    const rows = await allPages<Row>(t, url, admin.token, "");
    expect(isSorted(rows.map((r) => r.failedAt), "desc")).toBe(true);
    await expectUnknownSortRefused(t, url, admin.token, ["tries", "error_asc", "failedAt_desc"]);
  });
});
