import { createHmac, timingSafeEqual } from "node:crypto";
import {
  headerValue,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentStatus,
  type ProviderVerification,
} from "./payment-provider.js";

type Fetch = typeof fetch;

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

interface PaystackTransaction {
  status: string;
  reference: string;
  amount: number;
  paid_at: string | null;
  channel: string | null;
  fees: number | null;
  authorization?: { card_type?: string; brand?: string; last4?: string; bank?: string } | null;
}

/** Paystack's transaction statuses, in our words; anything unknown counts as still pending. */
function statusOf(word: string): ProviderPaymentStatus {
  if (word === "success") return "success";
  if (word === "failed" || word === "reversed") return "failed";
  if (word === "abandoned") return "abandoned";
  return "pending";
}

/** Paystack (amounts are kobo on both sides). Webhooks are signed with HMAC-SHA512 of the raw body. */
export function paystackProvider(options: { secretKey: string; baseUrl?: string; fetch?: Fetch }): PaymentProvider {
  const baseUrl = options.baseUrl ?? "https://api.paystack.co";
  const doFetch = options.fetch ?? fetch;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const res = await doFetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.secretKey}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => null)) as PaystackEnvelope<T> | null;
    if (!res.ok || !json?.status) {
      throw new PaymentProviderError(`Paystack ${method} ${path} failed: ${res.status} ${json?.message ?? ""}`.trim());
    }
    return json.data;
  }

  return {
    name: "paystack",
    async initialize(input) {
      const data = await call<{ authorization_url: string }>("POST", "/transaction/initialize", {
        email: input.email,
        amount: input.amountKobo,
        reference: input.reference,
        callback_url: input.callbackUrl,
        currency: "NGN",
        metadata: input.metadata ?? {},
      });
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference): Promise<ProviderVerification> {
      const t = await call<PaystackTransaction>("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      const a = t.authorization;
      return {
        status: statusOf(t.status),
        amountKobo: t.amount,
        paidAt: t.paid_at ? new Date(t.paid_at) : null,
        channel: t.channel,
        card: a?.last4 ? { brand: (a.brand ?? a.card_type ?? "").trim(), last4: a.last4, bank: a.bank ?? null } : null,
        providerFee: t.fees,
        rawStatus: t.status,
      };
    },
    async refund(input) {
      // Paystack refunds a transaction by reference; our refund id travels as the merchant note so a
      // support look-up can match them. Retries are guarded on our side by the refund row's status.
      const data = await call<{ id: number; status: string }>("POST", "/refund", {
        transaction: input.reference,
        amount: input.amountKobo,
        merchant_note: `bitmarte refund ${input.key}`,
      });
      return { status: data.status === "processed" ? "processed" : "pending", providerReference: String(data.id) };
    },
    verifyWebhook(rawBody, headers) {
      const given = headerValue(headers, "x-paystack-signature");
      if (!given || !/^[0-9a-f]{128}$/i.test(given)) return null;
      const expected = createHmac("sha512", options.secretKey).update(rawBody).digest();
      if (!timingSafeEqual(Buffer.from(given, "hex"), expected)) return null;
      try {
        const body = JSON.parse(rawBody.toString()) as { event?: unknown; data?: { reference?: unknown; id?: unknown } };
        if (typeof body.event !== "string" || typeof body.data?.reference !== "string") return null;
        // Paystack signs no delivery time; its transaction id names the event.
        const id = typeof body.data.id === "number" || typeof body.data.id === "string" ? `${body.event}:${body.data.id}` : undefined;
        return { type: body.event, reference: body.data.reference, ...(id ? { id } : {}) };
      } catch {
        return null;
      }
    },
  };
}
