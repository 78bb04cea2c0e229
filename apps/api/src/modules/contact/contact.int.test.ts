import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, type Person } from "../../../test/factories/people.js";
import { outbox } from "../mail/mail.table.js";
import { contactMessages } from "./contact.table.js";

const URL = "/api/v1/contact-us";
let t: TestApp;
let admin: Person;
let superadmin: Person;

const body = (over: Record<string, unknown> = {}) => ({
  name: "Ada Obi",
  email: "ada@example.test",
  subject: "Delivery to Abuja",
  message: "Do you deliver to Abuja, and how long does it take?",
  ...over,
});
let ipSeq = 0;
/** A fresh client address per test: the per-address limit is its own test's business. */
const freshIp = () => `10.0.0.${++ipSeq}`;
const send = (b: unknown, ip = freshIp()) => t.call("POST", URL, { body: b, ip });
const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0].n;

beforeAll(async () => {
  t = await createTestApp({ LIMIT_CONTACT_PER_ADDRESS: "4", LIMIT_CONTACT_PER_EMAIL: "3", SUPPORT_EMAIL: "support@bitmarte.test" });
  admin = await makeAdmin(t);
  superadmin = await makeAdmin(t, "superadmin");
});

describe("POST /contact-us", () => {
  it("stores the message, unread, and mails the support address through the outbox", async () => {
    const res = await send(body({ email: "first@example.test", subject: "Where is my parcel?" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: "Thank you. Your message has been sent; we will reply by email.", data: { id: expect.any(String) } });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data.id));
    expect(row).toMatchObject({ name: "Ada Obi", email: "first@example.test", subject: "Where is my parcel?", readAt: null });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, "support@bitmarte.test"));
    expect(mails.map((m) => m.subject)).toEqual(["Contact us: Where is my parcel?"]);
    expect(mails[0].text).toContain("From: Ada Obi <first@example.test>");
  });

  it("422 with field errors, and nothing is written", async () => {
    const before = await stored();
    const res = await send({ name: "", email: "not-an-email", subject: "x", message: "short" });
    expect(res.statusCode).toBe(422);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(["email", "message", "name", "subject"]);
    expect(await stored()).toBe(before);
  });

  it("429 with Retry-After after 3 messages from one email in an hour, whatever the address", async () => {
    const email = "chatty@example.test";
    for (let i = 0; i < 3; i++) expect((await send(body({ email }))).statusCode).toBe(201);
    const before = await stored();
    const limited = await send(body({ email: "Chatty@Example.test" }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    t.clock.advance(61 * 60_000);
    expect((await send(body({ email }))).statusCode).toBe(201);
  });

  it("429 after 4 messages from one address in an hour, whatever the email", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await send(body({ email: `sender${i}@example.test` }), ip)).statusCode).toBe(201);
    const limited = await send(body({ email: "another@example.test" }), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await send(body({ email: "another@example.test" }))).statusCode).toBe(201);
  });
});

describe("GET /contact-us and PATCH /contact-us/:id (the contact inbox)", () => {
  const list = (q = "", who: Person = admin) => t.call("GET", `${URL}${q}`, { token: who.token });

  it("lists newest first with the unread count; filters read/unread; searches; marks read and unread", async () => {
    t.clock.advance(60_000);
    const older = (await send(body({ name: "Chidi Eze", email: "chidi@example.test", subject: "Refund question" }))).json().data.id;
    t.clock.advance(60_000);
    const newer = (await send(body({ name: "Ngozi Ama", email: "ngozi@example.test", subject: "Become a seller" }))).json().data.id;

    const all = (await list("?limit=100")).json().data;
    expect(all.rows[0].id).toBe(newer);
    expect(all.rows[1].id).toBe(older);
    expect(all.count).toBe(all.rows.length);
    expect(all.unread).toBe(all.count);
    expect(all.rows[0]).toEqual({
      id: newer,
      name: "Ngozi Ama",
      email: "ngozi@example.test",
      subject: "Become a seller",
      message: body().message,
      read: false,
      readAt: null,
      createdAt: expect.any(String),
    });

    const marked = await t.call("PATCH", `${URL}/${older}`, { token: admin.token, body: { read: true } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toMatchObject({ id: older, read: true, readAt: t.clock.now().toISOString() });
    // Marking read again keeps the first read time.
    t.clock.advance(1000);
    expect((await t.call("PATCH", `${URL}/${older}`, { token: superadmin.token, body: { read: true } })).json().data.readAt).toBe(marked.json().data.readAt);

    const read = (await list("?status=read")).json().data;
    expect(read.rows.map((r: { id: string }) => r.id)).toEqual([older]);
    expect(read.unread).toBe(all.unread - 1);
    const unread = (await list("?status=unread&limit=100")).json().data;
    expect(unread.rows.map((r: { id: string }) => r.id)).not.toContain(older);
    expect(unread.count).toBe(all.count - 1);

    expect((await list("?search=ngozi")).json().data.rows.map((r: { id: string }) => r.id)).toEqual([newer]);
    expect((await list("?search=REFUND")).json().data.rows.map((r: { id: string }) => r.id)).toEqual([older]);
    expect((await list("?search=100%25")).json().data.count).toBe(0);

    const paged = (await list("?limit=1&page=2")).json().data;
    expect(paged.rows.map((r: { id: string }) => r.id)).toEqual([older]);

    const unmarked = await t.call("PATCH", `${URL}/${older}`, { token: admin.token, body: { read: false } });
    expect(unmarked.json().data).toMatchObject({ read: false, readAt: null });
  });

  it("422 on a bad filter or body; 404 for a message that does not exist", async () => {
    expect((await list("?status=archived")).statusCode).toBe(422);
    expect((await list("?limit=101")).statusCode).toBe(422);
    const id = (await send(body({ email: "badbody@example.test" }))).json().data.id;
    expect((await t.call("PATCH", `${URL}/${id}`, { token: admin.token, body: { read: "yes" } })).statusCode).toBe(422);
    expect((await t.call("PATCH", `${URL}/${id}`, { token: admin.token, body: {} })).statusCode).toBe(422);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.readAt).toBeNull();
    expect((await t.call("PATCH", `${URL}/${randomUUID()}`, { token: admin.token, body: { read: true } })).statusCode).toBe(404);
  });

  it("401 without a token; 403 for customers, merchants, dispatchers and schedulers", async () => {
    const id = (await send(body({ email: "roles@example.test" }))).json().data.id;
    expect((await t.call("GET", URL)).statusCode).toBe(401);
    expect((await t.call("PATCH", `${URL}/${id}`, { body: { read: true } })).statusCode).toBe(401);
    for (const who of [await makeCustomer(t), await makeMerchant(t), await makeAdmin(t, "dispatcher"), await makeAdmin(t, "scheduler")]) {
      expect((await list("", who)).statusCode).toBe(403);
      expect((await t.call("PATCH", `${URL}/${id}`, { token: who.token, body: { read: true } })).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.readAt).toBeNull();
  });
});
