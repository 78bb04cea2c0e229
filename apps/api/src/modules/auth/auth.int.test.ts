import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeAdmin, makeCustomer, makeMerchant, TEST_PASSWORD } from "../../../test/factories/people.js";
import { users } from "../identity/identity.table.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "1000" });
});

const signup = (body: object, kind = "customer") => t.call("POST", `/api/v1/auth/${kind}/signup`, { body });
const login = (email: string, password: string, kind = "customer", ip?: string) =>
  t.call("POST", `/api/v1/auth/${kind}/login`, { body: { email, password }, ip });
const lastLink = async (email: string) => {
  const res = await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = res.json().data.rows[0];
  return mail.links[0] as string;
};
const tokenOf = (link: string) => link.split("/").pop() as string;
const countUsers = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe("customer sign-up, confirmation and login", () => {
  it("signs up, refuses login until confirmed, confirms once, then logs in", async () => {
    const email = "new.customer@example.test";
    const res = await signup({ firstName: "Ngozi", lastName: "Ade", email, password: "Secret123" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { email } });

    const early = await login(email, "Secret123");
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("EMAIL_NOT_CONFIRMED");

    const link = await lastLink(email);
    expect(link).toMatch(/^http:\/\/bitmarte\.test\/confirm-email\/[\w-]{20,}$/);
    const confirm = await t.call("GET", `/api/v1/auth/customer/confirmation/${tokenOf(link)}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe("Your email has been confirmed. You can now log in.");
    // The same link again (a second click in the mail): already confirmed, not "invalid".
    const again = await t.call("GET", `/api/v1/auth/customer/confirmation/${tokenOf(link)}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("Your email is already confirmed. You can log in.");
    // The customer's link on the merchant path is still no good.
    expect((await t.call("GET", `/api/v1/auth/merchant/confirmation/${tokenOf(link)}`)).statusCode).toBe(422);

    const ok = await login(email, "Secret123");
    expect(ok.statusCode).toBe(200);
    const { token, user } = ok.json().data;
    expect(user).toMatchObject({ email, category: "customer", role: "customer", firstName: "Ngozi" });
    expect(user).not.toHaveProperty("passwordHash");
    const me = await t.call("GET", "/api/v1/auth/userdata", { token });
    expect(me.json().data.email).toBe(email);
  });

  it("rejects bad input with field errors and writes nothing", async () => {
    const before = await countUsers();
    const res = await signup({ firstName: "", lastName: "X", email: "not-an-email", password: "short" });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    const paths = body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["firstName", "email", "password"]));
    expect(body.requestId).toBeTruthy();
    expect(await countUsers()).toBe(before);
  });

  it("refuses a second account with the same email for the same kind", async () => {
    const body = { firstName: "A", lastName: "B", email: "Dup@Example.test", password: "Secret123" };
    expect((await signup(body)).statusCode).toBe(201);
    const dup = await signup({ ...body, email: "dup@example.test" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].path).toBe("email");
  });

  it("does not confirm a merchant account with a customer link", async () => {
    const email = "kind.check@example.test";
    await signup({ firstName: "K", lastName: "C", email, password: "Secret123" });
    const token = tokenOf(await lastLink(email));
    expect((await t.call("GET", `/api/v1/auth/merchant/confirmation/${token}`)).statusCode).toBe(422);
  });
});

describe("merchant sign-up", () => {
  it("creates the merchant with an unapproved store and a unique store URL", async () => {
    const base = { firstName: "Bola", lastName: "Ola", password: "Secret123", phoneNumber: "+2348011111111", storeName: "Bola's Fabrics" };
    expect((await signup({ ...base, email: "bola1@example.test" }, "merchant")).statusCode).toBe(201);
    expect((await signup({ ...base, email: "bola2@example.test" }, "merchant")).statusCode).toBe(201);
    const link = await lastLink("bola2@example.test");
    expect(link).toContain("/merchant/confirm-email/");
    await t.call("GET", `/api/v1/auth/merchant/confirmation/${tokenOf(link)}`);
    const res = await login("bola2@example.test", "Secret123", "merchant");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ category: "merchant", role: "merchant", storeName: "Bola's Fabrics" });
    const urls = await t.db.execute(sql`select store_url from stores where store_name = 'Bola''s Fabrics' order by store_url`);
    expect(urls.rows.map((r) => r.store_url)).toEqual(["bola-s-fabrics", "bola-s-fabrics-2"]);
  });
});

