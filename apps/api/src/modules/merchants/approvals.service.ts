import { diffFields, recordAudit } from "../audit/index.js";
import { type Approver, type FieldError, MESSAGES, fillMessage, type StoreApproval, type StoreApprovalEvent, type StoreApprovalSort, type StoreDetails } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx } from "../../http/context.js";
import { AppError, badInput, conflict, forbidden, notFound } from "../../lib/errors.js";
import { assertManagingAdmin } from "../../http/guards.js";
import { pageOffset } from "../../lib/paging.js";
import {
  approvalStatusOf,
  findActivePricingPlan,
  setMerchantPricingPlan,
  setMerchantVerified,
} from "./merchants.service.js";
import { genericMail } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import { findMerchant } from "./merchants.repository.js";
import * as repo from "./stores.repository.js";
import { toStoreProfile } from "./stores.service.js";
import { tellStoreWaiting } from "./notices.service.js";

type ApprovalListQuery = { page: number; limit: number; search?: string; status?: repo.ApprovalStatusFilter; sort?: StoreApprovalSort };

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

function toApproval(r: repo.ApprovalRow): StoreApproval {
  const s = r.store;
  const ref = (id: string | null, first: string | null, last: string | null) =>
    id ? { id, name: fullName(first, last) || "Former admin" } : null;
  return {
    storeId: s.id,
    merchantId: r.merchantId,
    storeName: s.storeName,
    storeUrl: s.storeUrl,
    merchantName: fullName(r.ownerFirstName, r.ownerLastName),
    email: r.ownerEmail,
    status: approvalStatusOf(s),
    firstApproval: s.firstApproval,
    firstApprovedBy: s.firstApproval ? ref(s.firstApprovedBy, r.firstApproverFirstName, r.firstApproverLastName) : null,
    firstApprovedAt: s.firstApproval ? (s.firstApprovedAt?.toISOString() ?? null) : null,
    secondApproval: s.secondApproval,
    secondApprovedBy: s.secondApproval ? ref(s.secondApprovedBy, r.secondApproverFirstName, r.secondApproverLastName) : null,
    secondApprovedAt: s.secondApproval ? (s.secondApprovedAt?.toISOString() ?? null) : null,
    rejectionReason: s.status === "rejected" ? s.rejectionReason : null,
    pricingPlanId: r.pricingPlanId,
    pricingPlanName: r.pricingPlanName,
    onboardingPercentage: r.percentageComplete,
    createdAt: s.createdAt.toISOString(),
  };
}

async function approvalOf(ctx: Ctx, storeId: string): Promise<StoreApproval> {
  const row = await repo.findApproval(ctx.db, storeId);
  if (!row) throw notFound();
  return toApproval(row);
}

/** Approving, rejecting and setting the payment category: approvers, and the super admin. */
function assertApprover(ctx: Ctx<AdminActor>): void {
  if (ctx.actor.role === "superadmin" || ctx.actor.isApprover) return;
  throw forbidden(MESSAGES.notAnApprover);
}

// ---- lists and details ----

async function listScope(ctx: Ctx<AdminActor>, scope: "all" | "approved" | "unapproved", q: ApprovalListQuery) {
  const page = await repo.listApprovals(ctx.db, { scope, status: q.status, search: q.search || undefined, sort: q.sort, limit: q.limit, offset: pageOffset(q) });
  return { rows: page.rows.map(toApproval), count: page.count };
}
export const listApprovalDetails = (ctx: Ctx<AdminActor>, q: ApprovalListQuery) => listScope(ctx, "all", q);
export const listUnapprovedStores = (ctx: Ctx<AdminActor>, q: ApprovalListQuery) => listScope(ctx, "unapproved", q);
export const listApprovedStores = (ctx: Ctx<AdminActor>, q: ApprovalListQuery) => listScope(ctx, "approved", q);

/** What an approver reviews of a store besides the merchant: the store profile, the approval and its history. */
export async function getStoreReview(ctx: Ctx<AdminActor>, merchantId: string): Promise<Omit<StoreDetails, "merchant">> {
  assertManagingAdmin(ctx);
  const store = await repo.findStoreByMerchant(ctx.db, merchantId);
  if (!store) throw notFound();
  const [profile, approval, events] = await Promise.all([
    repo.latestStoreProfile(ctx.db, merchantId),
    approvalOf(ctx, store.id),
    repo.listApprovalEvents(ctx.db, store.id),
  ]);
  const history: StoreApprovalEvent[] = events.map((e) => ({
    id: e.event.id,
    action: e.event.action,
    adminId: e.event.adminUserId,
    adminName: e.event.adminUserId ? fullName(e.adminFirstName, e.adminLastName) : "Former admin",
    reason: e.event.reason,
    pricingPlanName: e.pricingPlanName,
    createdAt: e.event.createdAt.toISOString(),
  }));
  const reviewerLevel = await reviewerLevelOf(ctx.db, ctx.actor);
  return { storeProfile: profile ? toStoreProfile(profile, store) : null, approval, history, reviewerLevel };
}

