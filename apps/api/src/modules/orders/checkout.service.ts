import { randomInt, randomUUID } from "node:crypto";
import {
  type CheckoutBodySchema,
  type CheckoutSummary,
  type CreateOrderBody,
  type CreateOrderResult,
  fillMessage,
  IdempotencyKeySchema,
  MESSAGES,
  ORDER_PAYMENT_CALLBACK_PATH,
  ORDER_PAYMENT_WINDOW_MINUTES,
  type OrderSummary,
  type PaymentVerification,
  type StoreShippingFee,
  variantLabel,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import type { Ctx, CustomerActor } from "../../http/context.js";
import { sha256 } from "../../lib/crypto.js";
import { AppError, badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, percentOf } from "../../lib/money.js";
import { findDefaultCustomerAddress, getCustomerAddress } from "../addresses/index.js";
import { type CartQuote, clearCheckedOut, quoteCart, toStoreShippingFee } from "../cart/index.js";
import { clearAppliedCodes, redeemCoupon, releaseCouponUses } from "../coupons/index.js";
import { redeemGiftCard, refundGiftCard } from "../giftcards/index.js";
import { commissionBpsForMerchants } from "../merchants/index.js";
import {
  confirmPayment,
  findPayment,
  newPaymentReference,
  type PaymentCtx,
  type PaymentRecord,
  registerPaymentFulfiller,
  requestRefund,
  startPayment,
} from "../payments/index.js";
import { currentStock, noticeLowStock, recordSales, releaseStock, reserveStock, type StockLine } from "../products/index.js";
import * as repo from "./orders.repository.js";
import type { CheckoutStatusValue, GiftCardUse } from "./orders.table.js";
import { toOrderSummary } from "./orders.views.js";
import { mailReceipt } from "./receipt.js";
import { allocate, splitByWeight } from "../pricing/index.js";

type CustomerCtx = Ctx<CustomerActor>;

export const PAYMENT_WINDOW_MS = ORDER_PAYMENT_WINDOW_MINUTES * 60_000;

// No 0/O, 1/I/L: order names are read out over the phone.
const NAME_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** BM-YYMMDD-XXXXXX: the day it was placed and six unambiguous characters (31^6 ≈ 887 million a day). */
export function newOrderName(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll("-", "");
  const tail = Array.from({ length: 6 }, () => NAME_ALPHABET[randomInt(NAME_ALPHABET.length)]).join("");
  return `BM-${day}-${tail}`;
}

/**
 * One store part's own number: the group's name and the part's place at checkout, counted from 1
 * (BM-YYMMDD-XXXXXX-2). Unique because the group name is, and it still reads as one checkout.
 */
export function orderNumberOf(orderName: string, part: number): string {
  return `${orderName}-${part}`;
}

const quoted = (name: string) => `“${name}”`;

function pgError(e: unknown): { code?: string; constraint?: string } {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: err?.cause?.code ?? err?.code, constraint: err?.cause?.constraint ?? err?.constraint };
}

/**
 * Runs a transaction again when PostgreSQL gave up on it for a reason a retry fixes: a deadlock, a
 * serialisation failure, or (checkouts) an order name drawn twice.
 */
async function withRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      const { code, constraint } = pgError(e);
      const retryable = code === "40P01" || code === "40001" || (code === "23505" && constraint === "checkouts_order_name_uq");
      if (!retryable || attempt >= attempts) {
        if (retryable) throw conflict(MESSAGES.placeOrderFailed);
        throw e;
      }
      await new Promise((r) => setTimeout(r, 5 * attempt + randomInt(10)));
    }
  }
}

// ---- figures (simulate-order) ----

/** The shipping line of a store that cannot ship to the address yet: no fee; the problems list says why. */
function unshippable(storeId: string, storeName: string, weightKg: number): StoreShippingFee {
  const kg = Math.round(weightKg * 1000) / 1000;
  return { storeId, storeName, zone: "other_state", withinLagos: false, vehicleType: "bike", weight: kg, chargeableWeight: kg, fee: 0, discount: 0 };
}

