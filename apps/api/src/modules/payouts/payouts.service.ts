import {
  type Chargeback,
  type ChargebackListQuerySchema,
  type ChargebackStatus,
  fillMessage,
  formatNaira,
  MESSAGES,
  type MerchantPayment,
  type MerchantStatement,
  type Order,
  type PayoutBankAccount,
  type PayoutBankAccountBody,
  type PaymentReportQuerySchema,
  type PaymentStats,
  type Reconciliation,
  type ReconciliationItem,
  type ReportQuerySchema,
  type StatementLine,
  type StatementLineType,
  PAYOUT_CSV_COLUMNS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TRANSFER_MESSAGES,
  STATEMENT_CLOSING_LABEL,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_OPENING_LABEL,
  STATEMENT_TYPE_LABELS,
  SELLER_HEALTH_MESSAGES,
  statementCsvTitle,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { AppError, badInput, conflict, notFound } from "../../lib/errors.js";
import { csvDateTime, csvKobo, csvNaira, toCsv } from "../../lib/csv.js";
import { koboToNaira, nairaToKobo } from "../../lib/money.js";
import { diffFields, recordAudit } from "../audit/index.js";
import { resolveAccount } from "../banks/index.js";
import { getOrder, markPayoutApproved } from "../fulfilment/index.js";
import { credit, debit, ledgerEntriesOfOrders, merchantLedgerEntries, merchantPayable, postLedger, trialBalance } from "../ledger/index.js";
import { genericMail } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import { emitWebhook } from "../webhooks/index.js";
import { findPayment } from "../payments/index.js";
import { netPayout } from "./payouts.netting.js";
import { findMerchantContact, findStoreByMerchant } from "../merchants/index.js";
import * as repo from "./payouts.repository.js";

const DAY = 86_400_000;
type PaymentQuery = z.output<typeof PaymentReportQuerySchema>;
type ReportQuery = z.output<typeof ReportQuerySchema>;
type Scope = { kind: "admin"; merchantId?: string } | { kind: "merchant"; merchantId: string };

/** A day range (YYYY-MM-DD, UTC, inclusive) as [since, before). */
export function dayRange(startDate: string, endDate: string): { since: Date; before: Date } {
  return {
    since: new Date(`${startDate}T00:00:00.000Z`),
    before: new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + DAY),
  };
}

const scopeOf = (ctx: Ctx<AdminActor | MerchantActor>, merchantId?: string): Scope =>
  ctx.actor.kind === "merchant" ? { kind: "merchant", merchantId: ctx.actor.merchantId } : { kind: "admin", merchantId };

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
/** Only the last four digits of an account number leave the server. */
export const maskAccount = (n: string) => `******${n.slice(-4)}`;

/**
 * A payout as the API answers it. `account` is the merchant's current verified account: a payout not yet
 * processed shows where it would go (null when there is none); a processed one shows where it went.
 */
export function toMerchantPayment(
  row: repo.NumberedPayoutRow,
  account?: repo.BankAccountRow | null,
  sendMode?: MerchantPayment["sendMode"],
): MerchantPayment {
  // A payout on its way, or paid, shows the account its transfer went to.
  const bank =
    row.status === "processed" || row.status === "sending" || account === undefined
      ? { bankName: row.bankName, accountNumber: row.accountNumberMasked }
      : { bankName: account?.bankName ?? null, accountNumber: account ? maskAccount(account.accountNumber) : null };
  return {
    id: row.id,
    merchantId: row.merchantId,
    storeName: row.storeName,
    orderId: row.orderId,
    orderName: row.orderName,
    orderNumber: row.orderNumber,
    totalOrderAmount: koboToNaira(row.totalOrderAmountKobo),
    commission: koboToNaira(row.commissionKobo),
    deliveryAmount: koboToNaira(row.deliveryKobo),
    adjustments: koboToNaira(row.adjustmentsKobo),
    // Pending payouts show their due; approved ones what is paid after netting.
    amount: koboToNaira(row.amountKobo ?? row.dueKobo),
    status: row.status,
    ...bank,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    due: koboToNaira(row.dueKobo),
    transferReference: row.transferReference,
    completedAt: row.completedAt.toISOString(),
    transferOutcome: row.status === "approved" ? row.transferOutcome : null,
    failureReason: row.status === "approved" ? row.failureReason : null,
    ...(sendMode ? { sendMode } : {}),
  };
}

/** Whether approved payouts go out through a transfer provider (PAYOUT_PROVIDER) or by hand. */
export const sendModeOf = (ctx: { config: { PAYOUT_PROVIDER: string } }): NonNullable<MerchantPayment["sendMode"]> =>
  ctx.config.PAYOUT_PROVIDER === "manual" ? "manual" : "provider";