describe("login", () => {
  it("answers the same for an unknown email and a wrong password", async () => {
    const c = await makeCustomer(t);
    const wrong = await login(c.email, "Wrong-pass1");
    const unknown = await login("nobody@example.test", "Wrong-pass1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().code).toBe(unknown.json().code);
    expect(wrong.json().message).toBe("Invalid email or password");
  });

  it("locks an account after 5 failures, even for the right password", async () => {
    const c = await makeCustomer(t);
    for (let i = 0; i < 5; i++) expect((await login(c.email, "Wrong-pass1")).statusCode).toBe(401);
    const locked = await login(c.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("does not let a customer log in through another kind's login", async () => {
    const c = await makeCustomer(t);
    expect((await login(c.email, TEST_PASSWORD, "merchant")).statusCode).toBe(401);
  });
});

describe("rate limit per IP", () => {
  it("blocks an address after too many failures across accounts", async () => {
    const t2 = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "3" });
    const call = (email: string) => t2.call("POST", "/api/v1/auth/customer/login", { body: { email, password: "Wrong-pass1" }, ip: "10.9.9.9" });
    for (let i = 0; i < 3; i++) expect((await call(`a${i}@example.test`)).statusCode).toBe(401);
    expect((await call("another@example.test")).statusCode).toBe(429);
    const elsewhere = await t2.call("POST", "/api/v1/auth/customer/login", { body: { email: "x@example.test", password: "Wrong-pass1" }, ip: "10.9.9.10" });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("logout revokes the session at once", async () => {
    const c = await makeCustomer(t);
    expect((await t.call("POST", "/api/v1/auth/logout", { token: c.token })).statusCode).toBe(200);
    const after = await t.call("GET", "/api/v1/auth/userdata", { token: c.token });
    expect(after.statusCode).toBe(401);
  });

  it("a deactivated account is refused on its next request and at login", async () => {
    const c = await makeCustomer(t);
    await t.db.execute(sql`update users set is_active = false where id = ${c.userId}`);
    const res = await t.call("GET", "/api/v1/auth/userdata", { token: c.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("This account has been deactivated");
    expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it("refuses tampered and expired tokens", async () => {
    const c = await makeCustomer(t);
    const [h, p, s] = c.token.split(".");
    const tampered = `${h}.${p}.${s.slice(0, -2)}xx`;
    expect((await t.call("GET", "/api/v1/auth/userdata", { token: tampered })).statusCode).toBe(401);
    const t3 = await createTestApp({ TOKEN_TTL_HOURS: "1" });
    const c3 = await makeCustomer(t3);
    t3.clock.advance(2 * 3600_000);
    expect((await t3.call("GET", "/api/v1/auth/userdata", { token: c3.token })).statusCode).toBe(401);
  });

  it("verify-token and permissions describe the caller", async () => {
    const m = await makeMerchant(t);
    const v = await t.call("GET", "/api/v1/auth/verify-token", { token: m.token });
    expect(v.json().data).toMatchObject({ valid: true, kind: "merchant", userId: m.userId });
    const p = await t.call("GET", "/api/v1/auth/permissions", { token: m.token });
    expect(p.json().data.permissions).toContain("products:write");
    const a = await makeAdmin(t, "dispatcher");
    const pa = await t.call("GET", "/api/v1/auth/permissions", { token: a.token });
    expect(pa.json().data).toMatchObject({ kind: "admin", role: "dispatcher" });
    expect(pa.json().data.permissions).toContain("orders:deliver");
    expect(pa.json().data.permissions).not.toContain("admins:write");
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether or not the email exists, and mails only real accounts", async () => {
    const c = await makeCustomer(t);
    const known = await t.call("POST", "/api/v1/auth/customer/forgotpassword", { body: { email: c.email } });
    const unknown = await t.call("POST", "/api/v1/auth/customer/forgotpassword", { body: { email: "ghost@example.test" } });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ success: true, message: known.json().message });
    const mails = await t.call("GET", "/api/v1/dev/outbox?to=ghost@example.test");
    expect(mails.json().data.count).toBe(0);
  });

  it("resets once with a fresh token and ends old sessions", async () => {
    const c = await makeCustomer(t);
    await t.call("POST", "/api/v1/auth/customer/forgotpassword", { body: { email: c.email } });
    const link = await lastLink(c.email);
    expect(link).toContain("/reset-password/");
    const token = tokenOf(link);
    const bad = await t.call("PATCH", `/api/v1/auth/customer/resetpassword/${token}`, { body: { password: "x" } });
    expect(bad.statusCode).toBe(422);
    const wrongKind = await t.call("PATCH", `/api/v1/auth/merchant/resetpassword/${token}`, { body: { password: "NewSecret1" } });
    expect(wrongKind.statusCode).toBe(422);
    const ok = await t.call("PATCH", `/api/v1/auth/customer/resetpassword/${token}`, { body: { password: "NewSecret1" } });
    expect(ok.statusCode).toBe(200);
    const reuse = await t.call("PATCH", `/api/v1/auth/customer/resetpassword/${token}`, { body: { password: "Other1234" } });
    expect(reuse.statusCode).toBe(422);
    expect((await t.call("GET", "/api/v1/auth/userdata", { token: c.token })).statusCode).toBe(401);
    expect((await login(c.email, "NewSecret1")).statusCode).toBe(200);
    expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(401);
    const mails = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(c.email)}`)).json().data.rows;
    expect(mails[0].subject).toBe("Your Bitmarte password was changed");
    // The reset mail tells the link's real lifetime (RESET_TOKEN_TTL_MINUTES, 30 by default).
    expect(mails[1].text).toContain("This link expires in 30 minutes.");
  });

  it("tells whether a reset link works before a password is typed, using nothing up", async () => {
    const c = await makeCustomer(t);
    await t.call("POST", "/api/v1/auth/customer/forgotpassword", { body: { email: c.email } });
    const token = tokenOf(await lastLink(c.email));
    const check = () => t.call("GET", `/api/v1/auth/customer/resetpassword/${token}`);
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await t.call("GET", `/api/v1/auth/merchant/resetpassword/${token}`)).statusCode).toBe(422);
    expect((await t.call("PATCH", `/api/v1/auth/customer/resetpassword/${token}`, { body: { password: "NewSecret1" } })).statusCode).toBe(200);
    const used = await check();
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe("This reset link is invalid or has expired");
  });

  it("resends a confirmation link to an unconfirmed account only, with one answer for all", async () => {
    const email = "late.confirmer@example.test";
    await signup({ firstName: "Tunde", lastName: "Ola", email, password: "Secret123" });
    const first = await lastLink(email);
    const resend = (to: string) => t.call("POST", "/api/v1/auth/customer/resend-confirmation", { body: { email: to } });
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("If this account still needs confirming, a new confirmation link has been sent.");
    const second = await lastLink(email);
    expect(second).not.toBe(first);
    expect((await t.call("GET", `/api/v1/auth/customer/confirmation/${tokenOf(second)}`)).statusCode).toBe(200);
    // Confirmed now, or unknown: the same answer, and no mail.
    const before = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json().data.count;
    expect((await resend(email)).json().message).toBe(res.json().message);
    expect((await resend("nobody@example.test")).statusCode).toBe(200);
    expect((await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json().data.count).toBe(before);
  });

  it("refuses an expired reset token", async () => {
    const c = await makeCustomer(t);
    await t.call("POST", "/api/v1/auth/customer/forgotpassword", { body: { email: c.email } });
    const token = tokenOf(await lastLink(c.email));
    t.clock.advance(31 * 60_000);
    const res = await t.call("PATCH", `/api/v1/auth/customer/resetpassword/${token}`, { body: { password: "NewSecret1" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("This reset link is invalid or has expired");
  });
});

describe("change password", () => {
  it("needs the current password, ends every session (this one too) and answers a fresh token", async () => {
    const c = await makeCustomer(t);
    const other = (await login(c.email, TEST_PASSWORD)).json().data.token;
    const wrong = await t.call("POST", "/api/v1/auth/user/change-password", { token: c.token, body: { oldPassword: "nope", newPassword: "Changed123" } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].path).toBe("oldPassword");
    const ok = await t.call("POST", "/api/v1/auth/user/change-password", { token: c.token, body: { oldPassword: TEST_PASSWORD, newPassword: "Changed123" } });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().data.token as string;
    expect(fresh).not.toBe(c.token);
    expect((await t.call("GET", "/api/v1/auth/userdata", { token: c.token })).statusCode).toBe(401);
    expect((await t.call("GET", "/api/v1/auth/userdata", { token: other })).statusCode).toBe(401);
    expect((await t.call("GET", "/api/v1/auth/userdata", { token: fresh })).statusCode).toBe(200);
    expect((await login(c.email, "Changed123")).statusCode).toBe(200);
    const mails = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(c.email)}`)).json().data.rows;
    expect(mails[0].subject).toBe("Your Bitmarte password was changed");
    expect(mails[0].text).toContain("/forgot-password");
  });

  it("refuses the current password as the new one, changing nothing", async () => {
    const c = await makeCustomer(t);
    const same = await t.call("POST", "/api/v1/auth/user/change-password", { token: c.token, body: { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors[0]).toEqual({ path: "newPassword", message: "Choose a new password that is different from your current one" });
    expect((await t.call("GET", "/api/v1/auth/userdata", { token: c.token })).statusCode).toBe(200);
    const mails = (await t.call("GET", `/api/v1/dev/outbox?to=${encodeURIComponent(c.email)}`)).json().data.rows;
    expect(mails.some((m: { subject: string }) => m.subject === "Your Bitmarte password was changed")).toBe(false);
  });
});

describe("limits under concurrency and behind proxies", () => {
  it("refuses the 6th of 40 parallel attempts against one account, whatever the password", async () => {
    const c = await makeCustomer(t);
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(c.email, "Wrong-pass1")));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 401)).toHaveLength(5);
    expect(codes.filter((s) => s === 429)).toHaveLength(35);
    expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("refuses past the address limit however many arrive at once", async () => {
    const t3 = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "10" });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t3.call("POST", "/api/v1/auth/customer/login", { body: { email: `p${i}@example.test`, password: "Wrong-pass1" }, ip: "10.7.7.7" }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(50);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
    const direct = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "3" });
    const rotate = (app: TestApp, i: number) =>
      app.call("POST", "/api/v1/auth/customer/login", {
        body: { email: `r${i}@example.test`, password: "Wrong-pass1" },
        ip: "10.8.8.8",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
    const untrusted = [];
    for (let i = 0; i < 5; i++) untrusted.push((await rotate(direct, i)).statusCode);
    expect(untrusted).toEqual([401, 401, 401, 429, 429]);

    const proxied = await createTestApp({ LOGIN_MAX_FAILS_PER_IP: "3", TRUST_PROXY: "10.8.8.8" });
    const trusted = [];
    for (let i = 0; i < 5; i++) trusted.push((await rotate(proxied, i)).statusCode);
    expect(trusted).toEqual([401, 401, 401, 401, 401]);
  });
});
