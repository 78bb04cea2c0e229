import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { checkReadiness } from "./readiness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /ready and /health", () => {
  it("/health answers without looking at anything", async () => {
    const res = await t.call("GET", "/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: "ok" } });
  });

  it("is ready on a migrated database with the job queue running", async () => {
    const res = await t.call("GET", "/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: "ready", checks: { database: "ok", migrations: "ok", jobQueue: "ok" }, pendingMigrations: [] },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("reports a stopped job queue, and 'not checked' where the app runs without one", async () => {
    const stopped = await checkReadiness({ db: t.db, jobQueue: () => ({ running: false }) });
    expect(stopped).toMatchObject({ ready: false, reason: "job queue: not running", checks: { database: "ok", migrations: "ok", jobQueue: "failed" } });
    const unchecked = await checkReadiness({ db: t.db, jobQueue: null });
    expect(unchecked).toMatchObject({ ready: true, checks: { jobQueue: "not checked" } });
  });

  // Last: it removes a migration's record from this file's own database.
  it("answers 503 naming the migration the database has not applied", async () => {
    const last = await t.db.$client.query<{ id: number; created_at: string }>(
      "select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    const row = last.rows[0];
    if (!row) throw new Error("the test database has no migration records");
    await t.db.$client.query("delete from drizzle.__drizzle_migrations where id = $1", [row.id]);

    const res = await t.call("GET", "/ready");
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      data: { status: "not ready", checks: { database: "ok", migrations: "failed", jobQueue: "ok" } },
    });
    expect(body.requestId).toBe(res.headers["x-request-id"]);
    expect(body.data.pendingMigrations).toHaveLength(1);
    expect(body.message).toBe(`Not ready: migrations not applied: ${body.data.pendingMigrations[0]}`);
  });
});
