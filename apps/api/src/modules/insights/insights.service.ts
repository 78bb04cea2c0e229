import { type Merchant, type MerchantListRow, type MerchantSort, type MerchantStats, splitSort, type StoreDetails } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { AdminActor, Ctx, MerchantActor } from "../../http/context.js";
import { assertManagingAdmin } from "../../http/guards.js";
import { notFound } from "../../lib/errors.js";
import { koboToNaira } from "../../lib/money.js";
import { pageOffset } from "../../lib/paging.js";
import {
  approvalStatusOf,
  findMerchantWithStore,
  followerCounts,
  getStoreReview,
  listMerchantRows,
  type MerchantWithStore,
  postalAddress,
} from "../merchants/index.js";
import { productCountsForMerchants } from "../products/index.js";
import { merchantFigures } from "../reports/index.js";
import { uploadUrl } from "../uploads/index.js";

// Views of a merchant that gather figures from several domains (store, catalogue; later orders and
// money). They sit above the domains they read, so those domains never import each other to count.

function merchantView(
  row: MerchantWithStore,
  figures: { products: number; followers: number },
  opts: { role: "owner" | "staff"; showIdentity: boolean },
): Merchant {
  const { merchant: m, user: u, store: s } = row;
  const identity = opts.showIdentity;
  const proofOfAddress = identity && m.proofOfAddressUploadId ? uploadUrl(m.proofOfAddressUploadId) : null;
  return {
    id: m.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    dateOfBirth: identity ? m.dateOfBirth : null,
    nationality: m.nationality,
    idDocumentType: identity ? m.idDocumentType : null,
    idDocumentNumber: identity ? m.idDocumentNumber : null,
    idDocumentUrl: identity && m.idDocumentUploadId ? uploadUrl(m.idDocumentUploadId) : null,
    homeAddress: identity ? postalAddress(m.homeAddress) : null,
    useHomeAddress: m.useHomeAddress,
    proofOfAddress,
    staffSize: m.staffSize,
    category: m.category,
    role: opts.role,
    roleId: null,
    isVerified: m.isVerified,
    physicalLocation: postalAddress(m.physicalLocation),
    pickupLocation: postalAddress(m.pickupLocation ?? m.physicalLocation),
    subCategoryIds: m.subCategoryIds,
    pricingPlanId: m.pricingPlanId,
    isActive: u.isActive,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    store: {
      id: s.id,
      storeName: s.storeName,
      storeUrl: s.storeUrl,
      logo: s.logo,
      isRegisteredBusiness: s.isRegisteredBusiness,
      merchantId: m.id,
      officeAddress: postalAddress(m.physicalLocation),
      products: figures.products,
      proofOfAddress,
      storeFollowers: figures.followers,
      status: approvalStatusOf(s),
      firstApproval: s.firstApproval,
      secondApproval: s.secondApproval,
      rejectionReason: s.status === "rejected" ? s.rejectionReason : null,
      isActive: s.isActive,
    },
  };
}

/** MerchantSchema for one merchant (admins and the owner see identity documents; staff need store access). */
export async function getMerchantView(
  db: DbOrTx,
  merchantId: string,
  opts: { role: "owner" | "staff"; showIdentity: boolean } = { role: "owner", showIdentity: true },
): Promise<Merchant> {
  const row = await findMerchantWithStore(db, merchantId);
  if (!row) throw notFound();
  const [products, followers] = await Promise.all([
    productCountsForMerchants(db, [merchantId]),
    followerCounts(db, [row.store.id]),
  ]);
  return merchantView(row, { products: products.get(merchantId)?.total ?? 0, followers: followers.get(row.store.id) ?? 0 }, opts);
}

function viewOptsFor(actor: MerchantActor) {
  const role = actor.role === "merchant" ? ("owner" as const) : ("staff" as const);
  // Staff see the owner's identity documents only with access to the store's settings.
  const showIdentity = actor.role === "merchant" || actor.permissions.includes("store:write");
  return { role, showIdentity };
}

export async function getOwnMerchant(ctx: Ctx<MerchantActor>): Promise<Merchant> {
  return getMerchantView(ctx.db, ctx.actor.merchantId, viewOptsFor(ctx.actor));
}

export async function getMerchantForAdmin(ctx: Ctx<AdminActor>, merchantId: string): Promise<Merchant> {
  assertManagingAdmin(ctx);
  return getMerchantView(ctx.db, merchantId);
}

export async function listMerchants(
  ctx: Ctx<AdminActor>,
  q: { page: number; limit: number; search?: string; isVerified?: boolean; approved?: boolean; sort?: MerchantSort },
): Promise<{ rows: MerchantListRow[]; count: number }> {
  const page = await listMerchantRows(ctx.db, {
    search: q.search || undefined,
    isVerified: q.isVerified,
    approved: q.approved,
    sort: q.sort ? splitSort(q.sort) : undefined,
    limit: q.limit,
    offset: pageOffset(q),
  });
  const counts = await productCountsForMerchants(ctx.db, page.rows.map((r) => r.merchant.id));
  return {
    count: page.count,
    rows: page.rows.map(({ merchant: m, user: u, store: s }) => ({
      id: m.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phoneNumber: u.phoneNumber,
      isVerified: m.isVerified,
      isActive: u.isActive,
      storeId: s.id,
      storeName: s.storeName,
      storeUrl: s.storeUrl,
      firstApproval: s.firstApproval,
      secondApproval: s.secondApproval,
      productCount: counts.get(m.id)?.total ?? 0,
      healthScore: s.healthScore,
      healthLevel: s.healthLevel,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function getMerchantStats(ctx: Ctx<MerchantActor>): Promise<MerchantStats> {
  const row = await findMerchantWithStore(ctx.db, ctx.actor.merchantId);
  if (!row) throw notFound();
  const [products, followers, figures] = await Promise.all([
    productCountsForMerchants(ctx.db, [row.merchant.id]),
    followerCounts(ctx.db, [row.store.id]),
    merchantFigures(ctx.db, row.merchant.id),
  ]);
  const p = products.get(row.merchant.id) ?? { total: 0, pending: 0, approved: 0, lowStock: 0 };
  return {
    totalProducts: p.total,
    pendingProducts: p.pending,
    lowStockProducts: p.lowStock,
    // All time: orders past payment, open ones (paid, not yet delivered), sales as the reports count them,
    // and what the ledger owes the merchant now.
    totalOrders: figures.totalOrders,
    openOrders: figures.openOrders,
    totalSales: koboToNaira(figures.salesKobo),
    dueToMerchant: koboToNaira(figures.dueKobo),
    followers: followers.get(row.store.id) ?? 0,
    // The store's review summary (kept on the store row by the reviews module).
    averageRating: row.store.ratingAverage === null ? null : Math.round(row.store.ratingAverage * 10) / 10,
  };
}


/** Everything an approver reviews: the merchant with its documents, the store profile, the approval and its history. */
export async function getStoreDetails(ctx: Ctx<AdminActor>, merchantId: string): Promise<StoreDetails> {
  assertManagingAdmin(ctx);
  const [review, merchant] = await Promise.all([getStoreReview(ctx, merchantId), getMerchantView(ctx.db, merchantId)]);
  return { merchant, ...review };
}
