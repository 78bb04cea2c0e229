import {
  type Coupon,
  type CouponDiscountDetail,
  type CouponListQuerySchema,
  type CouponStatus,
  type CreateCouponBody,
  CreateCouponBodySchema,
  type CustomerCouponsBodySchema,
  fillMessage,
  formatNaira,
  MESSAGES,
  type NamedRef,
  type PublicCoupon,
  type UpdateCouponBody,
  splitSort,
} from "@bitmarte/contracts";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx, MerchantActor } from "../../http/context.js";
import { zodFieldErrors } from "../../http/errors.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, nairaToKobo } from "../../lib/money.js";
import type { CouponRule } from "../pricing/index.js";
import { storesFollowedAmong } from "../merchants/index.js";
import * as repo from "./coupons.repository.js";

type MerchantCtx = Ctx<MerchantActor>;
export type CouponRow = repo.CouponRow;

/** UTC day of a moment (coupon dates are UTC days, inclusive). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Runs independent reads side by side on the pool, or one after another inside a transaction (one
 * connection runs one query at a time).
 */
export async function runAll<T extends unknown[]>(db: DbOrTx, ...tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (db instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const task of tasks) out.push(await task());
    return out as T;
  }
  return (await Promise.all(tasks.map((task) => task()))) as T;
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
}

export function couponStatus(row: CouponRow, today: string): CouponStatus {
  if (row.endDate && row.endDate < today) return "expired";
  if (row.usageLimit > 0 && row.usedCount >= row.usageLimit) return "exhausted";
  if (row.startDate > today) return "scheduled";
  return "active";
}

/** The rule pricing applies (amounts in kobo, percentages 0–100). */
export function toRule(row: CouponRow): CouponRule {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountType === "Percent" ? row.discountValueHundredths / 100 : row.discountValueHundredths,
    spendAppliesTo: row.spendAppliesTo,
    spendAppliesToIds: row.spendAppliesToIds,
    minRequireType: row.minRequireType,
    minRequireValue: row.minRequireValue,
    customerReward: row.customerReward,
    rewardAppliesTo: row.rewardAppliesTo,
    rewardAppliesToIds: row.rewardAppliesToIds,
    rewardValue: row.rewardValueBps / 100,
  };
}

/** Discount value as the form shows it: a percentage, or naira. */
const shownDiscountValue = (row: CouponRow) => (row.discountType === "BuyXGetY" ? 0 : row.discountValueHundredths / 100);
/** Minimum as the form shows it: naira for Amount, units for Quantity. */
const shownMinimum = (row: CouponRow) => (row.minRequireType === "Amount" ? koboToNaira(row.minRequireValue) : row.minRequireValue);

// ---- names of referenced rows ----

interface Names {
  products: Map<string, string>;
  categories: Map<string, string>;
  customers: Map<string, string>;
}

async function namesFor(db: DbOrTx, rows: readonly CouponRow[], opts: { customers: boolean }): Promise<Names> {
  const productIds: string[] = [];
  const categoryIds: string[] = [];
  for (const r of rows) {
    (r.spendAppliesTo === "Product" ? productIds : r.spendAppliesTo === "Category" ? categoryIds : []).push(...r.spendAppliesToIds);
    (r.rewardAppliesTo === "Product" ? productIds : categoryIds).push(...r.rewardAppliesToIds);
  }
  const customerIds = opts.customers ? rows.flatMap((r) => r.eligibleCustomerIds) : [];
  const [products, categories, customers] = await Promise.all([
    repo.productNames(db, unique(productIds)),
    repo.categoryNames(db, unique(categoryIds)),
    repo.customerNames(db, unique(customerIds)),
  ]);
  return { products, categories, customers };
}

const refs = (ids: readonly string[], names: Map<string, string>): NamedRef[] =>
  ids.map((id) => ({ id, name: names.get(id) ?? "" }));
const spendRefs = (r: CouponRow, n: Names) =>
  r.spendAppliesTo === "All" ? [] : refs(r.spendAppliesToIds, r.spendAppliesTo === "Product" ? n.products : n.categories);