// ---- reacting to completion ----

/** `orders.completed`: the order's merchant due becomes a pending payout, in the completion transaction. */
export async function onOrderCompleted(
  tx: DbOrTx,
  e: {
    orderId: string;
    merchantId: string;
    merchantDueKobo: number;
    completedAt: Date;
  },
) {
  const order = await repo.findOrder(tx, e.orderId);
  if (!order) return;
  const entries = (await ledgerEntriesOfOrders(tx, [order.id])).filter((x) => x.kind === "order.completed");
  const sum = (account: string) => -entries.filter((x) => x.account === account).reduce((n, x) => n + x.amountKobo, 0);
  const commission = sum("platform_commission");
  await repo.insertPayout(tx, {
    merchantId: order.merchantId,
    storeName: order.storeName,
    orderId: order.id,
    orderName: order.orderName,
    totalOrderAmountKobo: e.merchantDueKobo + commission,
    commissionKobo: commission,
    deliveryKobo: sum("delivery_revenue"),
    dueKobo: Math.max(0, e.merchantDueKobo),
    completedAt: e.completedAt,
    createdAt: e.completedAt,
    updatedAt: e.completedAt,
  });
}

// ---- approve and process ----

export function assertMoneyAdmin(ctx: Ctx<AdminActor>): void {
  if (ctx.actor.role !== "admin" && ctx.actor.role !== "superadmin") throw new AppError(403, "FORBIDDEN", MESSAGES.forbidden);
}

/**
 * pending → approved: nets what the merchant owes back (clawbacks) against this payout's due and books
 * Dr merchant_payable, Cr payouts_in_transit for the rest. One merchant's approvals run one at a time;
 * the guarded update and the ledger's (kind, ref) key make parallel approvals of one payout book once.
 */
