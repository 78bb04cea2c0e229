import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { paystackProvider } from "./paystack.js";
import { formatKoboAsNaira } from "./test-gateway-page.js";
import { testPaymentProvider, withReference } from "./test-provider.js";

type Seen = { url: string; init: RequestInit };
function fakeFetch(answer: unknown, status = 200, seen: Seen[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
}

describe("paystack provider", () => {
  it("initializes with kobo, the reference and the callback", async () => {
    const seen: Seen[] = [];
    const p = paystackProvider({ secretKey: "sk_test_x", fetch: fakeFetch({ status: true, message: "ok", data: { authorization_url: "https://checkout.paystack.com/abc" } }, 200, seen) });
    const r = await p.initialize({ reference: "BMO-1", amountKobo: 1_234_500, email: "a@example.test", callbackUrl: "http://x/cb" });
    expect(r.authorizationUrl).toBe("https://checkout.paystack.com/abc");
    expect(seen[0].url).toBe("https://api.paystack.co/transaction/initialize");
    expect(JSON.parse(String(seen[0].init.body))).toMatchObject({ amount: 1_234_500, reference: "BMO-1", callback_url: "http://x/cb", email: "a@example.test" });
    expect((seen[0].init.headers as Record<string, string>).authorization).toBe("Bearer sk_test_x");
  });

  it("maps a verification to our words, keeping only the card summary", async () => {
    const p = paystackProvider({
      secretKey: "sk",
      fetch: fakeFetch({
        status: true,
        message: "ok",
        data: { status: "success", reference: "BMO-1", amount: 500000, paid_at: "2025-06-01T10:00:00.000Z", channel: "card", fees: 7500, authorization: { bin: "408408", last4: "4081", brand: "visa ", bank: "TEST BANK", card_type: "visa" } },
      }),
    });
    expect(await p.verify("BMO-1")).toEqual({
      status: "success",
      amountKobo: 500000,
      paidAt: new Date("2025-06-01T10:00:00.000Z"),
      channel: "card",
      card: { brand: "visa", last4: "4081", bank: "TEST BANK" },
      providerFee: 7500,
      rawStatus: "success",
    });
    for (const [word, ours] of [["abandoned", "abandoned"], ["failed", "failed"], ["reversed", "failed"], ["ongoing", "pending"]]) {
      const q = paystackProvider({ secretKey: "sk", fetch: fakeFetch({ status: true, message: "ok", data: { status: word, reference: "r", amount: 1, paid_at: null, channel: null, fees: null } }) });
      expect((await q.verify("r")).status).toBe(ours);
    }
  });

  it("throws a provider error when Paystack refuses", async () => {
    const p = paystackProvider({ secretKey: "sk", fetch: fakeFetch({ status: false, message: "Invalid key" }, 401) });
    await expect(p.verify("r")).rejects.toThrow(/Invalid key/);
  });

  it("accepts only webhooks signed with HMAC-SHA512 of the raw body", () => {
    const p = paystackProvider({ secretKey: "sk_live" });
    const body = JSON.stringify({ event: "charge.success", data: { reference: "BMO-9" } });
    const sig = createHmac("sha512", "sk_live").update(body).digest("hex");
    expect(p.verifyWebhook(body, { "x-paystack-signature": sig })).toEqual({ type: "charge.success", reference: "BMO-9" });
    expect(p.verifyWebhook(`${body}\n`, { "x-paystack-signature": sig })).toBeNull();
    expect(p.verifyWebhook(body, {})).toBeNull();
    expect(p.verifyWebhook(body, { "x-paystack-signature": "zz" })).toBeNull();
  });
});

describe("test provider helpers", () => {
  it("verifies its own signatures only", () => {
    const p = testPaymentProvider({ secret: "s".repeat(32), appUrl: "http://x" });
    const body = JSON.stringify({ event: "charge.failed", data: { reference: "BMG-1" } });
    const at = new Date("2026-11-24T10:00:00Z");
    expect(p.verifyWebhook(body, { "x-bitmarte-signature": p.sign(body, at) })).toEqual({ type: "charge.failed", reference: "BMG-1", sentAt: at });
    // The time is signed too: the same signature with another time fails.
    const forged = p.sign(body, at).replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000)}`);
    expect(p.verifyWebhook(body, { "x-bitmarte-signature": forged })).toBeNull();
    expect(p.verifyWebhook(body, { "x-bitmarte-signature": p.sign(`${body} `) })).toBeNull();
    expect(p.verifyWebhook("[]", { "x-bitmarte-signature": p.sign("[]") })).toBeNull();
  });

  it("adds the reference to callback URLs and formats naira from kobo", () => {
    expect(withReference("http://x/cb?step=2", "BMO-1")).toBe("http://x/cb?step=2&reference=BMO-1");
    expect(formatKoboAsNaira(123456789)).toBe("₦1,234,567.89");
    expect(formatKoboAsNaira(100000)).toBe("₦1,000.00");
    expect(formatKoboAsNaira(5)).toBe("₦0.05");
  });
});
