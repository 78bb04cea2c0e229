import { randomBytes } from "node:crypto";
import { MESSAGES, type PaymentProvider as PaymentProviderName } from "@bitmarte/contracts";
import {
  isTestProvider,
  type PaymentProvider,
  PaymentProviderError,
  renderTestGatewayNotFound,
  renderTestGatewayPage,
  TestPaymentConflictError,
  TestPaymentNotFoundError,
  type TestOutcome,
  type WebhookHeaders,
  withReference,
} from "../../adapters/payments/index.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { publish } from "../../events/domain-events.js";
import type { Ctx } from "../../http/context.js";
import { sha256 } from "../../lib/crypto.js";
import { AppError, conflict, notFound, unauthenticated } from "../../lib/errors.js";
import { enqueue } from "../jobs/index.js";
import { credit, debit, type LedgerLine, postLedger } from "../ledger/index.js";
import * as repo from "./payments.repository.js";
import type { PaymentPurpose } from "./payments.table.js";

export type PaymentRecord = repo.PaymentRow;
/** What payment services need of the request context (a job can build one too). */
export type PaymentCtx = Pick<Ctx, "db" | "adapters" | "config" | "now" | "log">;

/** Runs inside the settling transaction; `ctx` gives the config (APP_URL for mails), clock and log. */
export type PaymentFulfiller = (tx: Tx, payment: PaymentRecord, ctx: PaymentCtx) => Promise<void>;
interface Handlers {
  fulfil: PaymentFulfiller;
  fail?: PaymentFulfiller;
}
const handlers = new Map<PaymentPurpose, Handlers>();

/**
 * What happens when a payment of this purpose succeeds (`fulfil`) or fails (`onFailure`). Both run inside
 * the transaction that settles the payment, exactly once; if one throws, the payment stays pending.
 */
export function registerPaymentFulfiller(purpose: PaymentPurpose, fulfil: PaymentFulfiller, onFailure?: PaymentFulfiller): void {
  handlers.set(purpose, { fulfil, fail: onFailure });
}

function providerOf(ctx: PaymentCtx): PaymentProvider {
  const provider = ctx.adapters.payments;
  if (!provider) throw new Error("No payment provider is configured");
  if (isTestProvider(provider)) provider.useDatabase(ctx.db);
  return provider;
}

export function newPaymentReference(purpose: PaymentPurpose): string {
  const prefix = purpose === "order" ? "BMO" : "BMG";
  return `${prefix}-${randomBytes(9).toString("hex").toUpperCase()}`;
}

