import {
  type AdminOrderListQuerySchema,
  type BitmarteOrderStatus,
  type CustomerInfo,
  type DeliveryAddress,
  type DeliveryTokenResult,
  type Dispatcher,
  type FulfilmentSettings,
  fillMessage,
  formatNaira,
  type LateOrder,
  type LockedTokenOrder,
  MESSAGES,
  type OperationsBoard,
  ORDER_STATUSES,
  type Order,
  type OrderListQuerySchema,
  type OrderPage,
  type OrderStatusCode,
  type OrderStatusEvent,
  type OrderSummary,
  type ShippingDetails,
  type UpdateOrderStatusBody,
  splitSort,
  type OrderSort,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.js";
import type { Actor, AdminActor, Ctx, MerchantActor, PartnerActor } from "../../http/context.js";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors.js";
import { koboToNaira } from "../../lib/money.js";
import { pageOffset } from "../../lib/paging.js";
import { diffFields, recordAudit } from "../audit/index.js";
import { releaseOrderCouponUse } from "../coupons/index.js";
import { refundGiftCard } from "../giftcards/index.js";
import { genericMail } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import { emitWebhook } from "../webhooks/index.js";
import { listStorePolicies } from "../merchants/index.js";
import {
  activeLoadByDispatcher,
  bitmarteOrderStatus,
  canMove,
  countByStatus,
  customerBoughtFromMerchant,
  deliveredBefore,
  expireUnpaidOrders,
  findCheckoutOfOrder,
  findOrder,
  insertActivities,
  itemsOfOrders,
  listLateOrders,
  listOrders,
  moveOrder,
  ORDER_TRANSITIONS,
  type OrderFilter,
  type OrderMover,
  type OrderRow,
  orderView,
  ordersToAddress,
  summariesOf,
  updateOrderInStatus,
  userNames,
} from "../orders/index.js";
import { processRefunds, requestRefund } from "../payments/index.js";
import { findUpload, uploadUrl } from "../uploads/index.js";
import { releaseStock } from "../products/index.js";
import { publish } from "../../events/domain-events.js";
import { credit, debit, ledgerEntriesOfOrders, postLedger } from "../ledger/index.js";
import { completionSplit } from "../pricing/index.js";
import * as repo from "./fulfilment.repository.js";
import { notifyStatusChange } from "./fulfilment.live.js";
import { deliveryTokenMatches, hashDeliveryToken, newDeliveryToken, openDeliveryToken, sealDeliveryToken } from "./fulfilment.token.js";

export const TOKEN_TRIES = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Statuses in which an order is out with a partner or dispatcher (it holds a delivery token). */
const HELD = ["3pl_assigned", "3pl_accepted", "dispatcher_assigned", "picked_up", "in_transit"] as const satisfies readonly OrderStatusCode[];
const isHeld = (s: OrderStatusCode) => (HELD as readonly OrderStatusCode[]).includes(s);

// ---- who is asking ----

export function moverOf(actor: Actor): OrderMover {
  switch (actor.kind) {
    case "customer":
      return "customer";
    case "merchant":
      return "merchant";
    case "partner":
      return "partner";
    case "admin":
      return actor.role === "dispatcher" ? "dispatcher" : actor.role === "scheduler" ? "scheduler" : "admin";
  }
}

const actorTypeOf = (actor: Actor): "customer" | "merchant" | "admin" | "partner" => actor.kind;

/** Whether this caller may see the order at all (everyone else gets 404). */
function holds(actor: Actor, order: OrderRow): boolean {
  switch (actor.kind) {
    case "customer":
      return order.customerId === actor.userId;
    case "merchant":
      return order.merchantId === actor.merchantId;
    case "partner":
      return order.partnerId === actor.partnerId;
    case "admin":
      return actor.role !== "dispatcher" || order.dispatcherId === actor.userId;
  }
}

async function visibleOrder(ctx: Ctx<Actor>, id: string, db: DbOrTx = ctx.db): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order || !holds(ctx.actor, order)) throw notFound();
  return order;
}

function assertAdminRole(ctx: Ctx<AdminActor>, roles: readonly AdminActor["role"][]): void {
  if (ctx.actor.role !== "superadmin" && !roles.includes(ctx.actor.role)) throw forbidden();
}

async function actorName(db: DbOrTx, actor: Actor): Promise<string> {
  const names = await userNames(db, [actor.userId]);
  return names.get(actor.userId)?.name ?? actor.email;
}

// ---- views ----

