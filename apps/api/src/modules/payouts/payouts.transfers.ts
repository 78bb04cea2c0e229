import { randomUUID } from "node:crypto";
import { type MerchantPayment, type Order, MESSAGES, PAYOUT_TRANSFER_MESSAGES } from "@bitmarte/contracts";
import {
  isOfflineTransferProvider,
  OFFLINE_FAILED_REASON,
  OFFLINE_REVERSED_REASON,
  offlineOutcome,
  type TransferEvent,
  type TransferProvider,
  TransferProviderError,
  TransferRefusedError,
  transferProviderFromConfig,
  type WebhookHeaders,
} from "../../adapters/transfer/index.js";
import type { Adapters } from "../../adapters/index.js";
import type { Config } from "../../config.js";
import type { Db, DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx } from "../../http/context.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { diffFields, recordAudit } from "../audit/index.js";
import { enqueue, type JobCtx } from "../jobs/index.js";
import { credit, debit, postLedger } from "../ledger/index.js";
import * as repo from "./payouts.repository.js";
import {
  announcePayoutProcessed,
  approveOrderPayout,
  assertMoneyAdmin,
  maskAccount,
  sendModeOf,
  toMerchantPayment,
  updateMerchantPayment,
} from "./payouts.service.js";
import * as transfers from "./payouts.transfers.repository.js";

/** What the transfer steps need of a request's or a job's context. */
type StepCtx = { db: Db; now: Date; config: Config; adapters: Adapters; log: Ctx["log"] };

/** Retries of a send while the provider cannot answer (then the job waits in the dead letters for an admin). */
export const SEND_RETRY_LIMIT = 8;

/** The configured transfer provider; null with PAYOUT_PROVIDER=manual. */
export function transferProviderOf(ctx: { config: Config; adapters: Adapters }): TransferProvider | null {
  return ctx.adapters.transfers === undefined ? transferProviderFromConfig(ctx.config) : ctx.adapters.transfers;
}

/** Our reference for one attempt: lowercase letters, digits and dashes, as Paystack wants (16–50 characters). */
const referenceOf = (transferId: string) => `bmpo-${transferId}`;

const label = (row: { orderName: string; storeName: string }) => `Payout for order ${row.orderName} (${row.storeName})`;

// ---- sending ----

/**
 * approved → sending: records a new attempt under a fresh reference and gives it to the send job, in one
 * transaction (so the job exists exactly when the payout says "sending"). A payout paid nothing after
 * netting has nothing to send and is processed at once.
 */