function storeSummaries(q: CartQuote) {
  return q.pricing.stores.map((s) => {
    const lines = q.checkoutLines.filter((l) => l.storeId === s.storeId);
    const storeName = lines[0]?.storeName ?? "";
    const quote = q.quotes.get(s.storeId);
    const couponRow = s.couponId ? q.coupons.rows.get(s.couponId) : undefined;
    return {
      storeId: s.storeId,
      storeName,
      items: lines.map((l) => {
        const priced = s.items.find((i) => i.id === l.id);
        const lineTotal = priced?.lineTotal ?? l.unitPriceKobo * l.quantity;
        const discount = priced?.discount ?? 0;
        return {
          cartItemId: l.id,
          productId: l.productId,
          variantId: l.variantId,
          productName: l.productName,
          variant: variantLabel(l.variant) || null,
          quantity: l.quantity,
          unitPrice: koboToNaira(l.unitPriceKobo),
          discount: koboToNaira(discount),
          total: koboToNaira(lineTotal - discount),
        };
      }),
      subtotal: koboToNaira(s.subtotal),
      discount: koboToNaira(s.discount),
      couponCode: s.discount > 0 ? (couponRow?.code ?? null) : null,
      shipping: quote
        ? toStoreShippingFee(quote, storeName)
        : unshippable(s.storeId, storeName, lines.reduce((n, l) => n + l.unitWeightKg * l.quantity, 0)),
      total: koboToNaira(s.total),
    };
  });
}

/** The address asked for, or the customer's default one when none is named. */
async function checkoutAddress(db: DbOrTx, customerId: string, addressId: string | undefined) {
  if (addressId) return getCustomerAddress(db, customerId, addressId);
  const fallback = await findDefaultCustomerAddress(db, customerId);
  if (!fallback) throw badInput([{ path: "addressId", message: MESSAGES.checkoutAddressMissing }]);
  return fallback;
}

/** The checkout's figures for the selected items to this address, with what would stop it. Nothing is written. */
export async function simulateOrder(ctx: CustomerCtx, body: z.output<typeof CheckoutBodySchema>): Promise<CheckoutSummary> {
  const address = await checkoutAddress(ctx.db, ctx.actor.userId, body.addressId);
  const q = await quoteCart(ctx.db, { customerId: ctx.actor.userId, now: ctx.now, address });
  const problems = q.problems.map((p) => ({ cartItemId: p.cartItemId, message: p.message }));
  if (q.checkoutLines.length === 0 && problems.length === 0) problems.push({ cartItemId: null, message: MESSAGES.checkoutEmpty });
  return {
    addressId: address.id,
    stores: storeSummaries(q),
    subtotal: koboToNaira(q.pricing.subtotal),
    discount: koboToNaira(q.pricing.discount),
    shippingFeeTotal: koboToNaira(q.pricing.shippingFeeTotal),
    giftCardTotal: koboToNaira(q.pricing.giftCardTotal),
    amount: koboToNaira(q.pricing.total),
    problems,
  };
}

// ---- create-order ----

