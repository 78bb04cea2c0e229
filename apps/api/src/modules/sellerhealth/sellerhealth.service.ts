import {
  type DecideSellerHealthAppeal,
  SELLER_HEALTH_LEVEL_LABELS,
  SELLER_HEALTH_MESSAGES,
  SELLER_HEALTH_WINDOW_DAYS,
  type SellerHealth,
  type SellerHealthAppeal,
  type SellerHealthAppealBody,
  type SellerHealthAppealPage,
  type SellerHealthAppealStatus,
  type SellerHealthLevel,
  type SellerHealthRecomputeResult,
  type SellerHealthSettings,
  type UpdateSellerHealthSettings,
} from "@bitmarte/contracts";
import type { Config } from "../../config.js";
import type { Db, DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { conflict, notFound } from "../../lib/errors.js";
import { getFulfilmentSettings } from "../fulfilment/index.js";
import { enqueue } from "../jobs/index.js";
import { genericMail } from "../mail/index.js";
import { findMerchantContact } from "../merchants/index.js";
import { notify } from "../notifications/index.js";
import { invalidateCatalogueCache } from "../products/index.js";
import * as repo from "./sellerhealth.repository.js";
import { isDemotedLevel, levelForScore, levelReason, scoreFactors, type Thresholds } from "./sellerhealth.score.js";

/** What a recompute needs: a request's context or a job's. */
export interface HealthDeps {
  db: Db;
  now: Date;
  config: Config;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 500;

// ---- settings ----

async function thresholds(db: DbOrTx): Promise<Thresholds & { appealGraceDays: number; updatedAt: Date | null }> {
  const row = await repo.findSettings(db);
  return row ?? { ...repo.DEFAULT_SETTINGS, updatedAt: null };
}

export async function getSettings(ctx: Pick<Ctx, "db">): Promise<SellerHealthSettings> {
  const s = await thresholds(ctx.db);
  return {
    warningBelow: s.warningBelow,
    demotionBelow: s.demotionBelow,
    payoutHoldBelow: s.payoutHoldBelow,
    appealGraceDays: s.appealGraceDays,
    updatedAt: s.updatedAt ? s.updatedAt.toISOString() : null,
  };
}

/** New thresholds act at the next recompute, which is queued at once. */
export async function saveSettings(ctx: Ctx<AdminActor>, body: UpdateSellerHealthSettings): Promise<SellerHealthSettings> {
  await repo.saveSettings(ctx.db, { ...body, updatedBy: ctx.actor.userId, updatedAt: ctx.now });
  await enqueue("sellerhealth.recompute", {}, { singletonKey: "sellerhealth.recompute.all" });
  return getSettings(ctx);
}

// ---- recompute ----

/**
 * Recomputes the scores of one store, or of every store a page at a time, and moves levels. Answers
 * how many stores were computed.
 */
export async function recomputeStores(deps: HealthDeps, scope: { storeId: string } | "all"): Promise<number> {
  const settings = await thresholds(deps.db);
  const fulfilment = await getFulfilmentSettings({ db: deps.db });
  const window = {
    since: new Date(deps.now.getTime() - SELLER_HEALTH_WINDOW_DAYS * DAY_MS),
    now: deps.now,
    acceptHours: fulfilment.pendingLateHours,
    packHours: fulfilment.readyToShipLateHours,
  };
  let done = 0;
  let afterId: string | null = null;
  for (;;) {
    const figures = await repo.storeFigures(deps.db, window, scope === "all" ? { afterId, limit: PAGE } : scope);
    if (figures.length === 0) break;
    await applyFigures(deps, figures, settings);
    done += figures.length;
    if (scope !== "all" || figures.length < PAGE) break;
    afterId = figures[figures.length - 1].storeId;
  }
  return done;
}

async function applyFigures(deps: HealthDeps, figures: repo.StoreFigures[], settings: Thresholds): Promise<void> {
  let searchChanged = false;
  await deps.db.transaction(async (tx) => {
    // The levels are read again under lock: an appeal decided since the figures were read has moved them.
    const current = await repo.lockStoresHealth(tx, figures.map((f) => f.storeId));
    const previous = await repo.scoresOf(tx, figures.map((f) => f.storeId));
    const storeChanges: { storeId: string; score: number; level: SellerHealthLevel }[] = [];
    for (const f of figures) {
      const currentLevel = current.get(f.storeId)?.healthLevel ?? f.currentLevel;
      const currentScore = current.get(f.storeId)?.healthScore ?? f.currentScore;
      const { score, factors } = scoreFactors({
        late_confirmations: { cases: f.acceptLate, outOf: f.acceptDue },
        late_handovers: { cases: f.packLate, outOf: f.packDue },
        store_cancellations: { cases: f.storeCancelled, outOf: f.paidOrders },
        faulty_returns: { cases: f.faultyReturns, outOf: f.paidOrders },
        ratings: { cases: 0, outOf: f.reviewCount, average: f.ratingAverage },
        chargebacks: { cases: f.chargebacks, outOf: f.paidOrders },
      });
      const before = previous.get(f.storeId);
      const byScore = levelForScore(score, settings);
      // An accepted appeal holds good standing until its date, or until the score itself is back to good.
      let goodStandingUntil = before?.goodStandingUntil && before.goodStandingUntil > deps.now ? before.goodStandingUntil : null;
      if (goodStandingUntil && byScore === "good") goodStandingUntil = null;
      const level = goodStandingUntil ? "good" : byScore;
      const changed = level !== currentLevel;
      const reason = changed ? levelReason(level, score, settings) : (before?.reason ?? null);
      await repo.upsertScore(tx, {
        storeId: f.storeId,
        merchantId: f.merchantId,
        score,
        level,
        factors,
        reason,
        levelChangedAt: changed ? deps.now : (before?.levelChangedAt ?? null),
        goodStandingUntil,
        computedAt: deps.now,
      });
      if (score !== currentScore || changed) storeChanges.push({ storeId: f.storeId, score, level });
      if (changed) {
        await repo.insertLevelChange(tx, { storeId: f.storeId, fromLevel: currentLevel, toLevel: level, score, reason: reason ?? "", createdAt: deps.now });
        await tellMerchant(deps, tx, f.merchantId, level, reason ?? "");
        if (isDemotedLevel(level) !== isDemotedLevel(currentLevel)) searchChanged = true;
      }
    }
    await repo.setStoreHealth(tx, storeChanges);
  });
  // Search rankings kept in this process would still rank the store as before.
  if (searchChanged) invalidateCatalogueCache(deps.db);
}

async function tellMerchant(deps: HealthDeps, tx: DbOrTx, merchantId: string, level: SellerHealthLevel, reason: string): Promise<void> {
  const contact = await findMerchantContact(tx, merchantId);
  if (!contact) return;
  const title = `${SELLER_HEALTH_MESSAGES.notificationTitle}: ${SELLER_HEALTH_LEVEL_LABELS[level]}`;
  await notify(tx, {
    to: [{ kind: "merchant", id: contact.userId, email: contact.email }],
    kind: "seller_health",
    title,
    body: reason,
    link: "/merchant/health",
    now: deps.now,
    mail: genericMail(title, [`Hello ${contact.firstName},`, reason], { label: "See your seller health", url: `${deps.config.APP_URL}/merchant/health` }),
  });
}

/** Job `sellerhealth.recompute`: every store (scheduled), or one store. */
export async function recomputeJob(deps: HealthDeps, payload: { storeId?: string }): Promise<number> {
  return recomputeStores(deps, payload.storeId ? { storeId: payload.storeId } : "all");
}

export async function recomputeForAdmin(ctx: Ctx<AdminActor>, body: { storeId?: string }): Promise<SellerHealthRecomputeResult> {
  if (body.storeId) {
    if (!(await repo.findStore(ctx.db, body.storeId))) throw notFound();
    return { recomputed: await recomputeStores(ctx, { storeId: body.storeId }), queued: false };
  }
  await enqueue("sellerhealth.recompute", {}, { singletonKey: "sellerhealth.recompute.all" });
  return { recomputed: 0, queued: true };
}

// ---- views ----

function toAppeal(row: repo.AppealRow, storeName: string): SellerHealthAppeal {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName,
    level: row.level,
    score: row.score,
    reason: row.reason,
    status: row.status,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function healthOf(deps: HealthDeps, store: { id: string; storeName: string }): Promise<SellerHealth> {
  let row = await repo.findScore(deps.db, store.id);
  // A store never computed yet gets its first score now, so the page never shows an empty health.
  if (!row) {
    await recomputeStores(deps, { storeId: store.id });
    row = await repo.findScore(deps.db, store.id);
    if (!row) throw notFound();
  }
  const settings = await thresholds(deps.db);
  const appeal = await repo.latestAppeal(deps.db, store.id);
  return {
    storeId: store.id,
    storeName: store.storeName,
    score: row.score,
    level: row.level,
    reason: row.reason,
    levelChangedAt: row.levelChangedAt ? row.levelChangedAt.toISOString() : null,
    computedAt: row.computedAt.toISOString(),
    goodStandingUntil: row.goodStandingUntil && row.goodStandingUntil > deps.now ? row.goodStandingUntil.toISOString() : null,
    windowDays: SELLER_HEALTH_WINDOW_DAYS,
    factors: row.factors,
    thresholds: { warningBelow: settings.warningBelow, demotionBelow: settings.demotionBelow, payoutHoldBelow: settings.payoutHoldBelow },
    appeal: appeal ? toAppeal(appeal, store.storeName) : null,
    canAppeal: row.level !== "good" && appeal?.status !== "pending",
  };
}

async function ownStore(ctx: Ctx<MerchantActor>) {
  const store = await repo.findStoreOfMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw notFound(SELLER_HEALTH_MESSAGES.noStore);
  return store;
}

export async function getMerchantHealth(ctx: Ctx<MerchantActor>): Promise<SellerHealth> {
  return healthOf(ctx, await ownStore(ctx));
}

export async function getStoreHealth(ctx: Ctx<AdminActor>, storeId: string): Promise<SellerHealth> {
  const store = await repo.findStore(ctx.db, storeId);
  if (!store) throw notFound();
  return healthOf(ctx, store);
}

// ---- appeals ----

export async function appeal(ctx: Ctx<MerchantActor>, body: SellerHealthAppealBody): Promise<SellerHealthAppeal> {
  const store = await ownStore(ctx);
  const score = await repo.findScore(ctx.db, store.id);
  if (!score || score.level === "good") throw conflict(SELLER_HEALTH_MESSAGES.appealNotNeeded);
  const latest = await repo.latestAppeal(ctx.db, store.id);
  if (latest?.status === "pending") throw conflict(SELLER_HEALTH_MESSAGES.appealPending);
  try {
    const row = await repo.insertAppeal(ctx.db, {
      storeId: store.id,
      merchantId: store.merchantId,
      level: score.level,
      score: score.score,
      reason: body.reason,
      createdAt: ctx.now,
    });
    return toAppeal(row, store.storeName);
  } catch (e) {
    // Two appeals sent at once: the one-waiting-appeal index keeps the first.
    if ((e as { code?: string; cause?: { code?: string } }).code === "23505" || (e as { cause?: { code?: string } }).cause?.code === "23505") {
      throw conflict(SELLER_HEALTH_MESSAGES.appealPending);
    }
    throw e;
  }
}

export async function listAppeals(ctx: Ctx<AdminActor>, q: { page: number; limit: number; status?: SellerHealthAppealStatus }): Promise<SellerHealthAppealPage> {
  const page = await repo.listAppeals(ctx.db, { status: q.status, limit: q.limit, offset: (q.page - 1) * q.limit });
  return { rows: page.rows.map((r) => toAppeal(r.appeal, r.storeName)), count: page.count };
}

/**
 * Accepting puts the store back in good standing for the grace days (the recompute keeps it there
 * until then, or until the score is good by itself); rejecting leaves the level and tells the merchant why.
 */
export async function decideAppeal(ctx: Ctx<AdminActor>, id: string, body: DecideSellerHealthAppeal): Promise<SellerHealthAppeal> {
  const existing = await repo.findAppeal(ctx.db, id);
  if (!existing) throw notFound();
  if (existing.status !== "pending") throw conflict(SELLER_HEALTH_MESSAGES.appealAlreadyDecided);
  const store = await repo.findStore(ctx.db, existing.storeId);
  if (!store) throw notFound();
  const settings = await thresholds(ctx.db);
  const note = body.reason?.trim() ? body.reason.trim() : null;
  let searchChanged = false;
  const decided = await ctx.db.transaction(async (tx) => {
    // Locked first, as a recompute locks it: the two take turns, and the level read here is current.
    const locked = (await repo.lockStoresHealth(tx, [store.id])).get(store.id);
    if (!locked) throw notFound();
    const row = await repo.decideAppeal(tx, id, {
      status: body.decision === "accept" ? "accepted" : "rejected",
      decisionReason: note,
      decidedBy: ctx.actor.userId,
      decidedAt: ctx.now,
    });
    if (!row) throw conflict(SELLER_HEALTH_MESSAGES.appealAlreadyDecided);
    const score = await repo.findScore(tx, store.id);
    if (body.decision === "accept" && score) {
      const until = new Date(ctx.now.getTime() + settings.appealGraceDays * DAY_MS);
      const reason = `Your appeal was accepted${note ? `: ${note}` : ""}. Your store is in good standing until ${until.toISOString().slice(0, 10)}; after that your score decides your level again.`;
      await repo.upsertScore(tx, { ...score, level: "good", reason, levelChangedAt: ctx.now, goodStandingUntil: until });
      if (locked.healthLevel !== "good") {
        await repo.insertLevelChange(tx, { storeId: store.id, fromLevel: locked.healthLevel, toLevel: "good", score: score.score, reason, createdAt: ctx.now });
        await repo.setStoreHealth(tx, [{ storeId: store.id, score: locked.healthScore, level: "good" }]);
        searchChanged = isDemotedLevel(locked.healthLevel);
      }
      await tellMerchant(ctx, tx, store.merchantId, "good", reason);
    } else {
      const reason = `Your appeal was rejected: ${note ?? ""}`.trim();
      await tellMerchant(ctx, tx, store.merchantId, score?.level ?? locked.healthLevel, reason);
    }
    return row;
  });
  if (searchChanged) invalidateCatalogueCache(ctx.db);
  return toAppeal(decided, store.storeName);
}