async function orderFor(ctx: Ctx<Actor>, order: OrderRow): Promise<Order> {
  const viewer = ctx.actor.kind === "customer" ? "customer" : ctx.actor.kind === "merchant" ? "merchant" : ctx.actor.kind === "partner" ? "partner" : "admin";
  const view = await orderView(ctx.db, order, viewer);
  if (order.partnerId) {
    const names = await repo.partnerNames(ctx.db, [order.partnerId]);
    view.partnerProfile = { id: order.partnerId, name: names.get(order.partnerId) ?? "" };
  }
  // The token shows only in the customer's own order, and only while it can still be used.
  if (ctx.actor.kind === "customer" && isHeld(order.status)) {
    const token = await repo.findToken(ctx.db, order.id);
    view.orderDeliveryToken = token ? openDeliveryToken(ctx.config.JWT_SECRET, order.id, token.tokenSealed) : null;
  }
  // Platform staff see a locked token, so someone makes a new one before the rider is stuck at the door.
  if (ctx.actor.kind === "admin") {
    const token = isHeld(order.status) ? await repo.findToken(ctx.db, order.id) : null;
    view.deliveryTokenLockedAt = token?.lockedAt ? token.lockedAt.toISOString() : null;
  }
  return view;
}

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);

function listFilter(q: z.output<typeof OrderListQuerySchema>): OrderFilter {
  return {
    status: q.status,
    search: q.search || undefined,
    from: q.startDate ? dayStart(q.startDate) : undefined,
    to: q.endDate ? new Date(dayStart(q.endDate).getTime() + DAY) : undefined,
  };
}

async function orderPage(
  ctx: Ctx,
  filter: OrderFilter,
  q: { page: number; limit: number; sort?: OrderSort },
  settings?: FulfilmentSettings,
): Promise<OrderPage> {
  const [{ rows, count }, statusCounts] = await Promise.all([
    listOrders(ctx.db, filter, { limit: q.limit, offset: pageOffset(q), sort: q.sort ? splitSort(q.sort) : undefined }),
    countByStatus(ctx.db, filter),
  ]);
  const summaries = await summariesOf(ctx.db, rows);
  return { rows: settings ? await withDispatchInfo(ctx, rows, summaries, settings) : summaries, count, statusCounts };
}

/** How late an order is for its current stage, by the settings' limits. */
function lateLevel(order: OrderRow, settings: FulfilmentSettings, now: Date): "yellow" | "red" | null {
  const limit = stageHours(settings)[order.status];
  if (limit === undefined) return null;
  const waited = (now.getTime() - order.statusChangedAt.getTime()) / HOUR;
  return waited >= 2 * limit ? "red" : waited >= limit ? "yellow" : null;
}

const DECLINE_PREFIX = MESSAGES.orderDeclinedActivity.split("{reason}")[0];

/** Adds what operations plan a delivery with (admin lists): the page's facts in one statement. */
async function withDispatchInfo(ctx: Ctx, rows: OrderRow[], summaries: OrderSummary[], settings: FulfilmentSettings): Promise<OrderSummary[]> {
  const facts = await repo.dispatchFacts(ctx.db, rows.map((r) => r.id));
  return rows.map((row, i) => {
    const f = facts.get(row.id);
    const p = row.pickupAddress;
    const decline = f?.decline;
    return {
      ...summaries[i],
      dispatch: {
        deliveryState: row.deliveryAddress.stateOrRegion,
        deliveryCity: row.deliveryAddress.city,
        pickup: { hubId: p?.hubId ?? null, hubName: f?.hubName ?? null, city: p?.city ?? "", state: p?.state ?? "" },
        weightKg: row.weightKg,
        late: lateLevel(row, settings, ctx.now),
        partnerDecline: decline
          ? {
              by: decline.by,
              reason: decline.activity.startsWith(DECLINE_PREFIX) ? decline.activity.slice(DECLINE_PREFIX.length) : decline.activity,
              at: decline.at.toISOString(),
            }
          : null,
        tokenLocked: !!f?.tokenLockedAt && isHeld(row.status),
      },
    };
  });
}

export async function listMerchantOrders(ctx: Ctx<MerchantActor>, q: z.output<typeof OrderListQuerySchema>): Promise<OrderPage> {
  // Unpaid orders are not the store's business yet: they may still expire.
  return orderPage(ctx, { ...listFilter(q), merchantId: ctx.actor.merchantId, excludeStatuses: ["awaiting_payment"] }, q);
}

export async function listAdminOrders(ctx: Ctx<AdminActor>, q: z.output<typeof AdminOrderListQuerySchema>): Promise<OrderPage> {
  const filter: OrderFilter = {
    ...listFilter(q),
    merchantId: q.merchantId,
    storeId: q.storeId,
    customerId: q.customerId,
    assigned: q.assigned,
    dispatcherId: ctx.actor.role === "dispatcher" ? ctx.actor.userId : undefined,
  };
  const settings = await getSettings(ctx);
  if (q.late) filter.lateBefore = lateBefore(settings, ctx.now);
  return orderPage(ctx, filter, q, settings);
}

export async function listDispatcherOrders(ctx: Ctx<AdminActor>, q: z.output<typeof OrderListQuerySchema>): Promise<OrderPage> {
  return orderPage(ctx, { ...listFilter(q), dispatcherId: ctx.actor.userId }, q);
}

export async function listPartnerOrders(ctx: Ctx<PartnerActor>, q: z.output<typeof OrderListQuerySchema>): Promise<OrderPage> {
  return orderPage(ctx, { ...listFilter(q), partnerId: ctx.actor.partnerId }, q);
}