function parseKey(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Without a key (the spec's clients do not send one) the checkout is not replayable; a repeated
  // request still cannot pay twice, because the first one takes the selected items out of the cart.
  if (value === undefined || value.trim() === "") return `unkeyed:${randomUUID()}`;
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw badInput([{ path: "Idempotency-Key", message: parsed.error.issues[0]?.message ?? MESSAGES.idempotencyKeyRequired }]);
  return parsed.data;
}

const requestHashOf = (body: CreateOrderBody) =>
  sha256(JSON.stringify({ addressId: body.addressId ?? "default", orderNote: body.orderNote ?? "", paymentChannel: body.paymentChannel }));

export interface CreateOrderOutcome {
  result: CreateOrderResult;
  /** The same key answered again: nothing new was placed. */
  replayed: boolean;
  message: string;
}

type Placed = { kind: "placed"; checkout: repo.CheckoutRow; result: CreateOrderResult } | { kind: "twin" };

/**
 * Places one order per store for the selected cart items, in one transaction: re-price on the server, write
 * the orders (prices, commission rate, shipping fee and address frozen), reserve stock, count coupon uses,
 * spend gift cards, empty the cart of what was bought. What is left to pay starts a payment with the provider
 * right after commit (a provider call never holds database locks). The same Idempotency-Key answers the same
 * result again without placing anything.
 */
export async function createOrder(
  ctx: CustomerCtx,
  body: CreateOrderBody,
  idempotencyKey: string | string[] | undefined,
): Promise<CreateOrderOutcome> {
  const key = parseKey(idempotencyKey);
  const requestHash = requestHashOf(body);
  const customerId = ctx.actor.userId;
  try {
    const earlier = await repo.findCheckoutByKey(ctx.db, customerId, key);
    if (earlier) return await replay(ctx, earlier, requestHash);

    const placed = await withRetry(() => ctx.db.transaction((tx) => placeOrders(tx, ctx, body, key, requestHash)));
    if (placed.kind === "twin") {
      const twin = await repo.findCheckoutByKey(ctx.db, customerId, key);
      if (!twin) throw conflict(MESSAGES.idempotencyKeyInProgress);
      return await replay(ctx, twin, requestHash);
    }
    if (placed.checkout.amountDueKobo === 0) return { result: placed.result, replayed: false, message: MESSAGES.orderPaid };
    return { result: await finishPayment(ctx, placed.checkout, placed.result), replayed: false, message: MESSAGES.orderPlaced };
  } catch (e) {
    if (e instanceof AppError) throw e;
    ctx.log.error({ err: e }, "create-order failed");
    throw new AppError(500, "INTERNAL", MESSAGES.createOrderFailed);
  }
}

async function replay(ctx: CustomerCtx, checkout: repo.CheckoutRow, requestHash: string): Promise<CreateOrderOutcome> {
  if (checkout.requestHash !== requestHash) {
    throw badInput([{ path: "Idempotency-Key", message: MESSAGES.idempotencyKeyReused }], MESSAGES.idempotencyKeyReused);
  }
  const message = checkout.amountDueKobo === 0 ? MESSAGES.orderPaid : MESSAGES.orderPlaced;
  if (checkout.response) return { result: checkout.response as CreateOrderResult, replayed: true, message };
  if (checkout.status === "awaiting_payment" && checkout.amountDueKobo > 0) {
    // The first call committed the orders but did not get to start the payment: start it now.
    return { result: await finishPayment(ctx, checkout), replayed: true, message };
  }
  return { result: await resultOf(ctx.db, checkout, null), replayed: true, message };
}

async function resultOf(db: DbOrTx, checkout: repo.CheckoutRow, payment: { reference: string; authorizationUrl: string } | null) {
  const orders = await repo.groupOrders(db, checkout.orderName);
  const [names, extras] = await Promise.all([repo.userNames(db, [checkout.customerId]), repo.orderListExtras(db, orders.map((o) => o.id))]);
  return {
    orderName: checkout.orderName,
    orders: orders.map((o) => toOrderSummary(o, names.get(o.customerId)?.name ?? "", extras.get(o.id))),
    amount: koboToNaira(checkout.amountDueKobo),
    payment,
  } satisfies CreateOrderResult;
}

/**
 * Starts (or finds) the group's payment with the provider and stores the complete answer for replays.
 * `placed` is the answer built in the checkout transaction (a replay rebuilds it from the database).
 */
async function finishPayment(ctx: CustomerCtx, checkout: repo.CheckoutRow, placed?: CreateOrderResult): Promise<CreateOrderResult> {
  const reference = checkout.paymentReference as string;
  let payment: PaymentRecord | null = await findPayment(ctx.db, reference);
  if (!payment) {
    try {
      ({ payment } = await startPayment(ctx, {
        purpose: "order",
        ownerId: checkout.orderName,
        amountKobo: checkout.amountDueKobo,
        email: ctx.actor.email,
        callbackPath: ORDER_PAYMENT_CALLBACK_PATH,
        customerUserId: checkout.customerId,
        reference,
        metadata: { orderName: checkout.orderName, channel: checkout.paymentChannel },
      }));
    } catch (e) {
      // A twin replay may have started it a moment ago.
      payment = await findPayment(ctx.db, reference);
      if (!payment) {
        ctx.log.error({ err: e, orderName: checkout.orderName }, "payment could not be started");
        throw new AppError(502, "INTERNAL", MESSAGES.createTransactionFailed);
      }
    }
  }
  const started = { reference: payment.reference, authorizationUrl: payment.authorizationUrl };
  const result = placed ? { ...placed, payment: started } : await resultOf(ctx.db, checkout, started);
  await repo.updateCheckout(ctx.db, checkout.id, { response: result, updatedAt: ctx.now });
  return result;
}

async function placeOrders(tx: Tx, ctx: CustomerCtx, body: CreateOrderBody, key: string, requestHash: string): Promise<Placed> {
  const customerId = ctx.actor.userId;
  const now = ctx.now;
  // The key is claimed first: a twin request with the same key waits here for this one and then replays it.
  const claimed = await repo.insertCheckout(tx, {
    orderName: newOrderName(now),
    customerId,
    idempotencyKey: key,
    requestHash,
    status: "awaiting_payment",
    totalKobo: 0,
    amountDueKobo: 0,
    paymentChannel: body.paymentChannel,
    ipAddress: ctx.ip,
    createdAt: now,
    updatedAt: now,
  });
  if (!claimed) return { kind: "twin" };
  const orderName = claimed.orderName;

  const address = await checkoutAddress(tx, customerId, body.addressId);
  const q = await quoteCart(tx, { customerId, now, address, lock: true });
  if (q.problems.length > 0) {
    throw conflict(
      q.problems[0].message,
      q.problems.map((p) => ({
        path: p.cartItemId ? `cartItems.${p.cartItemId}` : p.storeId ? `stores.${p.storeId}` : "giftCards",
        message: p.message,
      })),
    );
  }
  if (q.checkoutLines.length === 0) throw conflict(MESSAGES.checkoutEmpty);

  const paid = q.pricing.total === 0;
  const status = paid ? "pending" : "awaiting_payment";
  const stores = q.pricing.stores;
  const giftCardShares = allocate(q.pricing.giftCardTotal, stores.map((s) => s.total));
  const deliveryAddress = {
    fullName: address.fullName,
    phoneNumber: address.phoneNumber,
    emailAddress: address.emailAddress,
    stateOrRegion: address.stateOrRegion,
    city: address.city ?? "",
    address: address.address,
    country: address.country,
  };

  const customerName = `${(await repo.userNames(tx, [customerId])).get(customerId)?.name ?? ""}`;
  const plans = stores.map((s, k) => {
    const lines = q.checkoutLines.filter((l) => l.storeId === s.storeId);
    const couponRow = s.couponId ? q.coupons.rows.get(s.couponId) : undefined;
    return { s, k, lines, first: lines[0], couponRow, priced: new Map(s.items.map((i) => [i.id, i])) };
  });
  const commissions = await commissionBpsForMerchants(tx, plans.map(({ first }) => first.merchantId));

  // One insert for the orders, one for their items, one for their activities.
  const inserted = await repo.insertOrders(
    tx,
    plans.map(({ s, k, lines, first, couponRow, priced }) => {
      const pickup = q.pickups.get(s.storeId);
      const quote = q.quotes.get(s.storeId);
      const commissionBps = commissions.get(first.merchantId);
      if (commissionBps === undefined) throw new Error(`merchant ${first.merchantId} of a cart line not found`);
      return {
        checkoutId: claimed.id,
        orderName,
        orderNumber: orderNumberOf(orderName, k + 1),
        customerId,
        merchantId: first.merchantId,
        storeId: s.storeId,
        storeName: first.storeName,
        status,
        subtotalKobo: s.subtotal,
        discountKobo: s.discount,
        shippingFeeKobo: s.shippingFee,
        giftCardKobo: giftCardShares[k],
        totalKobo: s.total,
        commissionBps,
        commissionKobo: percentOf(s.subtotal - s.discount, commissionBps),
        couponId: s.discount > 0 ? s.couponId : null,
        couponCode: s.discount > 0 ? (couponRow?.code ?? null) : null,
        orderNote: body.orderNote ? body.orderNote : null,
        deliveryAddressId: address.id,
        deliveryAddress,
        pickupAddress: pickup
          ? { street: pickup.street, city: pickup.city, state: pickup.state, country: pickup.country, hubId: pickup.hubId, phoneNumber: pickup.phoneNumber }
          : null,
        shippingZone: quote?.zone ?? null,
        vehicleType: quote?.vehicleType ?? null,
        weightKg: quote?.actualWeightKg ?? 0,
        withinLagos: quote?.withinLagos ?? false,
        lagosMerchant: quote?.lagosMerchant ?? false,
        lagosCustomer: quote?.lagosCustomer ?? false,
        rewardProductIds:
          couponRow?.discountType === "BuyXGetY" && s.discount > 0
            ? [...new Set(lines.filter((l) => (priced.get(l.id)?.discount ?? 0) > 0).map((l) => l.productId))]
            : [],
        paidAt: paid ? now : null,
        createdAt: now,
        statusChangedAt: now,
        updatedAt: now,
      };
    }),
  );
  const orderOf = new Map(inserted.map((o) => [o.storeId, o]));
  await repo.insertOrderItems(
    tx,
    plans.flatMap(({ s, lines, priced }) => {
      const orderId = (orderOf.get(s.storeId) as repo.OrderRow).id;
      const shippingShares = splitByWeight(s.shippingFee, lines.map((l) => l.unitPriceKobo * l.quantity));
      return lines.map((l, i) => ({
        orderId,
        productId: l.productId,
        variantId: l.variantId,
        merchantId: l.merchantId,
        storeId: l.storeId,
        storeName: l.storeName,
        productName: l.productName,
        images: l.images,
        variantSku: l.variant?.sku ?? null,
        variantSize: l.variant?.size ?? null,
        variantColor: l.variant?.color ?? null,
        unitPriceKobo: l.unitPriceKobo,
        quantity: l.quantity,
        lineTotalKobo: l.unitPriceKobo * l.quantity,
        discountKobo: priced.get(l.id)?.discount ?? 0,
        shippingFeeKobo: shippingShares[i],
        createdAt: now,
      }));
    }),
  );
  await repo.insertActivities(
    tx,
    inserted.flatMap((o) => [
      { orderId: o.id, activity: MESSAGES.orderPlacedActivity, status, actorType: "customer" as const, actorUserId: customerId, actorName: customerName, createdAt: now, updatedAt: now },
      ...(paid
        ? [
            {
              orderId: o.id,
              activity: q.pricing.giftCardTotal > 0 ? MESSAGES.orderPaidWithGiftCardActivity : MESSAGES.orderNothingToPayActivity,
              status: "pending" as const,
              actorType: "system" as const,
              createdAt: now,
              updatedAt: now,
            },
          ]
        : []),
    ]),
  );
  const couponUses = plans
    .filter(({ s }) => s.couponId && s.discount > 0)
    .map(({ s, first, couponRow }) => ({
      couponId: s.couponId as string,
      storeId: s.storeId,
      orderId: (orderOf.get(s.storeId) as repo.OrderRow).id,
      discountKobo: s.discount,
      label: couponRow?.code ?? first.storeName,
    }));
  const summaries: OrderSummary[] = plans.map(({ s, lines, first }) =>
    toOrderSummary(orderOf.get(s.storeId) as repo.OrderRow, customerName, {
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      lineCount: lines.length,
      productName: first.productName,
      images: first.images,
      quantity: first.quantity,
      variantSize: first.variant?.size ?? null,
      variantColor: first.variant?.color ?? null,
    }),
  );

  // The contended rows last, so their locks are held only for the end of the transaction.
  const stockLines: StockLine[] = q.checkoutLines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
  const short = await reserveStock(tx, stockLines);
  if (short) {
    const line = q.checkoutLines.find((l) => l.productId === short.productId && l.variantId === short.variantId);
    const name = quoted(line?.productName ?? "");
    const left = await currentStock(tx, short);
    throw conflict(
      left <= 0 ? fillMessage(MESSAGES.outOfStock, { product: name }) : fillMessage(MESSAGES.stockShort, { available: left, product: name }),
      line ? [{ path: `cartItems.${line.id}`, message: fillMessage(MESSAGES.stockShort, { available: Math.max(left, 0), product: name }) }] : undefined,
    );
  }
  for (const use of [...couponUses].sort((a, b) => a.couponId.localeCompare(b.couponId))) {
    await redeemCoupon(tx, { ...use, customerId, orderName, now });
  }
  const giftCardUses: GiftCardUse[] = [];
  for (const a of q.pricing.giftCardAllocations) {
    if (a.amount <= 0) continue;
    try {
      await redeemGiftCard(tx, { code: a.code, amountKobo: a.amount, orderRef: orderName, now });
    } catch (e) {
      if (e instanceof AppError && (e.status === 409 || e.status === 404)) {
        throw conflict(fillMessage(MESSAGES.giftCardSpentAtCheckout, { code: a.code }));
      }
      throw e;
    }
    giftCardUses.push({ code: a.code, amountKobo: a.amount });
  }
  if (paid) {
    await recordSales(tx, stockLines);
    await noticeLowStock(tx, stockLines.map((l) => l.productId), { now, appUrl: ctx.config.APP_URL });
  }

  await clearCheckedOut(tx, customerId, q.checkoutLines.map((l) => l.id), giftCardUses.length > 0);
  await clearAppliedCodes(tx, customerId, stores.map((s) => s.storeId));

  const result: CreateOrderResult = { orderName, orders: summaries, amount: koboToNaira(q.pricing.total), payment: null };
  const settled = {
    status: (paid ? "paid" : "awaiting_payment") as CheckoutStatusValue,
    totalKobo: q.pricing.totalBeforeGiftCards,
    giftCardKobo: q.pricing.giftCardTotal,
    amountDueKobo: q.pricing.total,
    giftCardUses,
    paymentReference: paid ? null : newPaymentReference("order"),
    response: paid ? result : null,
    expiresAt: paid ? null : new Date(now.getTime() + PAYMENT_WINDOW_MS),
    paidAt: paid ? now : null,
    closedAt: paid ? now : null,
  };
  await repo.updateCheckout(tx, claimed.id, settled);
  // Paid in full by gift cards: the receipt goes now (a card payment's goes when the provider confirms it).
  if (paid) await mailReceipt(tx, orderName, null, ctx.config.APP_URL, ctx.now);
  const checkout: repo.CheckoutRow = { ...claimed, ...settled };
  return { kind: "placed", checkout, result };
}

// ---- payment outcome ----

async function writeGroupActivity(tx: DbOrTx, orderIds: string[], activity: string, status: repo.OrderRow["status"] | null, now: Date) {
  await repo.insertActivities(
    tx,
    orderIds.map((orderId) => ({ orderId, activity, status, actorType: "system" as const, createdAt: now, updatedAt: now })),
  );
}

/** The group's payment succeeded: every order of it moves to pending, once, with an activity row. */
async function fulfilOrderPayment(tx: Tx, payment: PaymentRecord, ctx: PaymentCtx): Promise<void> {
  const orderName = payment.ownerId;
  const paidAt = payment.paidAt ?? ctx.now;
  const moved = await repo.moveCheckout(tx, orderName, "awaiting_payment", { status: "paid", paidAt, closedAt: ctx.now, updatedAt: ctx.now });
  if (!moved) {
    const current = await repo.findCheckoutByOrderName(tx, orderName);
    if (current && (current.status === "expired" || current.status === "payment_failed")) {
      // Paid after the window closed and everything was released: the money must go back.
      await repo.moveCheckout(tx, orderName, current.status, { status: "paid_after_expiry", paidAt, updatedAt: ctx.now });
      const orders = await repo.groupOrders(tx, orderName);
      await writeGroupActivity(tx, orders.map((o) => o.id), fillMessage(MESSAGES.orderPaidAfterCancelActivity, { reference: payment.reference }), null, ctx.now);
      ctx.log.error({ orderName, reference: payment.reference }, "order payment arrived after the orders were cancelled; refunding it");
      await requestRefund(tx, {
        reference: payment.reference,
        ownerId: orderName,
        amountKobo: payment.amountKobo,
        reason: `Orders ${orderName} paid after they were cancelled`,
        now: ctx.now,
      });
    }
    return;
  }
  const orders = await repo.moveGroup(tx, orderName, "awaiting_payment", { status: "pending", paidAt, statusChangedAt: ctx.now, updatedAt: ctx.now });
  await writeGroupActivity(tx, orders.map((o) => o.id), fillMessage(MESSAGES.orderPaidActivity, { reference: payment.reference }), "pending", ctx.now);
  const items = await repo.itemsOfOrders(tx, orders.map((o) => o.id));
  await recordSales(tx, items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })));
  await noticeLowStock(tx, items.map((i) => i.productId), { now: ctx.now, appUrl: ctx.config.APP_URL });
  await mailReceipt(tx, orderName, payment.reference, ctx.config.APP_URL, ctx.now);
}

