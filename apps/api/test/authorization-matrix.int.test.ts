import { randomUUID } from "node:crypto";
import { allEndpoints, allowedKinds, type EndpointDef, fullPath, MERCHANT_PERMISSIONS, TOKEN_KINDS, type TokenKind } from "@bitmarte/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./app.js";
import { makeAdmin, makeCustomer, makeMerchant, makePartner, makeStaff, type MerchantPerson, type Person } from "./factories/people.js";
import { tenantFixtures } from "./tenant-fixtures.js";

let t: TestApp;
let people: Record<TokenKind, Person>;
let staffWithout: Person;
let dispatcher: Person;
let scheduler: Person;
let plainAdmin: Person;
let owner: MerchantPerson;

beforeAll(async () => {
  t = await createTestApp();
  const merchant = await makeMerchant(t);
  owner = merchant;
  people = { customer: await makeCustomer(t), merchant, admin: await makeAdmin(t, "superadmin"), partner: await makePartner(t) };
  staffWithout = await makeStaff(t, merchant, []);
  dispatcher = await makeAdmin(t, "dispatcher");
  scheduler = await makeAdmin(t, "scheduler");
  plainAdmin = await makeAdmin(t, "admin");
});

/** A URL for the endpoint with syntactically valid params (random ids address nothing). */
function urlOf(e: EndpointDef): string {
  return fullPath(e).replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    if (name === "userType") return "customer";
    if (name === "provider") return "test";
    if (name === "token") return "a".repeat(43);
    if (name === "code" || name === "storeUrl") return "some-code";
    return randomUUID();
  });
}

const call = (e: EndpointDef, token?: string) =>
  t.call(e.method, urlOf(e), { token, body: e.method === "GET" || e.method === "DELETE" ? undefined : {} });