export interface StartPaymentInput {
  purpose: PaymentPurpose;
  ownerId: string;
  amountKobo: number;
  email: string;
  /** Web path the provider returns the customer to (`?reference=` is added). */
  callbackPath: string;
  customerUserId?: string | null;
  reference?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Starts a payment with the provider and records it as pending. Pass the caller's transaction as `db` to
 * record it with the caller's rows; the provider call itself is outside any transaction of ours.
 */
export async function startPayment(
  ctx: PaymentCtx,
  input: StartPaymentInput,
  db: DbOrTx = ctx.db,
): Promise<{ reference: string; authorizationUrl: string; payment: PaymentRecord }> {
  if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
    throw new RangeError(`A payment needs a positive whole number of kobo, not ${input.amountKobo}`);
  }
  const provider = providerOf(ctx);
  const reference = input.reference ?? newPaymentReference(input.purpose);
  const callbackUrl = new URL(input.callbackPath, ctx.config.APP_URL).toString();
  const { authorizationUrl } = await provider.initialize({
    reference,
    amountKobo: input.amountKobo,
    email: input.email,
    callbackUrl,
    metadata: { ...input.metadata, purpose: input.purpose, ownerId: input.ownerId },
  });
  const payment = await repo.insertPayment(db, {
    reference,
    purpose: input.purpose,
    ownerId: input.ownerId,
    customerUserId: input.customerUserId ?? null,
    email: input.email,
    amountKobo: input.amountKobo,
    provider: provider.name,
    authorizationUrl,
    callbackUrl,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { reference, authorizationUrl, payment };
}

export async function findPayment(db: DbOrTx, reference: string): Promise<PaymentRecord | null> {
  return repo.findPaymentByReference(db, reference);
}

const cleanLast4 = (s: string | null | undefined) => (s && /^\d{4}$/.test(s) ? s : null);

/**
 * Asks the provider how a payment went and settles it exactly once: the guarded update moves it out of
 * `pending` and runs its purpose's handler in the same transaction. A settled payment is answered as it is
 * (replays change nothing). With `customerUserId`, another customer's payment answers 404.
 */
export async function confirmPayment(
  ctx: PaymentCtx,
  reference: string,
  opts: { customerUserId?: string } = {},
): Promise<PaymentRecord> {
  const payment = await repo.findPaymentByReference(ctx.db, reference);
  if (!payment || (opts.customerUserId !== undefined && payment.customerUserId !== opts.customerUserId)) {
    throw notFound(MESSAGES.paymentNotFound);
  }
  if (payment.status !== "pending") return payment;
  const provider = providerOf(ctx);
  if (provider.name !== payment.provider) {
    ctx.log.warn({ reference, provider: payment.provider }, "payment started with another provider; cannot verify");
    return payment;
  }

  let verification: Awaited<ReturnType<PaymentProvider["verify"]>>;
  try {
    verification = await provider.verify(reference);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    ctx.log.warn({ err, reference }, "payment verification failed; payment stays pending");
    return payment;
  }

  if (verification.status === "pending" || verification.status === "abandoned") {
    await repo.notePendingStatus(ctx.db, payment.id, verification.rawStatus, ctx.now);
    return (await repo.findPaymentByReference(ctx.db, reference)) ?? payment;
  }

  let outcome: "success" | "failed" = verification.status;
  let providerStatus = verification.rawStatus;
  if (outcome === "success" && verification.amountKobo !== payment.amountKobo) {
    // Paid, but not what was asked: never fulfil a different amount.
    ctx.log.error({ reference, asked: payment.amountKobo, paid: verification.amountKobo }, "payment amount mismatch");
    outcome = "failed";
    providerStatus = `amount_mismatch:${verification.amountKobo}`;
  }

  const settled = await ctx.db.transaction(async (tx) => {
    const row = await repo.settlePayment(
      tx,
      payment.id,
      {
        status: outcome,
        providerStatus,
        channel: verification.channel,
        cardBrand: verification.card?.brand || null,
        cardLast4: cleanLast4(verification.card?.last4),
        cardBank: verification.card?.bank ?? null,
        providerFeeKobo: verification.providerFee ?? null,
        paidAt: outcome === "success" ? (verification.paidAt ?? ctx.now) : null,
      },
      ctx.now,
    );
    if (!row) return null;
    const handler = handlers.get(row.purpose);
    if (outcome === "success") {
      await postLedger(tx, {
        kind: "payment.received",
        ref: row.reference,
        memo: `Payment ${row.reference} (${row.purpose === "order" ? `orders ${row.ownerId}` : "gift card"})`,
        at: row.paidAt ?? ctx.now,
        lines: [debit("cash", row.amountKobo), credit(row.purpose === "order" ? "customer_clearing" : "giftcard_liability", row.amountKobo)],
      });
      if (!handler) throw new Error(`No fulfilment registered for ${row.purpose} payments`);
      await handler.fulfil(tx, row, ctx);
    } else {
      await handler?.fail?.(tx, row, ctx);
    }
    return row;
  });
  return settled ?? (await repo.findPaymentByReference(ctx.db, reference)) ?? payment;
}

/**
 * A provider's webhook (the HTTP route and the test provider both come here): the signature over the raw
 * body is checked first; a bad one answers 401 with nothing written. Then the server asks the provider.
 */
export async function receiveWebhook(
  ctx: PaymentCtx,
  providerName: PaymentProviderName,
  rawBody: string | Buffer,
  headers: WebhookHeaders,
): Promise<void> {
  const provider = providerOf(ctx);
  if (provider.name !== providerName) throw notFound();
  const event = provider.verifyWebhook(rawBody, headers);
  if (!event) throw unauthenticated(MESSAGES.paymentSignatureInvalid);
  // A correctly signed event sent long ago (or "in the future") is a replay or a broken clock: refused.
  if (event.sentAt && Math.abs(ctx.now.getTime() - event.sentAt.getTime()) > ctx.config.WEBHOOK_TOLERANCE_SECONDS * 1000) {
    ctx.log.warn({ reference: event.reference, sentAt: event.sentAt }, "stale webhook refused");
    throw new AppError(400, "MALFORMED_BODY", MESSAGES.paymentWebhookStale);
  }
  if (event.type.startsWith("transfer.") && provider.name === "paystack") {
    // A payout transfer's event, not a payment's: the payouts module takes it.
    const signed = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    await ctx.db.transaction((tx) => publish(tx, "payments.transferEventReceived", { provider: "paystack", rawBody: rawBody.toString(), headers: signed }));
    return;
  }
  const recorded = await repo.insertWebhookEvent(ctx.db, {
    provider: provider.name,
    eventId: event.id ?? null,
    eventType: event.type,
    reference: event.reference,
    bodySha256: sha256(rawBody.toString()),
    receivedAt: ctx.now,
  });
  if (recorded === "conflict") {
    ctx.log.error({ reference: event.reference, eventId: event.id }, "webhook event id re-used with another payload; refused");
    throw conflict(MESSAGES.paymentWebhookReused);
  }
  const payment = await repo.findPaymentByReference(ctx.db, event.reference);
  if (!payment) {
    ctx.log.warn({ reference: event.reference, type: event.type }, "webhook for an unknown payment");
    return;
  }
  if (event.dispute) {
    // A chargeback on a settled payment: the payouts module records it (once per dispute id) and books it.
    if (payment.status !== "success") {
      ctx.log.warn({ reference: event.reference }, "dispute for a payment that did not succeed");
      return;
    }
    const dispute = event.dispute;
    await ctx.db.transaction((tx) =>
      publish(tx, "payments.chargebackReported", {
        reference: payment.reference,
        providerEventId: `${provider.name}:${dispute.id}`,
        amountKobo: dispute.amountKobo,
        reason: dispute.reason,
        reportedAt: ctx.now,
      }),
    );
    return;
  }
  await confirmPayment(ctx, event.reference);
}

// ---- the offline test provider's page ----

function testProvider(ctx: PaymentCtx) {
  const provider = providerOf(ctx);
  if (!isTestProvider(provider)) throw notFound();
  return provider;
}

/** HTML of the test payment page, and its status code. */
export async function testGatewayPage(ctx: PaymentCtx, reference: string): Promise<{ status: number; html: string }> {
  const provider = ctx.adapters.payments;
  if (!provider || !isTestProvider(provider)) return { status: 404, html: renderTestGatewayNotFound() };
  const payment = await testProvider(ctx).findPayment(reference);
  if (!payment) return { status: 404, html: renderTestGatewayNotFound() };
  return { status: 200, html: renderTestGatewayPage(payment) };
}

/**
 * What the page's Approve / Decline buttons do: the provider records the outcome and, in the same
 * transaction, queues the delivery of its signed webhook to our webhook endpoint (job
 * `payments.deliverWebhook`, retried with backoff until answered 2xx), as a real provider reports. A crash
 * right after the decision loses nothing: the job is stored with it and runs after the restart. The
 * customer goes back to the callback either way, whose verify settles the payment at once if the webhook
 * has not yet.
 */
export async function completeTestPayment(ctx: PaymentCtx, reference: string, outcome: TestOutcome) {
  const provider = testProvider(ctx);
  let result: Awaited<ReturnType<typeof provider.recordOutcome>>;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const recorded = await provider.recordOutcome(reference, outcome, ctx.now, tx);
      await enqueue("payments.deliverWebhook", { provider: "test", reference }, { db: tx, singletonKey: `test:${reference}` });
      return recorded;
    });
  } catch (err) {
    if (err instanceof TestPaymentNotFoundError) throw notFound(MESSAGES.paymentNotFound);
    if (err instanceof TestPaymentConflictError) throw conflict(MESSAGES.paymentAlreadyCompleted);
    throw err;
  }
  return { reference, outcome, redirectUrl: withReference(result.payment.callbackUrl, reference) };
}