/**
 * Cancels an unpaid group and gives back what it held: stock, coupon uses, gift-card amounts. Exactly once
 * (the checkout's guarded move decides); answers whether this call did it.
 */
async function releaseGroup(tx: Tx, orderName: string, to: CheckoutStatusValue, activity: string, now: Date): Promise<boolean> {
  const checkout = await repo.moveCheckout(tx, orderName, "awaiting_payment", { status: to, closedAt: now, updatedAt: now });
  if (!checkout) return false;
  const orders = await repo.moveGroup(tx, orderName, "awaiting_payment", { status: "cancelled", cancelledAt: now, statusChangedAt: now, updatedAt: now });
  const items = await repo.itemsOfOrders(tx, orders.map((o) => o.id));
  await releaseStock(tx, items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })));
  await releaseCouponUses(tx, orderName, now);
  for (const use of checkout.giftCardUses) {
    await refundGiftCard(tx, { code: use.code, amountKobo: use.amountKobo, orderRef: orderName, now });
  }
  await writeGroupActivity(tx, orders.map((o) => o.id), activity, "cancelled", now);
  return true;
}

async function failOrderPayment(tx: Tx, payment: PaymentRecord, ctx: PaymentCtx): Promise<void> {
  await releaseGroup(tx, payment.ownerId, "payment_failed", MESSAGES.orderPaymentFailedActivity, ctx.now);
}

