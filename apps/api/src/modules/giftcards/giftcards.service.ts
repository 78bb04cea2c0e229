import { randomInt } from "node:crypto";
import {
  formatNaira,
  type GiftCard,
  type GiftCardActivity,
  type GiftCardListQuerySchema,
  type GiftCardPurchaseResult,
  type GiftCardStatusInfo,
  MESSAGES,
  type PageQuerySchema,
  type PurchaseGiftCardBody,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.js";
import type { Ctx, CustomerActor } from "../../http/context.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, nairaToKobo } from "../../lib/money.js";
import { findUserById } from "../identity/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import {
  confirmPayment,
  findPayment,
  newPaymentReference,
  type PaymentCtx,
  type PaymentRecord,
  registerPaymentFulfiller,
  startPayment,
} from "../payments/index.js";
import { credit, debit, postLedger } from "../ledger/index.js";
import * as repo from "./giftcards.repository.js";

type CustomerCtx = Ctx<CustomerActor>;

/** A card can be spent for a year after it is paid for. */
export const GIFT_CARD_VALIDITY_DAYS = 365;
/** Web page the payment provider returns the buyer to (it adds `?reference=`); the page calls POST /giftcards/pay. */
export const GIFT_CARD_CALLBACK_PATH = "/account/gift-cards";

