import {
  type AddToCartBody,
  type AppliedCoupon,
  type AppliedGiftCard,
  type CartItem,
  type CartState,
  type CouponValidation,
  type CustomerShippingAddress,
  fillMessage,
  IdempotencyKeySchema,
  MESSAGES,
  type ShippingFeeResult,
  type StoreShippingFee,
  type UpdateCartBody,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx, CustomerActor } from "../../http/context.js";
import { AppError, badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, percentOf } from "../../lib/money.js";
import { findDefaultCustomerAddress, getCustomerAddress } from "../addresses/index.js";
import {
  applyCode,
  type CartCoupons,
  couponsForCart,
  lookupCode,
  publicCouponView,
  removeAppliedCode,
  runAll,
  shortfallMessage,
  toRule,
} from "../coupons/index.js";
import { findGiftCardForUse } from "../giftcards/index.js";
import {
  type DimensionUnit,
  type ParcelItem,
  quoteShippingMany,
  type ShippingParcel,
  type StoreShippingQuote,
  toKg,
  type WeightUnit,
} from "../logistics/index.js";
import { type CartPricing, couponDiscount, couponShortfall, type PricingItem, priceCart } from "../pricing/index.js";
import * as repo from "./cart.repository.js";

type CustomerCtx = Ctx<CustomerActor>;

/** At most this many different lines in a cart, units of one line, and gift cards applied. */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 100;
export const MAX_GIFT_CARDS = 5;

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const quoted = (name: string) => `“${name}”`;

// ---- lines ----

export interface CartLine {
  id: string;
  productId: string;
  variantId: string | null;
  merchantId: string;
  storeId: string;
  storeName: string;
  productName: string;
  images: string[];
  quantity: number;
  selected: boolean;
  /** Approved product of a live store, and (for products with variants) a variant that still exists. */
  visible: boolean;
  /** Units that can be bought now; null = unlimited (backorders or digital). */
  stock: number | null;
  sellingPriceKobo: number;
  listPriceKobo: number;
  unitPriceKobo: number;
  categoryIds: string[];
  unitWeightKg: number;
  parcelItem: ParcelItem;
  variant: { id: string; sku: string; size: string | null; color: string | null; discountBps: number; quantity: number } | null;
}

function toLine(r: repo.CartLineRow): CartLine {
  const variant =
    r.variantId && r.variantSku !== null
      ? {
          id: r.variantId,
          sku: r.variantSku,
          size: r.variantSize,
          color: r.variantColor,
          discountBps: r.variantDiscountBps ?? 0,
          quantity: r.variantQuantity ?? 0,
        }
      : null;
  const unlimited = r.contSalesOutOfStock || r.isDigital;
  const dimensions = r.length && r.width && r.height ? { length: r.length, width: r.width, height: r.height } : null;
  return {
    id: r.id,
    productId: r.productId,
    variantId: r.variantId,
    merchantId: r.merchantId,
    storeId: r.storeId,
    storeName: r.storeName,
    productName: r.productName,
    images: r.images,
    quantity: r.quantity,
    selected: r.selected,
    visible: Boolean(r.buyable) && (r.variantId ? variant !== null : !r.hasVariants),
    stock: unlimited ? null : variant ? variant.quantity : r.productQuantity,
    sellingPriceKobo: r.sellingPrice,
    listPriceKobo: r.price,
    unitPriceKobo: variant ? r.sellingPrice - percentOf(r.sellingPrice, variant.discountBps) : r.sellingPrice,
    categoryIds: [r.categoryId, r.subCategoryId, r.childCategoryId],
    unitWeightKg: toKg(r.weight, r.weightUnit as WeightUnit),
    parcelItem: {
      weight: r.weight,
      weightUnit: r.weightUnit as WeightUnit,
      dimensions,
      dimensionUnit: r.dimensionUnit as DimensionUnit,
      quantity: r.quantity,
    },
    variant,
  };
}