/** Order payments settle through the payments module; this tells it what to do then. */
export function registerOrderPayments(): void {
  registerPaymentFulfiller("order", fulfilOrderPayment, failOrderPayment);
}

/** POST /transactions/customer/transaction: asks the provider (idempotent) and answers the outcome. */
export async function verifyOrderPayment(ctx: CustomerCtx, reference: string): Promise<{ data: PaymentVerification; message: string }> {
  const started = await findPayment(ctx.db, reference);
  if (started?.purpose !== "order" || started.customerUserId !== ctx.actor.userId) throw notFound(MESSAGES.paymentNotFound);
  let payment: PaymentRecord;
  try {
    payment = await confirmPayment(ctx, reference, { customerUserId: ctx.actor.userId });
  } catch (e) {
    if (e instanceof AppError) throw e;
    ctx.log.error({ err: e, reference }, "order payment verification failed");
    throw new AppError(502, "INTERNAL", MESSAGES.createTransactionFailed);
  }
  const message =
    payment.status === "success" ? MESSAGES.paymentSuccessful : payment.status === "pending" ? MESSAGES.paymentNotComplete : MESSAGES.paymentUnsuccessful;
  return {
    data: {
      reference: payment.reference,
      status: payment.status,
      orderName: payment.ownerId,
      amount: koboToNaira(payment.amountKobo),
      paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
    },
    message,
  };
}

// ---- expiry ----

/**
 * Cancels checkouts unpaid after the payment window and releases their stock, coupon uses and gift-card
 * amounts. The provider is asked first, so a payment made at the last minute wins over the expiry.
 * Runs from the `orders.expireUnpaid` job (every minute) and lazily before a customer's orders are read
 * (`customerId`).
 */
export async function expireUnpaidOrders(ctx: PaymentCtx, opts: { customerId?: string; limit?: number } = {}): Promise<number> {
  const due = await repo.dueCheckouts(ctx.db, ctx.now, opts.limit ?? 200, opts.customerId);
  let expired = 0;
  for (const checkout of due) {
    if (checkout.paymentReference) {
      try {
        const payment = await findPayment(ctx.db, checkout.paymentReference);
        if (payment?.status === "pending") await confirmPayment(ctx, payment.reference);
      } catch (err) {
        ctx.log.warn({ err, orderName: checkout.orderName }, "could not ask the provider before expiring");
      }
    }
    const done = await withRetry(() =>
      ctx.db.transaction((tx) => releaseGroup(tx, checkout.orderName, "expired", MESSAGES.orderExpiredActivity, ctx.now)),
    );
    if (done) expired++;
  }
  return expired;
}
