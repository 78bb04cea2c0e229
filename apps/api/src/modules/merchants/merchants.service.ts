import {
  type FieldError,
  MERCHANT_ONBOARDING_STATES,
  MESSAGES,
  type Merchant,
  type MerchantListRow,
  type MerchantOnboardBody,
  type MerchantOnboardingStatus,
  type MerchantStats,
  type PlanSubscription,
  type PricingPlan,
  type PostalAddress,
  type StoreApproval,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira } from "../../lib/money.js";
import { findUpload, uploadUrl } from "../uploads/index.js";
import { assertManagingAdmin } from "../../http/guards.js";
import { pageOffset } from "../../lib/paging.js";
import * as repo from "./merchants.repository.js";
import { tellStoreWaiting } from "./notices.service.js";
import type { AddressValue } from "./merchants.table.js";

type MerchantRow = repo.MerchantRow;
type StoreRow = repo.MerchantWithStore["store"];

const STATE_LABELS: Record<(typeof MERCHANT_ONBOARDING_STATES)[number], string> = {
  account: "Create your account",
  business_info: "Business information and documents",
  store_profile: "Store profile",
  pricing_plan: "Pricing plan",
};

// ---- shapes ----

/** The review state the API shows: `first_approved` is a pending store with one approval. */
export function approvalStatusOf(store: Pick<StoreRow, "status" | "firstApproval">): StoreApproval["status"] {
  if (store.status === "approved" || store.status === "rejected") return store.status;
  return store.firstApproval ? "first_approved" : "pending";
}

export const postalAddress = (a: AddressValue | null): PostalAddress | null =>
  a ? { street: a.street, city: a.city, state: a.state, country: a.country, LGA: a.LGA ?? null } : null;

function businessInfoComplete(m: MerchantRow): boolean {
  return Boolean(
    m.idDocumentType &&
      m.idDocumentNumber &&
      m.idDocumentUploadId &&
      m.dateOfBirth &&
      m.nationality &&
      m.homeAddress &&
      (m.useHomeAddress || m.physicalLocation) &&
      m.proofOfAddressUploadId &&
      m.staffSize &&
      m.category,
  );
}

/** The onboarding states of a merchant and the percentage they add up to (25 per completed state). */
export function onboardingStates(m: MerchantRow, hasProfile: boolean) {
  const complete = {
    account: true,
    business_info: businessInfoComplete(m),
    store_profile: hasProfile,
    pricing_plan: m.pricingPlanId !== null,
  };
  const states = MERCHANT_ONBOARDING_STATES.map((key) => ({ key, label: STATE_LABELS[key], complete: complete[key] }));
  return { states, percentageComplete: 25 * states.filter((s) => s.complete).length };
}

function onboardingStatus(m: MerchantRow, store: StoreRow, hasProfile: boolean): MerchantOnboardingStatus {
  const { states, percentageComplete } = onboardingStates(m, hasProfile);
  return {
    percentageComplete,
    states,
    onBoardingInfo: {
      dateOfBirth: m.dateOfBirth,
      nationality: m.nationality,
      idDocumentType: m.idDocumentType,
      idDocumentNumber: m.idDocumentNumber,
      idDocumentUrl: m.idDocumentUploadId ? uploadUrl(m.idDocumentUploadId) : null,
      homeAddress: postalAddress(m.homeAddress),
      useHomeAddress: m.useHomeAddress,
      proofOfAddress: m.proofOfAddressUploadId ? uploadUrl(m.proofOfAddressUploadId) : null,
      staffSize: m.staffSize,
      category: m.category,
      physicalLocation: postalAddress(m.physicalLocation),
      pickupLocation: postalAddress(m.pickupLocation ?? m.physicalLocation),
      subCategoryIds: m.subCategoryIds,
      pricingPlanId: m.pricingPlanId,
    },
    approval: {
      status: approvalStatusOf(store),
      firstApproval: store.firstApproval,
      secondApproval: store.secondApproval,
      rejectionReason: store.status === "rejected" ? store.rejectionReason : null,
    },
  };
}

// ---- onboarding ----

/**
 * Recomputes the stored `percentageComplete` (lists read it) after any onboarding change. A store is
 * ready for review once its owner's business information (with the KYC documents) and its store
 * profile are in (the payment category may still come from an approver): when `step` just completed
 * the pair, or a rejected store comes back with them (`resubmitted`), the approvers hear it waits.
 */