export async function searchOrders(ctx: Ctx<AdminActor>, q: { page: number; limit: number; search: string }) {
  const filter: OrderFilter = { search: q.search, dispatcherId: ctx.actor.role === "dispatcher" ? ctx.actor.userId : undefined };
  const { rows, count } = await listOrders(ctx.db, filter, { limit: q.limit, offset: pageOffset(q) });
  return { rows: await summariesOf(ctx.db, rows), count };
}

export async function getOrder(ctx: Ctx<Actor>, id: string): Promise<Order> {
  // Unpaid orders past their window are settled first, so the customer sees them cancelled, not waiting.
  if (ctx.actor.kind === "customer") await expireUnpaidOrders(ctx, { customerId: ctx.actor.userId });
  return orderFor(ctx, await visibleOrder(ctx, id));
}

// ---- the status machine ----

/** Moves that have their own operation (assignment, delivery with the token) or belong to the system. */
const NOT_BY_HAND: readonly OrderStatusCode[] = ["pending", "completed", "returned"];

/** The moves this caller may make on the order now (the screens show exactly these buttons). */
export async function allowedMoves(ctx: Ctx<Actor>, orderId: string): Promise<BitmarteOrderStatus[]> {
  const order = await visibleOrder(ctx, orderId);
  const actor = ctx.actor;
  if (actor.kind === "merchant" && actor.role === "staff" && !actor.permissions.includes("orders:write")) return [];
  const mover = moverOf(actor);
  const moves = Object.keys(ORDER_TRANSITIONS[order.status]) as OrderStatusCode[];
  return moves
    .filter((to) => !NOT_BY_HAND.includes(to) && canMove(order.status, to, mover))
    .filter((to) => !(to === "3pl_assigned" || to === "dispatcher_assigned") || (actor.kind === "admin" && actor.role !== "dispatcher"))
    .map(bitmarteOrderStatus);
}

function assertMove(order: OrderRow, to: OrderStatusCode, mover: OrderMover): void {
  if (!canMove(order.status, to, mover)) {
    throw new AppError(409, "CONFLICT", fillMessage(MESSAGES.orderMoveNotAllowed, { from: ORDER_STATUSES[order.status], to: ORDER_STATUSES[to] }));
  }
}

const movedMeanwhile = () => conflict(MESSAGES.orderMovedMeanwhile);

interface MoveInput {
  order: OrderRow;
  to: OrderStatusCode;
  activity: string;
  values?: Partial<OrderRow>;
  /** Mail to the customer about this move. */
  mail?: { subject: string; lines: string[]; essential?: boolean };
}

/**
 * One guarded move inside `tx`: the update names the status it expects, so of two operators moving one
 * order at once one wins and the other gets 409; with it an activity, a status event and the mail.
 */
async function applyMove(ctx: Ctx<Actor | null>, tx: DbOrTx, input: MoveInput): Promise<OrderRow> {
  const { order, to } = input;
  const moved = await moveOrder(tx, order.id, order.status, {
    ...input.values,
    status: to,
    statusChangedAt: ctx.now,
    updatedAt: ctx.now,
  });
  if (!moved) throw movedMeanwhile();
  const actor = ctx.actor;
  await addActivity(ctx, tx, order, input.activity, to);
  const event: OrderStatusEvent = {
    orderId: order.id,
    orderName: order.orderName,
    orderNumber: order.orderNumber,
    storeName: order.storeName,
    from: order.status,
    to,
    known_name: ORDER_STATUSES[to],
    actorType: actor ? actorTypeOf(actor) : "system",
    at: ctx.now.toISOString(),
  };
  await notifyStatusChange(tx, event);
  await emitOrderWebhooks(tx, order, to, ctx.now);
  if (input.mail) await mailCustomer(ctx, tx, order, input.mail.subject, input.mail.lines, `Order ${order.orderNumber} from ${order.storeName}: ${ORDER_STATUSES[to]}.`, input.mail.essential);
  return moved;
}

/** Integrators hear of every move (`order.status_changed`), and of deliveries and completions by name too. */
async function emitOrderWebhooks(tx: DbOrTx, order: OrderRow, to: OrderStatusCode, now: Date): Promise<void> {
  const payload = { orderId: order.id, orderNumber: order.orderNumber, orderName: order.orderName, from: order.status, status: to, total: koboToNaira(order.totalKobo) };
  await emitWebhook(tx, { event: "order.status_changed", storeId: order.storeId, payload, at: now });
  if (to === "delivered") await emitWebhook(tx, { event: "order.delivered", storeId: order.storeId, payload, at: now });
  if (to === "completed") await emitWebhook(tx, { event: "order.completed", storeId: order.storeId, payload, at: now });
}

/**
 * Tells the customer in their notification centre and, unless they turned it off, by mail. `summary` is
 * what the notification says: never a delivery token, which goes by mail only, and always (`essential`):
 * the customer needs it to receive the parcel, whatever they chose for order updates.
 */
