import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type AcceptedTransfer,
  type TransferProvider,
  TransferProviderError,
  TransferRefusedError,
  headerValue,
  parseTransferEvent,
} from "./transfer-provider.js";

type Fetch = typeof fetch;

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

/**
 * Paystack Transfers: a transfer recipient made from the verified account (`POST /transferrecipient`, which
 * answers the existing recipient for an account it already knows), then `POST /transfer` from the balance
 * with our unique reference (Paystack refuses a reference twice, so a retry cannot pay twice). Webhooks
 * carry `x-paystack-signature`: the HMAC-SHA512 of the raw body with the secret key.
 */
export function paystackTransferProvider(options: { secretKey: string; baseUrl?: string; fetch?: Fetch }): TransferProvider {
  const baseUrl = (options.baseUrl ?? "https://api.paystack.co").replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  async function post<T>(path: string, body: unknown): Promise<{ status: number; body: PaystackEnvelope<T> | null }> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.secretKey}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (cause) {
      throw new TransferProviderError(`Paystack POST ${path} did not answer`, { cause });
    }
    return { status: res.status, body: (await res.json().catch(() => null)) as PaystackEnvelope<T> | null };
  }

  /** A 4xx with Paystack's message is a refusal (retrying will not help); anything else may pass. */
  function fail(path: string, status: number, body: PaystackEnvelope<unknown> | null): never {
    if (status >= 400 && status < 500 && status !== 401 && status !== 429 && body?.message) throw new TransferRefusedError(body.message);
    throw new TransferProviderError(`Paystack POST ${path} failed: ${status} ${body?.message ?? ""}`.trim());
  }

  return {
    name: "paystack",
    async initiateTransfer(request): Promise<AcceptedTransfer> {
      const recipient = await post<{ recipient_code: string }>("/transferrecipient", {
        type: "nuban",
        name: request.recipient.accountName,
        account_number: request.recipient.accountNumber,
        bank_code: request.recipient.bankCode,
        currency: "NGN",
      });
      if (recipient.status >= 300 || !recipient.body?.status || !recipient.body.data?.recipient_code) fail("/transferrecipient", recipient.status, recipient.body);
      const recipientCode = recipient.body.data.recipient_code;
      const transfer = await post<{ transfer_code: string; status: string; reference: string }>("/transfer", {
        source: "balance",
        amount: request.amountKobo,
        recipient: recipientCode,
        reference: request.reference,
        reason: request.narration,
        currency: "NGN",
      });
      if (transfer.status >= 300 || !transfer.body?.status || !transfer.body.data) fail("/transfer", transfer.status, transfer.body);
      const data = transfer.body.data;
      // OTP-confirmed transfers would wait for a person at Paystack's dashboard: the payout cannot go automatically.
      if (data.status === "otp") throw new TransferRefusedError("Paystack asks for an OTP for each transfer; turn off transfer OTP in the Paystack dashboard");
      if (data.status === "failed" || data.status === "abandoned") throw new TransferRefusedError(transfer.body.message || "Paystack refused the transfer");
      return { providerTransferCode: data.transfer_code ?? null, recipientCode };
    },
    verifyWebhook(rawBody, headers) {
      const given = headerValue(headers, "x-paystack-signature");
      if (!given || !/^[0-9a-f]{128}$/i.test(given)) return null;
      const expected = createHmac("sha512", options.secretKey).update(rawBody).digest();
      if (!timingSafeEqual(Buffer.from(given, "hex"), expected)) return null;
      return parseTransferEvent(rawBody);
    },
  };
}