export async function refreshOnboarding(
  db: DbOrTx,
  merchantId: string,
  at: { now?: Date; appUrl?: string; step?: "business_info" | "store_profile"; resubmitted?: boolean } = {},
): Promise<number> {
  const m = await repo.findMerchant(db, merchantId);
  if (!m) throw notFound();
  const { states, percentageComplete } = onboardingStates(m, await repo.hasStoreProfile(db, merchantId));
  if (percentageComplete !== m.percentageComplete) await repo.updateMerchant(db, merchantId, { percentageComplete });
  const reviewable = states.every((s) => s.key === "pricing_plan" || s.complete);
  // Only `step` changed since the stored figure: a rise means it completed just now.
  if (reviewable && at.step && (percentageComplete > m.percentageComplete || at.resubmitted)) {
    await tellStoreWaiting(db, merchantId, "first", { now: at.now ?? new Date(), appUrl: at.appUrl });
  }
  return percentageComplete;
}

export async function getOnboardingStatus(ctx: Pick<Ctx, "db">, merchantId: string): Promise<MerchantOnboardingStatus> {
  const row = await repo.findMerchantWithStore(ctx.db, merchantId);
  if (!row) throw notFound();
  return onboardingStatus(row.merchant, row.store, await repo.hasStoreProfile(ctx.db, merchantId));
}

const UUID_AT_END = /([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** The upload a document reference names, if it is a document uploaded by one of `ownerUserIds`. */
async function resolveDocument(db: DbOrTx, ref: string, ownerUserIds: string[]): Promise<string | null> {
  const id = UUID_AT_END.exec(ref)?.[1]?.toLowerCase();
  if (!id) return null;
  const upload = await findUpload(db, id);
  if (upload?.kind !== "document" || !ownerUserIds.includes(upload.ownerUserId)) return null;
  return upload.id;
}

function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const toAddress = (a: { street: string; city?: string; state: string; country: string; LGA?: string }): AddressValue => ({
  street: a.street,
  city: a.city ?? "",
  state: a.state,
  country: a.country,
  LGA: a.LGA ? a.LGA : null,
});

export async function saveOnboarding(ctx: Ctx<MerchantActor>, body: MerchantOnboardBody): Promise<MerchantOnboardingStatus> {
  const row = await repo.findMerchantWithStore(ctx.db, ctx.actor.merchantId);
  if (!row) throw notFound();
  const m = row.merchant;
  const errors: FieldError[] = [];
  const owners = [...new Set([ctx.actor.userId, m.userId])];
  const next: Partial<MerchantRow> = {};

  if (body.idDocumentUrl !== undefined) {
    const id = await resolveDocument(ctx.db, body.idDocumentUrl, owners);
    if (id) next.idDocumentUploadId = id;
    else errors.push({ path: "idDocumentUrl", message: MESSAGES.documentNotFound });
  }
  if (body.proofOfAddress !== undefined) {
    const id = await resolveDocument(ctx.db, body.proofOfAddress, owners);
    if (id) next.proofOfAddressUploadId = id;
    else errors.push({ path: "proofOfAddress", message: MESSAGES.documentNotFound });
  }
  if (body.dateOfBirth !== undefined) {
    if (body.dateOfBirth > ctx.now.toISOString().slice(0, 10)) errors.push({ path: "dateOfBirth", message: MESSAGES.dateOfBirthInFuture });
    else if (ageOn(body.dateOfBirth, ctx.now) < 18) errors.push({ path: "dateOfBirth", message: MESSAGES.tooYoung });
    else next.dateOfBirth = body.dateOfBirth;
  }
  if (body.idDocumentType !== undefined) next.idDocumentType = body.idDocumentType;
  if (body.idDocumentNumber !== undefined) next.idDocumentNumber = body.idDocumentNumber.toUpperCase();
  const docType = next.idDocumentType ?? m.idDocumentType;
  const docNumber = next.idDocumentNumber ?? m.idDocumentNumber;
  if (docType === "nin" && docNumber && !/^\d{11}$/.test(docNumber)) {
    errors.push({ path: "idDocumentNumber", message: MESSAGES.ninDigits });
  }
  if (body.nationality !== undefined) next.nationality = body.nationality;
  if (body.homeAddress !== undefined) next.homeAddress = toAddress(body.homeAddress);
  if (body.useHomeAddress !== undefined) next.useHomeAddress = body.useHomeAddress;
  if (body.physicalLocation !== undefined) next.physicalLocation = toAddress(body.physicalLocation);
  if (body.pickupLocation !== undefined) next.pickupLocation = body.pickupLocation ? toAddress(body.pickupLocation) : null;
  if (body.staffSize !== undefined) next.staffSize = body.staffSize;
  if (body.category !== undefined) next.category = body.category;
  if (body.subCategoryIds !== undefined) {
    const known = await repo.existingSubCategoryIds(ctx.db, body.subCategoryIds);
    const unknown = body.subCategoryIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) errors.push({ path: `subCategoryIds.${unknown}`, message: "Choose sub-categories from the list" });
    else next.subCategoryIds = body.subCategoryIds;
  }

  const useHome = next.useHomeAddress ?? m.useHomeAddress;
  const home = next.homeAddress ?? m.homeAddress;
  if (useHome) {
    // The business runs from home: the home address is the physical location.
    if (!home) errors.push({ path: "homeAddress", message: "Add your home address to use it as the business address" });
    else next.physicalLocation = home;
  }
  if (errors.length > 0) throw badInput(errors);

  await ctx.db.transaction(async (tx) => {
    await repo.updateMerchant(tx, m.id, { ...next, updatedAt: ctx.now });
    await refreshOnboarding(tx, m.id, { now: ctx.now, appUrl: ctx.config.APP_URL, step: "business_info" });
  });
  return getOnboardingStatus(ctx, m.id);
}

export async function choosePricingPlan(ctx: Ctx<MerchantActor>, pricingPlanId: string): Promise<MerchantOnboardingStatus> {
  const row = await repo.findMerchantWithStore(ctx.db, ctx.actor.merchantId);
  if (!row) throw notFound();
  const plan = await repo.findPricingPlan(ctx.db, pricingPlanId);
  if (!plan?.isActive) throw badInput([{ path: "pricingPlanId", message: MESSAGES.pricingPlanUnavailable }]);
  if (row.merchant.pricingPlanId !== plan.id) {
    // Once live, the commission is the approvers' call (payment category).
    if (row.store.status === "approved") throw conflict(MESSAGES.pricingPlanLocked);
    await ctx.db.transaction(async (tx) => {
      await repo.updateMerchant(tx, row.merchant.id, { pricingPlanId: plan.id, pricingPlanSince: ctx.now, updatedAt: ctx.now });
      await refreshOnboarding(tx, row.merchant.id, { now: ctx.now });
    });
  }
  return getOnboardingStatus(ctx, row.merchant.id);
}

/** Sets a merchant's plan on an approver's decision (no lock); the caller records the event. */
export async function setMerchantPricingPlan(db: DbOrTx, merchantId: string, pricingPlanId: string, now: Date): Promise<void> {
  const m = await repo.findMerchant(db, merchantId);
  if (!m) throw notFound();
  if (m.pricingPlanId === pricingPlanId) return;
  await repo.updateMerchant(db, merchantId, { pricingPlanId, pricingPlanSince: now, updatedAt: now });
  await refreshOnboarding(db, merchantId, { now });
}

// ---- plans ----

export function toPricingPlan(p: repo.PricingPlanRow): PricingPlan {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    commissionPercentage: p.commissionBps / 100,
    monthlyFee: koboToNaira(p.monthlyFeeKobo),
    features: p.features,
    isActive: p.isActive,
  };
}