const rewardRefs = (r: CouponRow, n: Names) => refs(r.rewardAppliesToIds, r.rewardAppliesTo === "Product" ? n.products : n.categories);

function toCoupon(row: CouponRow, names: Names, today: string): Coupon {
  const detail: CouponDiscountDetail = {
    id: row.id,
    couponId: row.id,
    discountValue: shownDiscountValue(row),
    spendAppliesTo: row.spendAppliesTo,
    spendAppliesToId: spendRefs(row, names),
    minRequireType: row.minRequireType,
    minRequireValue: shownMinimum(row),
  };
  return {
    id: row.id,
    storeId: row.storeId,
    merchantId: row.merchantId,
    code: row.code,
    description: row.description,
    discountMode: row.discountMode,
    discountType: row.discountType,
    discountValue: shownDiscountValue(row),
    startDate: row.startDate,
    endDate: row.endDate,
    spendAppliesTo: row.spendAppliesTo,
    spendAppliesToId: detail.spendAppliesToId,
    minRequireType: row.minRequireType,
    minRequireValue: shownMinimum(row),
    usageLimit: row.usageLimit,
    usageLimitPerUser: row.usageLimitPerUser,
    usedCount: row.usedCount,
    customerEligibility: row.customerEligibility,
    eligibleCustomerIds: refs(row.eligibleCustomerIds, names.customers),
    customerReward: row.customerReward,
    rewardAppliesTo: row.rewardAppliesTo,
    rewardAppliesToId: rewardRefs(row, names),
    rewardValue: row.rewardValueBps / 100,
    status: couponStatus(row, today),
    percentageCoupons: row.discountType === "Percent" ? [detail] : [],
    fixedCoupons: row.discountType === "Fixed" ? [detail] : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicCoupon(row: CouponRow, storeName: string, names: Names): PublicCoupon {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName,
    code: row.code,
    description: row.description,
    discountMode: row.discountMode,
    discountType: row.discountType,
    discountValue: shownDiscountValue(row),
    startDate: row.startDate,
    endDate: row.endDate,
    spendAppliesTo: row.spendAppliesTo,
    spendAppliesToId: spendRefs(row, names),
    minRequireType: row.minRequireType,
    minRequireValue: shownMinimum(row),
    customerEligibility: row.customerEligibility,
    customerReward: row.customerReward,
    rewardAppliesTo: row.rewardAppliesTo,
    rewardAppliesToId: rewardRefs(row, names),
    rewardValue: row.rewardValueBps / 100,
  };
}

export async function publicCouponView(db: DbOrTx, row: CouponRow, storeName: string): Promise<PublicCoupon> {
  return toPublicCoupon(row, storeName, await namesFor(db, [row], { customers: false }));
}

// ---- merchant: writes ----

type CouponValues = Omit<repo.CouponInsert, "merchantId" | "storeId">;

function toValues(body: CreateCouponBody): CouponValues {
  return {
    code: body.code ?? null,
    description: body.description ? body.description : null,
    discountMode: body.discountMode,
    discountType: body.discountType,
    discountValueHundredths: body.discountType === "BuyXGetY" ? 0 : Math.round(body.discountValue * 100),
    startDate: body.startDate,
    endDate: body.endDate,
    spendAppliesTo: body.spendAppliesTo,
    spendAppliesToIds: body.spendAppliesTo === "All" ? [] : unique(body.spendAppliesToId),
    minRequireType: body.minRequireType,
    minRequireValue: body.minRequireType === "Amount" ? nairaToKobo(body.minRequireValue) : Math.round(body.minRequireValue),
    usageLimit: body.usageLimit,
    usageLimitPerUser: body.usageLimitPerUser,
    customerEligibility: body.customerEligibility,
    eligibleCustomerIds: body.customerEligibility === "Specific" ? unique(body.eligibleCustomerIds) : [],
    customerReward: body.customerReward,
    rewardAppliesTo: body.rewardAppliesTo,
    rewardAppliesToIds: unique(body.rewardAppliesToId),
    rewardValueBps: Math.round(body.rewardValue * 100),
  };
}

/** A stored coupon as a create body (so an edit can be checked as a whole). */
function toInput(row: CouponRow): z.input<typeof CreateCouponBodySchema> {
  return {
    code: row.code ?? undefined,
    description: row.description ?? undefined,
    discountMode: row.discountMode,
    discountType: row.discountType,
    discountValue: shownDiscountValue(row),
    startDate: row.startDate,
    endDate: row.endDate,
    spendAppliesTo: row.spendAppliesTo,
    spendAppliesToId: row.spendAppliesToIds,
    minRequireType: row.minRequireType,
    minRequireValue: shownMinimum(row),
    usageLimit: row.usageLimit,
    usageLimitPerUser: row.usageLimitPerUser,
    customerEligibility: row.customerEligibility,
    eligibleCustomerIds: row.eligibleCustomerIds,
    customerReward: row.customerReward,
    rewardAppliesTo: row.rewardAppliesTo,
    rewardAppliesToId: row.rewardAppliesToIds,
    rewardValue: row.rewardValueBps / 100,
  };
}

/** Spend and reward targets are the merchant's own products or existing categories; customers exist. */
async function checkReferences(db: DbOrTx, merchantId: string, v: CouponValues): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  const check = async (ids: string[], kind: "Product" | "Category", path: string) => {
    if (ids.length === 0) return;
    const found = kind === "Product" ? await repo.merchantProductNames(db, merchantId, ids) : await repo.categoryNames(db, ids);
    if (ids.some((id) => !found.has(id))) {
      errors.push({ path, message: kind === "Product" ? MESSAGES.couponProductsInvalid : MESSAGES.couponCategoriesInvalid });
    }
  };
  if (v.spendAppliesTo !== "All") await check(v.spendAppliesToIds ?? [], v.spendAppliesTo as "Product" | "Category", "spendAppliesToId");
  await check(v.rewardAppliesToIds ?? [], v.rewardAppliesTo as "Product" | "Category", "rewardAppliesToId");
  const customerIds = v.eligibleCustomerIds ?? [];
  if (customerIds.length > 0) {
    const found = await repo.customerNames(db, customerIds);
    if (customerIds.some((id) => !found.has(id))) errors.push({ path: "eligibleCustomerIds", message: MESSAGES.couponCustomersInvalid });
  }
  if (errors.length > 0) throw badInput(errors);
}