async function startTransfer(ctx: Ctx<AdminActor>, provider: TransferProvider, payoutId: string): Promise<repo.PayoutRow> {
  return ctx.db.transaction(async (tx) => {
    const payout = await repo.findPayout(tx, payoutId);
    if (!payout) throw notFound(MESSAGES.payoutNotFound);
    await repo.lockMerchantPayouts(tx, payout.merchantId);
    const current = (await repo.findPayout(tx, payoutId)) ?? payout;
    if (current.status === "sending") throw conflict(PAYOUT_TRANSFER_MESSAGES.alreadySending);
    if (current.status === "processed") throw conflict(MESSAGES.payoutAlreadyProcessed);
    if (current.status !== "approved") throw conflict(PAYOUT_TRANSFER_MESSAGES.notApproved);
    const account = await repo.findBankAccount(tx, current.merchantId);
    if (!account) throw conflict(PAYOUT_TRANSFER_MESSAGES.noBankAccount);
    const bank = { bankName: account.bankName, accountNumberMasked: maskAccount(account.accountNumber) };
    const amountKobo = current.amountKobo ?? 0;
    if (amountKobo === 0) {
      const row = await repo.movePayout(tx, current.id, "approved", {
        status: "processed",
        ...bank,
        transferReference: "nothing to send (fully netted)",
        processedBy: ctx.actor.userId,
        processedAt: ctx.now,
        transferOutcome: null,
        failureReason: null,
        updatedAt: ctx.now,
      });
      if (!row) throw conflict();
      return row;
    }
    const id = randomUUID();
    const transfer = await transfers.insertTransfer(tx, {
      id,
      payoutId: current.id,
      merchantId: current.merchantId,
      provider: provider.name,
      reference: referenceOf(id),
      amountKobo,
      ...bank,
      requestedBy: ctx.actor.userId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const row = await repo.movePayout(tx, current.id, "approved", {
      status: "sending",
      ...bank,
      transferReference: transfer.reference,
      transferOutcome: null,
      failureReason: null,
      updatedAt: ctx.now,
    });
    if (!row) throw conflict();
    await enqueue("payouts.sendTransfer", { transferId: transfer.id }, { db: tx });
    await recordAudit(tx, ctx, {
      action: "payout.sent",
      targetType: "payout",
      targetId: row.id,
      targetLabel: label(row),
      changes: diffFields(
        { status: current.status, transferReference: current.transferReference, failureReason: current.failureReason },
        { status: row.status, transferReference: transfer.reference, failureReason: null },
      ),
    });
    return row;
  });
}

/** POST /reports/admin/merchant-payments/:id/send — sends an approved payout (again, after a failure or reversal). */
export async function sendPayout(ctx: Ctx<AdminActor>, id: string): Promise<MerchantPayment> {
  assertMoneyAdmin(ctx);
  const payout = await repo.findPayout(ctx.db, id);
  if (!payout) throw notFound(MESSAGES.payoutNotFound);
  const provider = transferProviderOf(ctx);
  if (!provider) throw conflict(PAYOUT_TRANSFER_MESSAGES.sendManual);
  const row = await startTransfer(ctx, provider, id);
  return toMerchantPayment({ ...row, orderNumber: payout.orderNumber }, await repo.findBankAccount(ctx.db, row.merchantId), sendModeOf(ctx));
}

/**
 * An approval sends the payout at once when a transfer provider is configured (what an operator expects of
 * "approve" then); a merchant without a verified account keeps it approved, to be sent once they add one.
 */
async function sendAfterApproval(ctx: Ctx<AdminActor>, payoutId: string): Promise<void> {
  const provider = transferProviderOf(ctx);
  if (!provider) return;
  const payout = await repo.findPayout(ctx.db, payoutId);
  if (payout?.status !== "approved" || payout.transferOutcome) return;
  if (!(await repo.findBankAccount(ctx.db, payout.merchantId))) return;
  try {
    await startTransfer(ctx, provider, payoutId);
  } catch (err) {
    // Another approval of the same payout started its transfer first: nothing more to do.
    if (err instanceof AppError && err.status === 409) return;
    throw err;
  }
}

/** PATCH /reports/admin/merchant-payments/:id: approving also sends (with a transfer provider). */
export async function updatePayoutAndSend(
  ctx: Ctx<AdminActor>,
  id: string,
  body: { status: "approved" | "processed"; reference?: string },
): Promise<MerchantPayment> {
  const answer = await updateMerchantPayment(ctx, id, body);
  if (body.status !== "approved" || answer.status !== "approved") return answer;
  await sendAfterApproval(ctx, id);
  const row = await repo.findPayout(ctx.db, id);
  return row ? toMerchantPayment(row, await repo.findBankAccount(ctx.db, row.merchantId), sendModeOf(ctx)) : answer;
}

/** PATCH /ordertracking/approve-merchant-payment/:orderId: approving also sends (with a transfer provider). */
export async function approveOrderPayoutAndSend(ctx: Ctx<AdminActor>, orderId: string): Promise<Order> {
  const order = await approveOrderPayout(ctx, orderId);
  const payout = await repo.findPayoutOfOrder(ctx.db, orderId);
  if (payout) await sendAfterApproval(ctx, payout.id);
  return order;
}

// ---- the send job ----

/**
 * Job `payouts.sendTransfer`: gives one queued attempt to the provider. Taken: queued → sent, booked
 * Dr payout_transfers, Cr cash (the provider took the money from the platform's balance). Refused outright:
 * the attempt fails and the payout goes back to approved with the provider's reason. No answer: thrown, so
 * the queue retries with the same reference (the provider refuses a reference twice, so a retry cannot pay twice).
 */
export async function sendTransferJob(payload: { transferId: string }, ctx: JobCtx): Promise<void> {
  const transfer = await transfers.findTransfer(ctx.db, payload.transferId);
  if (!transfer || transfer.status !== "queued") return;
  const provider = transferProviderOf(ctx);
  if (!provider || provider.name !== transfer.provider) {
    ctx.log.warn({ reference: transfer.reference }, "payout transfer not sent: its provider is no longer configured");
    return;
  }
  const payout = await repo.findPayout(ctx.db, transfer.payoutId);
  const account = payout ? await repo.findBankAccount(ctx.db, payout.merchantId) : null;
  if (!payout || !account) {
    await failTransfer(ctx, transfer.reference, PAYOUT_TRANSFER_MESSAGES.noBankAccount, "failed");
    return;
  }
  let accepted: Awaited<ReturnType<TransferProvider["initiateTransfer"]>>;
  try {
    accepted = await provider.initiateTransfer({
      reference: transfer.reference,
      amountKobo: transfer.amountKobo,
      recipient: { accountName: account.accountName, accountNumber: account.accountNumber, bankCode: account.bankCode },
      narration: `Bitmarte payout for order ${payout.orderNumber}`,
    });
  } catch (err) {
    if (err instanceof TransferRefusedError) {
      ctx.log.warn({ reference: transfer.reference, reason: err.reason }, "payout transfer refused by the provider");
      await failTransfer(ctx, transfer.reference, err.reason, "failed");
      return;
    }
    if (err instanceof TransferProviderError) ctx.log.warn({ reference: transfer.reference, err: err.message }, "transfer provider did not answer; retrying");
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    const sent = await transfers.moveTransfer(tx, transfer.id, ["queued"], {
      status: "sent",
      recipientCode: accepted.recipientCode,
      providerTransferCode: accepted.providerTransferCode,
      sentAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!sent) return;
    await bookSent(tx, sent, payout, ctx.now);
    if (isOfflineTransferProvider(provider)) {
      await enqueue(
        "payouts.deliverTransferWebhook",
        { reference: sent.reference, event: offlineOutcome(account.accountNumber) },
        { db: tx, startAfter: ctx.config.PAYOUT_OFFLINE_CONFIRM_SECONDS },
      );
    }
  });
}

async function bookSent(tx: DbOrTx, t: transfers.TransferRow, payout: { orderId: string; orderName: string }, at: Date) {
  await postLedger(tx, {
    kind: "payout.transfer_sent",
    ref: t.id,
    orderId: payout.orderId,
    merchantId: t.merchantId,
    memo: `Payout for order ${payout.orderName} handed to the transfer provider (${t.reference})`,
    at,
    lines: [debit("payout_transfers", t.amountKobo), credit("cash", t.amountKobo)],
  });
}

// ---- outcomes ----

/**
 * A queued or sent attempt failed (refused outright, or the bank said no), or a sent one was reversed before
 * it was confirmed: the money the provider took comes back (Dr cash, Cr payout_transfers, when it was
 * taken) and the payout goes back to approved with the reason. A repeat finds nothing to move and writes nothing.
 */
async function failTransfer(ctx: StepCtx, reference: string, reason: string, outcome: "failed" | "reversed"): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = await transfers.lockTransferByReference(tx, reference);
    if (!t || (t.status !== "queued" && t.status !== "sent")) return;
    const moved = await transfers.moveTransfer(tx, t.id, [t.status], {
      status: outcome,
      failureReason: reason,
      ...(outcome === "failed" ? { failedAt: ctx.now } : { reversedAt: ctx.now }),
      updatedAt: ctx.now,
    });
    if (!moved) return;
    const payout = await repo.findPayout(tx, t.payoutId);
    if (!payout) return;
    if (t.status === "sent") {
      await postLedger(tx, {
        kind: `payout.transfer_${outcome}`,
        ref: t.id,
        orderId: payout.orderId,
        merchantId: t.merchantId,
        memo: `Payout transfer for order ${payout.orderName} ${outcome} (${t.reference}): ${reason}`,
        at: ctx.now,
        lines: [debit("cash", t.amountKobo), credit("payout_transfers", t.amountKobo)],
      });
    }
    await repo.movePayout(tx, payout.id, "sending", {
      status: "approved",
      transferOutcome: outcome,
      failureReason: reason,
      updatedAt: ctx.now,
    });
  });
}

