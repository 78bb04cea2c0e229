import { describe, expect, it } from "vitest";
import { bankProviderFromConfig, BankProviderError, NIGERIAN_BANKS, OFFLINE_TEST_ACCOUNTS, offlineAccountName, offlineBankProvider, paystackBankProvider } from "./index.js";

type Seen = { url: string; init: RequestInit };
function fakeFetch(answers: { status?: number; body: unknown }[], seen: Seen[] = []): typeof fetch {
  let i = 0;
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const a = answers[Math.min(i++, answers.length - 1)];
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
}

describe("offline bank provider", () => {
  const bank = offlineBankProvider();

  it("lists real Nigerian banks with their codes, by name, each code once", async () => {
    const banks = await bank.listBanks();
    const byName = new Map(banks.map((b) => [b.name, b.code]));
    expect(byName.get("Access Bank")).toBe("044");
    expect(byName.get("Guaranty Trust Bank")).toBe("058");
    expect(byName.get("Zenith Bank")).toBe("057");
    expect(byName.get("First Bank of Nigeria")).toBe("011");
    expect(byName.get("United Bank For Africa")).toBe("033");
    expect(byName.get("OPay Digital Services Limited (OPay)")).toBe("999992");
    expect(byName.get("Moniepoint MFB")).toBe("50515");
    expect(byName.get("Kuda Bank")).toBe("50211");
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
    expect(banks.length).toBe(NIGERIAN_BANKS.length);
  });

  it("resolves any 10-digit number at a listed bank to the same name every time", async () => {
    const a = await bank.resolveAccount({ accountNumber: "0123456789", bankCode: "058" });
    expect(a).toEqual({ accountNumber: "0123456789", bankCode: "058", accountName: offlineAccountName("0123456789") });
    expect(a?.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(await bank.resolveAccount({ accountNumber: "0123456789", bankCode: "044" })).toMatchObject({ accountName: a?.accountName });
    const names = new Set<string>();
    for (let n = 1; n <= 40; n++) names.add(offlineAccountName(String(1_000_000_000 + n * 7919)));
    expect(names.size).toBeGreaterThan(20);
  });

  it("answers null for the documented missing account, unknown banks and malformed numbers", async () => {
    expect(await bank.resolveAccount({ accountNumber: OFFLINE_TEST_ACCOUNTS.notFound, bankCode: "058" })).toBeNull();
    expect(await bank.resolveAccount({ accountNumber: "0123456789", bankCode: "999" })).toBeNull();
    expect(await bank.resolveAccount({ accountNumber: "012345678", bankCode: "058" })).toBeNull();
  });

  it("simulates an outage for the documented number", async () => {
    await expect(bank.resolveAccount({ accountNumber: OFFLINE_TEST_ACCOUNTS.unavailable, bankCode: "058" })).rejects.toBeInstanceOf(BankProviderError);
  });
});

describe("paystack bank provider", () => {
  const bank = (b: { name: string; code: string; active?: boolean; is_deleted?: boolean | null; type?: string }) => ({ active: true, is_deleted: false, type: "nuban", ...b });

  it("lists active NUBAN banks across cursor pages with the secret key, once a day", async () => {
    const seen: Seen[] = [];
    let clock = 0;
    const p = paystackBankProvider({
      secretKey: "sk_test_x",
      now: () => clock,
      fetch: fakeFetch(
        [
          { body: { status: true, message: "ok", data: [bank({ name: "Zenith Bank", code: "057" }), bank({ name: "Old Bank", code: "001", active: false })], meta: { next: "YmFuazoxNjk=" } } },
          { body: { status: true, message: "ok", data: [bank({ name: "Access Bank", code: "044" }), bank({ name: "Access Bank dup", code: "044" }), bank({ name: "Mobile Money", code: "MTN", type: "mobile_money" })], meta: { next: null } } },
        ],
        seen,
      ),
    });
    expect(await p.listBanks()).toEqual([{ name: "Access Bank", code: "044" }, { name: "Zenith Bank", code: "057" }]);
    expect(seen).toHaveLength(2);
    expect(seen[0].url).toBe("https://api.paystack.co/bank?country=nigeria&currency=NGN&use_cursor=true&perPage=100");
    expect(seen[1].url).toContain("next=YmFuazoxNjk%3D");
    expect((seen[0].init.headers as Record<string, string>).authorization).toBe("Bearer sk_test_x");
    clock = 3600_000;
    await p.listBanks();
    expect(seen).toHaveLength(2);
  });

  it("resolves an account, and answers null when Paystack cannot find it", async () => {
    const seen: Seen[] = [];
    const p = paystackBankProvider({
      secretKey: "sk",
      fetch: fakeFetch(
        [
          { body: { status: true, message: "Account number resolved", data: { account_number: "0001234567", account_name: "ADAEZE OKAFOR ", bank_id: 9 } } },
          { status: 422, body: { status: false, message: "Could not resolve account name. Check parameters or try again." } },
        ],
        seen,
      ),
    });
    expect(await p.resolveAccount({ accountNumber: "0001234567", bankCode: "058" })).toEqual({ accountNumber: "0001234567", accountName: "ADAEZE OKAFOR", bankCode: "058" });
    expect(seen[0].url).toBe("https://api.paystack.co/bank/resolve?account_number=0001234567&bank_code=058");
    expect(await p.resolveAccount({ accountNumber: "0001234568", bankCode: "058" })).toBeNull();
  });

  it("throws a provider error for a bad key, an outage or no answer", async () => {
    const bad = paystackBankProvider({ secretKey: "sk", fetch: fakeFetch([{ status: 401, body: { status: false, message: "Invalid key" } }]) });
    await expect(bad.resolveAccount({ accountNumber: "0001234567", bankCode: "058" })).rejects.toThrow(/401 Invalid key/);
    await expect(bad.listBanks()).rejects.toBeInstanceOf(BankProviderError);
    const down = paystackBankProvider({
      secretKey: "sk",
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as typeof fetch,
    });
    await expect(down.resolveAccount({ accountNumber: "0001234567", bankCode: "058" })).rejects.toBeInstanceOf(BankProviderError);
  });

  it("keeps the last list when a refresh fails", async () => {
    let clock = 0;
    const p = paystackBankProvider({
      secretKey: "sk",
      now: () => clock,
      fetch: fakeFetch([{ body: { status: true, message: "ok", data: [bank({ name: "Wema Bank", code: "035" })], meta: {} } }, { status: 500, body: { status: false, message: "down" } }]),
    });
    expect(await p.listBanks()).toEqual([{ name: "Wema Bank", code: "035" }]);
    clock = 25 * 3600_000;
    expect(await p.listBanks()).toEqual([{ name: "Wema Bank", code: "035" }]);
  });
});

describe("choosing the provider", () => {
  it("is offline unless configured for Paystack, which needs the secret key", () => {
    expect(bankProviderFromConfig({ BANK_PROVIDER: "offline" }).name).toBe("offline");
    expect(bankProviderFromConfig({ BANK_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk_live_x" }).name).toBe("paystack");
    expect(() => bankProviderFromConfig({ BANK_PROVIDER: "paystack" })).toThrow(/PAYSTACK_SECRET_KEY/);
  });
});