export function toPricingItem(l: CartLine): PricingItem {
  return {
    id: l.id,
    storeId: l.storeId,
    productId: l.productId,
    categoryIds: l.categoryIds,
    unitPriceKobo: l.unitPriceKobo,
    quantity: l.quantity,
    selected: l.selected,
  };
}

export function toCartItem(l: CartLine): CartItem {
  return {
    id: l.id,
    productId: l.productId,
    variantId: l.variantId,
    productName: l.productName,
    hostedImages: l.images,
    storeId: l.storeId,
    storeName: l.storeName,
    quantity: l.quantity,
    selected: l.selected,
    pricing: { sellingPrice: koboToNaira(l.sellingPriceKobo), price: koboToNaira(l.listPriceKobo) },
    productVariant: l.variant
      ? {
          id: l.variant.id,
          sku: l.variant.sku,
          size: l.variant.size,
          color: l.variant.color,
          discount: l.variant.discountBps / 100,
          quantity: l.variant.quantity,
        }
      : null,
    unitPrice: koboToNaira(l.unitPriceKobo),
    lineTotal: koboToNaira(l.unitPriceKobo * l.quantity),
    available: l.visible ? l.stock : 0,
    weight: round3(l.unitWeightKg),
  };
}

// ---- pickup places ----

export interface PickupPlace {
  storeId: string;
  storeName: string;
  merchantId: string;
  street: string;
  city: string;
  state: string;
  country: string;
  hubId: string | null;
  phoneNumber: string | null;
}

/** A store ships from its approved hub, else its shipping location, else the merchant's pickup or physical address. */
function pickupOf(r: repo.StorePickupRow): PickupPlace | null {
  const base = { storeId: r.storeId, storeName: r.storeName, merchantId: r.merchantId };
  if (r.hubId && r.hubStatus === "approved" && r.hubStreet && r.hubCity && r.hubState) {
    return {
      ...base,
      street: r.hubStreet,
      city: r.hubCity,
      state: r.hubState,
      country: r.hubCountry ?? "Nigeria",
      hubId: r.hubId,
      phoneNumber: r.hubPhone ?? r.storePhoneNumber,
    };
  }
  const place = r.shippingLocation ?? r.pickupLocation ?? r.physicalLocation;
  if (!place?.state) return null;
  return {
    ...base,
    street: place.street ?? "",
    city: place.city ?? "",
    state: place.state,
    country: place.country ?? "Nigeria",
    hubId: null,
    phoneNumber: r.storePhoneNumber,
  };
}

export async function pickupPlaces(db: DbOrTx, storeIds: string[]): Promise<Map<string, PickupPlace>> {
  const rows = await repo.storePickups(db, unique(storeIds));
  const out = new Map<string, PickupPlace>();
  for (const r of rows) {
    const place = pickupOf(r);
    if (place) out.set(r.storeId, place);
  }
  return out;
}

// ---- the priced cart ----

export interface CheckoutProblem {
  cartItemId: string | null;
  storeId: string | null;
  message: string;
}

export interface AppliedCardState {
  giftCardId: string;
  code: string;
  balanceKobo: number;
  usable: boolean;
}

export interface CartQuote {
  lines: CartLine[];
  /** Selected lines that can be bought (the ones priced and checked out). */
  checkoutLines: CartLine[];
  pricing: CartPricing;
  coupons: CartCoupons;
  giftCards: AppliedCardState[];
  address: CustomerShippingAddress | null;
  pickups: Map<string, PickupPlace>;
  quotes: Map<string, StoreShippingQuote>;
  /** What would stop a checkout now (unavailable or short products, stores that cannot ship). */
  problems: CheckoutProblem[];
}

async function shippingQuotes(
  db: DbOrTx,
  now: Date,
  address: CustomerShippingAddress,
  parcels: ShippingParcel[],
): Promise<{ quotes: Map<string, StoreShippingQuote>; failed: string[] }> {
  const to = { state: address.stateOrRegion, city: address.city };
  const quotes = new Map<string, StoreShippingQuote>();
  try {
    for (const q of await quoteShippingMany({ db, now }, { address: to, parcels })) quotes.set(q.storeId, q);
    return { quotes, failed: [] };
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 409) throw e;
  }
  // One route has no price: quote the stores one by one to find which.
  const failed: string[] = [];
  for (const parcel of parcels) {
    try {
      const [q] = await quoteShippingMany({ db, now }, { address: to, parcels: [parcel] });
      quotes.set(q.storeId, q);
    } catch (e) {
      if (!(e instanceof AppError) || e.status !== 409) throw e;
      failed.push(parcel.storeId);
    }
  }
  return { quotes, failed };
}

