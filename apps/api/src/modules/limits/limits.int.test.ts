import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { makeCustomer } from "../../../test/factories/people.js";

const t = await createTestApp({
  LIMIT_CODE_GUESSES_PER_ACCOUNT: "10",
  LIMIT_CODE_GUESSES_PER_ADDRESS: "25",
  LIMIT_MAIL_PER_RECIPIENT: "3",
  LIMIT_MAIL_PER_ADDRESS: "8",
  LIMIT_LINK_GUESSES_PER_ADDRESS: "5",
});
const V1 = "/api/v1";
const mails = async (to: string) => Number((await t.db.execute(sql`select count(*)::int as n from outbox where lower("to") = lower(${to})`)).rows[0].n);

describe("guessing codes", () => {
  it("the 11th wrong coupon code in a row meets 429 with Retry-After; a right answer does not count", async () => {
    const c = await makeCustomer(t);
    const codes = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.call("POST", `${V1}/coupons/validate-coupon`, { token: c.token, body: { code: `NOPE${i}` }, ip: "10.1.0.1" });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
        expect(res.json().code).toBe("RATE_LIMITED");
      }
    }
    expect(codes.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    // Gift-card codes share the customer's budget of wrong guesses.
    expect((await t.call("GET", `${V1}/giftcards/status/NOPE0000`, { token: c.token, ip: "10.1.0.1" })).statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await t.call("POST", `${V1}/coupons/validate-coupon`, { token: c.token, body: { code: "NOPE99" }, ip: "10.1.0.1" })).statusCode).toBe(404);
  });

  it("holds under 40 parallel wrong guesses: exactly the limit reach the check", async () => {
    const c = await makeCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.call("POST", `${V1}/applycoupon/apply-coupon`, { token: c.token, body: { code: `PAR${i}` }, ip: "10.1.0.2" })),
    );
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30);
  });

  it("many customers from one address meet the address limit", async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => makeCustomer(t)));
    const statuses: number[] = [];
    for (const c of people) {
      for (let i = 0; i < 8; i++) {
        statuses.push((await t.call("POST", `${V1}/coupons/validate-coupon`, { token: c.token, body: { code: `ADDR${i}` }, ip: "10.1.0.3" })).statusCode);
      }
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(25);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe("mail floods", () => {
  it("twenty forgot-password calls for one address queue three mails, then 429", async () => {
    const c = await makeCustomer(t);
    const before = await mails(c.email);
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await t.call("POST", `${V1}/auth/customer/forgotpassword`, { body: { email: c.email }, ip: `10.2.0.${i}` })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect((await mails(c.email)) - before).toBe(3);
  });

  it("one address asking for many recipients meets the address limit; nothing is queued past it", async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await t.call("POST", `${V1}/auth/customer/forgotpassword`, { body: { email: `flood${i}-${randomUUID()}@example.test` }, ip: "10.3.0.1" })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});

describe("guessing links", () => {
  it("wrong reset links from one address meet 429 after the limit", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await t.call("PATCH", `${V1}/auth/customer/resetpassword/${"x".repeat(40)}${i}`, { body: { password: "NewSecret12" }, ip: "10.4.0.1" })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });
});
