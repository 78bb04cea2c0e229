import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { admins } from "../modules/admins/admins.table.js";
import { auditLog } from "../modules/audit/audit.table.js";
import { users } from "../modules/identity/identity.table.js";
import { outbox } from "../modules/mail/mail.table.js";
import { createSuperadmin, SUPERADMIN_LINK_TTL_MS, SuperadminInputError } from "./superadmin.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const make = (email: string, names: { firstName?: string; lastName?: string } = {}) =>
  createSuperadmin({ db: t.db, appUrl: "http://bitmarte.test", now: t.clock.now() }, { email, ...names });

const setPassword = (token: string, password: string) =>
  t.call("PATCH", `/api/v1/auth/admin/resetpassword/${token}`, { body: { password } });

describe("createSuperadmin", () => {
  it("creates a super admin who cannot sign in until the one-time link sets a password", async () => {
    const created = await make("Owner@Example.com", { firstName: "Ngozi", lastName: "Eze" });
    expect(created.email).toBe("owner@example.com");
    expect(created.link).toBe(`http://bitmarte.test/admin/reset-password/${created.token}`);
    expect(created.expiresAt.getTime() - t.clock.now().getTime()).toBe(SUPERADMIN_LINK_TTL_MS);

    const [user] = await t.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ kind: "admin", role: "superadmin", email: "owner@example.com", firstName: "Ngozi", lastName: "Eze", isActive: true });
    const [admin] = await t.db.select().from(admins).where(eq(admins.userId, created.userId));
    expect(admin.role).toBe("superadmin");
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "owner@example.com"));
    expect(mail.links).toContain(created.link);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, created.userId), eq(auditLog.action, "admin.created")));
    expect(audit.actorRole).toBe("system");

    const before = await t.call("POST", "/api/v1/auth/admin/login", { body: { email: "owner@example.com", password: "FirstSecret1" } });
    expect(before.statusCode).toBe(401);

    const first = await setPassword(created.token, "FirstSecret1");
    expect(first.statusCode, first.body).toBe(200);
    const again = await setPassword(created.token, "OtherSecret2");
    expect(again.statusCode).toBe(422);

    const login = await t.call("POST", "/api/v1/auth/admin/login", { body: { email: "owner@example.com", password: "FirstSecret1" } });
    expect(login.statusCode, login.body).toBe(200);
    // The super admin's own page: only a super admin may list admins.
    const list = await t.call("GET", "/api/v1/superadmin/admins", { token: login.json().data.token });
    expect(list.statusCode, list.body).toBe(200);
  });

  it("refuses an email that already has an admin account, whatever its case, and writes nothing", async () => {
    await make("taken@example.com");
    const count = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = 'taken@example.com'`)).rows[0].n;
    await expect(make("TAKEN@example.com")).rejects.toThrow(SuperadminInputError);
    await expect(make("TAKEN@example.com")).rejects.toThrow(/already exists/);
    expect(await count()).toBe(1);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, "taken@example.com"));
    expect(mails).toHaveLength(1);
  });

  it("refuses an address that is not an email", async () => {
    await expect(make("not-an-email")).rejects.toThrow(SuperadminInputError);
  });

  it("issues a link that stops working after 24 hours", async () => {
    const created = await make("late@example.com");
    t.clock.advance(SUPERADMIN_LINK_TTL_MS + 60_000);
    const res = await setPassword(created.token, "LateSecret1");
    expect(res.statusCode).toBe(422);
  });
});

describe("npm run create-superadmin (the command)", () => {
  const serverUrl = process.env.TEST_PG_SERVER_URL as string;
  const name = `t_cli_${randomBytes(6).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const run = (...args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const { NODE_OPTIONS: _ignored, ...env } = process.env;
      const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "create-superadmin.ts"), ...args], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...env, NODE_ENV: "production", DATABASE_URL: url.toString(), APP_URL: "https://shop.example", LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr.on("data", (c: Buffer) => (out += c.toString()));
      child.on("exit", (code) => resolve({ code, out }));
    });

  it("migrates an empty database, creates the super admin with a link (exit 0), then refuses the same email (exit 1)", async () => {
    const first = await run("--email", "first@example.com", "--first-name", "Ada");
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/https:\/\/shop\.example\/admin\/reset-password\/[\w-]+/);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const states = await db.query("select count(distinct state)::int as n from shipping_locations");
      expect(states.rows[0].n).toBe(37);
      const people = await db.query("select u.email, a.role from users u join admins a on a.user_id = u.id");
      expect(people.rows).toEqual([{ email: "first@example.com", role: "superadmin" }]);
    } finally {
      await db.end();
    }

    const second = await run("--email", "First@Example.com");
    expect(second.code, second.out).toBe(1);
    expect(second.out).toContain("already exists");

    const usage = await run();
    expect(usage.code).toBe(2);
  }, 180_000);
});
