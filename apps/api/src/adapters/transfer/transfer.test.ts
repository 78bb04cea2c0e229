import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  OFFLINE_REFUSED_REASON,
  OFFLINE_SIGNATURE_HEADER,
  OFFLINE_TRANSFER_ACCOUNTS,
  offlineOutcome,
  offlineTransferProvider,
  paystackTransferProvider,
  TransferProviderError,
  TransferRefusedError,
  transferProviderFromConfig,
} from "./index.js";

type Seen = { url: string; init: RequestInit };
function fakeFetch(answers: ({ status?: number; body: unknown } | Error)[], seen: Seen[] = []): typeof fetch {
  let i = 0;
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const a = answers[Math.min(i++, answers.length - 1)];
    if (a instanceof Error) throw a;
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
}

const request = {
  reference: "bmpo-5b1c7f0e-8d1a-4c55-9a4e-2f0b7e6f9a10",
  amountKobo: 1_250_000,
  recipient: { accountName: "OKAFOR ADAEZE GRACE", accountNumber: "0123456789", bankCode: "058" },
  narration: "Bitmarte payout for order BM-1",
};
const recipientOk = { status: 201, body: { status: true, message: "Transfer recipient created", data: { recipient_code: "RCP_abc" } } };

describe("Paystack transfer provider", () => {
  it("creates the recipient from the verified account, then transfers from the balance with our reference", async () => {
    const seen: Seen[] = [];
    const provider = paystackTransferProvider({
      secretKey: "sk_test_1",
      baseUrl: "https://paystack.example/",
      fetch: fakeFetch([recipientOk, { body: { status: true, message: "Transfer has been queued", data: { transfer_code: "TRF_1", status: "pending", reference: request.reference } } }], seen),
    });
    expect(await provider.initiateTransfer(request)).toEqual({ providerTransferCode: "TRF_1", recipientCode: "RCP_abc" });
    expect(seen.map((s) => s.url)).toEqual(["https://paystack.example/transferrecipient", "https://paystack.example/transfer"]);
    expect((seen[0].init.headers as Record<string, string>).authorization).toBe("Bearer sk_test_1");
    expect(JSON.parse(String(seen[0].init.body))).toEqual({ type: "nuban", name: "OKAFOR ADAEZE GRACE", account_number: "0123456789", bank_code: "058", currency: "NGN" });
    expect(JSON.parse(String(seen[1].init.body))).toEqual({
      source: "balance",
      amount: 1_250_000,
      recipient: "RCP_abc",
      reference: request.reference,
      reason: "Bitmarte payout for order BM-1",
      currency: "NGN",
    });
  });

  it("a refusal (insufficient balance, invalid account) is TransferRefusedError with Paystack's message", async () => {
    const poor = paystackTransferProvider({
      secretKey: "sk",
      fetch: fakeFetch([recipientOk, { status: 400, body: { status: false, message: "Your balance is not enough to fulfil this request" } }]),
    });
    const refused = await poor.initiateTransfer(request).catch((e) => e);
    expect(refused).toBeInstanceOf(TransferRefusedError);
    expect(refused.reason).toBe("Your balance is not enough to fulfil this request");
    const badAccount = paystackTransferProvider({ secretKey: "sk", fetch: fakeFetch([{ status: 422, body: { status: false, message: "Account number is invalid" } }]) });
    expect((await badAccount.initiateTransfer(request).catch((e) => e)).reason).toBe("Account number is invalid");
    const otp = paystackTransferProvider({ secretKey: "sk", fetch: fakeFetch([recipientOk, { body: { status: true, message: "OTP required", data: { transfer_code: "TRF_2", status: "otp" } } }]) });
    expect(await otp.initiateTransfer(request).catch((e) => e)).toBeInstanceOf(TransferRefusedError);
  });

  it("no answer, a 5xx, a bad key or a rate limit is TransferProviderError (the job retries with the same reference)", async () => {
    for (const answers of [[new Error("ECONNRESET")], [{ status: 502, body: { status: false, message: "Bad gateway" } }], [{ status: 401, body: { status: false, message: "Invalid key" } }], [recipientOk, { status: 429, body: { status: false, message: "Slow down" } }]]) {
      const provider = paystackTransferProvider({ secretKey: "sk", fetch: fakeFetch(answers) });
      expect(await provider.initiateTransfer(request).catch((e) => e)).toBeInstanceOf(TransferProviderError);
    }
  });

  it("verifies x-paystack-signature (HMAC-SHA512 of the raw body with the secret key) and reads transfer events only", () => {
    const provider = paystackTransferProvider({ secretKey: "sk_test_1", fetch: fakeFetch([]) });
    const body = JSON.stringify({ event: "transfer.failed", data: { reference: request.reference, amount: 1_250_000, gateway_response: "Account closed", reason: "Bitmarte payout" } });
    const sig = (b: string, key = "sk_test_1") => createHmac("sha512", key).update(b).digest("hex");
    expect(provider.verifyWebhook(body, { "x-paystack-signature": sig(body) })).toEqual({
      type: "transfer.failed",
      reference: request.reference,
      amountKobo: 1_250_000,
      reason: "Account closed",
    });
    expect(provider.verifyWebhook(body, { "x-paystack-signature": sig(body, "sk_other") })).toBeNull();
    expect(provider.verifyWebhook(`${body} `, { "x-paystack-signature": sig(body) })).toBeNull();
    expect(provider.verifyWebhook(body, {})).toBeNull();
    const charge = JSON.stringify({ event: "charge.success", data: { reference: "x" } });
    expect(provider.verifyWebhook(charge, { "x-paystack-signature": sig(charge) })).toBeNull();
  });
});