// ---- decisions ----

/** Tells the owner about each approval step and a rejection (outbox row in the same transaction). */
async function mailDecision(
  ctx: Ctx,
  tx: DbOrTx,
  storeId: string,
  decision: { firstApproval: true } | { live: true } | { reason: string },
): Promise<void> {
  const row = await repo.findApproval(tx, storeId);
  if (!row) return;
  const dashboard = `${ctx.config.APP_URL}/merchant`;
  const hello = `Hello ${row.ownerFirstName},`;
  const content =
    "firstApproval" in decision
      ? genericMail(
          fillMessage(MESSAGES.merchantStoreFirstApprovedMailSubject, { storeName: row.store.storeName }),
          [
            hello,
            `An approver checked ${row.store.storeName} and gave it the first of its two approvals.`,
            "A second approver now reviews it; the store goes live when that approval is given. There is nothing you need to do meanwhile.",
          ],
          { label: "Open your dashboard", url: dashboard },
        )
      : "live" in decision
      ? genericMail(
          "Your Bitmarte store is live",
          [hello, `${row.store.storeName} passed both approvals and is now live at ${ctx.config.APP_URL}/storefront/${row.store.storeUrl}.`],
          { label: "Open your dashboard", url: dashboard },
        )
      : genericMail(
          "Your Bitmarte store was not approved",
          [
            hello,
            `An approver reviewed ${row.store.storeName} and could not approve it.`,
            `Reason: ${decision.reason}`,
            "Update your details and store profile; the store then goes back to review.",
          ],
          { label: "Update your store", url: dashboard },
        );
  await notify(tx, {
    to: [{ kind: "merchant", id: row.ownerUserId, email: row.ownerEmail }],
    kind: "store_approval",
    title: content.subject,
    body:
      "firstApproval" in decision
        ? `${row.store.storeName} has the first of its two approvals; a second approver reviews it next.`
        : "live" in decision
          ? `${row.store.storeName} passed both approvals and is live.`
          : `${row.store.storeName} was not approved: ${decision.reason}`,
    link: "/merchant",
    mail: content,
    now: ctx.now,
  });
}

/** The approval an admin may give: the super admin either; an approver its level (no level row counts as first). */
async function reviewerLevelOf(db: DbOrTx, actor: AdminActor): Promise<"first" | "second" | "any" | null> {
  if (actor.role === "superadmin") return "any";
  if (!actor.isApprover) return null;
  return (await repo.findApprover(db, actor.userId))?.level ?? "first";
}

/** A store goes live only with the owner's KYC documents on file: identity document and proof of address. */
async function assertKycDocuments(tx: DbOrTx, merchantId: string): Promise<void> {
  const merchant = await findMerchant(tx, merchantId);
  if (!merchant) throw notFound();
  const missing: FieldError[] = [];
  if (!merchant.idDocumentUploadId) missing.push({ path: "idDocumentUrl", message: MESSAGES.kycIdDocumentMissing });
  if (!merchant.proofOfAddressUploadId) missing.push({ path: "proofOfAddress", message: MESSAGES.kycProofOfAddressMissing });
  if (missing.length > 0) throw conflict(MESSAGES.kycDocumentsMissing, missing);
}

const storeLabel = (s: { storeName: string; storeUrl: string }) => `${s.storeName} (${s.storeUrl})`;

/** The approval fields an audit row compares before and after a decision. */
const approvalSnapshot = (s: repo.StoreRow) => ({
  status: approvalStatusOf(s),
  firstApproval: s.firstApproval,
  secondApproval: s.secondApproval,
  rejectionReason: s.status === "rejected" ? s.rejectionReason : null,
});

/**
 * Gives the next approval of a store (addressed by store id, or by merchant id). The first approval
 * may come from a first-level approver (also to reconsider a rejected store); the second from a
 * different, second-level one, once a payment category is set; the super admin may give either.
 * Both need the owner's KYC documents. The second approval makes the store live.
 */