/**
 * Prices the customer's cart: selected, buyable lines → coupons per store → shipping fee per store to the
 * address (none: no fees) → gift cards. With `lock` (checkout, in a transaction) the selected lines are locked
 * first and only they are read.
 */
export async function quoteCart(
  db: DbOrTx,
  input: { customerId: string; now: Date; address: CustomerShippingAddress | null; lock?: boolean },
): Promise<CartQuote> {
  const rows = await repo.listLines(db, input.customerId, input.lock ? { lock: true, selectedOnly: true } : {});
  const lines = rows.map(toLine);
  const checkoutLines = lines.filter((l) => l.selected && l.visible);
  const storeIds = unique(lines.map((l) => l.storeId));
  const storeNames = new Map(lines.map((l) => [l.storeId, l.storeName]));
  const checkoutStores = unique(checkoutLines.map((l) => l.storeId));

  const [coupons, cards, pickups] = await runAll(
    db,
    () => couponsForCart(db, { customerId: input.customerId, storeIds, storeNames, now: input.now }),
    () => repo.listAppliedGiftCards(db, input.customerId),
    () => pickupPlaces(db, storeIds),
  );
  const giftCards: AppliedCardState[] = cards.map((c) => ({
    giftCardId: c.giftCardId,
    code: c.code,
    balanceKobo: c.balanceKobo,
    usable: c.status === "active" && c.balanceKobo > 0 && (!c.expiresAt || c.expiresAt > input.now),
  }));

  const problems: CheckoutProblem[] = [];
  for (const l of lines.filter((x) => x.selected)) {
    if (!l.visible) {
      problems.push({ cartItemId: l.id, storeId: l.storeId, message: fillMessage(MESSAGES.productUnavailableNamed, { product: quoted(l.productName) }) });
    } else if (l.stock !== null && l.quantity > l.stock) {
      problems.push({
        cartItemId: l.id,
        storeId: l.storeId,
        message:
          l.stock <= 0
            ? fillMessage(MESSAGES.outOfStock, { product: quoted(l.productName) })
            : fillMessage(MESSAGES.stockShort, { available: l.stock, product: quoted(l.productName) }),
      });
    }
  }

  // A code or card the customer counted on that no longer works stops the checkout rather than silently
  // changing the price (another buyer may have just used the last coupon use or the card's balance).
  for (const a of coupons.applied) {
    if (!a.blocker || !checkoutStores.includes(a.storeId)) continue;
    const message =
      a.blocker === MESSAGES.couponLimitReached ? fillMessage(MESSAGES.couponLimitReachedAtCheckout, { code: a.code }) : a.blocker;
    problems.push({ cartItemId: null, storeId: a.storeId, message });
  }
  if (checkoutLines.length > 0) {
    for (const g of giftCards.filter((x) => !x.usable)) {
      problems.push({ cartItemId: null, storeId: null, message: fillMessage(MESSAGES.giftCardSpentAtCheckout, { code: g.code }) });
    }
  }

  let quotes = new Map<string, StoreShippingQuote>();
  if (input.address) {
    const parcels: ShippingParcel[] = [];
    for (const storeId of checkoutStores) {
      const pickup = pickups.get(storeId);
      const storeLines = checkoutLines.filter((l) => l.storeId === storeId);
      if (!pickup) {
        problems.push({ cartItemId: null, storeId, message: fillMessage(MESSAGES.storeCannotShip, { store: storeNames.get(storeId) ?? "" }) });
        continue;
      }
      parcels.push({
        storeId,
        pickup: { state: pickup.state, city: pickup.city },
        items: storeLines.map((l) => l.parcelItem),
        orderAmountKobo: storeLines.reduce((n, l) => n + l.unitPriceKobo * l.quantity, 0),
      });
    }
    const result = await shippingQuotes(db, input.now, input.address, parcels);
    quotes = result.quotes;
    for (const storeId of result.failed) {
      problems.push({ cartItemId: null, storeId, message: fillMessage(MESSAGES.storeCannotShip, { store: storeNames.get(storeId) ?? "" }) });
    }
  }

  const pricing = priceCart({
    items: lines.filter((l) => l.visible).map(toPricingItem),
    coupons: coupons.rulesByStore,
    shippingFees: Object.fromEntries([...quotes].map(([storeId, q]) => [storeId, q.feeKobo])),
    giftCards: giftCards.filter((g) => g.usable).map((g) => ({ code: g.code, balanceKobo: g.balanceKobo })),
  });
  return { lines, checkoutLines, pricing, coupons, giftCards, address: input.address, pickups, quotes, problems };
}

