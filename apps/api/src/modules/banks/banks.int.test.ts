import { beforeAll, describe, expect, it } from "vitest";
import { OFFLINE_TEST_ACCOUNTS, offlineAccountName } from "../../adapters/bank/index.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { makeCustomer, type Person } from "../../../test/factories/people.js";

let t: TestApp;
let customer: Person;

beforeAll(async () => {
  t = await createTestApp({ BANK_RESOLVE_MAX_PER_IP: "5", BANK_RESOLVE_WINDOW_MINUTES: "15" });
  customer = await makeCustomer(t);
});

const resolve = (query: string, ip: string, token?: string) => t.call("GET", `/api/v1/banks/resolve?${query}`, { ip, token });

describe("GET /banks", () => {
  it("lists Nigerian banks by name for anyone, signed in or not", async () => {
    const res = await t.call("GET", "/api/v1/banks");
    expect(res.statusCode).toBe(200);
    const banks = res.json().data as { name: string; code: string }[];
    expect(banks).toEqual(expect.arrayContaining([{ name: "Access Bank", code: "044" }, { name: "Kuda Bank", code: "50211" }, { name: "Moniepoint MFB", code: "50515" }]));
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await t.call("GET", "/api/v1/banks", { token: customer.token })).statusCode).toBe(200);
  });
});

describe("GET /banks/resolve", () => {
  it("answers the account name with the bank", async () => {
    const res = await resolve("accountNumber=0123456789&bankCode=058", "10.2.0.1");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accountNumber: "0123456789", accountName: offlineAccountName("0123456789"), bankCode: "058", bankName: "Guaranty Trust Bank" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses anything but a 10-digit NUBAN at a listed bank with a clear 422", async () => {
    const cases: [string, string, string][] = [
      ["accountNumber=012345678&bankCode=058", "query.accountNumber", "Account numbers have 10 digits"],
      ["accountNumber=01234567890&bankCode=058", "query.accountNumber", "Account numbers have 10 digits"],
      ["accountNumber=01234S6789&bankCode=058", "query.accountNumber", "Account numbers have 10 digits"],
      ["accountNumber=0123456789", "query.bankCode", "Choose a bank"],
      ["accountNumber=0123456789&bankCode=998", "query.bankCode", "Choose a bank from the list"],
      [`accountNumber=${OFFLINE_TEST_ACCOUNTS.notFound}&bankCode=058`, "query.accountNumber", "We could not find this account. Check the account number and the bank."],
    ];
    for (const [query, path, message] of cases) {
      const res = await resolve(query, "10.2.0.2");
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code).toBe("VALIDATION_FAILED");
      expect(res.json().errors).toEqual([{ path, message }]);
      expect(res.json().message).toBe(message);
    }
  });

  it("answers 503 when the bank cannot be reached", async () => {
    const res = await resolve(`accountNumber=${OFFLINE_TEST_ACCOUNTS.unavailable}&bankCode=058`, "10.2.0.3");
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("SERVICE_UNAVAILABLE");
  });

  it("limits enquiries per IP within the window, whoever asks", async () => {
    for (let i = 0; i < 5; i++) expect((await resolve(`accountNumber=01234567${10 + i}&bankCode=044`, "10.2.0.4")).statusCode).toBe(200);
    const sixth = await resolve("accountNumber=0123456799&bankCode=044", "10.2.0.4", customer.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("RATE_LIMITED");
    expect((await resolve("accountNumber=0123456799&bankCode=044", "10.2.0.5")).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
    expect((await resolve("accountNumber=0123456799&bankCode=044", "10.2.0.4")).statusCode).toBe(200);
  });
});