/**
 * transfer.success: sent (or still queued, when the webhook beat the send job's commit) → succeeded. Books
 * Dr payouts_in_transit, Cr payout_transfers; the payout becomes processed and only now is the merchant
 * told "We sent ₦… to your bank account".
 */
async function confirmTransfer(ctx: StepCtx, reference: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = await transfers.lockTransferByReference(tx, reference);
    if (!t || (t.status !== "queued" && t.status !== "sent")) return;
    const done = await transfers.moveTransfer(tx, t.id, [t.status], { status: "succeeded", succeededAt: ctx.now, sentAt: t.sentAt ?? ctx.now, updatedAt: ctx.now });
    if (!done) return;
    const payout = await repo.findPayout(tx, t.payoutId);
    if (!payout) return;
    if (t.status === "queued") await bookSent(tx, t, payout, ctx.now);
    await postLedger(tx, {
      kind: "payout.transfer_succeeded",
      ref: t.id,
      orderId: payout.orderId,
      merchantId: t.merchantId,
      memo: `Payout for order ${payout.orderName} confirmed by the bank (${t.reference})`,
      at: ctx.now,
      lines: [debit("payouts_in_transit", t.amountKobo), credit("payout_transfers", t.amountKobo)],
    });
    const row = await repo.movePayout(tx, payout.id, "sending", {
      status: "processed",
      bankName: t.bankName,
      accountNumberMasked: t.accountNumberMasked,
      transferReference: t.reference,
      processedAt: ctx.now,
      transferOutcome: null,
      failureReason: null,
      updatedAt: ctx.now,
    });
    if (row) await announcePayoutProcessed(tx, ctx, row, { bankName: t.bankName, accountNumberMasked: t.accountNumberMasked });
  });
}

