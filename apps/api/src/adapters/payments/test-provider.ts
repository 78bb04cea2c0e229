import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { signatureMac, signPayload } from "../../lib/signature.js";
import {
  headerValue,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentWebhookEvent,
  type ProviderVerification,
  type WebhookHeaders,
} from "./payment-provider.js";
import { testGatewayPayments } from "./test-gateway.table.js";

export type TestGatewayPayment = typeof testGatewayPayments.$inferSelect;
export type TestOutcome = "success" | "failed";

/** The one card the test page offers. Only these summary fields exist anywhere. */
export const TEST_CARD = { brand: "visa", last4: "4081", bank: "Test Bank" } as const;
export const TEST_SIGNATURE_HEADER = "x-bitmarte-signature";
/** Path of the test page under the main API (the contract's checkout.testGatewayPage). */
export const TEST_GATEWAY_PATH = "/api/v1/payments/test-gateway";

export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/** The offline provider: its payment page approves or declines, then it reports like a real provider. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: "test";
  /** The provider keeps its records in our database; the payments module hands it the handle before use. */
  useDatabase(db: DbOrTx): void;
  findPayment(reference: string, db?: DbOrTx): Promise<TestGatewayPayment | null>;
  /**
   * What the page's buttons do: records the outcome (once; the same outcome again is a no-op, a different one
   * a PaymentProviderError) and answers the signed webhook the provider sends about it. `db` is a transaction
   * to record it in (so that the delivery of its webhook can be queued with it).
   */
  recordOutcome(reference: string, outcome: TestOutcome, now: Date, db?: DbOrTx): Promise<{ payment: TestGatewayPayment; webhook: SignedWebhook }>;
  /**
   * The webhook about a decided payment, signed at `at` (each delivery attempt is signed anew, as real
   * providers do; the event id stays the same); null while the payment is undecided or unknown.
   */
  webhookFor(reference: string, at: Date): Promise<SignedWebhook | null>;
  /**
   * The signature header for a body sent at `at`: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. The time is
   * signed with the body, so an old event cannot be passed off as new.
   */
  sign(rawBody: string | Buffer, at?: Date): string;
  /** The signed webhook the provider sends when the payer disputes a successful payment (a chargeback). */
  disputeWebhook(reference: string, dispute: { id: string; amountKobo: number; reason: string }, at?: Date): SignedWebhook;
}

/** The test provider's webhook event for a dispute. */
export const TEST_DISPUTE_EVENT = "charge.dispute.create";

export class TestPaymentConflictError extends PaymentProviderError {}
export class TestPaymentNotFoundError extends PaymentProviderError {}

export function isTestProvider(p: PaymentProvider): p is TestPaymentProvider {
  return p.name === "test" && "recordOutcome" in p;
}

/** `callbackUrl` with `reference` added to its query. */
export function withReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("reference", reference);
  return url.toString();
}