async function mailCustomer(ctx: Ctx<Actor | null>, tx: DbOrTx, order: OrderRow, subject: string, lines: string[], summary: string, essential = false): Promise<void> {
  const customer = await repo.findUserContact(tx, order.customerId);
  if (!customer) return;
  await notify(tx, {
    to: [{ kind: "customer", id: customer.id, email: customer.email }],
    kind: "order_status",
    title: subject,
    body: summary,
    link: `/orders/${order.id}`,
    mail: genericMail(subject, [`Hello ${customer.firstName},`, ...lines], { label: "Track your order", url: `${ctx.config.APP_URL}/orders/${order.id}` }),
    mailAlways: essential,
    now: ctx.now,
  });
}

/** An order activity: who (the caller, or the system), what, when, and the status it moved to, if it did. */
async function addActivity(ctx: Ctx<Actor | null>, tx: DbOrTx, order: OrderRow, activity: string, status: OrderStatusCode | null = null): Promise<void> {
  const actor = ctx.actor;
  await insertActivities(tx, [
    {
      orderId: order.id,
      activity,
      status,
      actorType: actor ? actorTypeOf(actor) : "system",
      actorUserId: actor?.userId ?? null,
      actorName: actor ? await actorName(tx, actor) : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
  ]);
}

const WHO: Record<OrderMover, string> = {
  customer: "customer",
  merchant: "store",
  admin: "Bitmarte",
  scheduler: "Bitmarte",
  dispatcher: "dispatcher",
  partner: "shipping partner",
  system: "system",
};

/** PATCH update-order-status (and the partner's status endpoint): one move of the machine. */
export async function updateOrderStatus(ctx: Ctx<Actor>, id: string, body: UpdateOrderStatusBody): Promise<Order> {
  const mover = moverOf(ctx.actor);
  if (ctx.actor.kind === "customer" && body.status !== "cancelled") throw forbidden();
  let order = await visibleOrder(ctx, id);
  assertMove(order, body.status, mover);
  if (order.status === "awaiting_payment") throw conflict(MESSAGES.orderMovedMeanwhile);
  let refunding = false;
  order = await ctx.db.transaction(async (tx) => {
    switch (body.status) {
      case "confirmed":
        return applyMove(ctx, tx, {
          order,
          to: "confirmed",
          activity: MESSAGES.orderConfirmedActivity,
          mail: { subject: `Order ${order.orderNumber} confirmed`, lines: [`${order.storeName} accepted your order ${order.orderNumber} and is preparing it.`] },
        });
      case "ready_to_ship": {
        if (order.status === "confirmed") return applyMove(ctx, tx, { order, to: "ready_to_ship", activity: MESSAGES.orderReadyActivity });
        // Back to ready to ship from an assignment: unassigned, and the old token stops working.
        await repo.deleteToken(tx, order.id);
        return applyMove(ctx, tx, {
          order,
          to: "ready_to_ship",
          activity: body.reason ? `Unassigned: ${body.reason}` : "Unassigned; back in the queue",
          values: { partnerId: null, dispatcherId: null, dispatchPhoneNumber: null },
        });
      }
      case "3pl_accepted":
        return applyMove(ctx, tx, { order, to: "3pl_accepted", activity: MESSAGES.orderPartnerAcceptedActivity });
      case "picked_up":
        return applyMove(ctx, tx, {
          order,
          to: "picked_up",
          activity: MESSAGES.orderPickedUpActivity,
          mail: { subject: `Order ${order.orderNumber} picked up`, lines: [`Your order from ${order.storeName} was picked up and will be on its way soon.`] },
        });
      case "in_transit":
        return applyMove(ctx, tx, { order, to: "in_transit", activity: MESSAGES.orderInTransitActivity });
      case "cancelled": {
        const moved = await applyMove(ctx, tx, {
          order,
          to: "cancelled",
          activity: fillMessage(MESSAGES.orderCancelledActivity, { who: WHO[mover], reason: body.reason ?? "" }),
          values: { cancelledAt: ctx.now },
          mail: {
            subject: `Order ${order.orderNumber} cancelled`,
            lines: [`Your order from ${order.storeName} was cancelled. Reason: ${body.reason}.`, "Any money you paid for it is on its way back to you."],
          },
        });
        await repo.deleteToken(tx, order.id);
        refunding = await giveBack(ctx, tx, order);
        return moved;
      }
    }
  });
  if (refunding) void processRefunds(ctx).catch((err) => ctx.log.warn({ err }, "refunds will be retried"));
  return orderFor(ctx, order);
}

/** A gift card named in an order's history without its code: "ending 7QK2". */
function maskedGiftCard(code: string): string {
  return `ending ${code.replace(/[^A-Za-z0-9]/g, "").slice(-4).toUpperCase()}`;
}

/**
 * What a cancelled paid order held goes back: its stock, its coupon use, what gift cards paid of it, and
 * the rest through the payment provider (a refund row now, the provider call after commit).
 */
async function giveBack(ctx: Ctx<Actor>, tx: DbOrTx, order: OrderRow): Promise<boolean> {
  const items = await itemsOfOrders(tx, [order.id]);
  await releaseStock(tx, items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })));
  await releaseOrderCouponUse(tx, order.id, ctx.now);
  const checkout = await findCheckoutOfOrder(tx, order.checkoutId);
  let giftLeft = order.giftCardKobo;
  for (const use of checkout?.giftCardUses ?? []) {
    if (giftLeft <= 0) break;
    const amount = Math.min(giftLeft, use.amountKobo);
    try {
      await refundGiftCard(tx, { code: use.code, amountKobo: amount, orderRef: { orderName: order.orderName, orderId: order.id }, now: ctx.now });
      giftLeft -= amount;
      // The history names every tender given back, not only the card's share.
      await addActivity(ctx, tx, order, fillMessage(MESSAGES.orderGiftCardRefundedActivity, { amount: formatNaira(koboToNaira(amount)), card: maskedGiftCard(use.code) }));
    } catch (err) {
      // This card already gave back what it paid for the group (another cancelled order); try the next.
      if (!(err instanceof AppError) || err.status !== 409) throw err;
    }
  }
  const providerPart = order.totalKobo - order.giftCardKobo;
  if (!checkout?.paymentReference || providerPart <= 0 || !order.paidAt) return false;
  const refund = await requestRefund(tx, {
    reference: checkout.paymentReference,
    ownerId: order.id,
    orderId: order.id,
    amountKobo: providerPart,
    reason: `Order ${order.orderNumber} (${order.storeName}) cancelled`,
    now: ctx.now,
  });
  if (refund) await addActivity(ctx, tx, order, fillMessage(MESSAGES.orderRefundRequestedActivity, { amount: formatNaira(koboToNaira(providerPart)) }));
  return refund !== null;
}