describe("offline transfer provider", () => {
  const provider = offlineTransferProvider({ secret: "offline-secret-0123456789" });

  it("refuses the refused test account, takes the rest, and says which outcome its webhook will carry", async () => {
    const refused = await provider.initiateTransfer({ ...request, recipient: { ...request.recipient, accountNumber: OFFLINE_TRANSFER_ACCOUNTS.refused } }).catch((e) => e);
    expect(refused).toBeInstanceOf(TransferRefusedError);
    expect(refused.reason).toBe(OFFLINE_REFUSED_REASON);
    expect(await provider.initiateTransfer(request)).toMatchObject({ providerTransferCode: `TRF_offline_${request.reference}` });
    expect(offlineOutcome(OFFLINE_TRANSFER_ACCOUNTS.failing)).toBe("transfer.failed");
    expect(offlineOutcome("0123456789")).toBe("transfer.success");
  });

  it("signs its webhooks so that only the same secret verifies them", () => {
    const hook = provider.signedWebhook({ type: "transfer.reversed", reference: request.reference, amountKobo: 500, reason: "Returned", at: new Date() });
    expect(provider.verifyWebhook(hook.rawBody, hook.headers)).toEqual({ type: "transfer.reversed", reference: request.reference, amountKobo: 500, reason: "Returned" });
    const other = offlineTransferProvider({ secret: "another-secret-0123456789" });
    expect(other.verifyWebhook(hook.rawBody, hook.headers)).toBeNull();
    expect(provider.verifyWebhook(hook.rawBody.replace("500", "501"), hook.headers)).toBeNull();
    expect(provider.verifyWebhook(hook.rawBody, { [OFFLINE_SIGNATURE_HEADER]: "t=1,v1=abc" })).toBeNull();
  });
});

describe("transferProviderFromConfig", () => {
  it("manual is none, offline the offline provider, paystack needs the secret key", () => {
    const base = { JWT_SECRET: "j".repeat(32) };
    expect(transferProviderFromConfig({ ...base, PAYOUT_PROVIDER: "manual" })).toBeNull();
    expect(transferProviderFromConfig({ ...base, PAYOUT_PROVIDER: "offline" })?.name).toBe("offline");
    expect(transferProviderFromConfig({ ...base, PAYOUT_PROVIDER: "paystack", PAYSTACK_SECRET_KEY: "sk" })?.name).toBe("paystack");
    expect(() => transferProviderFromConfig({ ...base, PAYOUT_PROVIDER: "paystack" })).toThrow(/PAYSTACK_SECRET_KEY/);
  });
});
