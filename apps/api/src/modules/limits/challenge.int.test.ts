import { createHash, randomUUID } from "node:crypto";
import { CHALLENGE_SOLUTION_HEADER, type Challenge } from "@bitmarte/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { makeCustomer } from "../../../test/factories/people.js";
import { leadingZeroBits } from "./challenge.js";

// Soft and hard per-address figures small enough to walk through; a low difficulty keeps the solving quick.
const t = await createTestApp({
  LIMIT_MAIL_PER_ADDRESS: "20",
  LIMIT_MAIL_PER_ADDRESS_CHALLENGED: "30",
  LIMIT_MAIL_PER_RECIPIENT: "3",
  LIMIT_CONTACT_PER_ADDRESS: "2",
  LIMIT_CONTACT_PER_ADDRESS_CHALLENGED: "4",
  LIMIT_CONTACT_PER_EMAIL: "3",
  LOGIN_MAX_FAILS_PER_IP: "3",
  LOGIN_MAX_FAILS_PER_IP_CHALLENGED: "6",
  LOGIN_MAX_FAILS_PER_ACCOUNT: "5",
  CHALLENGE_DIFFICULTY_BITS: "8",
  CHALLENGE_TTL_SECONDS: "120",
});
const V1 = "/api/v1";

const mails = async (to: string) => Number((await t.db.execute(sql`select count(*)::int as n from outbox where lower("to") = lower(${to})`)).rows[0].n);
const outboxSize = async () => Number((await t.db.execute(sql`select count(*)::int as n from outbox`)).rows[0].n);
const users = async () => Number((await t.db.execute(sql`select count(*)::int as n from users`)).rows[0].n);

/** What the browser does: the first decimal nonce whose SHA-256(salt + nonce) has enough leading zero bits. */
function solve(challenge: Challenge): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash("sha256").update(challenge.salt + nonce).digest()) >= challenge.difficulty) return `${challenge.salt}:${nonce}`;
  }
}
/** A nonce that does not do the work (the first one that fails). */
function wrongNonce(challenge: Challenge): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash("sha256").update(challenge.salt + nonce).digest()) < challenge.difficulty) return `${challenge.salt}:${nonce}`;
  }
}

const person = (i: number | string) => ({ firstName: "Ada", lastName: "Okafor", email: `cgnat-${i}-${randomUUID()}@example.test`, password: "Secret123" });
const signup = (body: object, ip: string, solution?: string) =>
  t.call("POST", `${V1}/auth/customer/signup`, { body, ip, headers: solution ? { [CHALLENGE_SOLUTION_HEADER]: solution } : {} });

describe("sign-up from one busy carrier address", () => {
  it("the 21st to 30th sign-ups each pass a challenge and get their mail; past the hard limit, 429 with Retry-After", async () => {
    const ip = "102.89.0.1";
    for (let i = 1; i <= 20; i++) {
      const body = person(i);
      expect((await signup(body, ip)).statusCode).toBe(201);
    }
    for (let i = 21; i <= 30; i++) {
      const body = person(i);
      const first = await signup(body, ip);
      expect(first.statusCode).toBe(429);
      const envelope = first.json();
      expect(envelope.code).toBe("CHALLENGE_REQUIRED");
      expect(envelope.challenge).toMatchObject({ algorithm: "sha256-leading-zero-bits", difficulty: 8, header: CHALLENGE_SOLUTION_HEADER });
      expect(Number(first.headers["retry-after"])).toBeGreaterThan(0);
      expect(await mails(body.email)).toBe(0);
      const second = await signup(body, ip, solve(envelope.challenge));
      expect(second.statusCode).toBe(201);
      expect(await mails(body.email)).toBe(1);
    }
    // The hard limit: no challenge offered, and a solution (of a challenge from elsewhere) does not pass.
    const late = person(31);
    const refused = await signup(late, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(refused.json().challenge).toBeUndefined();
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await challengeFor("102.89.0.2");
    expect((await signup(late, ip, solve(elsewhere))).json().code).toBe("RATE_LIMITED");
    expect(await mails(late.email)).toBe(0);
    // An hour later the address starts afresh.
    t.clock.advance(61 * 60_000);
    expect((await signup(person(32), ip)).statusCode).toBe(201);
  });

  /** Fills the soft limit of `ip` with forgot-password calls and answers the challenge of the next call. */
  async function challengeFor(ip: string): Promise<Challenge> {
    for (let i = 0; ; i++) {
      const res = await t.call("POST", `${V1}/auth/customer/forgotpassword`, { body: { email: `fill-${i}-${randomUUID()}@example.test` }, ip });
      if (res.statusCode === 429) return res.json().challenge;
      expect(res.statusCode).toBe(200);
    }
  }

  it("refuses a wrong, tampered, expired, reused or other-purpose solution and writes nothing", async () => {
    const ip = "102.89.1.1";
    const challenge = await challengeFor(ip);
    const body = person("refused");
    const before = { users: await users(), outbox: await outboxSize() };
    const attempts = [
      wrongNonce(challenge),
      // A lower difficulty written into the salt breaks its signature.
      solve({ ...challenge, salt: challenge.salt.replace(".8.", ".1."), difficulty: 1 }),
      "not-a-solution",
      `${challenge.salt}:-1`,
    ];
    for (const solution of attempts) {
      const res = await signup(body, ip, solution);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe("CHALLENGE_REQUIRED");
    }
    // A contact-form challenge does not open the mail limit.
    const contactChallenge = await contactChallengeFor("102.89.1.9");
    expect((await signup(body, ip, solve(contactChallenge))).json().code).toBe("CHALLENGE_REQUIRED");
    expect({ users: await users(), outbox: await outboxSize() }).toEqual(before);

    // Used once: the same solution a second time is refused.
    const solution = solve(challenge);
    expect((await signup(body, ip, solution)).statusCode).toBe(201);
    const again = await signup(person("reuse"), ip, solution);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("CHALLENGE_REQUIRED");

    // Expired: solved, but sent after its time.
    const late = solve((await signup(person("late"), ip)).json().challenge);
    t.clock.advance(121_000);
    const expired = await signup(person("late"), ip, late);
    expect(expired.json().code).toBe("CHALLENGE_REQUIRED");
  });

  it("one solution sent by 10 requests at once passes exactly once", async () => {
    const ip = "102.89.2.1";
    const solution = solve(await challengeFor(ip));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signup(person(`par${i}`), ip, solution)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 429 && r.json().code === "CHALLENGE_REQUIRED")).toHaveLength(9);
  });

  it("per-recipient limits still bite: a solved challenge does not buy a fourth mail to one person", async () => {
    const ip = "102.89.3.1";
    const { email } = await makeCustomer(t);
    const before = await mails(email);
    await challengeFor(ip);
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      let res = await t.call("POST", `${V1}/auth/customer/forgotpassword`, { body: { email }, ip });
      if (res.json().code === "CHALLENGE_REQUIRED") {
        res = await t.call("POST", `${V1}/auth/customer/forgotpassword`, {
          body: { email },
          ip,
          headers: { [CHALLENGE_SOLUTION_HEADER]: solve(res.json().challenge) },
        });
      }
      statuses.push(res.statusCode === 200 ? "sent" : res.json().code);
    }
    expect(statuses).toEqual(["sent", "sent", "sent", "RATE_LIMITED", "RATE_LIMITED"]);
    expect((await mails(email)) - before).toBe(3);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await signup(person(`v6-${i}`), `2c0f:f5c0:1:2:${i.toString(16)}::1`)).statusCode).toBe(201);
    }
    const res = await signup(person("v6-next"), "2c0f:f5c0:1:2:ffff::9");
    expect(res.json().code).toBe("CHALLENGE_REQUIRED");
    expect((await signup(person("v6-other"), "2c0f:f5c0:1:3::1")).statusCode).toBe(201);
  });
});