// ---- assignment ----

async function issueToken(ctx: Ctx<Actor>, tx: DbOrTx, order: OrderRow): Promise<string> {
  const token = newDeliveryToken();
  const secret = ctx.config.JWT_SECRET;
  await repo.putToken(tx, order.id, hashDeliveryToken(secret, order.id, token), sealDeliveryToken(secret, order.id, token), ctx.now);
  return token;
}

function tokenLines(order: OrderRow, token: string, who: string): string[] {
  return [
    `Your order ${order.orderNumber} from ${order.storeName} is assigned to ${who} for delivery.`,
    `Your delivery token is ${token}. Give it to the rider only when you have your parcel: it confirms the delivery.`,
  ];
}

function assertAssignable(order: OrderRow): void {
  if (order.status !== "ready_to_ship") throw conflict(MESSAGES.orderNotReadyToAssign);
}

export async function assignToBitmarte(ctx: Ctx<AdminActor>, orderId: string): Promise<Order> {
  assertAdminRole(ctx, ["admin"]);
  const order = await visibleOrder(ctx, orderId);
  assertAssignable(order);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateOrderInStatus(tx, order.id, "ready_to_ship", { assignedToBitmarte: true, partnerId: null, updatedAt: ctx.now });
    if (!row) throw movedMeanwhile();
    await addActivity(ctx, tx, order, MESSAGES.orderAssignedBitmarteActivity);
    return row;
  });
  return orderFor(ctx, updated);
}

export async function assignToPartner(ctx: Ctx<AdminActor>, orderId: string, partnerId: string): Promise<Order> {
  assertAdminRole(ctx, ["admin"]);
  const order = await visibleOrder(ctx, orderId);
  assertAssignable(order);
  const partner = await repo.findPartner(ctx.db, partnerId);
  if (!partner || partner.status !== "approved") throw new AppError(422, "VALIDATION_FAILED", MESSAGES.partnerNotAvailable, [{ path: "partnerId", message: MESSAGES.partnerNotAvailable }]);
  const moved = await ctx.db.transaction(async (tx) => {
    const token = await issueToken(ctx, tx, order);
    return applyMove(ctx, tx, {
      order,
      to: "3pl_assigned",
      activity: fillMessage(MESSAGES.orderAssignedPartnerActivity, { name: partner.companyName }),
      values: { partnerId: partner.id, dispatcherId: null, assignedToBitmarte: false },
      mail: { subject: `Your delivery token for order ${order.orderNumber}`, lines: tokenLines(order, token, partner.companyName), essential: true },
    });
  });
  await ctx.db.transaction((tx) => tellAssignee(ctx, tx, order, { kind: "partner", id: partner.userId }, `/shipping-partner/orders/${order.id}`));
  return orderFor(ctx, moved);
}