export function toStoreShippingFee(q: StoreShippingQuote, storeName: string): StoreShippingFee {
  return {
    storeId: q.storeId,
    storeName,
    zone: q.zone,
    withinLagos: q.withinLagos,
    vehicleType: q.vehicleType,
    weight: round3(q.actualWeightKg),
    chargeableWeight: q.chargeableWeightKg,
    fee: koboToNaira(q.feeKobo),
    discount: koboToNaira(q.discountKobo),
  };
}

const selectedWeight = (q: CartQuote) => round3(q.checkoutLines.reduce((n, l) => n + l.unitWeightKg * l.quantity, 0));
const storeNameOf = (q: CartQuote, storeId: string) => q.lines.find((l) => l.storeId === storeId)?.storeName ?? "";

function giftCardViews(q: CartQuote): AppliedGiftCard[] {
  return q.giftCards.map((g) => ({
    code: g.code,
    balance: koboToNaira(g.balanceKobo),
    amountApplied: koboToNaira(q.pricing.giftCardAllocations.find((a) => a.code === g.code)?.amount ?? 0),
  }));
}

/** Spec §3 cart state; figures are kobo inside, naira with 2 decimals here. */
export function toCartState(q: CartQuote): CartState {
  const applied = q.pricing.stores
    .filter((s) => s.couponId && s.discount > 0)
    .map((s) => {
      const row = q.coupons.rows.get(s.couponId as string);
      return {
        code: row?.code ?? null,
        couponId: s.couponId as string,
        storeId: s.storeId,
        discountMode: row?.discountMode ?? "Automatic",
        amount: koboToNaira(s.discount),
      };
    });
  for (const a of q.coupons.applied) {
    if (applied.some((x) => x.couponId === a.couponId)) continue;
    applied.push({ code: a.code, couponId: a.couponId, storeId: a.storeId, discountMode: "Code", amount: 0 });
  }
  const storesInCart = unique(q.lines.map((l) => l.storeId));
  // Items of one store together (stores in the order their first item was added), each store's oldest first.
  const grouped = storesInCart.flatMap((storeId) => q.lines.filter((l) => l.storeId === storeId));
  return {
    cartItemsList: grouped.map(toCartItem),
    subtotal: koboToNaira(q.pricing.subtotal),
    discount: koboToNaira(q.pricing.discount),
    shippingFees: [...q.quotes.values()].map((x) => toStoreShippingFee(x, storeNameOf(q, x.storeId))),
    shippingFeeTotal: koboToNaira(q.pricing.shippingFeeTotal),
    giftCardTotal: koboToNaira(q.pricing.giftCardTotal),
    cartTotal: koboToNaira(q.pricing.total),
    weight: selectedWeight(q),
    appliedDiscountCodes: applied,
    appliedGiftCards: giftCardViews(q),
    selectedShippingAddress: q.address,
    merchantAddresses: storesInCart.flatMap((id) => {
      const p = q.pickups.get(id);
      return p ? [{ storeId: id, storeName: p.storeName, street: p.street, city: p.city, state: p.state, country: p.country, hubId: p.hubId }] : [];
    }),
  };
}

