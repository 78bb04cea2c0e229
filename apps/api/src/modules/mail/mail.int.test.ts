import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import type { OutgoingMail } from "../../adapters/mail/mail.js";
import { runJob } from "../jobs/index.js";
import { enqueueMail, genericMail } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const waitFor = async (done: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};

const outboxRow = async (to: string) =>
  (await t.db.execute(sql`select id, sent_at, attempts, last_error from outbox where "to" = ${to}`)).rows[0] as
    | { id: string; sent_at: Date | null; attempts: number; last_error: string | null }
    | undefined;

describe("outbox", () => {
  it("stores a mail.send job with the outbox row, and nothing when the transaction rolls back", async () => {
    await enqueueMail(t.db, "kept@example.test", genericMail("Kept", ["x"]));
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, "dropped@example.test", genericMail("Dropped", ["x"]));
        throw new Error("roll back");
      })
      .catch(() => {});
    const kept = await outboxRow("kept@example.test");
    expect(kept).toBeDefined();
    expect(await outboxRow("dropped@example.test")).toBeUndefined();
    const jobs = await t.jobs.findJobs("mail.send");
    expect(jobs.map((j) => j.data)).toEqual([{ outboxId: kept?.id }]);
  });

  it("delivers queued mails once through the transport and marks them sent", async () => {
    await enqueueMail(t.db, "one@example.test", genericMail("Hello", ["First line"], { label: "Open", url: "http://bitmarte.test/x/tok123" }));
    await t.db.transaction((tx) => enqueueMail(tx, "two@example.test", genericMail("Hi", ["Second"])));
    const sent: (OutgoingMail & { from: string })[] = [];
    const worker = await t.startJobQueue({ deps: { ...t.jobDeps, adapters: { ...t.jobDeps.adapters, mail: { send: async (m) => void sent.push(m) } } } });
    await waitFor(async () => (await t.db.execute(sql`select count(*)::int as n from outbox where sent_at is null`)).rows[0].n === 0);
    expect(sent.map((m) => m.to).sort()).toEqual(["kept@example.test", "one@example.test", "two@example.test"]);
    const hello = sent.find((m) => m.to === "one@example.test");
    expect(hello?.html).toContain("<!doctype html>");
    expect(hello?.from).toBe(t.jobDeps.config.MAIL_FROM);
    await waitFor(async () => (await t.jobs.findJobs("mail.send")).every((j) => j.state === "completed"));
    // The next tests run handlers themselves: no worker may take their jobs.
    await worker.stop();
  });

  it("keeps a mail for retry when delivery fails, and sends nothing twice", async () => {
    await enqueueMail(t.db, "fail@example.test", genericMail("Retry", ["x"]));
    const row = await outboxRow("fail@example.test");
    let tries = 0;
    const failing = { ...t.jobDeps, adapters: { ...t.jobDeps.adapters, mail: { send: async () => { tries++; throw new Error("smtp down"); } } } };
    await expect(runJob(failing, "mail.send", { outboxId: row?.id as string })).rejects.toThrow("smtp down");
    const after = await outboxRow("fail@example.test");
    expect(after?.sent_at).toBeNull();
    expect(after?.attempts).toBe(1);
    expect(after?.last_error).toContain("smtp down");

    const sent: string[] = [];
    const working = { ...t.jobDeps, adapters: { ...t.jobDeps.adapters, mail: { send: async (m: OutgoingMail) => void sent.push(m.to) } } };
    await runJob(working, "mail.send", { outboxId: row?.id as string });
    await runJob(working, "mail.send", { outboxId: row?.id as string });
    expect(sent).toEqual(["fail@example.test"]);
    expect((await outboxRow("fail@example.test"))?.sent_at).not.toBeNull();
    expect(tries).toBe(1);
  });

  it("the sweep gives a job to old mails never tried (and only once)", async () => {
    await t.db.execute(sql`insert into outbox ("to", subject, text, html, created_at) values ('lost@example.test', 's', 't', 'h', now() - interval '5 minutes')`);
    const lost = await outboxRow("lost@example.test");
    const deps = { ...t.jobDeps, adapters: { ...t.jobDeps.adapters, mail: { send: async () => {} } } };
    await runJob(deps, "mail.sweep", {});
    await runJob(deps, "mail.sweep", {});
    const jobs = (await t.jobs.findJobs("mail.send")).filter((j) => (j.data as { outboxId: string }).outboxId === lost?.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].state).toBe("created");
  });
});
