/** A payment provider: the server starts payments with it, asks it how they went, and checks its webhooks. */

export type ProviderPaymentStatus = "success" | "failed" | "pending" | "abandoned";

export interface InitializePaymentInput {
  reference: string;
  amountKobo: number;
  email: string;
  /** Where the provider sends the customer afterwards (it adds `?reference=`). */
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

/** Card details a provider reports. Nothing more than this is ever stored. */
export interface CardSummary {
  brand: string;
  last4: string;
  bank: string | null;
}

export interface ProviderVerification {
  status: ProviderPaymentStatus;
  amountKobo: number;
  paidAt?: Date | null;
  channel: string | null;
  card?: CardSummary | null;
  /** The provider's fee, kobo, when it reports one. */
  providerFee?: number | null;
  /** The provider's own status word, kept for support. */
  rawStatus: string;
}

/** A webhook that passed the signature check. */
export interface PaymentWebhookEvent {
  type: string;
  reference: string;
  /** The provider's id of this event: a re-used id with another payload is refused. */
  id?: string;
  /** When the provider sent it, when the signature covers a time: older than the tolerance is refused. */
  sentAt?: Date;
  /** Set when the provider reports a dispute (chargeback) on the payment. */
  dispute?: { id: string; amountKobo: number; reason: string };
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: "test" | "paystack" | "flutterwave";
  initialize(input: InitializePaymentInput): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<ProviderVerification>;
  /** Gives `amountKobo` of a successful payment back to the payer; the same `key` twice refunds once. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The event when the signature over the exact raw body is right; null otherwise. */
  verifyWebhook(rawBody: string | Buffer, headers: WebhookHeaders): PaymentWebhookEvent | null;
}

export interface RefundInput {
  reference: string;
  amountKobo: number;
  /** Our refund id: a retry with the same key must not refund twice. */
  key: string;
}

export interface RefundResult {
  status: "processed" | "pending";
  providerReference: string | null;
}

export class PaymentProviderError extends Error {}

export function headerValue(headers: WebhookHeaders, name: string): string | null {
  const v = headers[name.toLowerCase()];
  if (Array.isArray(v)) return v[0] ?? null;
  return v ?? null;
}