const codeTaken = () => conflict(MESSAGES.couponCodeTaken, [{ path: "code", message: MESSAGES.couponCodeTaken }]);

async function viewOf(ctx: MerchantCtx, row: CouponRow): Promise<Coupon> {
  return toCoupon(row, await namesFor(ctx.db, [row], { customers: true }), dayOf(ctx.now));
}

export async function createCoupon(ctx: MerchantCtx, body: CreateCouponBody): Promise<Coupon> {
  const storeId = ctx.actor.storeId;
  if (!storeId) throw conflict(MESSAGES.couponStoreRequired);
  const values = toValues(body);
  await checkReferences(ctx.db, ctx.actor.merchantId, values);
  if (values.code && (await repo.isCodeTaken(ctx.db, storeId, values.code))) throw codeTaken();
  try {
    const row = await repo.insertCoupon(ctx.db, {
      ...values,
      merchantId: ctx.actor.merchantId,
      storeId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return viewOf(ctx, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw codeTaken();
    throw e;
  }
}

export async function updateCoupon(ctx: MerchantCtx, id: string, body: UpdateCouponBody): Promise<Coupon> {
  const current = await repo.findMerchantCoupon(ctx.db, ctx.actor.merchantId, id);
  if (!current) throw notFound();
  const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const merged = CreateCouponBodySchema.safeParse({ ...toInput(current), ...sent });
  if (!merged.success) throw badInput(zodFieldErrors(merged.error));
  const values = toValues(merged.data);
  await checkReferences(ctx.db, ctx.actor.merchantId, values);
  if (values.code && values.code !== current.code && (await repo.isCodeTaken(ctx.db, current.storeId, values.code, id))) throw codeTaken();
  try {
    const row = await repo.updateCoupon(ctx.db, ctx.actor.merchantId, id, { ...values, updatedAt: ctx.now });
    if (!row) throw notFound();
    return viewOf(ctx, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw codeTaken();
    throw e;
  }
}

/** Orders that used the coupon keep their frozen discount; carts that applied its code lose it. */
export async function deleteCoupon(ctx: MerchantCtx, id: string): Promise<{ id: string }> {
  const done = await ctx.db.transaction((tx) => repo.softDeleteCoupon(tx, ctx.actor.merchantId, id, ctx.now));
  if (!done) throw notFound();
  return { id };
}

// ---- merchant: reads ----

export async function listCoupons(ctx: MerchantCtx, q: z.output<typeof CouponListQuerySchema>) {
  const today = dayOf(ctx.now);
  const { rows, count } = await repo.listMerchantCoupons(ctx.db, ctx.actor.merchantId, {
    search: q.search || undefined,
    status: q.status,
    sort: q.sort ? splitSort(q.sort) : undefined,
    today,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const names = await namesFor(ctx.db, rows, { customers: true });
  return { rows: rows.map((r) => toCoupon(r, names, today)), count };
}

export async function getCoupon(ctx: MerchantCtx, id: string): Promise<Coupon> {
  const row = await repo.findMerchantCoupon(ctx.db, ctx.actor.merchantId, id);
  if (!row) throw notFound();
  return viewOf(ctx, row);
}

// ---- customers: offers on product and store pages ----

function targets(ids: readonly string[], kind: "All" | "Product" | "Category", productId: string, categoryIds: readonly string[]): boolean {
  if (kind === "All") return true;
  if (kind === "Product") return ids.includes(productId);
  return categoryIds.some((c) => ids.includes(c));
}

/** Running coupons (not the ones kept for chosen customers) of these stores that touch these products. */
export async function listCustomerCoupons(ctx: Ctx, body: z.output<typeof CustomerCouponsBodySchema>): Promise<PublicCoupon[]> {
  const productIds = unique(body.productIds);
  const [rows, categoriesOf] = await Promise.all([
    repo.listPublicCoupons(ctx.db, unique(body.storeIds), dayOf(ctx.now)),
    repo.productCategoryIds(ctx.db, productIds),
  ]);
  const relevant = rows.filter((r) =>
    productIds.some((p) => {
      const cats = categoriesOf.get(p) ?? [];
      return (
        targets(r.spendAppliesToIds, r.spendAppliesTo, p, cats) ||
        (r.discountType === "BuyXGetY" && targets(r.rewardAppliesToIds, r.rewardAppliesTo, p, cats))
      );
    }),
  );
  const names = await namesFor(ctx.db, relevant, { customers: false });
  return relevant.map((r) => toPublicCoupon(r, r.storeName, names));
}

// ---- the cart: which coupons may apply, and why a code does not ----

export interface CouponEligibilityInput {
  customerId: string;
  today: string;
  storeName: string;
  followsStore: boolean;
  /** The customer's uses of this coupon that still count. */
  usesByCustomer: number;
}

/** Why this customer cannot use the coupon today (dates, limits, eligibility), or null. */
export function couponBlocker(row: CouponRow, who: CouponEligibilityInput): string | null {
  if (row.deletedAt) return MESSAGES.couponNotFound;
  if (row.startDate > who.today) return fillMessage(MESSAGES.couponNotStarted, { date: row.startDate });
  if (row.endDate && row.endDate < who.today) return fillMessage(MESSAGES.couponExpired, { date: row.endDate });
  if (row.usageLimit > 0 && row.usedCount >= row.usageLimit) return MESSAGES.couponLimitReached;
  if (row.usageLimitPerUser > 0 && who.usesByCustomer >= row.usageLimitPerUser) return MESSAGES.couponUserLimitReached;
  if (row.customerEligibility === "Followers" && !who.followsStore) return fillMessage(MESSAGES.couponFollowersOnly, { store: who.storeName });
  if (row.customerEligibility === "Specific" && !row.eligibleCustomerIds.includes(who.customerId)) return MESSAGES.couponNotEligible;
  return null;
}

/** Why a coupon whose condition is not met gives nothing, in the customer's words. */
export function shortfallMessage(row: CouponRow, shortfall: "no_matching_items" | "minimum_not_met", storeName: string): string {
  if (shortfall === "no_matching_items") return MESSAGES.couponNoMatchingItems;
  return row.minRequireType === "Amount"
    ? fillMessage(MESSAGES.couponMinimumAmount, { amount: formatNaira(koboToNaira(row.minRequireValue)), store: storeName })
    : fillMessage(MESSAGES.couponMinimumQuantity, { quantity: row.minRequireValue, store: storeName });
}

export interface AppliedCodeState {
  storeId: string;
  couponId: string;
  code: string;
  row: CouponRow | null;
  /** Why it cannot be used now; null when it is a candidate. */
  blocker: string | null;
}

export interface CartCoupons {
  /** Per store, the coupons pricing may choose from (the best one is used). */
  rulesByStore: Record<string, CouponRule[]>;
  applied: AppliedCodeState[];
  rows: Map<string, CouponRow>;
}

/**
 * The coupons a customer's cart may use: each store's running, eligible Automatic coupons and the code the
 * customer applied for it (if it is usable today). Store names are needed for reasons only.
 */
export async function couponsForCart(
  db: DbOrTx,
  input: { customerId: string; storeIds: string[]; storeNames: Map<string, string>; now: Date },
): Promise<CartCoupons> {
  const today = dayOf(input.now);
  const storeIds = unique(input.storeIds);
  const [appliedRows, automatic] = await runAll(
    db,
    () => repo.listAppliedCodes(db, input.customerId),
    () => repo.listRunningAutomatic(db, storeIds, today),
  );
  const appliedCoupons = await repo.findCouponsByIds(db, appliedRows.map((a) => a.couponId));
  const rows = new Map<string, CouponRow>([...automatic, ...appliedCoupons].map((r) => [r.id, r]));
  const all = [...rows.values()];
  const [follows, uses] = await runAll(
    db,
    () =>
      all.some((r) => r.customerEligibility === "Followers")
        ? storesFollowedAmong(db, input.customerId, all.map((r) => r.storeId))
        : Promise.resolve(new Set<string>()),
    () =>
      all.some((r) => r.usageLimitPerUser > 0)
        ? repo.activeUsesByCustomer(db, input.customerId, all.filter((r) => r.usageLimitPerUser > 0).map((r) => r.id))
        : Promise.resolve(new Map<string, number>()),
  );
  const blockerOf = (r: CouponRow) =>
    couponBlocker(r, {
      customerId: input.customerId,
      today,
      storeName: input.storeNames.get(r.storeId) ?? "this store",
      followsStore: follows.has(r.storeId),
      usesByCustomer: uses.get(r.id) ?? 0,
    });

  const rulesByStore: Record<string, CouponRule[]> = {};
  const add = (r: CouponRow) => {
    if (!storeIds.includes(r.storeId)) return;
    const list = rulesByStore[r.storeId] ?? [];
    if (!list.some((x) => x.id === r.id)) list.push(toRule(r));
    rulesByStore[r.storeId] = list;
  };
  for (const r of automatic) if (!blockerOf(r)) add(r);
  const applied: AppliedCodeState[] = appliedRows.map((a) => {
    const row = rows.get(a.couponId) ?? null;
    const blocker = !row ? MESSAGES.couponNotFound : blockerOf(row);
    if (row && !blocker) add(row);
    return { storeId: a.storeId, couponId: a.couponId, code: a.code, row, blocker };
  });
  return { rulesByStore, applied, rows };
}

export interface CodeLookup {
  row: CouponRow;
  storeName: string;
  /** Dates, limits or eligibility stop it; null otherwise. */
  blocker: string | null;
}

/**
 * The coupon a customer means by a code: codes are unique per store, so the one of a store in the cart wins.
 * Null when no store has the code.
 */
export async function lookupCode(
  db: DbOrTx,
  input: { customerId: string; code: string; cartStoreIds: string[]; now: Date },
): Promise<CodeLookup | null> {
  const found = await repo.findCouponsByCode(db, input.code.trim().toUpperCase());
  if (found.length === 0) return null;
  const row = found.find((r) => input.cartStoreIds.includes(r.storeId)) ?? found[0];
  const [follows, uses] = await Promise.all([
    row.customerEligibility === "Followers" ? storesFollowedAmong(db, input.customerId, [row.storeId]) : Promise.resolve(new Set<string>()),
    row.usageLimitPerUser > 0 ? repo.activeUsesByCustomer(db, input.customerId, [row.id]) : Promise.resolve(new Map<string, number>()),
  ]);
  const blocker = couponBlocker(row, {
    customerId: input.customerId,
    today: dayOf(input.now),
    storeName: row.storeName,
    followsStore: follows.has(row.storeId),
    usesByCustomer: uses.get(row.id) ?? 0,
  });
  return { row, storeName: row.storeName, blocker };
}

export async function applyCode(db: DbOrTx, input: { customerId: string; row: CouponRow; now: Date }): Promise<void> {
  await repo.upsertAppliedCode(db, {
    customerId: input.customerId,
    storeId: input.row.storeId,
    couponId: input.row.id,
    code: input.row.code ?? "",
    appliedAt: input.now,
  });
}

export async function removeAppliedCode(db: DbOrTx, customerId: string, code: string): Promise<void> {
  const removed = await repo.deleteAppliedCode(db, customerId, code.trim().toUpperCase());
  if (removed === 0) throw notFound(MESSAGES.couponNotApplied);
}

/** After checkout: the codes of the stores checked out are used up. */
export async function clearAppliedCodes(db: DbOrTx, customerId: string, storeIds: string[]): Promise<void> {
  await repo.deleteAppliedCodesForStores(db, customerId, unique(storeIds));
}

// ---- checkout: counting uses ----

/**
 * Counts one use of a coupon by an order, atomically: the counter's guarded update refuses a use past
 * `usageLimit` (409) and serialises uses of this coupon, so the per-customer check after it is exact too.
 * Call in the checkout transaction, coupons in id order.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  input: { couponId: string; customerId: string; storeId: string; orderName: string; orderId: string; discountKobo: number; label: string; now: Date },
): Promise<void> {
  const row = await repo.takeUse(tx, input.couponId);
  if (!row || row.deletedAt) throw conflict(fillMessage(MESSAGES.couponLimitReachedAtCheckout, { code: input.label }));
  if (row.usageLimitPerUser > 0) {
    const uses = (await repo.activeUsesByCustomer(tx, input.customerId, [row.id])).get(row.id) ?? 0;
    if (uses >= row.usageLimitPerUser) throw conflict(MESSAGES.couponUserLimitReached);
  }
  await repo.insertRedemption(tx, {
    couponId: row.id,
    customerId: input.customerId,
    storeId: input.storeId,
    orderName: input.orderName,
    orderId: input.orderId,
    discountKobo: input.discountKobo,
    createdAt: input.now,
  });
}

/** Gives back the uses an order group counted (it expired, or its payment failed). Once. */
export async function releaseCouponUses(tx: DbOrTx, orderName: string, now: Date): Promise<number> {
  const couponIds = await repo.releaseRedemptions(tx, orderName, now);
  for (const id of couponIds) await repo.giveUseBack(tx, id);
  return couponIds.length;
}

/** Gives the coupon use of one cancelled order back (its group's other orders keep theirs). */
export async function releaseOrderCouponUse(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const couponId = await repo.releaseOrderRedemption(tx, orderId, now);
  if (couponId) await repo.giveUseBack(tx, couponId);
  return couponId !== null;
}