async function contactChallengeFor(ip: string): Promise<Challenge> {
  for (let i = 0; ; i++) {
    const res = await contact(`visitor-${i}-${randomUUID()}@example.test`, ip);
    if (res.statusCode === 429) return res.json().challenge;
    expect(res.statusCode).toBe(201);
  }
}
const contact = (email: string, ip: string, solution?: string) =>
  t.call("POST", `${V1}/contact-us`, {
    body: { name: "Bola", email, subject: "Delivery", message: "Where is my parcel?" },
    ip,
    headers: solution ? { [CHALLENGE_SOLUTION_HEADER]: solution } : {},
  });

describe("contact form", () => {
  it("past the soft limit a solved challenge sends the message; past the hard limit 429", async () => {
    const ip = "102.89.4.1";
    const challenge = await contactChallengeFor(ip);
    const email = `bola-${randomUUID()}@example.test`;
    expect((await contact(email, ip, solve(challenge))).statusCode).toBe(201);
    const next = await contact(email, ip);
    expect(next.json().code).toBe("CHALLENGE_REQUIRED");
    expect((await contact(email, ip, solve(next.json().challenge))).statusCode).toBe(201);
    const hard = await contact(email, ip);
    expect(hard.statusCode).toBe(429);
    expect(hard.json().code).toBe("RATE_LIMITED");
  });
});

describe("log-in from one busy address", () => {
  it("past the soft limit of failures, a solved challenge lets a person log in; the per-account limit stays", async () => {
    const ip = "102.89.5.1";
    const login = (email: string, password: string, solution?: string) =>
      t.call("POST", `${V1}/auth/customer/login`, { body: { email, password }, ip, headers: solution ? { [CHALLENGE_SOLUTION_HEADER]: solution } : {} });
    for (let i = 0; i < 3; i++) expect((await login(`nobody-${i}@example.test`, "Wrong1234")).statusCode).toBe(401);

    // A real customer behind the same address.
    const body = person("login");
    expect((await signup(body, "102.89.5.200")).statusCode).toBe(201);
    await t.db.execute(sql`update users set email_confirmed_at = now() where lower(email) = lower(${body.email})`);
    const challenged = await login(body.email, body.password);
    expect(challenged.statusCode).toBe(429);
    expect(challenged.json().code).toBe("CHALLENGE_REQUIRED");
    const passed = await login(body.email, body.password, solve(challenged.json().challenge));
    expect(passed.statusCode).toBe(200);

    // Wrong passwords for one account: the fifth failure closes the account, challenge or not.
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      let res = await login("target@example.test", "Wrong1234");
      if (res.json().code === "CHALLENGE_REQUIRED") res = await login("target@example.test", "Wrong1234", solve(res.json().challenge));
      codes.push(res.statusCode === 401 ? "wrong" : res.json().code);
    }
    expect(codes.slice(0, 2)).toEqual(["wrong", "wrong"]);
    expect(codes.at(-1)).toBe("RATE_LIMITED");
  });
});