export function testPaymentProvider(options: { secret: string; appUrl: string }): TestPaymentProvider {
  let db: DbOrTx | null = null;
  const database = () => {
    if (!db) throw new PaymentProviderError("The test payment provider has no database yet");
    return db;
  };
  const mac = (seconds: number, rawBody: string | Buffer) => signatureMac(options.secret, seconds, rawBody);
  const sign = (rawBody: string | Buffer, at: Date = new Date()) => signPayload(options.secret, rawBody, at);

  async function findPayment(reference: string, db?: DbOrTx): Promise<TestGatewayPayment | null> {
    const [row] = await (db ?? database()).select().from(testGatewayPayments).where(eq(testGatewayPayments.reference, reference));
    return row ?? null;
  }

  function signedWebhook(payment: TestGatewayPayment, at: Date): SignedWebhook {
    const event = payment.status === "success" ? "charge.success" : "charge.failed";
    const rawBody = JSON.stringify({
      id: `evt_${payment.reference}_${event}`,
      event,
      data: {
        reference: payment.reference,
        status: payment.status,
        amount: payment.amountKobo,
        paidAt: payment.paidAt?.toISOString() ?? null,
        channel: payment.channel,
        card: payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4, bank: payment.cardBank } : null,
      },
    });
    return { rawBody, headers: { "content-type": "application/json", [TEST_SIGNATURE_HEADER]: sign(rawBody, at) } };
  }

  return {
    name: "test",
    useDatabase(handle) {
      db = handle;
    },
    findPayment,
    sign,

    disputeWebhook(reference, dispute, at = new Date()) {
      const rawBody = JSON.stringify({
        id: `evt_dispute_${dispute.id}`,
        event: TEST_DISPUTE_EVENT,
        data: { reference, dispute: { id: dispute.id, amount: dispute.amountKobo, reason: dispute.reason } },
      });
      return { rawBody, headers: { "content-type": "application/json", [TEST_SIGNATURE_HEADER]: sign(rawBody, at) } };
    },

    async initialize(input) {
      await database()
        .insert(testGatewayPayments)
        .values({
          reference: input.reference,
          amountKobo: input.amountKobo,
          email: input.email,
          callbackUrl: input.callbackUrl,
          metadata: input.metadata ?? {},
        })
        .onConflictDoNothing();
      return { authorizationUrl: `${options.appUrl}${TEST_GATEWAY_PATH}/${encodeURIComponent(input.reference)}` };
    },

    async verify(reference): Promise<ProviderVerification> {
      const row = await findPayment(reference);
      if (!row) throw new TestPaymentNotFoundError(`Unknown reference ${reference}`);
      return {
        status: row.status,
        amountKobo: row.amountKobo,
        paidAt: row.paidAt,
        channel: row.channel,
        card: row.cardLast4 ? { brand: row.cardBrand ?? "", last4: row.cardLast4, bank: row.cardBank } : null,
        providerFee: 0,
        rawStatus: row.status,
      };
    },

    async refund(input) {
      const row = await findPayment(input.reference);
      if (!row) throw new TestPaymentNotFoundError(`Unknown reference ${input.reference}`);
      if (row.status !== "success") throw new PaymentProviderError(`Payment ${input.reference} was not successful`);
      if (input.amountKobo <= 0 || input.amountKobo > row.amountKobo) throw new PaymentProviderError("Refund amount out of range");
      // The offline provider refunds at once; its reference is derived from our key, so a retry answers the same.
      return { status: "processed", providerReference: `test-refund-${input.key}` };
    },

    verifyWebhook(rawBody, headers: WebhookHeaders): PaymentWebhookEvent | null {
      const given = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i.exec(headerValue(headers, TEST_SIGNATURE_HEADER) ?? "");
      if (!given) return null;
      const seconds = Number(given[1]);
      if (!timingSafeEqual(Buffer.from(given[2], "hex"), Buffer.from(mac(seconds, rawBody), "hex"))) return null;
      const sentAt = new Date(seconds * 1000);
      try {
        const body = JSON.parse(rawBody.toString()) as {
          id?: unknown;
          event?: unknown;
          data?: { reference?: unknown; dispute?: { id?: unknown; amount?: unknown; reason?: unknown } };
        };
        if (typeof body.event !== "string" || typeof body.data?.reference !== "string") return null;
        const d = body.data.dispute;
        const eventId = typeof body.id === "string" && body.id.length <= 200 ? body.id : undefined;
        if (body.event === TEST_DISPUTE_EVENT) {
          if (typeof d?.id !== "string" || !Number.isSafeInteger(d.amount) || (d.amount as number) <= 0) return null;
          return { type: body.event, reference: body.data.reference, sentAt, id: eventId, dispute: { id: d.id, amountKobo: d.amount as number, reason: typeof d.reason === "string" ? d.reason : "Disputed by the payer" } };
        }
        return { type: body.event, reference: body.data.reference, sentAt, id: eventId };
      } catch {
        return null;
      }
    },

    async webhookFor(reference, at) {
      const payment = await findPayment(reference);
      return payment && payment.status !== "pending" ? signedWebhook(payment, at) : null;
    },

    async recordOutcome(reference, outcome, now, db) {
      const current = await findPayment(reference, db);
      if (!current) throw new TestPaymentNotFoundError(`Unknown reference ${reference}`);
      let payment = current;
      if (current.status === "pending") {
        const paid = outcome === "success";
        const [updated] = await (db ?? database())
          .update(testGatewayPayments)
          .set({
            status: outcome,
            channel: "card",
            cardBrand: TEST_CARD.brand,
            cardLast4: TEST_CARD.last4,
            cardBank: TEST_CARD.bank,
            paidAt: paid ? now : null,
            updatedAt: now,
          })
          .where(and(eq(testGatewayPayments.reference, reference), eq(testGatewayPayments.status, "pending")))
          .returning();
        payment = updated ?? (await findPayment(reference, db)) ?? current;
      }
      if (payment.status !== outcome) throw new TestPaymentConflictError("This payment is already completed");
      return { payment, webhook: signedWebhook(payment, now) };
    },
  };
}