export async function approveStore(ctx: Ctx<AdminActor>, id: string): Promise<{ approval: StoreApproval; message: string }> {
  assertApprover(ctx);
  const adminId = ctx.actor.userId;
  const level = await reviewerLevelOf(ctx.db, ctx.actor);
  const { storeId, message } = await ctx.db.transaction(async (tx) => {
    const store = await repo.lockStoreByIdOrMerchant(tx, id);
    if (!store) throw notFound();
    if (store.status === "approved") throw conflict(MESSAGES.storeAlreadyApproved);
    const first = store.status === "rejected" || !store.firstApproval;
    if (first) {
      if (level === "second") throw forbidden(MESSAGES.approverLevelSecondOnly);
      await assertKycDocuments(tx, store.merchantId);
      const after = {
        status: "pending" as const,
        firstApproval: true,
        firstApprovedBy: adminId,
        firstApprovedAt: ctx.now,
        secondApproval: false,
        secondApprovedBy: null,
        secondApprovedAt: null,
        rejectionReason: null,
        rejectedBy: null,
        rejectedAt: null,
        updatedAt: ctx.now,
      };
      await repo.updateStore(tx, store.id, after);
      await repo.insertApprovalEvent(tx, { storeId: store.id, adminUserId: adminId, action: "first_approval", createdAt: ctx.now });
      await recordAudit(tx, ctx, {
        action: "store.firstApproved",
        targetType: "store",
        targetId: store.id,
        targetLabel: storeLabel(store),
        changes: diffFields(approvalSnapshot(store), approvalSnapshot({ ...store, ...after })),
      });
      await mailDecision(ctx, tx, store.id, { firstApproval: true });
      await tellStoreWaiting(tx, store.merchantId, "second", { now: ctx.now, appUrl: ctx.config.APP_URL });
      return { storeId: store.id, message: MESSAGES.storeFirstApproved };
    }
    if (store.firstApprovedBy === adminId) throw conflict(MESSAGES.sameApproverTwice);
    if (level === "first") throw forbidden(MESSAGES.approverLevelFirstOnly);
    const current = await repo.findApproval(tx, store.id);
    if (!current?.pricingPlanId) throw conflict(MESSAGES.planRequiredForApproval);
    await assertKycDocuments(tx, store.merchantId);
    const after = {
      status: "approved" as const,
      secondApproval: true,
      secondApprovedBy: adminId,
      secondApprovedAt: ctx.now,
      updatedAt: ctx.now,
    };
    await repo.updateStore(tx, store.id, after);
    await setMerchantVerified(tx, store.merchantId, true, ctx.now);
    await repo.insertApprovalEvent(tx, { storeId: store.id, adminUserId: adminId, action: "second_approval", createdAt: ctx.now });
    await recordAudit(tx, ctx, {
      action: "store.secondApproved",
      targetType: "store",
      targetId: store.id,
      targetLabel: storeLabel(store),
      changes: diffFields({ ...approvalSnapshot(store), isVerified: false }, { ...approvalSnapshot({ ...store, ...after }), isVerified: true }),
    });
    await mailDecision(ctx, tx, store.id, { live: true });
    return { storeId: store.id, message: MESSAGES.storeApproved };
  });
  return { approval: await approvalOf(ctx, storeId), message };
}

/** Rejects a store (also takes a live store offline); the merchant sees the reason. */
export async function rejectStore(ctx: Ctx<AdminActor>, id: string, reason: string): Promise<StoreApproval> {
  assertApprover(ctx);
  const storeId = await ctx.db.transaction(async (tx) => {
    const store = await repo.lockStoreByIdOrMerchant(tx, id);
    if (!store) throw notFound();
    if (store.status === "rejected") throw conflict(MESSAGES.storeAlreadyRejected);
    const after = {
      status: "rejected" as const,
      firstApproval: false,
      firstApprovedBy: null,
      firstApprovedAt: null,
      secondApproval: false,
      secondApprovedBy: null,
      secondApprovedAt: null,
      rejectionReason: reason,
      rejectedBy: ctx.actor.userId,
      rejectedAt: ctx.now,
      updatedAt: ctx.now,
    };
    await repo.updateStore(tx, store.id, after);
    await setMerchantVerified(tx, store.merchantId, false, ctx.now);
    await repo.insertApprovalEvent(tx, { storeId: store.id, adminUserId: ctx.actor.userId, action: "rejection", reason, createdAt: ctx.now });
    await recordAudit(tx, ctx, {
      action: "store.rejected",
      targetType: "store",
      targetId: store.id,
      targetLabel: storeLabel(store),
      changes: diffFields(approvalSnapshot(store), approvalSnapshot({ ...store, ...after })),
    });
    await mailDecision(ctx, tx, store.id, { reason });
    return store.id;
  });
  return approvalOf(ctx, storeId);
}

