/** Where a payout goes: the merchant's verified account, as the bank adapter resolved it. */
export interface TransferRecipient {
  accountName: string;
  accountNumber: string;
  bankCode: string;
}

export interface TransferRequest {
  /** Ours, unique per attempt: the provider refuses a second transfer with the same reference. */
  reference: string;
  amountKobo: number;
  recipient: TransferRecipient;
  /** The narration the merchant's bank shows. */
  narration: string;
}

/** The provider took the transfer; its outcome comes later by webhook. */
export interface AcceptedTransfer {
  providerTransferCode: string | null;
  recipientCode: string | null;
}

export type TransferEventType = "transfer.success" | "transfer.failed" | "transfer.reversed";
export const TRANSFER_EVENT_TYPES: readonly TransferEventType[] = ["transfer.success", "transfer.failed", "transfer.reversed"];

/** A verified transfer webhook, in the provider's own words. */
export interface TransferEvent {
  type: TransferEventType;
  reference: string;
  amountKobo: number | null;
  /** Why it failed or was reversed, when the provider says. */
  reason: string | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** Bank transfers of payouts (Nigeria, NGN), behind one interface with an offline provider. */
export interface TransferProvider {
  readonly name: "offline" | "paystack";
  /**
   * Starts a transfer. Throws TransferRefusedError when the provider refuses it outright (insufficient
   * balance, invalid account: trying again will not help) and TransferProviderError when it could not
   * answer (the caller retries with the same reference).
   */
  initiateTransfer(request: TransferRequest): Promise<AcceptedTransfer>;
  /** The event of a correctly signed webhook; null for a bad signature or a body that is not a transfer event. */
  verifyWebhook(rawBody: string | Buffer, headers: WebhookHeaders): TransferEvent | null;
}

/** The provider refused the transfer; `reason` is its own explanation, shown to the admin and the merchant. */
export class TransferRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "TransferRefusedError";
  }
}

/** The provider could not answer; the caller may try again later with the same reference. */
export class TransferProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TransferProviderError";
  }
}

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** A transfer event body as both providers send it (Paystack's shape: `{ event, data: { reference, amount, … } }`). */
export function parseTransferEvent(rawBody: string | Buffer): TransferEvent | null {
  try {
    const body = JSON.parse(rawBody.toString()) as {
      event?: unknown;
      data?: { reference?: unknown; amount?: unknown; gateway_response?: unknown; failures?: unknown; reason?: unknown };
    };
    const type = body.event;
    if (typeof type !== "string" || !TRANSFER_EVENT_TYPES.includes(type as TransferEventType)) return null;
    if (typeof body.data?.reference !== "string" || !body.data.reference) return null;
    const amount = body.data.amount;
    const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 300) : null);
    return {
      type: type as TransferEventType,
      reference: body.data.reference,
      amountKobo: typeof amount === "number" && Number.isInteger(amount) ? amount : null,
      // Paystack puts the bank's answer in gateway_response; `reason` is the narration we sent, so it is not used.
      reason: text(body.data.gateway_response) ?? text(body.data.failures),
    };
  } catch {
    return null;
  }
}
