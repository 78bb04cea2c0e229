import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import type { OutgoingMail } from "../../adapters/mail/mail.js";
import { enqueueMail, genericMail, startMailWorker } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("outbox", () => {
  it("delivers queued mails once through the transport and marks them sent", async () => {
    await enqueueMail(t.db, "one@example.test", genericMail("Hello", ["First line"], { label: "Open", url: "http://bitmarte.test/x/tok123" }));
    await enqueueMail(t.db, "two@example.test", genericMail("Hi", ["Second"]));
    const sent: (OutgoingMail & { from: string })[] = [];
    const stop = startMailWorker(t.db, { storage: null as never, mail: { send: async (m) => void sent.push(m) } }, "Bitmarte <no-reply@bitmarte.test>", { error: () => {} }, 20);
    for (let i = 0; i < 50 && sent.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(sent.map((m) => m.to).sort()).toEqual(["one@example.test", "two@example.test"]);
    expect(sent[0].html).toContain("<!doctype html>");
    const unsent = await t.db.execute(sql`select count(*)::int as n from outbox where sent_at is null`);
    expect(unsent.rows[0].n).toBe(0);
  });

  it("keeps a mail for retry when delivery fails", async () => {
    await enqueueMail(t.db, "fail@example.test", genericMail("Retry", ["x"]));
    let tries = 0;
    const stop = startMailWorker(t.db, { storage: null as never, mail: { send: async () => { tries++; throw new Error("smtp down"); } } }, "x", { error: () => {} }, 20);
    for (let i = 0; i < 50 && tries < 1; i++) await new Promise((r) => setTimeout(r, 20));
    stop();
    await new Promise((r) => setTimeout(r, 50));
    const row = await t.db.execute(sql`select sent_at, attempts, last_error from outbox where "to" = 'fail@example.test'`);
    expect(row.rows[0].sent_at).toBeNull();
    expect(row.rows[0].attempts).toBeGreaterThanOrEqual(1);
    expect(row.rows[0].last_error).toContain("smtp down");
  });
});