export async function listPlans(ctx: Pick<Ctx, "db">): Promise<PricingPlan[]> {
  return (await repo.listPricingPlans(ctx.db, { activeOnly: true })).map(toPricingPlan);
}

export async function getPlanSubscription(ctx: Ctx<MerchantActor>): Promise<PlanSubscription> {
  const m = await repo.findMerchant(ctx.db, ctx.actor.merchantId);
  if (!m) throw notFound();
  const plan = m.pricingPlanId ? await repo.findPricingPlan(ctx.db, m.pricingPlanId) : null;
  return {
    plan: plan ? toPricingPlan(plan) : null,
    since: plan ? (m.pricingPlanSince ?? m.updatedAt).toISOString() : null,
    status: plan ? "active" : "none",
  };
}

/** A usable pricing plan, or null (unknown or retired). */
export async function findActivePricingPlan(db: DbOrTx, id: string) {
  const plan = await repo.findPricingPlan(db, id);
  return plan?.isActive ? plan : null;
}

/**
 * The commission (basis points) a merchant's sales carry now: its plan's, or the Starter plan's when
 * none is set yet. Checkout freezes it on the order.
 */
export async function commissionBpsForMerchant(db: DbOrTx, merchantId: string): Promise<number> {
  const bps = (await repo.commissionBpsOf(db, [merchantId])).get(merchantId);
  if (bps === undefined) throw notFound();
  return bps;
}

/** The commission of each of these merchants (basis points), as commissionBpsForMerchant gives it; unknown ids are left out. */
export function commissionBpsForMerchants(db: DbOrTx, merchantIds: readonly string[]): Promise<Map<string, number>> {
  return repo.commissionBpsOf(db, [...new Set(merchantIds)]);
}

/** Approvers verify a merchant with the second approval; a rejection withdraws it. */
export async function setMerchantVerified(db: DbOrTx, merchantId: string, isVerified: boolean, now: Date): Promise<void> {
  await repo.updateMerchant(db, merchantId, { isVerified, updatedAt: now });
}