async function addressFor(ctx: CustomerCtx, addressId: string | undefined): Promise<CustomerShippingAddress | null> {
  if (addressId) return getCustomerAddress(ctx.db, ctx.actor.userId, addressId);
  return findDefaultCustomerAddress(ctx.db, ctx.actor.userId);
}

async function quoteFor(ctx: CustomerCtx, addressId?: string): Promise<CartQuote> {
  return quoteCart(ctx.db, { customerId: ctx.actor.userId, now: ctx.now, address: await addressFor(ctx, addressId) });
}

export async function getCart(ctx: CustomerCtx, query: { addressId?: string }): Promise<{ cartItemsData: CartState }> {
  return { cartItemsData: toCartState(await quoteFor(ctx, query.addressId)) };
}

// ---- changing lines ----

async function lineView(ctx: CustomerCtx, id: string, db: DbOrTx = ctx.db): Promise<CartItem> {
  const [row] = await repo.listLines(db, ctx.actor.userId, { ids: [id] });
  if (!row) throw notFound(MESSAGES.updateCartItemFailed);
  return toCartItem(toLine(row));
}

/**
 * Adds units of a buyable product (or variant). The line never holds more than the stock (unless backorders
 * are allowed) nor more than 100; asking for more fills it up to that and says so.
 */
/**
 * Adds to a line's quantity. With an `Idempotency-Key`, a repeat of the same call (a retry after a dropped
 * connection) answers the first call's line and message and adds nothing.
 */
export async function addToCart(ctx: CustomerCtx, body: AddToCartBody, idempotencyKey?: string | string[]): Promise<{ item: CartItem; message: string }> {
  if (idempotencyKey === undefined) return addOnce(ctx, ctx.db, body);
  const parsed = IdempotencyKeySchema.safeParse(idempotencyKey);
  if (!parsed.success) throw badInput([{ path: "Idempotency-Key", message: parsed.error.issues[0]?.message ?? MESSAGES.idempotencyKeyRequired }]);
  const key = parsed.data;
  const outcome = await ctx.db.transaction(async (tx) => {
    const claim = await repo.claimAddKey(tx, ctx.actor.userId, key, ctx.now);
    if (!claim.claimed) return { cartItemId: claim.cartItemId, message: claim.message };
    const added = await addOnce(ctx, tx, body);
    await repo.recordAddKey(tx, { customerId: ctx.actor.userId, idempotencyKey: key, cartItemId: added.item.id, message: added.message, createdAt: ctx.now });
    return { cartItemId: added.item.id, message: added.message, item: added.item };
  });
  return { item: outcome.item ?? (await lineView(ctx, outcome.cartItemId)), message: outcome.message };
}

async function addOnce(ctx: CustomerCtx, db: DbOrTx, body: AddToCartBody): Promise<{ item: CartItem; message: string }> {
  const customerId = ctx.actor.userId;
  const variantId = body.variantId ?? null;
  const product = await repo.addContext(db, customerId, body.productId, variantId);
  if (!product) throw notFound(MESSAGES.productUnavailable);
  if (!variantId && product.variants.length > 0) throw badInput([{ path: "variantId", message: MESSAGES.variantRequired }]);
  const variant = variantId ? product.variants.find((v) => v.id === variantId) : null;
  if (variantId && !variant) throw badInput([{ path: "variantId", message: MESSAGES.variantInvalid }]);

  const unlimited = product.contSalesOutOfStock || product.isDigital;
  const stock = unlimited ? null : variant ? variant.quantity : product.quantity;
  const name = quoted(product.name);
  if (stock !== null && stock <= 0) throw conflict(fillMessage(MESSAGES.outOfStock, { product: name }));
  const cap = Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);

  const existing = product.lineQuantity;
  if (existing !== null && existing >= cap) throw conflict(fillMessage(MESSAGES.cartAlreadyHasAll, { product: name }));
  if (existing === null && product.lineCount >= MAX_CART_LINES) throw conflict(fillMessage(MESSAGES.cartFull, { limit: MAX_CART_LINES }));
  const line = await repo.addToLine(db, { customerId, productId: product.id, variantId, quantity: body.quantity, cap, now: ctx.now });
  const wanted = (existing ?? 0) + body.quantity;
  const message =
    line.quantity < wanted && stock !== null && line.quantity === stock
      ? fillMessage(MESSAGES.cartQuantityCapped, { available: stock, product: name })
      : MESSAGES.cartItemAdded;
  return { item: await lineView(ctx, line.id, db), message };
}

