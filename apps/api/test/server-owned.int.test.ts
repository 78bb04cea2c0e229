import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./app.js";
import { makeMerchant } from "./factories/people.js";
import { onboardingBody, storeProfileBody } from "./factories/stores.js";

const t = await createTestApp();
const users = async (email: string) => Number((await t.db.execute(sql`select count(*)::int as n from users where lower(email) = lower(${email})`)).rows[0].n);

describe("server-owned fields in a body answer 422 naming the field, with nothing written", () => {
  it("sign-up that sets a role or verification", async () => {
    for (const [kind, extra] of [
      ["customer", { role: "superadmin" }],
      ["customer", { emailConfirmedAt: new Date().toISOString() }],
      ["merchant", { isVerified: true, storeName: "Adire Lagos", phoneNumber: "+2348031234567" }],
    ] as const) {
      const email = `owned-${randomUUID()}@example.test`;
      const res = await t.call("POST", `/api/v1/auth/${kind}/signup`, {
        body: { firstName: "Ngozi", lastName: "Ade", email, password: "Secret123", ...extra },
      });
      expect(res.statusCode, res.body).toBe(422);
      const field = Object.keys(extra).find((k) => ["role", "emailConfirmedAt", "isVerified"].includes(k));
      expect(res.json().errors[0].path).toBe(field);
      expect(res.json().message).toBe(`${field} is set by Bitmarte and cannot be sent`);
      expect(await users(email)).toBe(0);
    }
  });

  it("onboarding and store profile that set approval, status or commission, also nested", async () => {
    const m = await makeMerchant(t, { approved: false });
    const onboarding = await onboardingBody(t, m);
    const a = await t.call("PUT", "/api/v1/auth/merchant/onboard", { token: m.token, body: { ...onboarding, commissionPercentage: 0 } });
    expect(a.statusCode, a.body).toBe(422);
    expect(a.json().errors[0].path).toBe("commissionPercentage");
    const b = await t.call("POST", "/api/v1/storeprofile", { token: m.token, body: storeProfileBody({}, { status: "approved" }) });
    expect(b.statusCode, b.body).toBe(422);
    expect(b.json().errors[0].path).toBe("store.status");
    const store = await t.db.execute(sql`select status, first_approval from stores where merchant_id = ${m.merchantId}`);
    expect(store.rows[0]).toMatchObject({ status: expect.not.stringMatching(/^approved$/), first_approval: false });
  });

  it("fields that are not server-owned are still ignored", async () => {
    const email = `plain-${randomUUID()}@example.test`;
    const res = await t.call("POST", "/api/v1/auth/customer/signup", {
      body: { firstName: "Ngozi", lastName: "Ade", email, password: "Secret123", nickname: "Ngo", referral: "friend" },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