/** Sets the store's pricing plan ("payment category"), which fixes the commission of its sales. */
export async function setPaymentCategory(ctx: Ctx<AdminActor>, id: string, pricingPlanId: string): Promise<StoreApproval> {
  assertApprover(ctx);
  const plan = await findActivePricingPlan(ctx.db, pricingPlanId);
  if (!plan) throw badInput([{ path: "pricingPlanId", message: MESSAGES.pricingPlanUnavailable }]);
  const storeId = await ctx.db.transaction(async (tx) => {
    const store = await repo.lockStoreByIdOrMerchant(tx, id);
    if (!store) throw notFound();
    const before = await repo.findApproval(tx, store.id);
    await setMerchantPricingPlan(tx, store.merchantId, plan.id, ctx.now);
    await repo.insertApprovalEvent(tx, {
      storeId: store.id,
      adminUserId: ctx.actor.userId,
      action: "payment_category",
      pricingPlanId: plan.id,
      createdAt: ctx.now,
    });
    if (before?.pricingPlanId === plan.id) return store.id;
    await recordAudit(tx, ctx, {
      action: "store.planChanged",
      targetType: "store",
      targetId: store.id,
      targetLabel: storeLabel(store),
      changes: [{ field: "pricingPlan", from: before?.pricingPlanName ?? null, to: plan.name }],
    });
    return store.id;
  });
  return approvalOf(ctx, storeId);
}

// ---- approvers (super admin) ----

function toApprover(r: repo.ApproverRow): Approver {
  return {
    id: r.adminUserId,
    adminId: r.adminUserId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    level: r.level ?? "first",
    isActive: r.isApprover,
    createdAt: (r.approverSince ?? r.adminCreatedAt).toISOString(),
  };
}

const APPROVER_ROLES = ["admin", "superadmin"];

export async function listApprovers(ctx: Ctx<AdminActor>, q: { page: number; limit: number }) {
  const page = await repo.listApprovers(ctx.db, q.limit, pageOffset(q));
  return { rows: page.rows.map(toApprover), count: page.count };
}

/** Makes an existing admin an approver. */
export async function createApprover(ctx: Ctx<AdminActor>, body: { adminId: string; level: "first" | "second" }): Promise<Approver> {
  const admin = await repo.findApprover(ctx.db, body.adminId);
  if (!admin) throw badInput([{ path: "adminId", message: "Choose an existing admin" }]);
  if (!APPROVER_ROLES.includes(admin.role)) throw badInput([{ path: "adminId", message: MESSAGES.approverRoleInvalid }]);
  if (admin.isApprover) throw conflict(MESSAGES.alreadyApprover, [{ path: "adminId", message: MESSAGES.alreadyApprover }]);
  await ctx.db.transaction(async (tx) => {
    await repo.setApprover(tx, admin.adminUserId, { isApprover: true, level: body.level }, ctx.now);
    await recordAudit(tx, ctx, {
      action: "approver.created",
      targetType: "admin",
      targetId: admin.adminUserId,
      targetLabel: `${admin.firstName} ${admin.lastName} <${admin.email}>`,
      changes: diffFields({ isApprover: admin.isApprover, level: admin.level }, { isApprover: true, level: body.level }),
    });
  });
  const row = await repo.findApprover(ctx.db, admin.adminUserId);
  if (!row) throw new AppError(500, "INTERNAL", MESSAGES.internalError);
  return toApprover(row);
}

/** Changes an approver's level, or deactivates/reactivates it (`id` is the admin's id). */
export async function updateApprover(
  ctx: Ctx<AdminActor>,
  id: string,
  body: { level?: "first" | "second"; isActive?: boolean },
): Promise<Approver> {
  const admin = await repo.findApprover(ctx.db, id);
  if (!admin || (!admin.isApprover && admin.level === null)) throw notFound();
  if (body.isActive && !APPROVER_ROLES.includes(admin.role)) {
    throw badInput([{ path: "isActive", message: MESSAGES.approverRoleInvalid }]);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.setApprover(tx, id, { isApprover: body.isActive, level: body.level }, ctx.now);
    const changes = diffFields({ isApprover: admin.isApprover, level: admin.level }, { isApprover: body.isActive, level: body.level });
    if (changes.length === 0) return;
    await recordAudit(tx, ctx, {
      action: "approver.updated",
      targetType: "admin",
      targetId: id,
      targetLabel: `${admin.firstName} ${admin.lastName} <${admin.email}>`,
      changes,
    });
  });
  const row = await repo.findApprover(ctx.db, id);
  if (!row) throw notFound();
  return toApprover(row);
}