/** Changes a line's quantity (capped by stock like adding) and/or its selected flag. */
export async function updateCartItem(ctx: CustomerCtx, body: UpdateCartBody): Promise<{ item: CartItem; message: string }> {
  const customerId = ctx.actor.userId;
  const [row] = await repo.listLines(ctx.db, customerId, { ids: [body.cartItemId] });
  if (!row) throw notFound(MESSAGES.updateCartItemFailed);
  const line = toLine(row);
  let quantity = body.quantity;
  let message: string = MESSAGES.cartItemUpdated;
  if (quantity !== undefined && quantity > line.quantity) {
    const name = quoted(line.productName);
    if (!line.visible) throw conflict(fillMessage(MESSAGES.productUnavailableNamed, { product: name }));
    if (line.stock !== null && line.stock <= 0) throw conflict(fillMessage(MESSAGES.outOfStock, { product: name }));
    if (line.stock !== null && quantity > line.stock) {
      quantity = Math.max(line.stock, 1);
      message = fillMessage(MESSAGES.cartQuantityCapped, { available: line.stock, product: name });
    }
  }
  const done = await repo.updateLine(ctx.db, customerId, line.id, { quantity, selected: body.selected, now: ctx.now });
  if (!done) throw notFound(MESSAGES.updateCartItemFailed);
  return { item: await lineView(ctx, line.id), message };
}

export async function removeCartItem(ctx: CustomerCtx, cartItemId: string): Promise<{ id: string }> {
  if (!(await repo.deleteLine(ctx.db, ctx.actor.userId, cartItemId))) throw notFound(MESSAGES.removeCartItemFailed);
  return { id: cartItemId };
}

/** After checkout: the lines bought leave the cart, and the gift cards that paid leave it too. */
export async function clearCheckedOut(tx: DbOrTx, customerId: string, lineIds: string[], usedGiftCards: boolean): Promise<void> {
  await repo.deleteLines(tx, customerId, lineIds);
  if (usedGiftCards) await repo.clearGiftCards(tx, customerId);
}

// ---- shipping fee ----

export async function shippingFees(ctx: CustomerCtx, addressId: string): Promise<ShippingFeeResult> {
  const address = await getCustomerAddress(ctx.db, ctx.actor.userId, addressId);
  const q = await quoteCart(ctx.db, { customerId: ctx.actor.userId, now: ctx.now, address });
  const cannotShip = q.problems.find((p) => p.cartItemId === null);
  if (cannotShip) throw conflict(cannotShip.message);
  const fees = [...q.quotes.values()].map((x) => toStoreShippingFee(x, storeNameOf(q, x.storeId)));
  return {
    addressId: address.id,
    shippingFees: fees,
    shippingFeeTotal: koboToNaira([...q.quotes.values()].reduce((n, x) => n + x.feeKobo, 0)),
    weight: selectedWeight(q),
  };
}

// ---- gift cards on the cart ----

export async function applyGiftCard(ctx: CustomerCtx, code: string): Promise<AppliedGiftCard> {
  const card = await findGiftCardForUse(ctx.db, code, ctx.now);
  if (!card) throw notFound(MESSAGES.giftCardNotFound);
  if (!card.usable) throw badInput([{ path: "code", message: MESSAGES.giftCardNotUsable }]);
  const customerId = ctx.actor.userId;
  const applied = await repo.listAppliedGiftCards(ctx.db, customerId);
  if (!applied.some((a) => a.giftCardId === card.id)) {
    if (applied.length >= MAX_GIFT_CARDS) throw badInput([{ path: "code", message: fillMessage(MESSAGES.giftCardLimit, { limit: MAX_GIFT_CARDS }) }]);
    await repo.applyGiftCard(ctx.db, { customerId, giftCardId: card.id, code: card.code, now: ctx.now });
  }
  const view = giftCardViews(await quoteFor(ctx)).find((g) => g.code === card.code);
  return view ?? { code: card.code, balance: koboToNaira(card.balanceKobo), amountApplied: 0 };
}

