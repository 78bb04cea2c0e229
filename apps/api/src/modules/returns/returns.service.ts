import {
  type CreateReturnBody,
  splitSort,
  fillMessage,
  formatNaira,
  MESSAGES,
  type Order,
  type OrderReturnSummary,
  type RefundRequest,
  type RefundRequestsQuerySchema,
  type RefundReturnsQuerySchema,
  RETURN_STORE_DECISION_DAYS,
  type ReturnAdminStatusBody,
  type ReturnedOrder,
  type ReturnListQuerySchema,
  type ReturnReasonKind,
  type ReturnRequestType,
  type ReturnStatus,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.js";
import type { Actor, AdminActor, Ctx, CustomerActor, MerchantActor } from "../../http/context.js";
import { AppError, badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, nairaToKobo } from "../../lib/money.js";
import { pageOffset } from "../../lib/paging.js";
import { diffFields, recordAudit } from "../audit/index.js";
import { getFulfilmentSettings } from "../fulfilment/index.js";
import { issueGiftCard } from "../giftcards/index.js";
import { credit, debit, type LedgerLine, ledgerEntriesOfOrders, postLedger } from "../ledger/index.js";
import { enqueueMail, genericMail } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import { emitWebhook } from "../webhooks/index.js";
import {
  findCheckoutOfOrder,
  findOrder,
  insertActivities,
  insertCheckout,
  insertOrderItems,
  insertOrders,
  itemsOfOrders,
  lockOrder,
  newOrderName,
  orderNumberOf,
  type OrderRow,
  type OrderViewer,
  userNames,
} from "../orders/index.js";
import { processRefunds, requestRefund } from "../payments/index.js";
import { allocate, refundableItemsKobo, refundCommissionKobo } from "../pricing/index.js";
import { findUpload, uploadIdOf, uploadUrl } from "../uploads/index.js";
import { findMerchantContact, notifyStoreStaff } from "../merchants/index.js";
import * as repo from "./returns.repository.js";

const DAY = 86_400_000;
type ReturnCtx = Ctx<MerchantActor | AdminActor>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
const TYPE_WORD: Record<ReturnRequestType, string> = { refund: "return", replace: "replace" };
const itemsText = (items: { productName: string; quantity: number }[]) => items.map((i) => `${i.quantity} × ${i.productName}`).join(", ");

// ---- views ----

/** A request the store has neither accepted nor rejected for RETURN_STORE_DECISION_DAYS: admins may decide it. */
const isStuckWithStore = (r: repo.ReturnRow, now: Date) =>
  r.status === "requested" && now.getTime() - r.createdAt.getTime() >= RETURN_STORE_DECISION_DAYS * DAY;

async function toReturned(db: DbOrTx, rows: repo.ReturnRow[], viewer: "merchant" | "admin", now: Date): Promise<ReturnedOrder[]> {
  const ids = rows.map((r) => r.id);
  const [items, refunds, names, orders] = await Promise.all([
    repo.itemsOfReturns(db, ids),
    repo.refundRequestsOfReturns(db, ids),
    userNames(db, rows.map((r) => r.customerId)),
    Promise.all([...new Set(rows.map((r) => r.orderId))].map((id) => findOrder(db, id))),
  ]);
  const orderById = new Map(orders.filter((o): o is OrderRow => o !== null).map((o) => [o.id, o]));
  return rows.map((r) => {
    const refund = refunds.get(r.id);
    const order = orderById.get(r.orderId);
    const showPickup = viewer === "admin" || r.status !== "requested";
    const p = order?.pickupAddress;
    return {
      id: r.id,
      merchantId: r.merchantId,
      storeName: r.storeName,
      customerId: r.customerId,
      customerName: names.get(r.customerId)?.name ?? "",
      status: r.status,
      type: r.type,
      orderId: r.orderId,
      orderName: r.orderName,
      orderNumber: order?.orderNumber ?? "",
      products: items
        .filter((i) => i.returnId === r.id)
        .map((i) => ({
          orderItemId: i.orderItemId,
          productId: i.productId,
          productName: i.productName,
          hostedImages: i.images,
          quantity: i.quantity,
          unitPrice: koboToNaira(i.unitPriceKobo),
          reason: i.reason,
          reasonKind: (i.reasonKind as ReturnReasonKind | null) ?? null,
        })),
      evidence: r.evidence,
      rejectionReason: r.rejectionReason,
      refund: refund
        ? {
            id: refund.id,
            status: refund.status,
            method: refund.method,
            requestedAmount: koboToNaira(refund.requestedKobo),
            amount: refund.amountKobo === null ? null : koboToNaira(refund.amountKobo),
            note: refund.note,
            decidedAt: iso(refund.decidedAt),
          }
        : null,
      replace:
        r.type === "replace" && r.replaceDecision
          ? { decision: r.replaceDecision, replacementOrderId: r.replacementOrderId, note: r.replaceNote, decidedAt: iso(r.decidedAt) }
          : null,
      chargeback: null,
      amount: koboToNaira(r.itemsKobo),
      refundTo: r.refundTo,
      pickup:
        order && showPickup && r.status !== "rejected"
          ? {
              from: order.deliveryAddress,
              to: {
                storeName: r.storeName,
                street: p?.street ?? "",
                city: p?.city ?? "",
                state: p?.state ?? "",
                country: p?.country ?? "Nigeria",
                phoneNumber: p?.phoneNumber ?? null,
              },
            }
          : null,
      acceptedAt: iso(r.acceptedAt),
      receivedAt: iso(r.receivedAt),
      decidedAt: iso(r.decidedAt),
      stuckWithStore: isStuckWithStore(r, now),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

async function oneView(ctx: Ctx<Actor>, row: repo.ReturnRow): Promise<ReturnedOrder> {
  return (await toReturned(ctx.db, [row], ctx.actor.kind === "admin" ? "admin" : "merchant", ctx.now))[0];
}

/** The customer's order info lists the order's returns (registered as an order view extension in app.ts). */
export async function addReturnsToOrderView(db: DbOrTx, order: Order, viewer: OrderViewer): Promise<void> {
  const rows = await repo.returnsOfOrder(db, order.id);
  order.orderReturnId = rows[0]?.id ?? null;
  if (order.deliveredAt && order.orderStatus === "delivered") {
    const settings = await getFulfilmentSettings({ db: db as Db });
    order.returnWindowEndsAt = new Date(new Date(order.deliveredAt).getTime() + settings.returnWindowDays * DAY).toISOString();
  } else {
    order.returnWindowEndsAt = null;
  }
  if (viewer === "partner") return;
  const ids = rows.map((r) => r.id);
  const [items, refunds] = await Promise.all([repo.itemsOfReturns(db, ids), repo.refundRequestsOfReturns(db, ids)]);
  order.returns = rows.map(
    (r): OrderReturnSummary => ({
      id: r.id,
      type: r.type,
      status: r.status,
      items: items.filter((i) => i.returnId === r.id).map((i) => ({ orderItemId: i.orderItemId, productName: i.productName, quantity: i.quantity })),
      amount: koboToNaira(r.itemsKobo),
      rejectionReason: r.rejectionReason,
      refundStatus: refunds.get(r.id)?.status ?? null,
      refundAmount: refunds.get(r.id)?.amountKobo == null ? null : koboToNaira(refunds.get(r.id)?.amountKobo as number),
      replacementOrderId: r.replacementOrderId,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

// ---- shared steps ----

async function activity(ctx: Ctx<Actor>, tx: DbOrTx, orderId: string, text: string): Promise<void> {
  const names = await userNames(tx, [ctx.actor.userId]);
  await insertActivities(tx, [
    {
      orderId,
      activity: text,
      status: null,
      actorType: ctx.actor.kind,
      actorUserId: ctx.actor.userId,
      actorName: names.get(ctx.actor.userId)?.name ?? ctx.actor.email,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
  ]);
}

async function mailCustomer(ctx: Ctx<Actor>, tx: DbOrTx, r: repo.ReturnRow, subject: string, lines: string[]): Promise<void> {
  const who = (await userNames(tx, [r.customerId])).get(r.customerId);
  if (!who) return;
  const first = who.name.split(" ")[0] || "there";
  await notify(tx, {
    to: [{ kind: "customer", id: r.customerId, email: who.email }],
    kind: "refund_decided",
    title: subject,
    body: lines[0] ?? subject,
    link: `/orders/${r.orderId}`,
    mail: genericMail(subject, [`Hello ${first},`, ...lines], { label: "See your order", url: `${ctx.config.APP_URL}/orders/${r.orderId}` }),
    now: ctx.now,
  });
}

/** Tells the store owner a customer asked to return or replace items: the store has to answer it. */
async function mailOwnerOfReturnRequest(ctx: Ctx<Actor>, tx: DbOrTx, r: repo.ReturnRow, what: string, reasons: string[]): Promise<void> {
  await emitWebhook(tx, {
    event: "return.requested",
    storeId: r.storeId,
    payload: { returnId: r.id, orderId: r.orderId, orderName: r.orderName, type: r.type, status: r.status },
    at: ctx.now,
  });
  const owner = await findMerchantContact(tx, r.merchantId);
  if (!owner) return;
  const given = [...new Set(reasons.map((x) => x.trim()).filter(Boolean))];
  const subject = fillMessage(MESSAGES.merchantReturnRequestedMailSubject, { orderName: r.orderName });
  await notify(tx, {
    to: [{ kind: "merchant", id: owner.userId, email: owner.email }],
    kind: "return_requested",
    title: subject,
    body: `A customer asked to ${TYPE_WORD[r.type]} ${what} from order ${r.orderName}. Answer within ${RETURN_STORE_DECISION_DAYS} days.`,
    link: `/merchant/returns/${r.id}`,
    now: ctx.now,
    mail: genericMail(
      subject,
      [
        `Hello ${owner.firstName},`,
        `A customer asked to ${TYPE_WORD[r.type]} ${what} from order ${r.orderName} (${r.storeName}).`,
        ...(given.length > 0 ? [`Reason: ${given.join("; ")}`] : []),
        `Accept or reject the request within ${RETURN_STORE_DECISION_DAYS} days; after that Bitmarte decides it for the store.`,
      ],
      { label: "See the return", url: `${ctx.config.APP_URL}/merchant/returns/${r.id}` },
    ),
  });
  await notifyStoreStaff(tx, r.merchantId, "returns", {
    kind: "return_requested",
    title: subject,
    body: `A customer asked to ${TYPE_WORD[r.type]} ${what} from order ${r.orderName}. Answer within ${RETURN_STORE_DECISION_DAYS} days.`,
    link: `/merchant/returns/${r.id}`,
    appUrl: ctx.config.APP_URL,
    now: ctx.now,
  });
}

function moveNotAllowed(r: repo.ReturnRow, to: string): AppError {
  return conflict(fillMessage(MESSAGES.returnMoveNotAllowed, { status: r.status, to }));
}

// ---- the customer asks ----

/** Evidence photos must be images the customer uploaded; answers their URLs. */
async function evidenceUrls(ctx: Ctx<CustomerActor>, refs: readonly string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, ref] of refs.entries()) {
    const id = uploadIdOf(ref);
    const upload = id ? await findUpload(ctx.db, id) : null;
    if (!upload || upload.kind !== "image" || upload.ownerUserId !== ctx.actor.userId) {
      throw badInput([{ path: `evidence.${i}`, message: MESSAGES.evidenceNotYours }]);
    }
    urls.push(uploadUrl(upload.id));
  }
  return urls;
}

/**
 * POST create-return (and return-order / replace-order): only the order's customer, only for a delivered
 * order within the return window, never more units than bought less those already in returns.
 */
export async function createReturn(ctx: Ctx<CustomerActor>, body: Omit<CreateReturnBody, "type">, type: ReturnRequestType): Promise<ReturnedOrder> {
  const order = await findOrder(ctx.db, body.orderId);
  if (!order || order.customerId !== ctx.actor.userId) throw notFound();
  if (order.status !== "delivered" || !order.deliveredAt) throw conflict(MESSAGES.returnOrderNotDelivered);
  const settings = await getFulfilmentSettings(ctx);
  if (ctx.now.getTime() > order.deliveredAt.getTime() + settings.returnWindowDays * DAY) throw conflict(MESSAGES.returnWindowClosed);
  const orderItems = new Map((await itemsOfOrders(ctx.db, [order.id])).map((i) => [i.id, i]));
  for (const [i, item] of body.items.entries()) {
    const line = orderItems.get(item.orderItemId);
    if (!line) throw badInput([{ path: `items.${i}.orderItemId`, message: MESSAGES.returnItemNotInOrder }]);
    const left = line.quantity - line.returnedQuantity;
    if (item.quantity > left) {
      const message = fillMessage(MESSAGES.returnQuantityTooHigh, { left, product: line.productName });
      throw badInput([{ path: `items.${i}.quantity`, message }]);
    }
  }
  const evidence = await evidenceUrls(ctx, body.evidence ?? []);

  const created = await ctx.db.transaction(async (tx) => {
    const lines = body.items.map((item) => {
      const line = orderItems.get(item.orderItemId) as NonNullable<ReturnType<typeof orderItems.get>>;
      // What the customer paid for these units: the line's (total − discount), shared per unit by largest remainder.
      const perUnit = allocate(line.lineTotalKobo - line.discountKobo, Array(line.quantity).fill(line.unitPriceKobo));
      const alreadyReturned = line.returnedQuantity;
      const amountKobo = perUnit.slice(alreadyReturned, alreadyReturned + item.quantity).reduce((a, b) => a + b, 0);
      return { item, line, amountKobo };
    });
    for (const [i, { item, line }] of lines.entries()) {
      const reserved = await repo.reserveReturnedQuantity(tx, order.id, item.orderItemId, item.quantity);
      if (!reserved) {
        // Another return took these units meanwhile.
        const message = fillMessage(MESSAGES.returnQuantityTooHigh, { left: "what is left", product: line.productName });
        throw badInput([{ path: `items.${i}.quantity`, message }]);
      }
    }
    const row = await repo.insertReturn(tx, {
      orderId: order.id,
      orderName: order.orderName,
      merchantId: order.merchantId,
      storeId: order.storeId,
      storeName: order.storeName,
      customerId: order.customerId,
      type,
      status: "requested",
      refundTo: body.refundTo ?? "original",
      evidence,
      itemsKobo: lines.reduce((a, l) => a + l.amountKobo, 0),
      replaceDecision: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await repo.insertReturnItems(
      tx,
      lines.map(({ item, line, amountKobo }) => ({
        returnId: row.id,
        orderItemId: line.id,
        productId: line.productId,
        productName: line.productName,
        quantity: item.quantity,
        unitPriceKobo: line.unitPriceKobo,
        amountKobo,
        reason: item.reason,
        reasonKind: item.reasonKind ?? null,
      })),
    );
    const what = itemsText(lines.map((l) => ({ productName: l.line.productName, quantity: l.item.quantity })));
    await activity(ctx, tx, order.id, fillMessage(MESSAGES.returnRequestedActivity, { type: TYPE_WORD[type], items: what }));
    await mailCustomer(ctx, tx, row, `Your ${type === "refund" ? "return" : "replacement"} request for order ${order.orderNumber}`, [
      `We received your request to ${TYPE_WORD[type]} ${what} from ${order.storeName}.`,
      "The store will accept or reject it; we will write to you at each step.",
    ]);
    await mailOwnerOfReturnRequest(ctx, tx, row, what, body.items.map((i) => i.reason));
    return row;
  });
  return oneView(ctx, created);
}

// ---- merchants and admins read ----

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);

function scope(ctx: ReturnCtx): repo.ReturnFilter {
  return ctx.actor.kind === "merchant" ? { merchantId: ctx.actor.merchantId } : {};
}

export async function listReturns(ctx: ReturnCtx, q: z.output<typeof ReturnListQuerySchema>) {
  const filter: repo.ReturnFilter = {
    ...scope(ctx),
    status: q.status,
    type: q.type,
    from: q.startDate ? dayStart(q.startDate) : undefined,
    to: q.endDate ? new Date(dayStart(q.endDate).getTime() + DAY) : undefined,
    requestedBefore: q.stuck ? new Date(ctx.now.getTime() - RETURN_STORE_DECISION_DAYS * DAY) : undefined,
  };
  const sort = q.sort ? splitSort(q.sort) : undefined;
  const { rows, count } = await repo.listReturns(ctx.db, filter, { limit: q.limit, offset: pageOffset(q), sort });
  return { rows: await toReturned(ctx.db, rows, ctx.actor.kind, ctx.now), count };
}

export async function listRefundReturns(ctx: ReturnCtx, q: z.output<typeof RefundReturnsQuerySchema>) {
  const filter: repo.ReturnFilter = {
    ...scope(ctx),
    refunded: q.refund,
    from: q.startDate ? dayStart(q.startDate) : undefined,
    to: q.endDate ? new Date(dayStart(q.endDate).getTime() + DAY) : undefined,
  };
  const { rows, count } = await repo.listReturns(ctx.db, filter, { limit: q.limit, offset: pageOffset(q) });
  return { rows: await toReturned(ctx.db, rows, ctx.actor.kind, ctx.now), count };
}

async function visibleReturn(ctx: ReturnCtx, id: string, db: DbOrTx = ctx.db): Promise<repo.ReturnRow> {
  const row = await repo.findReturn(db, id);
  if (!row || (ctx.actor.kind === "merchant" && row.merchantId !== ctx.actor.merchantId)) throw notFound();
  return row;
}

export async function getReturn(ctx: ReturnCtx, id: string): Promise<ReturnedOrder> {
  return oneView(ctx, await visibleReturn(ctx, id));
}

// ---- the merchant moves it ----

/** PATCH /returns/:id/status: accept or reject (with a reason) a request, then mark an accepted one received. */
export async function updateReturnStatus(
  ctx: Ctx<MerchantActor>,
  id: string,
  body: { status: "accepted" | "rejected" | "received"; reason?: string },
): Promise<{ data: ReturnedOrder; message: string }> {
  const r = await visibleReturn(ctx, id);
  const from: ReturnStatus = body.status === "received" ? "accepted" : "requested";
  if (r.status !== from) throw moveNotAllowed(r, body.status);
  const moved = await ctx.db.transaction(async (tx) => {
    const items = await repo.itemsOfReturns(tx, [r.id]);
    const what = itemsText(items);
    const values =
      body.status === "accepted"
        ? { status: "accepted" as const, acceptedAt: ctx.now, updatedAt: ctx.now }
        : body.status === "rejected"
          ? { status: "rejected" as const, rejectionReason: body.reason ?? null, decidedAt: ctx.now, updatedAt: ctx.now }
          : { status: "received" as const, receivedAt: ctx.now, updatedAt: ctx.now, replaceDecision: r.type === "replace" ? ("pending" as const) : null };
    const row = await repo.moveReturn(tx, r.id, [from], values);
    if (!row) throw conflict(MESSAGES.returnMovedMeanwhile);
    if (body.status === "accepted") {
      await activity(ctx, tx, r.orderId, fillMessage(MESSAGES.returnAcceptedActivity, { type: TYPE_WORD[r.type], items: what }));
      await mailCustomer(ctx, tx, r, `${r.storeName} accepted your return for order ${r.orderName}`, [
        `${r.storeName} accepted your request to ${TYPE_WORD[r.type]} ${what}.`,
        "Keep the items ready in their packaging: they will be picked up from your delivery address.",
      ]);
    } else if (body.status === "rejected") {
      for (const item of items) await repo.releaseReturnedQuantity(tx, item.orderItemId, item.quantity);
      await activity(ctx, tx, r.orderId, fillMessage(MESSAGES.returnRejectedActivity, { type: TYPE_WORD[r.type], reason: body.reason ?? "" }));
      await mailCustomer(ctx, tx, r, `Your return for order ${r.orderName} was rejected`, [
        `${r.storeName} rejected your request to ${TYPE_WORD[r.type]} ${what}.`,
        `Reason: ${body.reason}`,
      ]);
    } else {
      await activity(ctx, tx, r.orderId, fillMessage(MESSAGES.returnReceivedActivity, { items: what }));
      if (r.type === "refund") {
        await repo.insertRefundRequest(tx, {
          returnId: r.id,
          orderId: r.orderId,
          merchantId: r.merchantId,
          customerId: r.customerId,
          status: "pending",
          method: r.refundTo,
          requestedKobo: r.itemsKobo,
          reason: items.map((i) => i.reason).join("; ").slice(0, 500),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
      }
      await mailCustomer(ctx, tx, r, `${r.storeName} received your returned items`, [
        `${r.storeName} received ${what} back from order ${r.orderName}.`,
        r.type === "refund" ? "Bitmarte will now decide your refund; we will write to you when it is on its way." : "Bitmarte will now decide your replacement.",
      ]);
    }
    return row;
  });
  const message = body.status === "accepted" ? MESSAGES.returnAccepted : body.status === "rejected" ? MESSAGES.returnRejected : MESSAGES.returnReceived;
  return { data: await oneView(ctx, moved), message };
}

// ---- admins decide for a store that does not answer ----

/**
 * PATCH /returns/:id/admin-status: a request the store left unanswered for RETURN_STORE_DECISION_DAYS or more
 * is accepted or rejected by an admin for the store, with a reason; the store and the customer are mailed
 * and the override is audited, all in the transaction of the move.
 */
export async function overrideReturnStatus(ctx: Ctx<AdminActor>, id: string, body: ReturnAdminStatusBody): Promise<{ data: ReturnedOrder; message: string }> {
  const r = await visibleReturn(ctx, id);
  if (!isStuckWithStore(r, ctx.now)) throw conflict(fillMessage(MESSAGES.returnOverrideNotStuck, { days: RETURN_STORE_DECISION_DAYS }));
  const moved = await ctx.db.transaction(async (tx) => {
    const items = await repo.itemsOfReturns(tx, [r.id]);
    const what = itemsText(items);
    const accepted = body.status === "accepted";
    const row = await repo.moveReturn(
      tx,
      r.id,
      ["requested"],
      accepted
        ? { status: "accepted", acceptedAt: ctx.now, updatedAt: ctx.now }
        : { status: "rejected", rejectionReason: body.reason, decidedAt: ctx.now, updatedAt: ctx.now },
    );
    if (!row) throw conflict(MESSAGES.returnMovedMeanwhile);
    if (!accepted) for (const item of items) await repo.releaseReturnedQuantity(tx, item.orderItemId, item.quantity);
    await activity(ctx, tx, r.orderId, fillMessage(MESSAGES.returnOverriddenActivity, { status: body.status, type: TYPE_WORD[r.type], reason: body.reason }));
    await mailCustomer(
      ctx,
      tx,
      r,
      accepted ? `Your return for order ${r.orderName} was accepted` : `Your return for order ${r.orderName} was rejected`,
      accepted
        ? [
            `${r.storeName} did not answer your request to ${TYPE_WORD[r.type]} ${what}, so Bitmarte accepted it for the store.`,
            "Keep the items ready in their packaging: they will be picked up from your delivery address.",
          ]
        : [`${r.storeName} did not answer your request to ${TYPE_WORD[r.type]} ${what}; Bitmarte looked at it and rejected it.`, `Reason: ${body.reason}`],
    );
    const owner = await findMerchantContact(tx, r.merchantId);
    if (owner) {
      await enqueueMail(
        tx,
        owner.email,
        genericMail(
          `Bitmarte ${body.status} a return for order ${r.orderName}`,
          [
            `Hello ${owner.firstName},`,
            `A customer asked to ${TYPE_WORD[r.type]} ${what} from order ${r.orderName} ${RETURN_STORE_DECISION_DAYS} or more days ago and the store did not answer, so Bitmarte ${body.status} the request for you.`,
            `Reason: ${body.reason}`,
            ...(accepted ? ["The items will be picked up from the customer and brought back to your pickup address; mark them received when they arrive."] : []),
          ],
          { label: "See your returns", url: `${ctx.config.APP_URL}/merchant/returns` },
        ),
      );
    }
    await recordAudit(tx, ctx, {
      action: "return.overridden",
      targetType: "return",
      targetId: r.id,
      targetLabel: `Return for order ${r.orderName} (${r.storeName})`,
      changes: diffFields({ status: r.status, reason: null }, { status: row.status, reason: body.reason }),
    });
    return row;
  });
  return { data: await oneView(ctx, moved), message: MESSAGES.returnOverridden };
}

// ---- admins decide the refund ----

/** Net commission the platform still holds on a completed order (credits − debits on platform_commission). */
function commissionHeld(entries: Awaited<ReturnType<typeof ledgerEntriesOfOrders>>): number {
  return -entries.filter((e) => e.account === "platform_commission").reduce((sum, e) => sum + e.amountKobo, 0);
}

/**
 * Where `amountKobo` of refund comes from in the ledger: the customer's money still held for the order
 * (not completed yet), or, once completed, the merchant's payable and the commission taken on it.
 */
function fromLines(order: OrderRow, amountKobo: number, commissionKobo: number): LedgerLine[] {
  if (order.status !== "completed") return [debit("customer_clearing", amountKobo)];
  return [debit("merchant_payable", amountKobo - commissionKobo, order.merchantId), debit("platform_commission", commissionKobo)];
}

interface Decision {
  decision: "approve" | "reject";
  amount?: number;
  note?: string;
  reason?: string;
}

/**
 * Decides a refund request, in one transaction with the order row locked: approving books the refund
 * (provider part through `requestRefund`, the rest onto a new gift card) and never gives back more than
 * is still refundable on the order, however many approvals run at once. Deciding an approved request
 * again answers it as it is (pays once).
 */
async function decide(ctx: Ctx<AdminActor>, requestId: string, d: Decision): Promise<{ request: repo.RefundRequestRow; providerQueued: boolean }> {
  const found = await repo.findRefundRequest(ctx.db, requestId);
  if (!found) throw notFound();
  const rejectReason = (d.reason ?? d.note ?? "").trim();
  // A rejection always says why: the customer is told, and the audit keeps it.
  if (d.decision === "reject" && rejectReason.length < 3) {
    throw badInput([{ path: d.reason !== undefined || d.note === undefined ? "reason" : "note", message: MESSAGES.refundRejectReasonRequired }]);
  }
  if (d.decision === "approve" && d.amount !== undefined && nairaToKobo(d.amount) > found.requestedKobo) {
    const message = fillMessage(MESSAGES.refundMoreThanRequested, { amount: naira(found.requestedKobo) });
    throw badInput([{ path: "amount", message }]);
  }
  let providerQueued = false;
  const request = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.orderId);
    if (!order) throw notFound();
    const current = await repo.findRefundRequest(tx, requestId);
    if (!current) throw notFound();
    if (current.status !== "pending") {
      const same = d.decision === "approve" ? current.status === "approved" || current.status === "paid" : current.status === "rejected";
      if (same) return current;
      throw conflict(MESSAGES.refundAlreadyDecided);
    }
    const r = current.returnId ? await repo.findReturn(tx, current.returnId) : null;
    if (d.decision === "reject") {
      const row = await repo.decideRefundRequest(tx, current.id, {
        status: "rejected",
        note: rejectReason,
        decidedBy: ctx.actor.userId,
        decidedAt: ctx.now,
        updatedAt: ctx.now,
      });
      if (!row) throw conflict(MESSAGES.refundAlreadyDecided);
      await emitWebhook(tx, {
        event: "refund.decided",
        storeId: order.storeId,
        payload: { refundRequestId: row.id, returnId: r?.id ?? null, orderId: order.id, orderNumber: order.orderNumber, decision: "rejected", status: row.status, amount: 0 },
        at: ctx.now,
      });
      await recordAudit(tx, ctx, {
        action: "refund.rejected",
        targetType: r ? "return" : "order",
        targetId: r?.id ?? order.id,
        targetLabel: `Refund of ${naira(current.requestedKobo)} for order ${order.orderNumber} (${order.storeName})`,
        changes: diffFields({ status: current.status, requested: naira(current.requestedKobo), reason: null }, { status: row.status, requested: naira(current.requestedKobo), reason: rejectReason }),
      });
      if (r) {
        if (!(await repo.moveReturn(tx, r.id, ["received"], { status: "closed", decidedAt: ctx.now, updatedAt: ctx.now }))) throw moveNotAllowed(r, "closed");
        await activity(ctx, tx, order.id, MESSAGES.returnRefundRejectedActivity);
        await mailCustomer(ctx, tx, r, `About your refund for order ${order.orderNumber}`, [
          `We looked at the items you returned from ${order.storeName} and cannot refund them.`,
          `Reason: ${rejectReason}`,
        ]);
      }
      return row;
    }

    // How much is still refundable on the order, across every refund request.
    const before = await repo.refundedOfOrder(tx, order.id);
    const left = refundableItemsKobo(order) - before.amountKobo;
    const asked = d.amount !== undefined ? nairaToKobo(d.amount) : current.requestedKobo;
    if (left <= 0) throw conflict(MESSAGES.refundNothingLeft);
    if (d.amount !== undefined && asked > left) throw conflict(fillMessage(MESSAGES.refundMoreThanLeft, { amount: naira(left) }));
    const amount = Math.min(asked, left);

    // The provider gives back at most what it collected for this order; the rest goes onto a gift card.
    const checkout = await findCheckoutOfOrder(tx, order.checkoutId);
    const providerLeft = Math.max(0, order.totalKobo - order.giftCardKobo - before.providerKobo);
    const providerKobo = current.method === "original" && checkout?.paymentReference ? Math.min(amount, providerLeft) : 0;
    const giftKobo = amount - providerKobo;

    let commission = 0;
    if (order.status === "completed") {
      const entries = await ledgerEntriesOfOrders(tx, [order.id]);
      commission = refundCommissionKobo(order, amount, order.commissionKobo - commissionHeld(entries));
    }
    const [providerCommission, giftCommission] = allocate(commission, [providerKobo, giftKobo]);
    const reason = `Refund for returned items of order ${order.orderNumber} (${order.storeName})`;

    if (providerKobo > 0 && checkout?.paymentReference) {
      const refund = await requestRefund(tx, {
        reference: checkout.paymentReference,
        ownerId: current.id,
        orderId: order.id,
        amountKobo: providerKobo,
        reason,
        now: ctx.now,
        from: fromLines(order, providerKobo, providerCommission),
      });
      providerQueued = refund !== null;
    }
    let giftCardId: string | null = null;
    if (giftKobo > 0) {
      const customer = (await userNames(tx, [order.customerId])).get(order.customerId);
      const card = await issueGiftCard(tx, {
        amountKobo: giftKobo,
        recipientEmail: customer?.email ?? "",
        recipientName: customer?.name ?? null,
        message: `Refund for order ${order.orderNumber}`,
        now: ctx.now,
        appUrl: ctx.config.APP_URL,
        reason: `Your refund for order ${order.orderNumber} is ready.`,
      });
      giftCardId = card.id;
      await postLedger(tx, {
        kind: "refund.giftcard",
        ref: current.id,
        orderId: order.id,
        merchantId: order.merchantId,
        memo: `${reason}, to gift card ${card.code}`,
        at: ctx.now,
        lines: [...fromLines(order, giftKobo, giftCommission), credit("giftcard_liability", giftKobo)],
      });
    }
    const row = await repo.decideRefundRequest(tx, current.id, {
      status: providerKobo > 0 ? "approved" : "paid",
      amountKobo: amount,
      providerKobo,
      giftCardId,
      note: d.note ?? null,
      decidedBy: ctx.actor.userId,
      decidedAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!row) throw conflict(MESSAGES.refundAlreadyDecided);
    await recordAudit(tx, ctx, {
      action: "refund.approved",
      targetType: r ? "return" : "order",
      targetId: r?.id ?? order.id,
      targetLabel: `Refund of ${naira(amount)} for order ${order.orderNumber} (${order.storeName})`,
      changes: diffFields(
        { status: current.status, requested: naira(current.requestedKobo), amount: null, toOriginalPayment: null, toGiftCard: null, note: null },
        {
          status: row.status,
          requested: naira(current.requestedKobo),
          amount: naira(amount),
          toOriginalPayment: naira(providerKobo),
          toGiftCard: naira(giftKobo),
          note: d.note || null,
        },
      ),
    });
    await emitWebhook(tx, {
      event: "refund.decided",
      storeId: order.storeId,
      payload: { refundRequestId: row.id, returnId: r?.id ?? null, orderId: order.id, orderNumber: order.orderNumber, decision: "approved", status: row.status, amount: koboToNaira(amount) },
      at: ctx.now,
    });
    await activity(ctx, tx, order.id, fillMessage(MESSAGES.returnRefundedActivity, { amount: naira(amount) }));
    const customerView = r ?? ({ customerId: order.customerId, orderId: order.id } as repo.ReturnRow);
    if (r && !(await repo.moveReturn(tx, r.id, ["received"], { status: "refunded", decidedAt: ctx.now, updatedAt: ctx.now }))) {
      throw moveNotAllowed(r, "refunded");
    }
    await mailCustomer(ctx, tx, customerView, `Your refund of ${naira(amount)} for order ${order.orderNumber}`, [
      `We approved a refund of ${naira(amount)} for items of order ${order.orderNumber} from ${order.storeName}.`,
      ...(providerKobo > 0 ? [`${naira(providerKobo)} goes back to your original payment method; banks can take a few days to show it.`] : []),
      ...(giftKobo > 0 ? [`${naira(giftKobo)} is on a Bitmarte gift card: its code is in a separate email.`] : []),
    ]);
    return row;
  });
  if (providerQueued) void processRefunds(ctx).catch((err) => ctx.log.warn({ err }, "refunds will be retried"));
  return { request, providerQueued };
}

/** The provider paid a refund back: its refund request (if it was one) is paid. Subscribed in app.ts. */
export async function onRefundProcessed(tx: DbOrTx, payload: { ownerId: string; processedAt: Date }): Promise<void> {
  await repo.markRefundRequestPaid(tx, payload.ownerId, payload.processedAt);
}

async function receivedReturn(ctx: Ctx<AdminActor>, id: string, type: ReturnRequestType): Promise<repo.ReturnRow> {
  const r = await visibleReturn(ctx, id);
  if (r.type !== type) throw conflict(type === "refund" ? MESSAGES.returnNotRefund : MESSAGES.returnNotReplace);
  return r;
}

/** PATCH /returns/:id/refund-decision. */
export async function decideReturnRefund(
  ctx: Ctx<AdminActor>,
  id: string,
  body: { decision: "approve" | "reject"; amount?: number; note?: string },
): Promise<{ data: ReturnedOrder; message: string }> {
  const r = await receivedReturn(ctx, id, "refund");
  const request = (await repo.refundRequestsOfReturns(ctx.db, [r.id])).get(r.id);
  if (!request) throw conflict(MESSAGES.returnNotReceived);
  await decide(ctx, request.id, body);
  return { data: await oneView(ctx, await visibleReturn(ctx, id)), message: body.decision === "approve" ? MESSAGES.refundApproved : MESSAGES.refundRejected };
}

// ---- refund requests (admin) ----

async function toRefundRequests(db: DbOrTx, rows: repo.RefundRequestRow[]): Promise<RefundRequest[]> {
  const [labels, names] = await Promise.all([repo.orderLabels(db, rows.map((r) => r.orderId)), userNames(db, rows.map((r) => r.customerId))]);
  return rows.map((r) => ({
    id: r.id,
    returnId: r.returnId,
    orderId: r.orderId,
    orderName: labels.get(r.orderId)?.orderName ?? "",
    orderNumber: labels.get(r.orderId)?.orderNumber ?? "",
    customerId: r.customerId,
    customerName: names.get(r.customerId)?.name ?? "",
    merchantId: r.merchantId,
    storeName: labels.get(r.orderId)?.storeName ?? "",
    status: r.status,
    method: r.method,
    requestedAmount: koboToNaira(r.requestedKobo),
    amount: r.amountKobo === null ? null : koboToNaira(r.amountKobo),
    reason: r.reason,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  }));
}

export async function listRefundRequests(ctx: Ctx<AdminActor>, q: z.output<typeof RefundRequestsQuerySchema>) {
  const sort = q.sort ? splitSort(q.sort) : undefined;
  const { rows, count } = await repo.listRefundRequests(ctx.db, { status: q.status }, { limit: q.limit, offset: pageOffset(q), sort });
  return { rows: await toRefundRequests(ctx.db, rows), count };
}

export async function decideRefundRequest(ctx: Ctx<AdminActor>, id: string, body: Decision): Promise<{ data: RefundRequest; message: string }> {
  const { request } = await decide(ctx, id, body);
  const fresh = (await repo.findRefundRequest(ctx.db, request.id)) ?? request;
  return { data: (await toRefundRequests(ctx.db, [fresh]))[0], message: body.decision === "approve" ? MESSAGES.refundApproved : MESSAGES.refundRejected };
}

// ---- admins decide a replacement ----

/**
 * PATCH /returns/:id/replace-decision: approving creates a new order for the same store with the returned
 * items at no charge (pending, so the store confirms and ships it like any order; no money moves).
 */
export async function decideReplacement(
  ctx: Ctx<AdminActor>,
  id: string,
  body: { decision: "approve" | "reject"; note?: string },
): Promise<{ data: ReturnedOrder; message: string }> {
  const r = await receivedReturn(ctx, id, "replace");
  if (r.status === "replaced" && body.decision === "approve") return { data: await oneView(ctx, r), message: MESSAGES.replacementApproved };
  if (r.status === "closed" && body.decision === "reject") return { data: await oneView(ctx, r), message: MESSAGES.replacementRejected };
  if (r.status !== "received") throw r.status === "requested" || r.status === "accepted" ? conflict(MESSAGES.returnNotReceived) : moveNotAllowed(r, body.decision === "approve" ? "replaced" : "closed");
  const moved = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, r.orderId);
    if (!order) throw notFound();
    if (body.decision === "reject") {
      const row = await repo.moveReturn(tx, r.id, ["received"], {
        status: "closed",
        replaceDecision: "rejected",
        replaceNote: body.note ?? null,
        decidedAt: ctx.now,
        updatedAt: ctx.now,
      });
      if (!row) throw conflict(MESSAGES.returnMovedMeanwhile);
      await recordAudit(tx, ctx, {
        action: "replacement.decided",
        targetType: "return",
        targetId: r.id,
        targetLabel: `Replacement for order ${order.orderNumber} (${order.storeName})`,
        changes: diffFields({ status: r.status, decision: r.replaceDecision, note: r.replaceNote }, { status: row.status, decision: row.replaceDecision, note: row.replaceNote }),
      });
      await activity(ctx, tx, order.id, MESSAGES.returnReplaceRejectedActivity);
      await mailCustomer(ctx, tx, r, `About your replacement for order ${order.orderNumber}`, [
        `We looked at the items you returned from ${order.storeName} and cannot replace them.`,
        ...(body.note ? [`Reason: ${body.note}`] : []),
      ]);
      return row;
    }
    const items = await repo.itemsOfReturns(tx, [r.id]);
    const lines = new Map((await itemsOfOrders(tx, [order.id])).map((i) => [i.id, i]));
    const orderName = newOrderName(ctx.now);
    const checkout = await insertCheckout(tx, {
      orderName,
      customerId: order.customerId,
      idempotencyKey: `replacement:${r.id}`,
      requestHash: `replacement:${r.id}`,
      status: "paid",
      totalKobo: 0,
      giftCardKobo: 0,
      amountDueKobo: 0,
      paymentChannel: "replacement",
      paidAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!checkout) throw conflict(MESSAGES.returnMovedMeanwhile);
    const units = items.reduce((a, i) => a + i.quantity, 0);
    const boughtUnits = [...lines.values()].reduce((a, i) => a + i.quantity, 0);
    const [replacement] = await insertOrders(tx, [
      {
        checkoutId: checkout.id,
        orderName,
        orderNumber: orderNumberOf(orderName, 1),
        customerId: order.customerId,
        merchantId: order.merchantId,
        storeId: order.storeId,
        storeName: order.storeName,
        status: "pending",
        subtotalKobo: 0,
        discountKobo: 0,
        shippingFeeKobo: 0,
        giftCardKobo: 0,
        totalKobo: 0,
        commissionBps: order.commissionBps,
        commissionKobo: 0,
        orderNote: `Replacement for order ${order.orderNumber}`,
        deliveryAddressId: order.deliveryAddressId,
        deliveryAddress: order.deliveryAddress,
        pickupAddress: order.pickupAddress,
        shippingZone: order.shippingZone,
        vehicleType: order.vehicleType,
        weightKg: boughtUnits > 0 ? Math.round(((order.weightKg * units) / boughtUnits) * 1000) / 1000 : order.weightKg,
        withinLagos: order.withinLagos,
        lagosMerchant: order.lagosMerchant,
        lagosCustomer: order.lagosCustomer,
        paidAt: ctx.now,
        statusChangedAt: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
    ]);
    await insertOrderItems(
      tx,
      items.map((i) => {
        const line = lines.get(i.orderItemId);
        return {
          orderId: replacement.id,
          productId: i.productId,
          variantId: line?.variantId ?? null,
          merchantId: order.merchantId,
          storeId: order.storeId,
          storeName: order.storeName,
          productName: i.productName,
          images: line?.images ?? [],
          variantSku: line?.variantSku ?? null,
          variantSize: line?.variantSize ?? null,
          variantColor: line?.variantColor ?? null,
          unitPriceKobo: 0,
          quantity: i.quantity,
          lineTotalKobo: 0,
          discountKobo: 0,
          shippingFeeKobo: 0,
          createdAt: ctx.now,
        };
      }),
    );
    await insertActivities(tx, [
      {
        orderId: replacement.id,
        activity: fillMessage(MESSAGES.replacementOrderActivity, { orderName: order.orderNumber }),
        status: "pending",
        actorType: "admin",
        actorUserId: ctx.actor.userId,
        actorName: null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      },
    ]);
    const row = await repo.moveReturn(tx, r.id, ["received"], {
      status: "replaced",
      replaceDecision: "approved",
      replaceNote: body.note ?? null,
      replacementOrderId: replacement.id,
      decidedAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!row) throw conflict(MESSAGES.returnMovedMeanwhile);
    await recordAudit(tx, ctx, {
      action: "replacement.decided",
      targetType: "return",
      targetId: r.id,
      targetLabel: `Replacement for order ${order.orderNumber} (${order.storeName})`,
      changes: diffFields(
        { status: r.status, decision: r.replaceDecision, note: r.replaceNote, replacementOrder: null, value: null },
        { status: row.status, decision: row.replaceDecision, note: row.replaceNote, replacementOrder: replacement.orderNumber, value: naira(r.itemsKobo) },
      ),
    });
    await activity(ctx, tx, order.id, fillMessage(MESSAGES.returnReplacedActivity, { orderName: replacement.orderNumber }));
    await mailCustomer(ctx, tx, r, `Your replacement for order ${order.orderNumber} is on its way`, [
      `We approved your replacement: ${order.storeName} will send ${itemsText(items)} again at no charge.`,
      `Follow it as order ${replacement.orderNumber}.`,
    ]);
    return row;
  });
  return { data: await oneView(ctx, moved), message: body.decision === "approve" ? MESSAGES.replacementApproved : MESSAGES.replacementRejected };
}