/**
 * transfer.reversed after success: the bank sent the money back. Books Dr cash, Cr payouts_in_transit (the
 * platform owes the merchant this payout again) and the payout goes back to approved with the reason.
 */
async function reverseTransfer(ctx: StepCtx, reference: string, reason: string): Promise<void> {
  const t = await transfers.findTransferByReference(ctx.db, reference);
  if (!t) return;
  if (t.status === "queued" || t.status === "sent") return failTransfer(ctx, reference, reason, "reversed");
  await ctx.db.transaction(async (tx) => {
    const locked = await transfers.lockTransferByReference(tx, reference);
    if (locked?.status !== "succeeded") return;
    const moved = await transfers.moveTransfer(tx, locked.id, ["succeeded"], { status: "reversed", failureReason: reason, reversedAt: ctx.now, updatedAt: ctx.now });
    if (!moved) return;
    const payout = await repo.findPayout(tx, locked.payoutId);
    if (!payout) return;
    await postLedger(tx, {
      kind: "payout.transfer_reversed",
      ref: locked.id,
      orderId: payout.orderId,
      merchantId: locked.merchantId,
      memo: `Payout transfer for order ${payout.orderName} reversed (${locked.reference}): ${reason}`,
      at: ctx.now,
      lines: [debit("cash", locked.amountKobo), credit("payouts_in_transit", locked.amountKobo)],
    });
    // Only the payout this attempt paid moves back; a payout since processed by another attempt stays.
    if (payout.status === "processed" && payout.transferReference === locked.reference) {
      await repo.movePayout(tx, payout.id, "processed", {
        status: "approved",
        processedAt: null,
        processedBy: null,
        transferOutcome: "reversed",
        failureReason: reason,
        updatedAt: ctx.now,
      });
    }
  });
}

const DEFAULT_REASONS = {
  "transfer.failed": "The bank did not accept the transfer",
  "transfer.reversed": "The bank returned the transfer",
} as const;

/**
 * POST /payouts/transfers/webhook/:provider — verified with the provider's signature (401 and nothing written
 * when it does not match). An unknown reference, a repeated event or one whose amount differs answers 200 and
 * writes nothing: every step moves an attempt only from the states it expects.
 */
export async function receiveTransferWebhook(
  ctx: Ctx,
  providerName: "offline" | "paystack",
  rawBody: string,
  headers: WebhookHeaders,
): Promise<void> {
  const provider = transferProviderOf(ctx);
  if (!provider || provider.name !== providerName) throw notFound();
  const event: TransferEvent | null = provider.verifyWebhook(rawBody, headers);
  if (!event) throw new AppError(401, "UNAUTHENTICATED", PAYOUT_TRANSFER_MESSAGES.signatureInvalid);
  const t = await transfers.findTransferByReference(ctx.db, event.reference);
  if (!t) {
    ctx.log.warn({ reference: event.reference, type: event.type }, "transfer webhook for an unknown reference");
    return;
  }
  if (event.amountKobo !== null && event.amountKobo !== t.amountKobo) {
    ctx.log.error({ reference: t.reference, amount: event.amountKobo, expected: t.amountKobo }, "transfer webhook amount differs; ignored");
    return;
  }
  if (event.type === "transfer.success") await confirmTransfer(ctx, t.reference);
  else if (event.type === "transfer.failed") await failTransfer(ctx, t.reference, event.reason ?? DEFAULT_REASONS[event.type], "failed");
  else await reverseTransfer(ctx, t.reference, event.reason ?? DEFAULT_REASONS[event.type]);
}