async function approve(ctx: Ctx<AdminActor>, payout: repo.PayoutRow): Promise<repo.PayoutRow> {
  if (payout.status !== "pending") return payout;
  // Seller health: a store whose score fell below the payout hold threshold is paid nothing until it recovers.
  if ((await findStoreByMerchant(ctx.db, payout.merchantId))?.healthLevel === "payout_hold") throw conflict(SELLER_HEALTH_MESSAGES.payoutHold);
  return ctx.db.transaction(async (tx) => {
    await repo.lockMerchantPayouts(tx, payout.merchantId);
    const current = await repo.findPayout(tx, payout.id);
    if (!current || current.status !== "pending") return current ?? payout;
    const payable = await merchantPayable(tx, current.merchantId);
    const pending = await repo.pendingDues(tx, current.merchantId);
    const { amountKobo, adjustmentsKobo } = netPayout({
      dueKobo: current.dueKobo,
      payableKobo: payable,
      pendingDuesKobo: pending,
    });
    const account = await repo.findBankAccount(tx, current.merchantId);
    const row = await repo.movePayout(tx, current.id, "pending", {
      status: "approved",
      amountKobo,
      adjustmentsKobo,
      // Where it would go now; processing records the account actually paid.
      bankName: account?.bankName ?? null,
      accountNumberMasked: account ? maskAccount(account.accountNumber) : null,
      approvedBy: ctx.actor.userId,
      approvedAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!row) throw conflict();
    await postLedger(tx, {
      kind: "payout.approved",
      ref: row.id,
      orderId: row.orderId,
      merchantId: row.merchantId,
      memo:
        adjustmentsKobo > 0
          ? `Payout approved for order ${row.orderName} (${formatNaira(koboToNaira(adjustmentsKobo))} netted)`
          : `Payout approved for order ${row.orderName}`,
      at: ctx.now,
      lines: [debit("merchant_payable", amountKobo, row.merchantId), credit("payouts_in_transit", amountKobo)],
    });
    await markPayoutApproved(ctx, tx, row.orderId);
    await recordAudit(tx, ctx, {
      action: "payout.approved",
      targetType: "payout",
      targetId: row.id,
      targetLabel: `Payout for order ${row.orderName} (${row.storeName})`,
      changes: diffFields(
        { status: current.status, due: naira(current.dueKobo), netted: null, amount: null },
        { status: row.status, due: naira(row.dueKobo), netted: naira(adjustmentsKobo), amount: naira(amountKobo) },
      ),
    });
    return row;
  });
}

/** approved → processed: the transfer went out (its bank reference kept); books Dr payouts_in_transit, Cr cash and mails the merchant. */
async function markProcessed(ctx: Ctx<AdminActor>, payout: repo.PayoutRow, reference: string | undefined): Promise<repo.PayoutRow> {
  if (payout.status === "processed") return payout;
  if (payout.status !== "approved") throw conflict(MESSAGES.payoutNotApproved);
  // Money goes only to an account the bank confirmed: refuse before anything is written or mailed.
  if (!(await repo.findBankAccount(ctx.db, payout.merchantId))) throw conflict(MESSAGES.payoutNoBankAccount);
  if (!reference) throw badInput([{ path: "reference", message: MESSAGES.payoutReferenceRequired }]);
  return ctx.db.transaction(async (tx) => {
    const account = await repo.findBankAccount(tx, payout.merchantId);
    if (!account) throw conflict(MESSAGES.payoutNoBankAccount);
    const row = await repo.movePayout(tx, payout.id, "approved", {
      status: "processed",
      bankName: account.bankName,
      accountNumberMasked: maskAccount(account.accountNumber),
      transferReference: reference,
      processedBy: ctx.actor.userId,
      processedAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!row) {
      const now = await repo.findPayout(tx, payout.id);
      if (now?.status === "processed") return now;
      throw conflict();
    }
    const amount = row.amountKobo ?? 0;
    await postLedger(tx, {
      kind: "payout.processed",
      ref: row.id,
      orderId: row.orderId,
      merchantId: row.merchantId,
      memo: `Payout for order ${row.orderName} sent (transfer ${reference})`,
      at: ctx.now,
      lines: [debit("payouts_in_transit", amount), credit("cash", amount)],
    });
    await recordAudit(tx, ctx, {
      action: "payout.processed",
      targetType: "payout",
      targetId: row.id,
      targetLabel: `Payout for order ${row.orderName} (${row.storeName})`,
      changes: diffFields(
        { status: payout.status, sent: null, transferReference: null, bank: null },
        { status: row.status, sent: naira(amount), transferReference: reference, bank: `${account.bankName} ${maskAccount(account.accountNumber)} (${account.accountName})` },
      ),
    });
    await announcePayoutProcessed(tx, ctx, row, { bankName: account.bankName, accountNumberMasked: maskAccount(account.accountNumber) });
    return row;
  });
}

/**
 * Tells whoever waits for a processed payout: the store's webhook listeners, and the merchant (a notice and
 * the mail "We sent ₦… to your bank account"). Called in the transaction that made the payout processed.
 */
export async function announcePayoutProcessed(
  tx: DbOrTx,
  ctx: { now: Date; config: { APP_URL: string } },
  row: repo.PayoutRow,
  bank: { bankName: string; accountNumberMasked: string },
): Promise<void> {
  const amount = row.amountKobo ?? 0;
  const reference = row.transferReference ?? "";
  await emitWebhook(tx, {
    event: "payout.processed",
    storeId: (await findStoreByMerchant(tx, row.merchantId))?.id ?? null,
    payload: { payoutId: row.id, orderId: row.orderId, orderName: row.orderName, status: row.status, amount: koboToNaira(amount), transferReference: reference },
    at: ctx.now,
  });
  const contact = await findMerchantContact(tx, row.merchantId);
  if (contact) {
    const sent = `${formatNaira(koboToNaira(amount))} for order ${row.orderName} went to your ${bank.bankName} account ${bank.accountNumberMasked}.`;
    await notify(tx, {
      to: [{ kind: "merchant", id: contact.userId, email: contact.email }],
      kind: "payout_processed",
      title: fillMessage(MESSAGES.payoutProcessedMailSubject, { orderName: row.orderName }),
      body: sent,
      link: "/merchant/payouts",
      now: ctx.now,
      mail: genericMail(
        fillMessage(MESSAGES.payoutProcessedMailSubject, {
          orderName: row.orderName,
        }),
        [
          `Hello ${contact.firstName},`,
          `We sent ${formatNaira(koboToNaira(amount))} for order ${row.orderName} to your ${bank.bankName} account ${bank.accountNumberMasked} (transfer reference ${reference}).`,
          row.adjustmentsKobo > 0
            ? `${formatNaira(koboToNaira(row.adjustmentsKobo))} of refunds or chargebacks was netted from this payout.`
            : "Thank you for selling on Bitmarte.",
        ],
        {
          label: "See your payouts",
          url: `${ctx.config.APP_URL}/merchant/payouts`,
        },
      ),
    });
  }
}

/** PATCH /ordertracking/approve-merchant-payment/:orderId — approving inside the return window answers 409. */
export async function approveOrderPayout(ctx: Ctx<AdminActor>, orderId: string): Promise<Order> {
  assertMoneyAdmin(ctx);
  const payout = await repo.findPayoutOfOrder(ctx.db, orderId);
  if (!payout) {
    if (!(await repo.findOrder(ctx.db, orderId))) throw notFound();
    throw conflict(MESSAGES.payoutNotDue);
  }
  await approve(ctx, payout);
  return getOrder(ctx, orderId);
}

/** PATCH /reports/admin/merchant-payments/:id {status, reference?} */
export async function updateMerchantPayment(
  ctx: Ctx<AdminActor>,
  id: string,
  body: { status: "approved" | "processed"; reference?: string },
): Promise<MerchantPayment> {
  const payout = await repo.findPayout(ctx.db, id);
  if (!payout) throw notFound(MESSAGES.payoutNotFound);
  if (body.status === "approved" && payout.status === "processed") throw conflict(MESSAGES.payoutAlreadyProcessed);
  // With a transfer provider only its confirmation makes a payout processed.
  if (body.status === "processed" && sendModeOf(ctx) === "provider") throw conflict(PAYOUT_TRANSFER_MESSAGES.markByHandRefused);
  const row = body.status === "approved" ? await approve(ctx, payout) : await markProcessed(ctx, payout, body.reference);
  return toMerchantPayment({ ...row, orderNumber: payout.orderNumber }, await repo.findBankAccount(ctx.db, row.merchantId), sendModeOf(ctx));
}

// ---- lists ----

async function listFor(ctx: Ctx, q: PaymentQuery, scope: Scope) {
  const { since, before } = dayRange(q.startDate, q.endDate);
  const filter = {
    merchantId: scope.merchantId,
    status: q.status,
    since,
    before,
  };
  return repo.listPayouts(ctx.db, filter, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    sort: q.sort,
  });
}

export { csvCell } from "../../lib/csv.js";
const csvOf = toCsv;

export function payoutsCsv(rows: repo.NumberedPayoutRow[]): string {
  const day = csvDateTime;
  const n = csvKobo;
  return csvOf([
    PAYOUT_CSV_COLUMNS,
    ...rows.map((r) => [
      r.orderNumber,
      r.orderName,
      r.storeName,
      day(r.completedAt),
      n(r.totalOrderAmountKobo),
      n(r.commissionKobo),
      n(r.deliveryKobo),
      n(r.dueKobo),
      n(r.adjustmentsKobo),
      n(r.amountKobo ?? r.dueKobo),
      PAYOUT_STATUS_LABELS[r.status as keyof typeof PAYOUT_STATUS_LABELS] ?? r.status,
      day(r.approvedAt),
      day(r.processedAt),
      r.transferReference ?? "",
    ]),
  ]);
}

/** Most rows one CSV export answers. */
const CSV_LIMIT = 10_000;

export type PayoutListAnswer = { csv: string } | { page: { rows: MerchantPayment[]; count: number } };

async function answerList(ctx: Ctx, q: PaymentQuery, scope: Scope): Promise<PayoutListAnswer> {
  if (q.format === "csv")
    return {
      csv: payoutsCsv((await listFor(ctx, { ...q, page: 1, limit: CSV_LIMIT }, scope)).rows),
    };
  const { rows, count } = await listFor(ctx, q, scope);
  const accounts = await repo.bankAccountsOf(ctx.db, rows.map((r) => r.merchantId));
  return { page: { rows: rows.map((r) => toMerchantPayment(r, accounts.get(r.merchantId) ?? null, sendModeOf(ctx))), count } };
}

/** GET /reports/merchant-payments: a merchant sees its own; an admin all, or one merchant's. */
export async function listMerchantPayments(ctx: Ctx<AdminActor | MerchantActor>, q: PaymentQuery): Promise<PayoutListAnswer> {
  return answerList(ctx, q, scopeOf(ctx, q.merchantId));
}

export async function listAdminPayments(ctx: Ctx<AdminActor>, q: PaymentQuery): Promise<PayoutListAnswer> {
  return answerList(ctx, q, { kind: "admin", merchantId: q.merchantId });
}

export async function getMerchantPayment(ctx: Ctx<AdminActor | MerchantActor>, id: string): Promise<MerchantPayment> {
  const row = await repo.findPayout(ctx.db, id);
  if (!row || (ctx.actor.kind === "merchant" && row.merchantId !== ctx.actor.merchantId)) throw notFound(MESSAGES.payoutNotFound);
  return toMerchantPayment(row, await repo.findBankAccount(ctx.db, row.merchantId), sendModeOf(ctx));
}

export async function paymentStats(ctx: Ctx<AdminActor>, q: ReportQuery): Promise<PaymentStats> {
  const { since, before } = dayRange(q.startDate, q.endDate);
  const totals = await repo.payoutTotals(ctx.db, {
    merchantId: q.merchantId,
    since,
    before,
  });
  const of = (s: string) => totals.find((t) => t.status === s) ?? { totalKobo: 0, count: 0 };
  // Pending at what approval would pay: clawbacks already in the ledger are netted, as approval nets them.
  const pendingKobo = await repo.nettedPendingTotal(ctx.db, { merchantId: q.merchantId, since, before });
  return {
    processedPayment: koboToNaira(of("processed").totalKobo),
    // A payout on its way to the bank is still approved and unpaid until the provider confirms it.
    approvedPayment: koboToNaira(of("approved").totalKobo + of("sending").totalKobo),
    pendingPayment: koboToNaira(pendingKobo),
    processedCount: of("processed").count,
    approvedCount: of("approved").count + of("sending").count,
    pendingCount: of("pending").count,
  };
}

// ---- chargebacks ----

function toChargeback(row: repo.ChargebackRow): Chargeback {
  return {
    id: row.id,
    orderId: row.orderId,
    orderName: row.orderName,
    merchantId: row.merchantId,
    storeName: row.storeName,
    amount: koboToNaira(row.amountKobo),
    reason: row.reason,
    source: row.source,
    providerEventId: row.providerEventId,
    status: row.status,
    note: row.note,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records a chargeback and books it: the provider took the money (Dr chargebacks, Cr cash). */
async function openChargeback(
  tx: DbOrTx,
  order: repo.OrderRow,
  input: {
    amountKobo: number;
    reason: string;
    source: "admin" | "provider";
    providerEventId?: string;
    recordedBy?: string;
    now: Date;
  },
): Promise<repo.ChargebackRow | null> {
  const row = await repo.insertChargeback(tx, {
    orderId: order.id,
    orderName: order.orderName,
    merchantId: order.merchantId,
    storeName: order.storeName,
    amountKobo: input.amountKobo,
    reason: input.reason,
    source: input.source,
    providerEventId: input.providerEventId ?? null,
    recordedBy: input.recordedBy ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (!row) return null;
  await postLedger(tx, {
    kind: "chargeback.opened",
    ref: row.id,
    orderId: order.id,
    merchantId: order.merchantId,
    memo: `Chargeback on order ${order.orderNumber}: ${input.reason}`,
    at: input.now,
    lines: [debit("chargebacks", input.amountKobo), credit("cash", input.amountKobo)],
  });
  return row;
}

/** How much of an order's card payment chargebacks may still take (gift-card money cannot be disputed). */
async function disputableKobo(db: DbOrTx, order: repo.OrderRow): Promise<number> {
  const taken = (await repo.chargebacksOfOrder(db, order.id)).filter((c) => c.status !== "rejected").reduce((n, c) => n + c.amountKobo, 0);
  return Math.max(0, order.totalKobo - order.giftCardKobo - taken);
}

/**
 * The order a chargeback names: by id, by its own number (BM-…-2), or by its checkout's name (422 when no
 * order has it, or when the name is shared by several stores' orders and `storeName` does not pick one).
 */
async function chargebackOrder(ctx: Ctx<AdminActor>, body: { orderId?: string; orderName?: string; storeName?: string }): Promise<repo.OrderRow> {
  if (body.orderId) {
    const order = await repo.findOrder(ctx.db, body.orderId);
    if (!order) throw notFound();
    return order;
  }
  const name = (body.orderName ?? "").trim().toUpperCase();
  if (!name) throw badInput([{ path: "orderName", message: MESSAGES.chargebackOrderRequired }]);
  const named = await repo.ordersNamed(ctx.db, name);
  if (named.length === 0) throw badInput([{ path: "orderName", message: MESSAGES.chargebackOrderNotFound }]);
  if (named.length === 1) return named[0];
  const store = body.storeName?.trim().toLowerCase();
  const picked = store ? named.filter((o) => o.storeName.toLowerCase() === store) : [];
  if (picked.length === 1) return picked[0];
  const stores = named.map((o) => o.storeName).join(", ");
  throw badInput([{ path: "storeName", message: fillMessage(MESSAGES.chargebackOrderSeveralStores, { orderName: name, stores }) }]);
}

export async function recordChargeback(
  ctx: Ctx<AdminActor>,
  body: { orderId?: string; orderName?: string; storeName?: string; amount: number; reason: string },
): Promise<Chargeback> {
  const order = await chargebackOrder(ctx, body);
  if (!order.paidAt) throw conflict(MESSAGES.chargebackOrderNotPaid);
  const amountKobo = nairaToKobo(body.amount);
  const row = await ctx.db.transaction(async (tx) => {
    // One merchant's money decisions run one at a time: two recordings cannot both take the last of a payment.
    await repo.lockMerchantPayouts(tx, order.merchantId);
    const left = await disputableKobo(tx, order);
    if (amountKobo > left) {
      throw badInput([
        {
          path: "amount",
          message: fillMessage(MESSAGES.chargebackTooLarge, {
            amount: formatNaira(koboToNaira(left)),
          }),
        },
      ]);
    }
    const opened = await openChargeback(tx, order, {
      amountKobo,
      reason: body.reason,
      source: "admin",
      recordedBy: ctx.actor.userId,
      now: ctx.now,
    });
    if (opened) {
      await recordAudit(tx, ctx, {
        action: "chargeback.recorded",
        targetType: "chargeback",
        targetId: opened.id,
        targetLabel: `Chargeback on order ${opened.orderName} (${opened.storeName})`,
        changes: diffFields({}, { status: opened.status, amount: naira(opened.amountKobo), reason: opened.reason }),
      });
    }
    return opened;
  });
  if (!row) throw conflict();
  return toChargeback(row);
}

/** `payments.chargebackReported`: the provider's dispute becomes a chargeback on the group's largest order (once per dispute). */
export async function onChargebackReported(
  tx: DbOrTx,
  e: {
    reference: string;
    providerEventId: string;
    amountKobo: number;
    reason: string;
    reportedAt: Date;
  },
): Promise<void> {
  const payment = await findPayment(tx, e.reference);
  if (!payment || payment.purpose !== "order") return;
  const [order] = await repo.ordersOfGroup(tx, payment.ownerId);
  if (!order) return;
  const amountKobo = Math.min(e.amountKobo, payment.amountKobo);
  await openChargeback(tx, order, {
    amountKobo,
    reason: e.reason,
    source: "provider",
    providerEventId: e.providerEventId,
    now: e.reportedAt,
  });
}

const DECISION_STATUS: Record<"merchant_liable" | "platform_liable" | "reject", Exclude<ChargebackStatus, "open">> = {
  merchant_liable: "merchant_liable",
  platform_liable: "platform_liable",
  reject: "rejected",
};

/**
 * PATCH /returns/:id/chargeback-decision (`:id` is the chargeback's id). Merchant liable: Dr merchant_payable
 * (a clawback netted from later payouts); platform liable: Dr chargeback_losses; reject (dispute won, the
 * provider gives the money back): Dr cash; each Cr chargebacks. Deciding twice books once; a decided one answers 409.
 */
export async function decideChargeback(
  ctx: Ctx<AdminActor>,
  id: string,
  body: {
    decision: "merchant_liable" | "platform_liable" | "reject";
    note?: string | null;
  },
): Promise<Chargeback> {
  const existing = await repo.findChargeback(ctx.db, id);
  if (!existing) throw notFound();
  if (existing.status !== "open") throw conflict(MESSAGES.chargebackAlreadyDecided);
  const status = DECISION_STATUS[body.decision];
  const row = await ctx.db.transaction(async (tx) => {
    const decided = await repo.decideChargeback(tx, id, {
      status,
      note: body.note ?? null,
      decidedBy: ctx.actor.userId,
      decidedAt: ctx.now,
    });
    if (!decided) throw conflict(MESSAGES.chargebackAlreadyDecided);
    if (status === "merchant_liable") await repo.lockMerchantPayouts(tx, decided.merchantId);
    const amount = decided.amountKobo;
    const from =
      status === "merchant_liable"
        ? debit("merchant_payable", amount, decided.merchantId)
        : status === "platform_liable"
          ? debit("chargeback_losses", amount)
          : debit("cash", amount);
    await postLedger(tx, {
      kind: "chargeback.decided",
      ref: decided.id,
      orderId: decided.orderId,
      merchantId: decided.merchantId,
      memo: `Chargeback on order ${decided.orderName}: ${status.replace("_", " ")}`,
      at: ctx.now,
      lines: [from, credit("chargebacks", amount)],
    });
    await recordAudit(tx, ctx, {
      action: "chargeback.decided",
      targetType: "chargeback",
      targetId: decided.id,
      targetLabel: `Chargeback on order ${decided.orderName} (${decided.storeName})`,
      changes: diffFields(
        { status: existing.status, amount: naira(existing.amountKobo), note: existing.note },
        { status: decided.status, amount: naira(decided.amountKobo), note: decided.note },
      ),
    });
    return decided;
  });
  return toChargeback(row);
}

export async function listChargebacks(ctx: Ctx<AdminActor>, q: z.output<typeof ChargebackListQuerySchema>) {
  const { rows, count } = await repo.listChargebacks(ctx.db, { status: q.status }, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return { rows: rows.map(toChargeback), count };
}

export async function getChargeback(ctx: Ctx<AdminActor>, id: string): Promise<Chargeback> {
  const row = await repo.findChargeback(ctx.db, id);
  if (!row) throw notFound();
  return toChargeback(row);
}

// ---- merchant statement ----

const LINE_TYPE: Record<string, StatementLineType> = {
  "payout.approved": "payout",
  "refund.requested": "refund",
  "chargeback.decided": "chargeback",
};

/**
 * A merchant's statement, like a bank statement: what the platform owed the merchant before the period, each
 * movement of the merchant's payable account in it (a completion shows as its sale and its commission), with
 * a running balance, and what is owed at the end. Positive is owed to the merchant.
 */
export async function merchantStatement(
  ctx: Ctx<AdminActor | MerchantActor>,
  q: { startDate: string; endDate: string; merchantId?: string },
): Promise<MerchantStatement> {
  const merchantId = ctx.actor.kind === "merchant" ? ctx.actor.merchantId : q.merchantId;
  if (!merchantId) throw badInput([{ path: "merchantId", message: MESSAGES.statementNoMerchant }]);
  const { since, before } = dayRange(q.startDate, q.endDate);
  const [opening, entries] = await Promise.all([merchantPayable(ctx.db, merchantId, since), merchantLedgerEntries(ctx.db, merchantId, since, before)]);
  const orderIds = [...new Set(entries.map((e) => e.orderId).filter((x): x is string => Boolean(x)))];
  const [payouts, names] = await Promise.all([repo.payoutsOfOrders(ctx.db, orderIds), repo.orderNames(ctx.db, orderIds)]);
  const payoutOf = new Map(payouts.map((p) => [p.orderId, p]));
  let storeName = payouts[0]?.storeName ?? "";
  if (!storeName) {
    const any = await repo.listPayouts(ctx.db, { merchantId }, { limit: 1, offset: 0, sort: "newest" });
    storeName = any.rows[0]?.storeName ?? "";
  }

  let balance = opening;
  const lines: StatementLine[] = [];
  const totals = {
    sale: 0,
    commission: 0,
    refund: 0,
    chargeback: 0,
    payout: 0,
    adjustment: 0,
  } as Record<StatementLineType, number>;
  const push = (e: (typeof entries)[number], type: StatementLineType, amountKobo: number, description: string, deliveryKobo: number | null) => {
    balance += amountKobo;
    totals[type] += amountKobo;
    lines.push({
      date: e.occurredAt.toISOString(),
      type,
      description,
      orderId: e.orderId,
      orderName: e.orderId ? (names.get(e.orderId)?.orderName ?? null) : null,
      orderNumber: e.orderId ? (names.get(e.orderId)?.orderNumber ?? null) : null,
      amount: koboToNaira(amountKobo),
      delivery: deliveryKobo === null ? null : koboToNaira(deliveryKobo),
      balance: koboToNaira(balance),
    });
  };
  for (const e of entries) {
    const owed = -e.amountKobo; // a credit to merchant_payable is owed to the merchant
    // Lines name the store part's own number: the checkout's name is shared with other stores' parts.
    const name = e.orderId ? (names.get(e.orderId)?.orderNumber ?? "") : "";
    const p = e.orderId ? payoutOf.get(e.orderId) : undefined;
    if (e.kind === "order.completed" && p && p.dueKobo === owed) {
      push(e, "sale", p.totalOrderAmountKobo, `Sale: order ${name}`, p.deliveryKobo);
      push(e, "commission", -p.commissionKobo, `Commission on order ${name}`, null);
    } else if (e.kind === "order.completed") {
      push(e, "sale", owed, `Sale: order ${name} (after commission)`, null);
    } else {
      const type = LINE_TYPE[e.kind] ?? "adjustment";
      const description =
        type === "payout"
          ? `Payout for order ${name}`
          : type === "refund"
            ? `Refund on order ${name}`
            : type === "chargeback"
              ? `Chargeback on order ${name}`
              : e.memo;
      push(e, type, owed, description, null);
    }
  }
  return {
    merchantId,
    storeName,
    startDate: q.startDate,
    endDate: q.endDate,
    openingBalance: koboToNaira(opening),
    lines,
    totals: {
      sales: koboToNaira(totals.sale),
      commission: koboToNaira(totals.commission),
      refunds: koboToNaira(totals.refund),
      chargebacks: koboToNaira(totals.chargeback),
      payouts: koboToNaira(totals.payout),
      adjustments: koboToNaira(totals.adjustment),
    },
    closingBalance: koboToNaira(balance),
    generatedAt: ctx.now.toISOString(),
  };
}

export function statementCsv(s: MerchantStatement): string {
  const n = csvNaira;
  return csvOf([
    [statementCsvTitle(s.storeName), `${s.startDate} to ${s.endDate}`],
    STATEMENT_CSV_COLUMNS,
    [s.startDate, "", STATEMENT_OPENING_LABEL, "", "", "", "", n(s.openingBalance)],
    ...s.lines.map((l) => [
      csvDateTime(l.date),
      STATEMENT_TYPE_LABELS[l.type],
      l.description,
      l.orderNumber ?? "",
      l.orderName ?? "",
      n(l.amount),
      l.delivery === null ? "" : n(l.delivery),
      n(l.balance),
    ]),
    [s.endDate, "", STATEMENT_CLOSING_LABEL, "", "", "", "", n(s.closingBalance)],
  ]);
}

// ---- reconciliation ----

export async function reconciliation(ctx: Ctx<AdminActor>, q: { startDate: string; endDate: string }): Promise<Reconciliation> {
  const { since, before } = dayRange(q.startDate, q.endDate);
  const [paid, refunded, trial] = await Promise.all([
    repo.successfulPayments(ctx.db, since, before),
    repo.processedRefunds(ctx.db, since, before),
    trialBalance(ctx.db),
  ]);
  const mismatches: ReconciliationItem[] = [];
  const check = (kind: "payment" | "refund", reference: string, at: Date, providerKobo: number, ledgerKobo: number | null) => {
    const problem = ledgerKobo === null ? "missing_in_ledger" : ledgerKobo !== providerKobo ? "amount_differs" : null;
    if (problem)
      mismatches.push({
        kind,
        reference,
        date: at.toISOString(),
        providerAmount: koboToNaira(providerKobo),
        ledgerAmount: ledgerKobo === null ? null : koboToNaira(ledgerKobo),
        problem,
      });
  };
  for (const p of paid) check("payment", p.reference, p.at, p.amountKobo, p.ledgerKobo);
  for (const r of refunded) check("refund", r.id, r.at, r.amountKobo, r.ledgerKobo);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    payments: {
      count: paid.length,
      provider: koboToNaira(sum(paid.map((p) => p.amountKobo))),
      ledger: koboToNaira(sum(paid.map((p) => p.ledgerKobo ?? 0))),
    },
    refunds: {
      count: refunded.length,
      provider: koboToNaira(sum(refunded.map((r) => r.amountKobo))),
      ledger: koboToNaira(sum(refunded.map((r) => r.ledgerKobo ?? 0))),
    },
    mismatches,
    trialBalance: trial.map((t) => ({
      account: t.account,
      balance: koboToNaira(t.balanceKobo),
    })),
    trialBalanceTotal: koboToNaira(sum(trial.map((t) => t.balanceKobo))),
  };
}

// ---- the merchant's payout bank account ----

function toBankAccount(row: repo.BankAccountRow): PayoutBankAccount {
  return {
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: maskAccount(row.accountNumber),
    verifiedAt: row.verifiedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBankAccount(ctx: Ctx<MerchantActor>): Promise<{ account: PayoutBankAccount | null }> {
  const row = await repo.findBankAccount(ctx.db, ctx.actor.merchantId);
  return { account: row ? toBankAccount(row) : null };
}

/**
 * PUT /payouts/bank-account: the bank resolves the account's name (422 when it does not know it), and only
 * then is it saved, so a saved account is verified. Only the owner may redirect the store's money.
 */
export async function saveBankAccount(ctx: Ctx<MerchantActor>, body: PayoutBankAccountBody): Promise<{ account: PayoutBankAccount }> {
  if (ctx.actor.role !== "merchant") throw new AppError(403, "FORBIDDEN", MESSAGES.payoutBankAccountOwnerOnly);
  const resolved = await resolveAccount(ctx, body);
  const row = await repo.saveBankAccount(ctx.db, {
    merchantId: ctx.actor.merchantId,
    bankCode: resolved.bankCode,
    bankName: resolved.bankName,
    accountNumber: resolved.accountNumber,
    accountName: resolved.accountName,
    verifiedAt: ctx.now,
    updatedBy: ctx.actor.userId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { account: toBankAccount(row) };
}