/** Where provider webhooks are delivered: PAYMENT_WEBHOOK_URL, or this server over loopback. */
export function webhookDeliveryUrl(config: PaymentCtx["config"], provider: PaymentProviderName): string {
  return config.PAYMENT_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/v1/payments/webhook/${provider}`;
}

/**
 * One delivery attempt of the test provider's webhook about `reference`: POSTs the event, signed now, to
 * the webhook endpoint over HTTP. Anything but a 2xx answer (or no answer) throws, so the queue retries.
 * The endpoint books a payment once however often the event arrives (event id and payment status).
 */
export async function deliverTestWebhook(ctx: PaymentCtx, reference: string): Promise<void> {
  const provider = ctx.adapters.payments;
  if (!provider || !isTestProvider(provider)) {
    ctx.log.warn({ reference }, "test provider webhook not delivered: the test provider is not in use");
    return;
  }
  provider.useDatabase(ctx.db);
  const webhook = await provider.webhookFor(reference, ctx.now);
  if (!webhook) {
    ctx.log.warn({ reference }, "test provider webhook not delivered: no decided payment with this reference");
    return;
  }
  const url = webhookDeliveryUrl(ctx.config, "test");
  let status: number;
  try {
    const res = await fetch(url, { method: "POST", headers: webhook.headers, body: webhook.rawBody, signal: AbortSignal.timeout(15_000) });
    status = res.status;
    await res.body?.cancel();
  } catch (err) {
    throw new Error(`webhook delivery to ${url} failed: ${(err as Error).message}`);
  }
  if (status < 200 || status >= 300) throw new Error(`webhook delivery to ${url} answered ${status}`);
  ctx.log.info({ reference }, "test provider webhook delivered");
}

/**
 * Asks the provider about every payment still pending a couple of minutes after it started (and not asked
 * in the last minute): a buyer whose money was taken just before a crash, and who never came back to
 * the payment page, gets the order within minutes, not when the 30-minute expiry asks. Runs every minute.
 * `startedBefore` widens the net to every payment started before then (the server's start: whatever a
 * previous run left pending is asked about at once, however young, and however recently that run asked).
 */
export async function verifyStalePayments(ctx: PaymentCtx, limit = 100, startedBefore?: Date): Promise<number> {
  const now = ctx.now.getTime();
  const stale = await repo.stalePendingPayments(ctx.db, {
    startedBefore: new Date(Math.max(now - 2 * 60_000, startedBefore?.getTime() ?? 0)),
    startedAfter: new Date(now - 48 * 3600_000),
    askedBefore: startedBefore ?? new Date(now - 60_000),
    limit,
  });
  let settled = 0;
  for (const { reference } of stale) {
    try {
      const payment = await confirmPayment(ctx, reference);
      if (payment.status !== "pending") settled += 1;
    } catch (err) {
      ctx.log.warn({ err, reference }, "could not ask the provider about a pending payment");
    }
  }
  return settled;
}

// ---- refunds ----

/**
 * Decides a refund inside the caller's transaction (one per owner and payment; asking twice changes
 * nothing). The provider is called after commit by `processRefunds`.
 */
export async function requestRefund(
  tx: DbOrTx,
  input: {
    reference: string;
    ownerId: string;
    amountKobo: number;
    reason: string;
    now: Date;
    /** The order the refund is for (ledger and reports). */
    orderId?: string | null;
    /**
     * Where the refunded money comes from in the ledger (debits summing to the amount); by default the
     * customer's money still held for the order (customer clearing).
     */
    from?: LedgerLine[];
  },
): Promise<repo.RefundRow | null> {
  if (input.amountKobo <= 0) return null;
  const row = await repo.insertRefund(tx, {
    paymentReference: input.reference,
    ownerId: input.ownerId,
    amountKobo: input.amountKobo,
    reason: input.reason,
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (row) {
    await postLedger(tx, {
      kind: "refund.requested",
      ref: row.id,
      orderId: input.orderId ?? null,
      memo: input.reason,
      at: input.now,
      lines: [...(input.from ?? [debit("customer_clearing", input.amountKobo)]), credit("refunds", input.amountKobo)],
    });
  }
  return row;
}

/** Sends pending refunds to the provider; a failure stays pending for the next run (up to 10 tries). */
export async function processRefunds(ctx: PaymentCtx, limit = 50): Promise<number> {
  let processed = 0;
  for (const refund of await repo.pendingRefunds(ctx.db, limit)) {
    try {
      const result = await providerOf(ctx).refund({ reference: refund.paymentReference, amountKobo: refund.amountKobo, key: refund.id });
      await ctx.db.transaction(async (tx) => {
        await repo.settleRefund(tx, refund.id, {
          status: result.status === "processed" ? "processed" : "pending",
          providerReference: result.providerReference,
          attempts: refund.attempts + 1,
          processedAt: result.status === "processed" ? ctx.now : null,
          updatedAt: ctx.now,
        });
        if (result.status === "processed") {
          await postLedger(tx, {
            kind: "refund.paid",
            ref: refund.id,
            memo: `Refund paid by the provider (${result.providerReference ?? refund.paymentReference})`,
            at: ctx.now,
            lines: [debit("refunds", refund.amountKobo), credit("cash", refund.amountKobo)],
          });
          await publish(tx, "payments.refundProcessed", { refundId: refund.id, ownerId: refund.ownerId, amountKobo: refund.amountKobo, processedAt: ctx.now });
        }
      });
      if (result.status === "processed") processed += 1;
    } catch (err) {
      ctx.log.warn({ err, refundId: refund.id }, "refund failed");
      await repo.settleRefund(ctx.db, refund.id, {
        status: refund.attempts + 1 >= 10 ? "failed" : "pending",
        attempts: refund.attempts + 1,
        lastError: err instanceof Error ? err.message.slice(0, 500) : "unknown error",
        updatedAt: ctx.now,
      });
    }
  }
  return processed;
}

export async function refundsFor(db: DbOrTx, ownerId: string) {
  return repo.refundsOf(db, ownerId);
}