export async function assignToDispatcher(ctx: Ctx<AdminActor>, orderId: string, dispatcherId: string): Promise<Order> {
  assertAdminRole(ctx, ["admin", "scheduler"]);
  const order = await visibleOrder(ctx, orderId);
  assertAssignable(order);
  const dispatcher = await repo.findDispatcher(ctx.db, dispatcherId);
  if (!dispatcher || !dispatcher.isActive) {
    throw new AppError(422, "VALIDATION_FAILED", MESSAGES.dispatcherNotAvailable, [{ path: "dispatcherId", message: MESSAGES.dispatcherNotAvailable }]);
  }
  const name = `${dispatcher.firstName} ${dispatcher.lastName}`.trim();
  const moved = await ctx.db.transaction(async (tx) => {
    const token = await issueToken(ctx, tx, order);
    return applyMove(ctx, tx, {
      order,
      to: "dispatcher_assigned",
      activity: fillMessage(MESSAGES.orderAssignedDispatcherActivity, { name }),
      values: { dispatcherId: dispatcher.id, partnerId: null, assignedToBitmarte: true, dispatchPhoneNumber: dispatcher.phoneNumber },
      mail: { subject: `Your delivery token for order ${order.orderNumber}`, lines: tokenLines(order, token, `our rider ${dispatcher.firstName}`), essential: true },
    });
  });
  await ctx.db.transaction((tx) => tellAssignee(ctx, tx, order, { kind: "admin", id: dispatcher.id }, `/admin/deliveries`));
  return orderFor(ctx, moved);
}

/** The partner's or dispatcher's notification of an order to deliver. */
async function tellAssignee(ctx: Ctx<AdminActor>, tx: DbOrTx, order: OrderRow, to: { kind: "partner" | "admin"; id: string | null }, link: string): Promise<void> {
  if (!to.id) return;
  await notify(tx, {
    to: [{ kind: to.kind, id: to.id }],
    kind: "order_assigned",
    title: `Order ${order.orderNumber} assigned to you`,
    body: `Pick it up from ${order.storeName} and deliver it.`,
    link,
    now: ctx.now,
  });
}

export async function partnerDecline(ctx: Ctx<PartnerActor>, orderId: string, reason: string): Promise<Order> {
  const order = await visibleOrder(ctx, orderId);
  assertMove(order, "ready_to_ship", "partner");
  const moved = await ctx.db.transaction(async (tx) => {
    await repo.deleteToken(tx, order.id);
    return applyMove(ctx, tx, {
      order,
      to: "ready_to_ship",
      activity: fillMessage(MESSAGES.orderDeclinedActivity, { reason }),
      values: { partnerId: null },
    });
  });
  // The order leaves the partner's view: answer it as it is now, without the partner's hold.
  return orderView(ctx.db, moved, "partner");
}

// ---- delivery with the token ----

/** Photo evidence must be images the deliverer uploaded; answers their URLs. */
async function evidenceUrls(ctx: Ctx<Actor>, ids: readonly string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, id] of ids.entries()) {
    const upload = await findUpload(ctx.db, id);
    if (!upload || upload.kind !== "image" || upload.ownerUserId !== ctx.actor.userId) {
      throw new AppError(422, "VALIDATION_FAILED", MESSAGES.evidenceNotYours, [{ path: `shippingEvidence.${i}`, message: MESSAGES.evidenceNotYours }]);
    }
    urls.push(uploadUrl(id));
  }
  return urls;
}

export async function deliverWithToken(
  ctx: Ctx<AdminActor | PartnerActor>,
  orderId: string,
  token: string,
  evidence: readonly string[] = [],
): Promise<Order> {
  if (ctx.actor.kind === "admin" && ctx.actor.role !== "dispatcher" && ctx.actor.role !== "superadmin") throw forbidden();
  const order = await visibleOrder(ctx, orderId);
  if (ctx.actor.kind === "admin" && order.dispatcherId !== ctx.actor.userId) throw notFound();
  const mover = moverOf(ctx.actor);
  assertMove(order, "delivered", mover === "admin" ? "dispatcher" : mover);
  const photos = await evidenceUrls(ctx, evidence);
  const stored = await repo.findToken(ctx.db, order.id);
  if (!stored) throw conflict(MESSAGES.deliveryTokenMissing);
  if (stored.lockedAt) throw conflict(MESSAGES.deliveryTokenLocked);
  if (!deliveryTokenMatches(ctx.config.JWT_SECRET, order.id, token, stored.tokenHash)) {
    const counted = await repo.countWrongTry(ctx.db, order.id, TOKEN_TRIES, ctx.now);
    if (!counted || counted.lockedAt) throw conflict(MESSAGES.deliveryTokenLocked);
    const message = fillMessage(MESSAGES.deliveryTokenWrong, { left: TOKEN_TRIES - counted.failedAttempts });
    throw new AppError(422, "VALIDATION_FAILED", message, [{ path: "token", message }]);
  }
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await applyMove(ctx, tx, {
      order,
      to: "delivered",
      activity: MESSAGES.orderDeliveredActivity,
      values: { deliveredAt: ctx.now, shippingEvidence: [...order.shippingEvidence, ...photos] },
      mail: { subject: `Order ${order.orderNumber} delivered`, lines: [`Your order from ${order.storeName} was delivered. Enjoy it!`] },
    });
    await repo.deleteToken(tx, order.id);
    return row;
  });
  return orderFor(ctx, moved);
}