export async function unapplyGiftCard(ctx: CustomerCtx, code: string): Promise<{ code: string }> {
  const normalised = code.trim().toUpperCase();
  if (!(await repo.removeGiftCard(ctx.db, ctx.actor.userId, normalised))) throw notFound(MESSAGES.giftCardNotApplied);
  return { code: normalised };
}

export async function appliedGiftCards(ctx: CustomerCtx): Promise<AppliedGiftCard[]> {
  return giftCardViews(await quoteFor(ctx));
}

// ---- coupon codes on the cart ----

export async function validateCoupon(ctx: CustomerCtx, code: string): Promise<{ data: CouponValidation; message: string }> {
  const q = await quoteFor(ctx);
  const found = await lookupCode(ctx.db, {
    customerId: ctx.actor.userId,
    code,
    cartStoreIds: unique(q.lines.map((l) => l.storeId)),
    now: ctx.now,
  });
  if (!found) throw notFound(MESSAGES.couponNotFound);
  const coupon = await publicCouponView(ctx.db, found.row, found.storeName);
  const items = q.checkoutLines.filter((l) => l.storeId === found.row.storeId).map(toPricingItem);
  const rule = toRule(found.row);
  const shortfall = items.length === 0 ? null : couponShortfall(rule, items);
  const reason =
    found.blocker ??
    (items.length === 0
      ? fillMessage(MESSAGES.couponStoreNotInCart, { store: found.storeName })
      : shortfall
        ? shortfallMessage(found.row, shortfall, found.storeName)
        : null);
  const discount = reason ? 0 : couponDiscount(rule, items).discount;
  return {
    data: { valid: reason === null, reason, coupon, discount: koboToNaira(discount) },
    message: reason ?? MESSAGES.couponValid,
  };
}

/**
 * Applies a Code coupon for its store (replacing that store's previous code). A cart that does not meet the
 * minimum yet keeps the code with no discount; dates, limits and eligibility refuse it (422 on `code`).
 */
export async function applyCoupon(ctx: CustomerCtx, code: string): Promise<AppliedCoupon> {
  const customerId = ctx.actor.userId;
  const lines = (await repo.listLines(ctx.db, customerId)).map(toLine);
  const found = await lookupCode(ctx.db, { customerId, code, cartStoreIds: unique(lines.map((l) => l.storeId)), now: ctx.now });
  if (!found) throw notFound(MESSAGES.couponNotFound);
  const refuse = (message: string) => badInput([{ path: "code", message }], message);
  if (found.row.discountMode === "Automatic") throw refuse(MESSAGES.couponAutomatic);
  if (found.blocker) throw refuse(found.blocker);
  if (!lines.some((l) => l.storeId === found.row.storeId)) {
    throw refuse(fillMessage(MESSAGES.couponStoreNotInCart, { store: found.storeName }));
  }
  await applyCode(ctx.db, { customerId, row: found.row, now: ctx.now });
  const items = lines.filter((l) => l.storeId === found.row.storeId && l.visible).map(toPricingItem);
  return {
    code: found.row.code ?? code,
    couponId: found.row.id,
    storeId: found.row.storeId,
    storeName: found.storeName,
    discountType: found.row.discountType,
    discount: koboToNaira(couponDiscount(toRule(found.row), items.filter((i) => i.selected)).discount),
  };
}

export async function removeCoupon(ctx: CustomerCtx, code: string): Promise<{ code: string }> {
  await removeAppliedCode(ctx.db, ctx.actor.userId, code);
  return { code: code.trim().toUpperCase() };
}