// Hundreds of requests per test: generous time, so a loaded machine does not fail it.
describe("authorization matrix", { timeout: 180_000 }, () => {
  it("every route the server registers is in the endpoint table", () => {
    const table = new Set(allEndpoints.map((e) => `${e.method} ${fullPath(e)}`));
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) => /^\/(api|shipping-api|theme-api)\/v1\//.test(r.url) && r.method !== "HEAD" && r.method !== "OPTIONS",
    );
    const missing = apiRoutes.filter((r) => !table.has(`${r.method} ${r.url}`));
    expect(missing).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(allEndpoints.length);
  });

  it("ids and method+path pairs are unique", () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = allEndpoints.map((e) => `${e.method} ${fullPath(e)}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  const implemented = () => allEndpoints.filter((e) => t.app.implementedEndpoints.has(e.id));

  it("has implemented endpoints to check", () => {
    expect(implemented().length).toBeGreaterThan(15);
  });

  it("no token: 401 unless public", async () => {
    const wrong: string[] = [];
    for (const e of implemented()) {
      if (e.auth === "public") continue;
      const res = await call(e);
      if (res.statusCode !== 401) wrong.push(`${e.id}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a token of a kind the endpoint does not serve: 403", async () => {
    const wrong: string[] = [];
    for (const e of implemented()) {
      const allowed = allowedKinds(e.auth);
      if (allowed === "public") continue;
      for (const kind of TOKEN_KINDS) {
        if (allowed.includes(kind)) continue;
        const res = await call(e, people[kind].token);
        if (res.statusCode !== 403) wrong.push(`${e.id} as ${kind}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("staff without the named permission, and admins without the named role: 403", async () => {
    const wrong: string[] = [];
    for (const e of implemented()) {
      if (typeof e.auth !== "object") continue;
      if ((e.auth.permission || e.auth.ownerOnly) && e.auth.kinds.includes("merchant")) {
        const res = await call(e, staffWithout.token);
        if (res.statusCode !== 403) wrong.push(`${e.id} as staff: ${res.statusCode}`);
      }
      if (e.auth.adminRoles && e.auth.kinds.includes("admin")) {
        for (const [role, person] of [["admin", plainAdmin], ["dispatcher", dispatcher], ["scheduler", scheduler]] as const) {
          if (e.auth.adminRoles.includes(role)) continue;
          const res = await call(e, person.token);
          if (res.statusCode !== 403) wrong.push(`${e.id} as ${role}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  /**
   * Merchant endpoints every staff member may call, whatever their permissions: who they are, the
   * store's onboarding progress and plan, and the dashboard (which fills only the parts the caller's
   * permissions open). Every other merchant endpoint names a permission.
   */
  const OPEN_TO_ALL_STAFF = new Set([
    "stores.merchantDashboard",
    "auth.merchantOnboardingStatus",
    "auth.merchantProfile",
    "stores.merchantProfile",
    "stores.merchantOnboarding",
    "stores.planSubscription",
  ]);

  it("every merchant endpoint names the staff permission it needs (or is open to all staff on purpose)", () => {
    const unguarded = allEndpoints
      .filter((e) => typeof e.auth === "object" && e.auth.kinds.includes("merchant") && !e.auth.permission && !e.auth.ownerOnly)
      .map((e) => e.id)
      .filter((id) => !OPEN_TO_ALL_STAFF.has(id));
    expect(unguarded).toEqual([]);
  });

  it("every admin endpoint names the admin roles it serves (dispatchers and schedulers get only what their job needs)", () => {
    const unnamed = allEndpoints
      .filter((e) => typeof e.auth === "object" && e.auth.kinds.includes("admin") && !e.auth.adminRoles)
      .map((e) => e.id);
    expect(unnamed).toEqual([]);
  });

  it("a dispatcher and a scheduler read no payments, books, merchants' records or customers' details", async () => {
    const closed = [
      "checkout.adminTransactions", "checkout.adminTransaction", "stores.merchants", "stores.merchant",
      "reports.adminPaymentStats", "payouts.reconciliation", "payouts.chargebacks", "reports.merchantPayments",
      "reports.finance", "orders.customerInfo", "stores.storeDetails", "stores.hubs", "logistics.partners",
    ];
    const wrong: string[] = [];
    for (const id of closed) {
      const e = allEndpoints.find((x) => x.id === id);
      if (!e) {
        wrong.push(`${id}: not in the table`);
        continue;
      }
      for (const [role, person] of [["dispatcher", dispatcher], ["scheduler", scheduler]] as const) {
        const res = await call(e, person.token);
        if (res.statusCode !== 403) wrong.push(`${id} as ${role}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("for each permission: staff holding only it pass the check, staff holding every other one get 403", async () => {
    const wrong: string[] = [];
    const guarded = implemented().filter((e) => typeof e.auth === "object" && e.auth.kinds.includes("merchant") && e.auth.permission);
    for (const permission of MERCHANT_PERMISSIONS) {
      const endpoints = guarded.filter((e) => typeof e.auth === "object" && e.auth.permission === permission);
      if (endpoints.length === 0) continue;
      const only = await makeStaff(t, owner, [permission]);
      const allBut = await makeStaff(t, owner, MERCHANT_PERMISSIONS.filter((p) => p !== permission));
      for (const e of endpoints) {
        const withIt = await call(e, only.token);
        if (withIt.statusCode === 401 || withIt.statusCode === 403) wrong.push(`${e.id} with only ${permission}: ${withIt.statusCode}`);
        const without = await call(e, allBut.token);
        if (without.statusCode !== 403) wrong.push(`${e.id} with all but ${permission}: ${without.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every implemented tenant-owned endpoint has a fixture", () => {
    const missing = implemented().filter((e) => e.tenantOwned && !tenantFixtures[e.id]).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it("another tenant's row: 404", async () => {
    const wrong: string[] = [];
    const check = async (e: EndpointDef) => {
      const fixture = tenantFixtures[e.id];
      if (!fixture) return;
      const tenant = () =>
        fixture.kind === "merchant" ? makeMerchant(t) : fixture.kind === "customer" ? makeCustomer(t) : fixture.kind === "partner" ? makePartner(t) : makeAdmin(t, fixture.kind === "dispatcher" ? "dispatcher" : "admin");
      const owner = await tenant();
      const other = await tenant();
      const { url, body } = await fixture.make(t, owner);
      const mine = await t.call(e.method, url, { token: owner.token, body });
      if (mine.statusCode >= 400) wrong.push(`${e.id} as owner: ${mine.statusCode}`);
      const theirs = await t.call(e.method, url, { token: other.token, body });
      if (theirs.statusCode !== 404) wrong.push(`${e.id} as another tenant: ${theirs.statusCode}`);
    };
    // Each fixture builds its own tenants and rows (orders carried to delivery, returns…), so a few run at
    // once: the table grows, and one at a time outlasted the time limit on a busy machine.
    const queue = implemented().filter((e) => tenantFixtures[e.id]);
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let e = queue.shift(); e; e = queue.shift()) await check(e);
    }));
    expect(wrong.sort()).toEqual([]);
  }, 300_000);
});