// ---- the offline provider's webhooks ----

/** Where the offline provider posts its webhooks: PAYOUT_WEBHOOK_URL, or this server's own route. */
export function transferWebhookUrl(config: Config): string {
  return config.PAYOUT_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/v1/payouts/transfers/webhook/offline`;
}

/** The signed webhook the offline provider sends about `reference` (null when there is no such attempt). */
export async function offlineWebhookFor(
  ctx: { db: DbOrTx; config: Config; adapters: Adapters; now: Date },
  reference: string,
  event: TransferEvent["type"],
): Promise<{ rawBody: string; headers: Record<string, string> } | null> {
  const provider = transferProviderOf(ctx);
  if (!provider || !isOfflineTransferProvider(provider)) return null;
  const t = await transfers.findTransferByReference(ctx.db, reference);
  if (!t) return null;
  const reason = event === "transfer.failed" ? OFFLINE_FAILED_REASON : event === "transfer.reversed" ? OFFLINE_REVERSED_REASON : null;
  return provider.signedWebhook({ type: event, reference, amountKobo: t.amountKobo, reason, at: ctx.now });
}

/** Job `payouts.deliverTransferWebhook`: one delivery attempt over HTTP; anything but 2xx throws so the queue retries. */
export async function deliverTransferWebhookJob(payload: { reference: string; event: TransferEvent["type"] }, ctx: JobCtx): Promise<void> {
  const webhook = await offlineWebhookFor(ctx, payload.reference, payload.event);
  if (!webhook) {
    ctx.log.warn({ reference: payload.reference }, "offline transfer webhook not delivered: no such attempt, or the offline provider is not in use");
    return;
  }
  const url = transferWebhookUrl(ctx.config);
  let status: number;
  try {
    const res = await fetch(url, { method: "POST", headers: webhook.headers, body: webhook.rawBody, signal: AbortSignal.timeout(15_000) });
    status = res.status;
    await res.body?.cancel();
  } catch (err) {
    throw new Error(`transfer webhook delivery to ${url} failed: ${(err as Error).message}`);
  }
  if (status < 200 || status >= 300) throw new Error(`transfer webhook delivery to ${url} answered ${status}`);
}

/**
 * Development and tests only (the route is not registered in production): the offline bank returns a
 * processed transfer, as a real bank sometimes does; its transfer.reversed webhook is delivered by the queue.
 */
export async function reverseOfflineTransfer(ctx: { db: Db; config: Config; adapters: Adapters }, payoutId: string): Promise<{ reference: string }> {
  const provider = transferProviderOf(ctx);
  if (!provider || !isOfflineTransferProvider(provider)) throw notFound();
  const payout = await repo.findPayout(ctx.db, payoutId);
  if (!payout?.transferReference) throw notFound(MESSAGES.payoutNotFound);
  const t = await transfers.findTransferByReference(ctx.db, payout.transferReference);
  if (payout.status !== "processed" || t?.status !== "succeeded") throw conflict(PAYOUT_TRANSFER_MESSAGES.reverseOnlyProcessed);
  await enqueue("payouts.deliverTransferWebhook", { reference: t.reference, event: "transfer.reversed" });
  return { reference: t.reference };
}

/** `payments.transferEventReceived`: a transfer event that reached the payments webhook goes to the queue (handlers get no adapters). */
export async function onTransferEventReceived(tx: DbOrTx, e: { provider: "paystack"; rawBody: string; headers: Record<string, string> }): Promise<void> {
  await enqueue("payouts.receiveTransferEvent", e, { db: tx });
}

/** Job `payouts.receiveTransferEvent`: the forwarded event, checked with the transfer provider's own signature and applied. */
export async function receiveTransferEventJob(payload: { provider: "paystack"; rawBody: string; headers: Record<string, string> }, ctx: JobCtx): Promise<void> {
  try {
    await receiveTransferWebhook({ ...ctx, actor: null, ip: "" }, payload.provider, payload.rawBody, payload.headers);
  } catch (err) {
    // Not signed for transfers (another secret), or transfers are not sent through this provider: nothing to retry.
    if (err instanceof AppError) ctx.log.warn({ err }, "forwarded transfer event refused");
    else throw err;
  }
}