// No 0/O, 1/I/L: codes are read off screens and typed in by hand.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** BM-XXXX-XXXX-XXXX from an unambiguous alphabet (31^12 ≈ 8 × 10^17 codes). */
export function newGiftCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `BM-${group()}-${group()}-${group()}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toGiftCard(row: repo.GiftCardRow): GiftCard {
  return {
    id: row.id,
    code: row.code,
    amount: koboToNaira(row.amountKobo),
    balance: koboToNaira(row.balanceKobo),
    status: row.status,
    recipientEmail: row.recipientEmail,
    recipientName: row.recipientName,
    message: row.message,
    paymentReference: row.paymentReference,
    paidAt: iso(row.paidAt),
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function toActivity(row: repo.GiftCardActivityRow): GiftCardActivity {
  return {
    id: row.id,
    giftCardId: row.giftCardId,
    type: row.type,
    amount: koboToNaira(row.amountKobo),
    balanceAfter: koboToNaira(row.balanceAfterKobo),
    orderId: row.orderId,
    orderName: row.orderName,
    createdAt: row.createdAt.toISOString(),
  };
}

const emptyToNull = (s: string | undefined) => (s && s.length > 0 ? s : null);

// ---- buying ----

/** Records the card (awaiting payment, with its code reserved) and starts its payment. */
export async function purchaseGiftCard(ctx: CustomerCtx, input: PurchaseGiftCardBody): Promise<GiftCardPurchaseResult> {
  const amountKobo = nairaToKobo(input.amount);
  const reference = newPaymentReference("giftcard");
  return ctx.db.transaction(async (tx) => {
    let card: repo.GiftCardRow | null = null;
    for (let attempt = 0; attempt < 5 && !card; attempt++) {
      card = await repo.insertGiftCard(tx, {
        code: newGiftCardCode(),
        amountKobo,
        buyerUserId: ctx.actor.userId,
        recipientEmail: input.recipientEmail,
        recipientName: emptyToNull(input.recipientName),
        message: emptyToNull(input.message),
        paymentReference: reference,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
    }
    if (!card) throw new Error("Could not draw a free gift card code");
    const payment = await startPayment(
      ctx,
      {
        purpose: "giftcard",
        ownerId: card.id,
        amountKobo,
        email: ctx.actor.email,
        callbackPath: GIFT_CARD_CALLBACK_PATH,
        customerUserId: ctx.actor.userId,
        reference,
      },
      tx,
    );
    return { giftCard: toGiftCard(card), payment: { reference: payment.reference, authorizationUrl: payment.authorizationUrl } };
  });
}

export function giftCardLink(appUrl: string, code: string): string {
  return `${appUrl}/account/gift-cards/${code}`;
}

/** The payment of a card succeeded: activate it with a purchase activity and mail the recipient. Once. */
async function issuePaidGiftCard(tx: DbOrTx, payment: PaymentRecord, ctx: PaymentCtx): Promise<void> {
  const paidAt = payment.paidAt ?? ctx.now;
  const expiresAt = new Date(paidAt.getTime() + GIFT_CARD_VALIDITY_DAYS * 86_400_000);
  const card = await repo.activateGiftCard(tx, payment.ownerId, paidAt, expiresAt, ctx.now);
  if (!card) return;
  await repo.insertActivity(tx, {
    giftCardId: card.id,
    type: "purchase",
    amountKobo: card.amountKobo,
    balanceAfterKobo: card.balanceKobo,
    createdAt: ctx.now,
  });
  const buyer = card.buyerUserId ? await findUserById(tx, card.buyerUserId) : null;
  const from = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : "Someone";
  const amount = formatNaira(koboToNaira(card.amountKobo));
  const lines = [
    `Hello ${card.recipientName ?? "there"},`,
    `${from} sent you a Bitmarte gift card worth ${amount}.`,
    ...(card.message ? [`"${card.message}"`] : []),
    `Your gift card code: ${card.code}`,
    `Use it at checkout in any Bitmarte store before ${expiresAt.toISOString().slice(0, 10)}.`,
  ];
  await enqueueMail(
    tx,
    card.recipientEmail,
    genericMail(`You have received a ${amount} Bitmarte gift card`, lines, {
      label: "View your gift card",
      url: giftCardLink(ctx.config.APP_URL, card.code),
    }),
  );
}

/**
 * A card given instead of money (a refund to a gift card): active at once, with its `purchase` activity,
 * valid for a year, and mailed to the recipient with its code. The caller books the money
 * (giftcard_liability) in the same transaction.
 */
export async function issueGiftCard(
  tx: DbOrTx,
  input: { amountKobo: number; recipientEmail: string; recipientName?: string | null; message?: string | null; now: Date; appUrl: string; reason: string },
): Promise<{ id: string; code: string; amountKobo: number; expiresAt: Date }> {
  checkAmount(input.amountKobo);
  const expiresAt = new Date(input.now.getTime() + GIFT_CARD_VALIDITY_DAYS * 86_400_000);
  let card: repo.GiftCardRow | null = null;
  for (let attempt = 0; attempt < 5 && !card; attempt++) {
    card = await repo.insertGiftCard(tx, {
      code: newGiftCardCode(),
      amountKobo: input.amountKobo,
      balanceKobo: input.amountKobo,
      status: "active",
      buyerUserId: null,
      recipientEmail: input.recipientEmail,
      recipientName: input.recipientName ?? null,
      message: input.message ?? null,
      paidAt: input.now,
      expiresAt,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }
  if (!card) throw new Error("Could not draw a free gift card code");
  await repo.insertActivity(tx, { giftCardId: card.id, type: "purchase", amountKobo: card.amountKobo, balanceAfterKobo: card.balanceKobo, createdAt: input.now });
  const amount = formatNaira(koboToNaira(card.amountKobo));
  await enqueueMail(
    tx,
    card.recipientEmail,
    genericMail(`Your ${amount} Bitmarte gift card`, [
      `Hello ${card.recipientName ?? "there"},`,
      `${input.reason} We put ${amount} on a Bitmarte gift card for you.`,
      `Your gift card code: ${card.code}`,
      `Use it at checkout in any Bitmarte store before ${expiresAt.toISOString().slice(0, 10)}.`,
    ], { label: "View your gift card", url: giftCardLink(input.appUrl, card.code) }),
  );
  return { id: card.id, code: card.code, amountKobo: card.amountKobo, expiresAt };
}

async function cancelUnpaid(tx: DbOrTx, payment: PaymentRecord, ctx: PaymentCtx): Promise<void> {
  await repo.cancelUnpaidGiftCard(tx, payment.ownerId, ctx.now);
}

/** Gift card payments settle through the payments module; this tells it what to do then. */
export function registerGiftCardPayments(): void {
  registerPaymentFulfiller("giftcard", issuePaidGiftCard, cancelUnpaid);
}

/** Verifies the payment with the provider (idempotent) and answers the card. */
export async function payGiftCard(ctx: CustomerCtx, reference: string): Promise<{ card: GiftCard; message: string }> {
  const started = await findPayment(ctx.db, reference);
  if (!started || started.purpose !== "giftcard" || started.customerUserId !== ctx.actor.userId) {
    throw notFound(MESSAGES.paymentNotFound);
  }
  const payment = await confirmPayment(ctx, reference, { customerUserId: ctx.actor.userId });
  const card = await repo.findGiftCardById(ctx.db, payment.ownerId);
  if (!card || card.buyerUserId !== ctx.actor.userId) throw notFound(MESSAGES.giftCardNotFound);
  const message =
    payment.status === "success"
      ? MESSAGES.giftCardPurchased
      : payment.status === "pending"
        ? MESSAGES.giftCardPaymentPending
        : MESSAGES.giftCardPaymentFailed;
  return { card: toGiftCard(card), message };
}

// ---- reading ----

const who = (ctx: CustomerCtx) => ({ userId: ctx.actor.userId, email: ctx.actor.email });

export async function listMyGiftCards(ctx: CustomerCtx, q: z.output<typeof GiftCardListQuerySchema>) {
  const { rows, count } = await repo.listCustomerGiftCards(ctx.db, who(ctx), q);
  return { rows: rows.map(toGiftCard), count };
}

export async function giftCardStatus(ctx: Ctx, code: string): Promise<GiftCardStatusInfo> {
  const card = await repo.findGiftCardByCode(ctx.db, code.toUpperCase());
  if (!card) throw notFound(MESSAGES.giftCardNotFound);
  return {
    code: card.code,
    status: card.status,
    balance: koboToNaira(card.balanceKobo),
    expiresAt: iso(card.expiresAt),
  };
}

export async function listGiftCardActivities(ctx: CustomerCtx, id: string, q: z.output<typeof PageQuerySchema>) {
  const card = await repo.findCustomerGiftCard(ctx.db, who(ctx), id);
  if (!card) throw notFound(MESSAGES.giftCardNotFound);
  const { rows, count } = await repo.listActivities(ctx.db, card.id, q);
  return { rows: rows.map(toActivity), count };
}

// ---- spending (called by the cart and checkout) ----

/** The order a redeem or refund belongs to: the checkout's order group, and one order of it when known. */
export type GiftCardOrderRef = string | { orderName: string; orderId?: string | null };
const orderRefOf = (ref: GiftCardOrderRef) =>
  typeof ref === "string" ? { orderName: ref, orderId: null } : { orderName: ref.orderName, orderId: ref.orderId ?? null };

function checkAmount(amountKobo: number) {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new AppError(422, "VALIDATION_FAILED", MESSAGES.validationFailed, [
      { path: "amount", message: "Amount must be a positive whole number of kobo" },
    ]);
  }
}

export interface GiftCardMovement {
  giftCardId: string;
  code: string;
  amountKobo: number;
  balanceAfterKobo: number;
  activityId: string;
}

/**
 * Spends `amountKobo` of a card in the caller's transaction: one guarded update (active, unexpired,
 * balance ≥ amount) plus its redeem activity. Concurrent spends cannot overdraw; a failed one throws 404
 * (unknown code) or 409 (not usable, or balance too low) and the caller's transaction should roll back.
 */
export async function redeemGiftCard(
  tx: DbOrTx,
  input: { code: string; amountKobo: number; orderRef: GiftCardOrderRef; now?: Date },
): Promise<GiftCardMovement> {
  checkAmount(input.amountKobo);
  const now = input.now ?? new Date();
  const code = input.code.trim().toUpperCase();
  const card = await repo.debitGiftCard(tx, code, input.amountKobo, now);
  if (!card) {
    const existing = await repo.findGiftCardByCode(tx, code);
    if (!existing) throw notFound(MESSAGES.giftCardNotFound);
    const usable = existing.status === "active" && (!existing.expiresAt || existing.expiresAt > now);
    throw conflict(usable ? MESSAGES.giftCardBalanceTooLow : MESSAGES.giftCardNotUsable);
  }
  const ref = orderRefOf(input.orderRef);
  const activity = await repo.insertActivity(tx, {
    giftCardId: card.id,
    type: "redeem",
    amountKobo: -input.amountKobo,
    balanceAfterKobo: card.balanceKobo,
    orderId: ref.orderId,
    orderName: ref.orderName,
    createdAt: now,
  });
  await postLedger(tx, {
    kind: "giftcard.redeemed",
    ref: activity.id,
    orderId: ref.orderId,
    memo: `Gift card ${card.code} paid towards ${ref.orderName}`,
    at: now,
    lines: [debit("giftcard_liability", input.amountKobo), credit("customer_clearing", input.amountKobo)],
  });
  return { giftCardId: card.id, code: card.code, amountKobo: input.amountKobo, balanceAfterKobo: card.balanceKobo, activityId: activity.id };
}

/**
 * Gives back to a card what it paid towards an order (cancellation, refund). Never more than the card
 * paid for that order group, net of earlier refunds (409 otherwise). A fully spent card becomes active again.
 */
export async function refundGiftCard(
  tx: DbOrTx,
  input: { code: string; amountKobo: number; orderRef: GiftCardOrderRef; now?: Date },
): Promise<GiftCardMovement> {
  checkAmount(input.amountKobo);
  const now = input.now ?? new Date();
  const code = input.code.trim().toUpperCase();
  const locked = await repo.lockGiftCardByCode(tx, code);
  if (!locked) throw notFound(MESSAGES.giftCardNotFound);
  const ref = orderRefOf(input.orderRef);
  const refundable = await repo.netPaidForOrder(tx, locked.id, ref.orderName);
  if (input.amountKobo > refundable) throw conflict(MESSAGES.giftCardRefundTooLarge);
  const card = await repo.creditGiftCard(tx, locked.id, input.amountKobo, now);
  const activity = await repo.insertActivity(tx, {
    giftCardId: card.id,
    type: "refund",
    amountKobo: input.amountKobo,
    balanceAfterKobo: card.balanceKobo,
    orderId: ref.orderId,
    orderName: ref.orderName,
    createdAt: now,
  });
  await postLedger(tx, {
    kind: "giftcard.refunded",
    ref: activity.id,
    orderId: ref.orderId,
    memo: `Gift card ${card.code} given back what it paid towards ${ref.orderName}`,
    at: now,
    lines: [debit("customer_clearing", input.amountKobo), credit("giftcard_liability", input.amountKobo)],
  });
  return { giftCardId: card.id, code: card.code, amountKobo: input.amountKobo, balanceAfterKobo: card.balanceKobo, activityId: activity.id };
}

/** A card as the cart sees it when applying a code; null when the code is unknown. */
export async function findGiftCardForUse(
  db: DbOrTx,
  code: string,
  now: Date,
): Promise<{ id: string; code: string; balanceKobo: number; status: GiftCard["status"]; expiresAt: Date | null; usable: boolean } | null> {
  const card = await repo.findGiftCardByCode(db, code.trim().toUpperCase());
  if (!card) return null;
  const usable = card.status === "active" && card.balanceKobo > 0 && (!card.expiresAt || card.expiresAt > now);
  return { id: card.id, code: card.code, balanceKobo: card.balanceKobo, status: card.status, expiresAt: card.expiresAt, usable };
}

/** Zeroes the balance of cards past their expiry, each with an expire activity (for a periodic job). */
export async function expireGiftCards(ctx: { db: Db; now: Date }, limit = 500): Promise<number> {
  const ids = await repo.dueForExpiry(ctx.db, ctx.now, limit);
  let expired = 0;
  for (const id of ids) {
    const done = await ctx.db.transaction(async (tx) => {
      const result = await repo.expireGiftCard(tx, id, ctx.now);
      if (!result) return false;
      if (result.expiredKobo > 0) {
        const activity = await repo.insertActivity(tx, {
          giftCardId: id,
          type: "expire",
          amountKobo: -result.expiredKobo,
          balanceAfterKobo: 0,
          createdAt: ctx.now,
        });
        await postLedger(tx, {
          kind: "giftcard.expired",
          ref: activity.id,
          memo: "Gift card expired unspent",
          at: ctx.now,
          lines: [debit("giftcard_liability", result.expiredKobo), credit("giftcard_breakage", result.expiredKobo)],
        });
      }
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