export async function regenerateToken(ctx: Ctx<AdminActor>, orderId: string): Promise<DeliveryTokenResult> {
  assertAdminRole(ctx, ["admin"]);
  const order = await visibleOrder(ctx, orderId);
  if (!isHeld(order.status)) throw conflict(MESSAGES.deliveryTokenMissing);
  const customer = await repo.findUserContact(ctx.db, order.customerId);
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(ctx, tx, order);
    await addActivity(ctx, tx, order, MESSAGES.orderTokenRegeneratedActivity);
    await recordAudit(tx, ctx, { action: "token.regenerated", targetType: "order", targetId: order.id, targetLabel: order.orderNumber });
    await mailCustomer(ctx, tx, order, `Your new delivery token for order ${order.orderNumber}`, [
      `Here is a new delivery token for your order ${order.orderNumber} from ${order.storeName}: ${token}.`,
      "The old one no longer works. Give this one to the rider only when you have your parcel.",
    ], `A new delivery token for order ${order.orderNumber} was sent to your email.`, true);
  });
  return { orderId: order.id, sentTo: customer?.email ?? "", regeneratedAt: ctx.now.toISOString() };
}

export async function setDispatcherPhone(ctx: Ctx<AdminActor>, orderId: string, phone: string): Promise<Order> {
  if (ctx.actor.role === "scheduler") throw forbidden();
  const order = await visibleOrder(ctx, orderId);
  const updated = await updateOrderInStatus(ctx.db, order.id, order.status, { dispatchPhoneNumber: phone, updatedAt: ctx.now });
  if (!updated) throw movedMeanwhile();
  return orderFor(ctx, updated);
}

// ---- completion (the return window closes) ----

/** Completes every delivered order whose return window has closed; the job queue runs it. */
export async function completeDueOrders(ctx: { db: Db; now: Date; config: Ctx["config"]; log: Ctx["log"] }, limit = 200): Promise<number> {
  const settings = await repo.getSettings(ctx.db);
  const due = await deliveredBefore(ctx.db, new Date(ctx.now.getTime() - settings.returnWindowDays * DAY), limit);
  let completed = 0;
  for (const order of due) {
    try {
      await ctx.db.transaction(async (tx) => {
        await applyMove({ ...ctx, actor: null } as Ctx<null>, tx, {
          order,
          to: "completed",
          activity: MESSAGES.orderCompletedActivity,
          values: { completedAt: ctx.now },
        });
        await settleCompletedOrder(tx, order, ctx.now);
      });
      completed += 1;
    } catch (err) {
      if (!(err instanceof AppError && err.status === 409)) throw err;
    }
  }
  return completed;
}

/**
 * The books when an order completes: what is left of the customer's money for it (after refunds made
 * before completion) becomes the merchant's due, the platform's commission and delivery revenue.
 */
async function settleCompletedOrder(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  const entries = await ledgerEntriesOfOrders(tx, [order.id]);
  const refundedBefore = entries
    .filter((e) => (e.kind === "refund.requested" || e.kind === "refund.giftcard") && e.account === "customer_clearing" && e.amountKobo > 0)
    .reduce((sum, e) => sum + e.amountKobo, 0);
  const split = completionSplit(order, refundedBefore);
  await postLedger(tx, {
    kind: "order.completed",
    ref: order.id,
    orderId: order.id,
    merchantId: order.merchantId,
    memo: `Order ${order.orderNumber} completed`,
    at: now,
    lines: [
      debit("customer_clearing", split.clearingKobo),
      credit("merchant_payable", split.merchantDueKobo, order.merchantId),
      credit("platform_commission", split.commissionKobo),
      credit("delivery_revenue", split.deliveryKobo),
    ],
  });
  await publish(tx, "orders.completed", { orderId: order.id, merchantId: order.merchantId, merchantDueKobo: split.merchantDueKobo, completedAt: now });
}

/**
 * Keeps the order's `approvePayout` flag true to the payouts module's approval (payouts calls it inside
 * its approval transaction): sets the flag and notes it in the order's activity, once.
 */
export async function markPayoutApproved(ctx: Ctx<AdminActor>, tx: DbOrTx, orderId: string): Promise<void> {
  const order = await findOrder(tx, orderId);
  if (!order || order.approvePayout) return;
  // Whatever status the order has moved on to since (a return after completion), the flag follows the payout.
  const row = await updateOrderInStatus(tx, order.id, order.status, { approvePayout: true, updatedAt: ctx.now });
  if (!row) throw movedMeanwhile();
  await addActivity(ctx, tx, order, MESSAGES.orderPayoutApprovedActivity);
}

// ---- details for the people who deliver ----

export async function shippingDetails(ctx: Ctx<Actor>, orderId: string): Promise<ShippingDetails> {
  const order = await visibleOrder(ctx, orderId);
  const p = order.pickupAddress;
  return {
    orderId: order.id,
    orderName: order.orderName,
    orderNumber: order.orderNumber,
    pickup: {
      storeId: order.storeId,
      storeName: order.storeName,
      phoneNumber: p?.phoneNumber ?? null,
      street: p?.street ?? "",
      city: p?.city ?? "",
      state: p?.state ?? "",
      country: p?.country ?? "Nigeria",
      hubId: p?.hubId ?? null,
    },
    delivery: order.deliveryAddress,
    weight: order.weightKg,
    withinLagos: order.withinLagos,
  };
}

export async function customerShippingAddress(
  ctx: Ctx<AdminActor | PartnerActor>,
  q: { customerId: string; deliveryAddressId: string },
): Promise<DeliveryAddress> {
  const held = (await ordersToAddress(ctx.db, q.customerId, q.deliveryAddressId)).find((o) => holds(ctx.actor, o));
  if (!held) throw notFound();
  return held.deliveryAddress;
}

export async function listDispatchers(ctx: Ctx<AdminActor>): Promise<Dispatcher[]> {
  assertAdminRole(ctx, ["admin", "scheduler"]);
  const [rows, load] = await Promise.all([repo.listDispatchers(ctx.db), activeLoadByDispatcher(ctx.db)]);
  return rows.map((r) => ({ ...r, activeOrders: load.get(r.id) ?? 0 }));
}

export async function customerInfo(ctx: Ctx<AdminActor | MerchantActor>, customerId: string): Promise<CustomerInfo> {
  if (ctx.actor.kind === "merchant" && !(await customerBoughtFromMerchant(ctx.db, customerId, ctx.actor.merchantId))) throw notFound();
  const user = await repo.findUserContact(ctx.db, customerId);
  if (!user) throw notFound();
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: "customer" };
}

export async function merchantPolicies(ctx: Ctx, storeId: string) {
  return listStorePolicies(ctx, storeId);
}

// ---- operations board and settings ----

function toSettings(row: repo.SettingsRow): FulfilmentSettings {
  return {
    returnWindowDays: row.returnWindowDays,
    pendingLateHours: row.pendingLateHours,
    readyToShipLateHours: row.readyToShipLateHours,
    assignedLateHours: row.assignedLateHours,
    inTransitLateHours: row.inTransitLateHours,
  };
}

export async function getSettings(ctx: Pick<Ctx, "db">): Promise<FulfilmentSettings> {
  return toSettings(await repo.getSettings(ctx.db));
}

export async function saveSettings(ctx: Ctx<AdminActor>, body: Partial<FulfilmentSettings>): Promise<FulfilmentSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = toSettings(await repo.getSettings(tx));
    const after = toSettings(await repo.saveSettings(tx, { ...body, updatedBy: ctx.actor.userId, updatedAt: ctx.now }));
    const changes = diffFields({ ...before }, { ...after });
    // A save that changes nothing is not an event worth a row.
    if (changes.length > 0) {
      await recordAudit(tx, ctx, { action: "settings.updated", targetType: "settings", targetId: null, targetLabel: "Fulfilment settings", changes });
    }
    return after;
  });
}

/** How long each stage may take before an order is late (hours). */
export function stageHours(s: FulfilmentSettings): Partial<Record<OrderStatusCode, number>> {
  return {
    pending: s.pendingLateHours,
    confirmed: s.pendingLateHours,
    ready_to_ship: s.readyToShipLateHours,
    "3pl_assigned": s.assignedLateHours,
    "3pl_accepted": s.assignedLateHours,
    dispatcher_assigned: s.assignedLateHours,
    picked_up: s.inTransitLateHours,
    in_transit: s.inTransitLateHours,
  };
}

function lateBefore(s: FulfilmentSettings, now: Date): Partial<Record<OrderStatusCode, Date>> {
  return Object.fromEntries(Object.entries(stageHours(s)).map(([status, h]) => [status, new Date(now.getTime() - (h as number) * HOUR)]));
}

export async function operationsBoard(ctx: Ctx<AdminActor>): Promise<OperationsBoard> {
  const settings = await getSettings(ctx);
  const hours = stageHours(settings);
  const [statusCounts, late, locked] = await Promise.all([
    countByStatus(ctx.db, {}),
    listLateOrders(ctx.db, lateBefore(settings, ctx.now), 100),
    repo.lockedTokenOrders(ctx.db, HELD, 100),
  ]);
  const [summaries, lockedSummaries] = await Promise.all([summariesOf(ctx.db, late), summariesOf(ctx.db, locked.rows.map((r) => r.order))]);
  const lockedTokens: LockedTokenOrder[] = locked.rows.map((r, i) => ({ order: lockedSummaries[i], lockedAt: r.lockedAt.toISOString() }));
  const lateOrders: LateOrder[] = late.map((o, i) => {
    const waited = (ctx.now.getTime() - o.statusChangedAt.getTime()) / HOUR;
    const limit = hours[o.status] ?? Number.POSITIVE_INFINITY;
    return {
      order: summaries[i],
      stage: o.status,
      since: o.statusChangedAt.toISOString(),
      hours: Math.round(waited * 10) / 10,
      level: waited >= 2 * limit ? "red" : "yellow",
    };
  });
  lateOrders.sort((a, b) => (a.level === b.level ? b.hours - a.hours : a.level === "red" ? -1 : 1));
  return { statusCounts, late: lateOrders, lockedTokens, lockedTokenCount: locked.count, settings, at: ctx.now.toISOString() };
}

