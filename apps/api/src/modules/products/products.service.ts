import {
  type AdminProductList,
  type AdminProductSort,
  type CategoryProducts,
  type CouponProduct,
  type CreateProductBody,
  type CustomerProductsQuery,
  type InventoryResult,
  MESSAGES,
  type MerchantProductSort,
  type OptionStock,
  type Product,
  type ProductApprovalResult,
  type ProductCard,
  type ProductRevision,
  type ProductRevisionChange,
  type ProductVariantItem,
  type PublicProduct,
  type TopProduct,
  type UpdateProductBody,
  type VariantProperty,
  type TopCategory,
  fillMessage,
  splitSort,
} from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { DomainEventHandlers } from "../../events/domain-events.js";
import { type AdminActor, type Ctx, type MerchantActor, readDbOf } from "../../http/context.js";
import { AppError, badInput, conflict, notFound } from "../../lib/errors.js";
import { koboToNaira, nairaToKobo } from "../../lib/money.js";
import { diffFields, recordAudit } from "../audit/index.js";
import { findChildCategoryPath, listCategoryRecords } from "../categories/index.js";
import { genericMail } from "../mail/index.js";
import { notify } from "../notifications/index.js";
import { emitWebhook } from "../webhooks/index.js";
import { assertPlanIncludes, findMerchantContact, findStoreByMerchant, isOfficialOutletStore, notifyStoreStaff } from "../merchants/index.js";
import { findUpload, uploadUrl } from "../uploads/index.js";
import { noticeLowStock, tellProductWaiting } from "./product-notices.js";

/** `tellReviewers: false`: a bulk import tells the reviewers once at its end (tellImportWaiting), not per product. */
export interface ProductWriteOptions {
  tellReviewers?: boolean;
}
import { CACHE_COUNTS_FROM, COUNT_TTL_MS, cached, invalidateCatalogueCache } from "./catalogue-cache.js";
import * as repo from "./products.repository.js";
import type { ProductApprovalStatusValue, ProductRevisionRecord } from "./products.table.js";

/** A merchant may feature this many products at once. */
export const MAX_FEATURED_PRODUCTS = 12;

function pgCode(e: unknown): string | undefined {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code ?? err?.cause?.code;
}

const iso = (d: Date) => d.toISOString();

// ---- shapes ----

function toVariantItem(v: repo.VariantRecord): ProductVariantItem {
  return { id: v.id, sku: v.sku, size: v.size, color: v.color, discount: v.discountBps / 100, quantity: v.quantity };
}

function commonFields(r: repo.FullProductRecord, variants: repo.VariantRecord[]) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    categoryId: r.categoryId,
    subCategory: r.subCategory,
    subCategoryId: r.subCategoryId,
    childCategory: r.childCategory,
    childCategoryId: r.childCategoryId,
    storeId: r.storeId,
    storeName: r.storeName,
    storeUrl: r.storeUrl,
    merchantId: r.merchantId,
    hostedImages: r.images,
    quantity: r.quantity,
    sku: r.sku,
    weight: r.weight,
    weightUnit: r.weightUnit,
    dimensions:
      r.length !== null && r.width !== null && r.height !== null ? { length: r.length, width: r.width, height: r.height } : null,
    dimensionUnit: r.dimensionUnit,
    whenSoldOut: r.whenSoldOut,
    contSalesOutOfStock: r.contSalesOutOfStock,
    IsDigitalProduct: r.isDigital,
    variant: variants.map(toVariantItem),
    variantProperties: r.variantProperties,
    averageRating: r.reviewCount > 0 && r.ratingAverage !== null ? Math.round(r.ratingAverage * 10) / 10 : null,
    reviewCount: r.reviewCount,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function toProduct(r: repo.FullProductRecord, variants: repo.VariantRecord[], categoryNames?: CategoryNames): Product {
  return {
    ...commonFields(r, variants),
    pricing: { costPrice: koboToNaira(r.costPrice), sellingPrice: koboToNaira(r.sellingPrice), price: koboToNaira(r.price) },
    stockAlertUnits: r.stockAlertUnits,
    approvalStatus: r.approvalStatus,
    rejectionReason: r.rejectionReason,
    revision: r.approvalStatus === "approved" && r.pendingRevision ? toRevision(r, r.pendingRevision, categoryNames) : null,
    soldCount: r.soldCount,
    isFeatured: r.isFeatured,
  };
}

/** Category level names by id, for showing a revision's category path. */
type CategoryNames = Map<string, string>;

/** The reviewed content of a product: what an edit of an approved product waits with. */
type ReviewedContent = Pick<ProductRevisionRecord, "name" | "description" | "images" | "categoryId" | "subCategoryId" | "childCategoryId">;

const contentOf = (r: ReviewedContent): ReviewedContent => ({
  name: r.name,
  description: r.description,
  images: r.images,
  categoryId: r.categoryId,
  subCategoryId: r.subCategoryId,
  childCategoryId: r.childCategoryId,
});

/** What the edit changes, before → after, in the words the review screen shows. */
export function revisionChanges(
  live: ReviewedContent & { categoryPath: string },
  next: ReviewedContent & { categoryPath: string },
): ProductRevisionChange[] {
  const changes: ProductRevisionChange[] = [];
  if (live.name !== next.name) changes.push({ field: "name", label: "Name", before: live.name, after: next.name });
  if (live.description !== next.description) {
    changes.push({ field: "description", label: "Description", before: live.description, after: next.description });
  }
  if (live.images.join("\n") !== next.images.join("\n")) {
    const count = (n: number) => (n === 1 ? "1 image" : `${n} images`);
    const added = next.images.filter((i) => !live.images.includes(i)).length;
    const removed = live.images.filter((i) => !next.images.includes(i)).length;
    const detail = [added ? `${added} added` : "", removed ? `${removed} removed` : ""].filter(Boolean).join(", ");
    changes.push({ field: "hostedImages", label: "Images", before: count(live.images.length), after: `${count(next.images.length)}${detail ? ` (${detail})` : " (new order)"}` });
  }
  if (live.childCategoryId !== next.childCategoryId) {
    changes.push({ field: "category", label: "Category", before: live.categoryPath, after: next.categoryPath });
  }
  return changes;
}

function toRevision(r: repo.FullProductRecord, revision: ProductRevisionRecord, categoryNames?: CategoryNames): ProductRevision {
  const name = (id: string, fallback: string) => categoryNames?.get(id) ?? fallback;
  const livePath = [r.category, r.subCategory, r.childCategory].join(" › ");
  const sameBranch = revision.childCategoryId === r.childCategoryId;
  const categoryPath = sameBranch
    ? livePath
    : [name(revision.categoryId, "?"), name(revision.subCategoryId, "?"), name(revision.childCategoryId, "?")].join(" › ");
  return {
    status: revision.status,
    name: revision.name,
    description: revision.description,
    hostedImages: revision.images,
    categoryId: revision.categoryId,
    subCategoryId: revision.subCategoryId,
    childCategoryId: revision.childCategoryId,
    categoryPath,
    changes: revisionChanges({ ...contentOf(r), categoryPath: livePath }, { ...contentOf(revision), categoryPath }),
    submittedAt: revision.submittedAt,
    rejectionReason: revision.rejectionReason,
    reviewedAt: revision.reviewedAt,
  };
}

/** Names of the category levels that revisions of these rows move to (one query for a page). */
async function revisionCategoryNames(ctx: Ctx, rows: repo.FullProductRecord[]): Promise<CategoryNames> {
  const moved = rows.flatMap((r) =>
    r.approvalStatus === "approved" && r.pendingRevision && r.pendingRevision.childCategoryId !== r.childCategoryId ? [r.pendingRevision.childCategoryId] : [],
  );
  const names: CategoryNames = new Map();
  for (const childCategoryId of new Set(moved)) {
    const path = await findChildCategoryPath(ctx.db, childCategoryId);
    if (!path) continue;
    names.set(path.categoryId, path.category);
    names.set(path.subCategoryId, path.subCategory);
    names.set(path.childCategoryId, path.childCategory);
  }
  return names;
}

const inStock = (r: { quantity: number; contSalesOutOfStock: boolean; isDigital: boolean }) =>
  r.isDigital || r.contSalesOutOfStock || r.quantity > 0;

export function toProductCard(r: repo.CardRecord): ProductCard {
  return {
    id: r.id,
    name: r.name,
    hostedImages: r.images,
    pricing: { sellingPrice: koboToNaira(r.sellingPrice), price: koboToNaira(r.price) },
    storeId: r.storeId,
    storeName: r.storeName,
    storeUrl: r.storeUrl,
    categoryId: r.categoryId,
    subCategoryId: r.subCategoryId,
    childCategoryId: r.childCategoryId,
    inStock: inStock(r),
    hasVariants: r.hasVariants,
    averageRating: r.reviewCount > 0 && r.ratingAverage !== null ? Math.round(r.ratingAverage * 10) / 10 : null,
    reviewCount: r.reviewCount,
    createdAt: iso(r.createdAt),
  };
}

function cardFromFull(r: repo.FullProductRecord, hasVariants: boolean): ProductCard {
  return toProductCard({ ...r, hasVariants });
}

/** Stock per option value: the sum over the variants carrying it. */
export function optionStockOf(properties: VariantProperty[], variants: { size: string | null; color: string | null; quantity: number }[]): OptionStock[] {
  const out: OptionStock[] = [];
  for (const p of properties) {
    const field = variantField(p.type);
    if (!field) continue;
    for (const option of p.options) {
      const quantity = variants
        .filter((v) => (v[field] ?? "").toLowerCase() === option.toLowerCase())
        .reduce((n, v) => n + v.quantity, 0);
      out.push({ type: p.type, option, quantity });
    }
  }
  return out;
}

function variantField(type: string): "size" | "color" | null {
  const t = type.trim().toLowerCase();
  if (t === "size") return "size";
  if (t === "color" || t === "colour") return "color";
  return null;
}

async function withVariants(ctx: Ctx, rows: repo.FullProductRecord[]): Promise<Product[]> {
  const variants = await repo.listVariants(ctx.db, rows.map((r) => r.id));
  const categoryNames = await revisionCategoryNames(ctx, rows);
  return rows.map((r) =>
    toProduct(
      r,
      variants.filter((v) => v.productId === r.id),
      categoryNames,
    ),
  );
}

async function loadMerchantProduct(ctx: Ctx<MerchantActor>, id: string): Promise<Product> {
  const row = await repo.findMerchantProduct(ctx.db, ctx.actor.merchantId, id);
  if (!row) throw notFound();
  return toProduct(row, await repo.listVariants(ctx.db, [id]), await revisionCategoryNames(ctx, [row]));
}

// ---- input checks ----

const UPLOAD_REF = /^(?:https?:\/\/[^/]+)?(?:\/api\/v1\/uploads\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Product images must be images uploaded through POST /uploads by someone of the product's store
 * (admins may use any uploaded image). They are kept as upload URLs, in the order given.
 */
async function resolveImages(ctx: Ctx, images: string[], allowedOwners: string[] | "any"): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, ref] of images.entries()) {
    const id = UPLOAD_REF.exec(ref.trim())?.[1]?.toLowerCase();
    const upload = id ? await findUpload(ctx.db, id) : null;
    if (!id || !upload || upload.kind !== "image" || (allowedOwners !== "any" && !allowedOwners.includes(upload.ownerUserId))) {
      throw badInput([{ path: `hostedImages.${i}`, message: "Upload this image first (POST /uploads)" }]);
    }
    const url = uploadUrl(id);
    if (urls.includes(url)) throw badInput([{ path: `hostedImages.${i}`, message: "This image is already in the list" }]);
    urls.push(url);
  }
  return urls;
}

async function resolveCategoryPath(ctx: Ctx, ids: { categoryId: string; subCategoryId: string; childCategoryId: string }) {
  const path = await findChildCategoryPath(ctx.db, ids.childCategoryId);
  if (!path) throw badInput([{ path: "childCategoryId", message: "Child category not found" }]);
  if (path.subCategoryId !== ids.subCategoryId) {
    throw badInput([{ path: "childCategoryId", message: "This child category is not in the chosen sub-category" }]);
  }
  if (path.categoryId !== ids.categoryId) {
    throw badInput([{ path: "subCategoryId", message: "This sub-category is not in the chosen category" }]);
  }
  return path;
}

/** Variants name option values that the product's properties list (when a size/colour property exists). */
function checkVariantOptions(properties: VariantProperty[], variants: { size?: string | null; color?: string | null }[]) {
  for (const field of ["size", "color"] as const) {
    const property = properties.find((p) => variantField(p.type) === field);
    if (!property) continue;
    const allowed = new Set(property.options.map((o) => o.toLowerCase()));
    for (const [i, v] of variants.entries()) {
      const value = v[field];
      if (value && !allowed.has(value.toLowerCase())) {
        throw badInput([{ path: `variant.${i}.${field}`, message: `"${value}" is not one of the ${property.type} options` }]);
      }
    }
  }
}

function variantWrites(items: NonNullable<UpdateProductBody["variant"]>): repo.VariantWrite[] {
  return items.map((v) => ({
    id: v.id,
    sku: v.sku,
    size: v.size || null,
    color: v.color || null,
    discountBps: Math.round(v.discount * 100),
    quantity: v.quantity,
  }));
}

async function skuUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (pgCode(e) === "23505") throw conflict(MESSAGES.productSkuTaken, [{ path: "sku", message: MESSAGES.productSkuTaken }]);
    throw e;
  }
}

type ProductFields = Omit<CreateProductBody, "hostedImages">;

function productColumns(body: ProductFields) {
  return {
    name: body.name,
    description: body.description,
    categoryId: body.categoryId,
    subCategoryId: body.subCategoryId,
    childCategoryId: body.childCategoryId,
    costPrice: nairaToKobo(body.pricing.costPrice),
    sellingPrice: nairaToKobo(body.pricing.sellingPrice),
    price: nairaToKobo(body.pricing.price),
    sku: body.sku ? body.sku : null,
    weight: body.weight,
    weightUnit: body.weightUnit,
    length: body.dimensions?.length ?? null,
    width: body.dimensions?.width ?? null,
    height: body.dimensions?.height ?? null,
    dimensionUnit: body.dimensionUnit,
    whenSoldOut: body.whenSoldOut,
    contSalesOutOfStock: body.contSalesOutOfStock,
    stockAlertUnits: body.stockAlertUnits,
    isDigital: body.IsDigitalProduct,
    variantProperties: body.variantProperties,
    quantity: body.variant.length > 0 ? body.variant.reduce((n, v) => n + v.quantity, 0) : body.quantity,
  };
}

// ---- merchant ----

async function merchantStoreId(ctx: Ctx<MerchantActor>): Promise<string> {
  if (ctx.actor.storeId) return ctx.actor.storeId;
  const store = await findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw new AppError(409, "CONFLICT", MESSAGES.storeRequiredForProducts);
  return store.id;
}

export async function createProduct(ctx: Ctx<MerchantActor>, body: CreateProductBody, options: ProductWriteOptions = {}): Promise<Product> {
  const storeId = await merchantStoreId(ctx);
  await resolveCategoryPath(ctx, body);
  const images = await resolveImages(ctx, body.hostedImages, await repo.merchantUserIds(ctx.db, ctx.actor.merchantId));
  checkVariantOptions(body.variantProperties, body.variant);
  const id = await skuUnique(() =>
    ctx.db.transaction(async (tx) => {
      const id = await repo.insertProduct(tx, {
        ...productColumns(body),
        images,
        merchantId: ctx.actor.merchantId,
        storeId,
        approvalStatus: "pending",
      });
      if (body.variant.length > 0) await repo.replaceVariants(tx, id, variantWrites(body.variant));
      if (options.tellReviewers !== false) await tellProductWaiting(tx, { id, name: body.name }, "product", { now: ctx.now, appUrl: ctx.config.APP_URL });
      return id;
    }),
  );
  invalidateCatalogueCache(ctx.db);
  return loadMerchantProduct(ctx, id);
}

/**
 * Editing what a customer reads or sees (name, description, image set, category) sends the
 * product back to review; price, stock and shipping details do not. Reordering the same images
 * does not either.
 */
export function needsReview(
  current: { name: string; description: string; images: string[]; childCategoryId: string },
  next: { name?: string; description?: string; images?: string[]; childCategoryId?: string },
): boolean {
  const sameImages = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");
  return (
    (next.name !== undefined && next.name !== current.name) ||
    (next.description !== undefined && next.description !== current.description) ||
    (next.images !== undefined && !sameImages(next.images, current.images)) ||
    (next.childCategoryId !== undefined && next.childCategoryId !== current.childCategoryId)
  );
}

/**
 * An approved product stays on sale while its content edit waits: the edited name, description,
 * images and category go to the revision (merged into the one already waiting), and only the
 * other fields reach the row. An edit that leaves the content as approved (or only reorders the
 * images) applies at once and withdraws a waiting revision; a rejected one stays until the next
 * content edit, so the merchant keeps seeing the reason.
 */
function approvedContentEdit(
  current: repo.FullProductRecord,
  waiting: ProductRevisionRecord | null,
  values: Partial<repo.ProductInsert>,
  now: Date,
): Partial<repo.ProductInsert> {
  const base: ReviewedContent = waiting ?? contentOf(current);
  const next: ReviewedContent = {
    name: values.name ?? base.name,
    description: values.description ?? base.description,
    images: values.images ?? base.images,
    categoryId: values.categoryId ?? base.categoryId,
    subCategoryId: values.subCategoryId ?? base.subCategoryId,
    childCategoryId: values.childCategoryId ?? base.childCategoryId,
  };
  const { name: _n, description: _d, images: _i, categoryId: _c, subCategoryId: _s, childCategoryId: _cc, ...rest } = values;
  if (needsReview(current, next)) {
    return {
      ...rest,
      pendingRevision: { status: "pending", ...next, submittedAt: now.toISOString(), rejectionReason: null, reviewedAt: null },
    };
  }
  // Same content as approved: write only what differs (an image reorder), so search text is left alone.
  const live = contentOf(current);
  const changed: Partial<repo.ProductInsert> = {};
  for (const key of ["name", "description", "categoryId", "subCategoryId", "childCategoryId"] as const) {
    if (next[key] !== live[key]) changed[key] = next[key];
  }
  if (next.images.join("\n") !== live.images.join("\n")) changed.images = next.images;
  return { ...rest, ...changed, ...(waiting ? { pendingRevision: null } : {}) };
}

export async function updateProduct(ctx: Ctx<MerchantActor>, id: string, body: UpdateProductBody, options: ProductWriteOptions = {}): Promise<Product> {
  const current = await repo.findMerchantProduct(ctx.db, ctx.actor.merchantId, id);
  if (!current) throw notFound();
  const currentVariants = await repo.listVariants(ctx.db, [id]);
  // An approved product's content edit waiting for review is what the merchant edits further.
  const waitingRevision = current.approvalStatus === "approved" && current.pendingRevision?.status === "pending" ? current.pendingRevision : null;
  const contentBase: ReviewedContent = waitingRevision ?? contentOf(current);

  const values: Partial<repo.ProductInsert> = {};
  if (body.categoryId !== undefined || body.subCategoryId !== undefined || body.childCategoryId !== undefined) {
    const path = {
      categoryId: body.categoryId ?? contentBase.categoryId,
      subCategoryId: body.subCategoryId ?? contentBase.subCategoryId,
      childCategoryId: body.childCategoryId ?? contentBase.childCategoryId,
    };
    await resolveCategoryPath(ctx, path);
    Object.assign(values, path);
  }
  const images =
    body.hostedImages !== undefined
      ? await resolveImages(ctx, body.hostedImages, await repo.merchantUserIds(ctx.db, ctx.actor.merchantId))
      : undefined;
  if (images) values.images = images;
  if (body.name !== undefined) values.name = body.name;
  if (body.description !== undefined) values.description = body.description;
  if (body.pricing) {
    values.costPrice = nairaToKobo(body.pricing.costPrice);
    values.sellingPrice = nairaToKobo(body.pricing.sellingPrice);
    values.price = nairaToKobo(body.pricing.price);
  }
  if (body.sku !== undefined) values.sku = body.sku ? body.sku : null;
  if (body.weight !== undefined) values.weight = body.weight;
  if (body.weightUnit !== undefined) values.weightUnit = body.weightUnit;
  if (body.dimensions !== undefined) {
    values.length = body.dimensions?.length ?? null;
    values.width = body.dimensions?.width ?? null;
    values.height = body.dimensions?.height ?? null;
  }
  if (body.dimensionUnit !== undefined) values.dimensionUnit = body.dimensionUnit;
  if (body.whenSoldOut !== undefined) values.whenSoldOut = body.whenSoldOut;
  if (body.contSalesOutOfStock !== undefined) values.contSalesOutOfStock = body.contSalesOutOfStock;
  if (body.stockAlertUnits !== undefined) values.stockAlertUnits = body.stockAlertUnits;
  if (body.IsDigitalProduct !== undefined) values.isDigital = body.IsDigitalProduct;
  if (body.variantProperties !== undefined) values.variantProperties = body.variantProperties;

  const properties = body.variantProperties ?? current.variantProperties;
  if (body.variant !== undefined) {
    checkVariantOptions(properties, body.variant);
    const known = new Set(currentVariants.map((v) => v.id));
    const unknown = body.variant.findIndex((v) => v.id !== undefined && !known.has(v.id));
    if (unknown >= 0) throw badInput([{ path: `variant.${unknown}.id`, message: "This variant is not part of the product" }]);
    if (body.variant.length > 0) values.quantity = body.variant.reduce((n, v) => n + v.quantity, 0);
    else if (body.quantity !== undefined) values.quantity = body.quantity;
  } else if (body.quantity !== undefined) {
    if (currentVariants.length > 0) {
      throw badInput([{ path: "quantity", message: "This product's stock is set per variant" }]);
    }
    values.quantity = body.quantity;
  }

  const pricing = {
    sellingPrice: values.sellingPrice ?? current.sellingPrice,
    price: values.price ?? current.price,
  };
  if (pricing.price < pricing.sellingPrice) {
    throw badInput([{ path: "pricing.price", message: "List price cannot be below the selling price" }]);
  }

  if (current.approvalStatus === "approved") {
    const edited = approvedContentEdit(current, waitingRevision, values, ctx.now);
    for (const key of Object.keys(values) as (keyof typeof values)[]) delete values[key];
    Object.assign(values, edited);
  } else {
    if (needsReview(current, { name: body.name, description: body.description, images, childCategoryId: values.childCategoryId }) && current.approvalStatus !== "pending") {
      Object.assign(values, { approvalStatus: "pending" as const, rejectionReason: null, reviewedAt: null, reviewedBy: null });
    }
    // A product off sale is reviewed as a whole: an edit left from its approved days means nothing now.
    if (current.pendingRevision) values.pendingRevision = null;
  }

  await skuUnique(() =>
    ctx.db.transaction(async (tx) => {
      await repo.updateProductRecord(tx, id, values);
      if (body.variant !== undefined) await repo.replaceVariants(tx, id, variantWrites(body.variant));
      const at = { now: ctx.now, appUrl: ctx.config.APP_URL };
      // Sent to review by this edit (not one already waiting): the reviewers hear of it once.
      const tell = options.tellReviewers !== false;
      if (tell && values.approvalStatus === "pending") await tellProductWaiting(tx, { id, name: values.name ?? current.name }, "product", at);
      else if (tell && values.pendingRevision?.status === "pending" && !waitingRevision) {
        await tellProductWaiting(tx, { id, name: current.name }, "revision", at);
      }
      await noticeLowStock(tx, [id], at);
    }),
  );
  // A price or stock edit, or a content edit that waits for review, keeps this process's search rankings and
  // the answers that do not show the product, as the `price:` and `stock:` notifications keep the other processes'.
  const nextVariants = body.variant !== undefined ? variantWrites(body.variant) : undefined;
  invalidateCatalogueCache(ctx.db, pricesOrStockOnly(current, values, currentVariants, nextVariants) ? { productIds: [id], survives: survivesPriceChange } : undefined);
  return loadMerchantProduct(ctx, id);
}

/** Prices and stock, and what no customer sees (a revision waiting for review, its outcome, the alert level). */
const PRICE_AND_STOCK_COLUMNS = new Set<string>([
  "costPrice",
  "sellingPrice",
  "price",
  "quantity",
  "pendingRevision",
  "rejectionReason",
  "reviewedAt",
  "reviewedBy",
  "stockAlertUnits",
]);

/**
 * Whether an edit changes prices and stock only, or columns no customer sees (the edit form sends every
 * field, changed or not): no other column differs, no product sells out or comes back, and the variants are the same ones with the
 * same options. Anything it cannot compare counts as a change.
 */
export function pricesOrStockOnly(
  current: Record<string, unknown> & { quantity: number },
  values: Record<string, unknown>,
  currentVariants: { id: string; sku: string; size: string | null; color: string | null }[],
  nextVariants: repo.VariantWrite[] | undefined,
): boolean {
  for (const [key, value] of Object.entries(values)) {
    if (!PRICE_AND_STOCK_COLUMNS.has(key) && JSON.stringify(value ?? null) !== JSON.stringify(current[key] ?? null)) return false;
  }
  const quantity = typeof values.quantity === "number" ? values.quantity : current.quantity;
  if (quantity > 0 !== current.quantity > 0) return false;
  if (!nextVariants) return true;
  return (
    nextVariants.length === currentVariants.length &&
    nextVariants.every((v, i) => {
      const was = currentVariants[i];
      return v.id === was.id && v.sku === was.sku && (v.size ?? null) === was.size && (v.color ?? null) === was.color;
    })
  );
}

export async function deleteProduct(ctx: Ctx<MerchantActor>, id: string): Promise<{ id: string }> {
  if (!(await repo.softDeleteProduct(ctx.db, ctx.actor.merchantId, id, ctx.now))) throw notFound();
  invalidateCatalogueCache(ctx.db);
  return { id };
}

export async function getMerchantProduct(ctx: Ctx<MerchantActor>, id: string): Promise<Product> {
  return loadMerchantProduct(ctx, id);
}

export async function listMerchantProducts(
  ctx: Ctx<MerchantActor>,
  query: { page: number; limit: number; search?: string; status?: ProductApprovalStatusValue; sort?: MerchantProductSort },
): Promise<{ data: Product[]; count: number }> {
  const { rows, count } = await repo.listMerchantProducts(ctx.db, {
    merchantId: ctx.actor.merchantId,
    status: query.status,
    search: query.search,
    sort: query.sort ? splitSort(query.sort) : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: await withVariants(ctx, rows), count };
}

export async function listLowStock(ctx: Ctx<MerchantActor>, query: { page: number; limit: number }) {
  const { rows, count } = await repo.listLowStockProducts(ctx.db, {
    merchantId: ctx.actor.merchantId,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: await withVariants(ctx, rows), count };
}

export async function updateInventory(
  ctx: Ctx<MerchantActor>,
  body: { productId: string; variantId?: string; quantity: number },
): Promise<InventoryResult> {
  const product = await repo.findMerchantProduct(ctx.db, ctx.actor.merchantId, body.productId);
  if (!product) throw notFound();
  const variants = await repo.listVariants(ctx.db, [product.id]);
  if (!body.variantId && variants.length > 0) {
    throw badInput([{ path: "variantId", message: "Choose which variant's stock to set" }]);
  }
  await ctx.db.transaction(async (tx) => {
    if (body.variantId) {
      if (!(await repo.setVariantQuantity(tx, product.id, body.variantId, body.quantity))) throw notFound();
      await repo.setProductQuantity(tx, product.id, (await repo.sumVariantQuantities(tx, product.id)) ?? 0);
    } else {
      await repo.setProductQuantity(tx, product.id, body.quantity);
    }
    await noticeLowStock(tx, [product.id], { now: ctx.now, appUrl: ctx.config.APP_URL });
  });
  invalidateCatalogueCache(ctx.db);
  return { productId: product.id, variantId: body.variantId ?? null, quantity: body.quantity };
}

export async function listFeatured(ctx: Ctx<MerchantActor>): Promise<Product[]> {
  return withVariants(ctx, await repo.listFeaturedProducts(ctx.db, ctx.actor.merchantId));
}

export async function addFeatured(ctx: Ctx<MerchantActor>, productId: string): Promise<Product> {
  const product = await repo.findMerchantProduct(ctx.db, ctx.actor.merchantId, productId);
  if (!product) throw notFound();
  if (!product.isFeatured) {
    // Featuring is a plan feature; un-featuring and the list stay open, so a store that moved down can tidy up.
    await assertPlanIncludes(ctx.db, ctx.actor.merchantId, "featuredProducts");
    if ((await repo.countFeaturedProducts(ctx.db, ctx.actor.merchantId)) >= MAX_FEATURED_PRODUCTS) {
      throw conflict(MESSAGES.featuredProductsLimit);
    }
    await repo.setProductFeatured(ctx.db, ctx.actor.merchantId, productId, ctx.now);
  }
  return loadMerchantProduct(ctx, productId);
}

export async function removeFeatured(ctx: Ctx<MerchantActor>, productId: string): Promise<{ productId: string }> {
  if (!(await repo.setProductFeatured(ctx.db, ctx.actor.merchantId, productId, null))) throw notFound();
  return { productId };
}

/** Best sellers by units sold so far (the sold count is kept on the product by order completion). */
export async function topProducts(ctx: Ctx<MerchantActor>, query: { limit: number }): Promise<TopProduct[]> {
  const rows = await repo.listTopProducts(ctx.db, ctx.actor.merchantId, query.limit);
  const variants = await repo.listVariants(ctx.db, rows.map((r) => r.id));
  return rows.map((r) => ({
    product: cardFromFull(r, variants.some((v) => v.productId === r.id)),
    unitsSold: r.soldCount,
    revenue: koboToNaira(r.soldCount * r.sellingPrice),
  }));
}

export async function couponProducts(ctx: Ctx<MerchantActor>): Promise<{ products: CouponProduct[] }> {
  const rows = await repo.listCouponProducts(ctx.db, ctx.actor.merchantId);
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      hostedImages: r.images,
      sellingPrice: koboToNaira(r.sellingPrice),
      categoryId: r.categoryId,
      subCategoryId: r.subCategoryId,
      childCategoryId: r.childCategoryId,
    })),
  };
}

// ---- customers ----

/**
 * The caches of the customer list: large counts, spelling corrections and the ranked ids of each
 * search (every page of a search within the first `RANKED_IDS_CAP` is then one lookup by id). All
 * are dropped on any product write in this process at once and in every other process when the
 * database's `cache.invalidate` notification arrives (app.ts); 30 s is the backstop.
 */
function customerListCaches(ctx: Ctx): repo.CustomerListCaches {
  return {
    count: (key, compute) => cached(ctx.db, `count:${key}`, COUNT_TTL_MS, compute, (n) => n >= CACHE_COUNTS_FROM),
    spelling: (key, compute) => cached(ctx.db, `spelling:${key}`, SEARCH_TTL_MS, compute, () => true, SPELLING_GROUP),
    ranked: (key, compute) => cached(ctx.db, `ranked:${key}`, SEARCH_TTL_MS, compute, () => true, RANKED_GROUP),
  };
}

/**
 * What a write of prices only leaves standing (the `price:` notification, app.ts): spelling, the counts
 * per category, and the rankings and counts of lists neither sorted nor filtered by price. Cards and the
 * first pages of searches carry prices and go.
 */
export function survivesPriceChange(key: string): boolean {
  if (key.startsWith("spelling:") || key === "categoryCounts") return true;
  if (!key.startsWith("count:") && !key.startsWith("ranked:")) return false;
  return !key.startsWith("ranked:price_") && !/"(minPriceKobo|maxPriceKobo)"/.test(key);
}

/** At most 5,000 ids (80 KB) per search, so 200 searches hold 16 MB at most. */
const RANKED_GROUP = { name: "ranked", maxEntries: 200 };
const SPELLING_GROUP = { name: "spelling", maxEntries: 2000 };

export async function listCustomerProducts(
  ctx: Ctx,
  query: CustomerProductsQuery,
): Promise<{ data: ProductCard[]; count: number; countIsEstimate?: boolean; correctedQuery?: string }> {
  // The first page of a search is kept briefly too: popular searches repeat, and it saves even the
  // lookup by id. Product writes start afresh (see customerListCaches).
  if (query.search?.trim() && query.offset === 0) {
    return cached(ctx.db, `search:${JSON.stringify(query)}`, SEARCH_TTL_MS, () => listCustomerProductsNow(ctx, query));
  }
  return listCustomerProductsNow(ctx, query);
}

const SEARCH_TTL_MS = 30_000;

async function listCustomerProductsNow(
  ctx: Ctx,
  query: CustomerProductsQuery,
): Promise<{ data: ProductCard[]; count: number; countIsEstimate?: boolean; correctedQuery?: string }> {
  const { rows, count, countIsEstimate, correctedQuery } = await repo.listCustomerCards(
    readDbOf(ctx),
    {
      search: query.search,
      childCategoryId: query.childCategoryId,
      subCategoryId: query.subCategoryId,
      categoryId: query.categoryId,
      storeId: query.storeId,
      minPriceKobo: query.minPrice !== undefined ? nairaToKobo(query.minPrice) : undefined,
      maxPriceKobo: query.maxPrice !== undefined ? nairaToKobo(query.maxPrice) : undefined,
      inStock: query.inStock,
      sort: query.sortBy ?? (query.search?.trim() ? "relevance" : "newest"),
      limit: query.limit,
      offset: query.offset,
    },
    customerListCaches(ctx),
  );
  return { data: rows.map(toProductCard), count, ...(countIsEstimate ? { countIsEstimate } : {}), ...(correctedQuery ? { correctedQuery } : {}) };
}

export async function getPublicProduct(ctx: Ctx, id: string): Promise<PublicProduct> {
  const row = await repo.findProductPage(readDbOf(ctx), id);
  if (!row) throw notFound();
  const variants = row.variantRows;
  const official = row.isOfficialOutlet;
  return {
    ...commonFields(row, variants),
    pricing: { sellingPrice: koboToNaira(row.sellingPrice), price: koboToNaira(row.price) },
    inStock: inStock(row) || variants.some((v) => v.quantity > 0),
    isOfficialOutlet: official,
    storeLogo: row.storeLogo,
    optionStock: optionStockOf(row.variantProperties, variants),
  };
}

/** Listed products among `ids`, in the order asked (unknown or hidden ids are left out). */
export async function productCardsByIds(ctx: Ctx, ids: string[]): Promise<ProductCard[]> {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  const rows = await repo.listCardsByIds(ctx.db, unique);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toProductCard(r)] : [];
  });
}

export async function superDeals(ctx: Ctx, limit: number): Promise<ProductCard[]> {
  return (await repo.listDealCards(readDbOf(ctx), limit, 1, "discount")).map(toProductCard);
}

/** Deep discounts (30 % off the list price or more), best sellers first. */
export async function superDiscountedOffer(ctx: Ctx, limit: number): Promise<ProductCard[]> {
  return (await repo.listDealCards(readDbOf(ctx), limit, 3000, "popular")).map(toProductCard);
}

export async function dailyDiscountOffer(ctx: Ctx, limit: number): Promise<ProductCard[]> {
  const day = Math.floor(ctx.now.getTime() / 86_400_000);
  const rows = await cached(ctx.db, `daily:${day}:${limit}`, 10 * 60_000, () =>
    repo.listDailyDealCards(readDbOf(ctx), limit, (day * 7919) % 100_003),
  );
  return rows.map(toProductCard);
}

/** Categories with the most listed products first; categories without products come last. */
export async function getTopCategories(ctx: Ctx, input: { limit: number }): Promise<TopCategory[]> {
  const [cats, counts] = await Promise.all([listCategoryRecords(readDbOf(ctx)), listedProductCountsByCategory(ctx)]);
  return cats
    .map((c) => ({ id: c.id, name: c.name, image: c.image, productCount: counts.get(c.id) ?? 0 }))
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name))
    .slice(0, input.limit);
}


/** Listed products per category, cached briefly (a count over the whole catalogue). */
async function listedProductCountsByCategory(ctx: Ctx): Promise<Map<string, number>> {
  const rows = await cached(ctx.db, "categoryCounts", 60_000, () => repo.listedProductCountsByCategoryRows(readDbOf(ctx)));
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** A few categories picked at random, each with some of its listed products. */
export async function randomProductsCategory(ctx: Ctx, limit: number): Promise<CategoryProducts[]> {
  const counts = [...(await listedProductCountsByCategory(ctx)).entries()].filter(([, n]) => n > 0);
  const picked: [string, number][] = [];
  while (picked.length < 4 && counts.length > 0) picked.push(...counts.splice(Math.floor(Math.random() * counts.length), 1));
  const names = await repo.categoryNames(readDbOf(ctx), picked.map(([id]) => id));
  const sections = await Promise.all(
    picked.map(async ([categoryId, n]) => {
      const offset = Math.floor(Math.random() * Math.max(0, Math.min(n - limit, 200)));
      const rows = await repo.listNewestCards(readDbOf(ctx), { categoryId }, limit, offset);
      return { category: { id: categoryId, name: names.get(categoryId) ?? "" }, products: rows.map(toProductCard) };
    }),
  );
  return sections.filter((s) => s.products.length > 0 && s.category.name);
}

/** Newest listed products of one store (official outlet sections). */
export async function storeProductCards(db: Ctx["db"], storeId: string, limit: number): Promise<ProductCard[]> {
  return (await repo.listNewestCards(db, { storeId }, limit)).map(toProductCard);
}

/** Listed products among `ids`, newest first (promotion sections). */
export async function productCardsAmong(db: Ctx["db"], ids: string[], limit: number): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  return (await repo.listNewestCards(db, { productIds: ids }, limit)).map(toProductCard);
}

// ---- admin ----

export async function listAdminProducts(
  ctx: Ctx<AdminActor>,
  query: {
    page: number;
    limit: number;
    search?: string;
    merchantId?: string;
    storeId?: string;
    approvalStatus?: ProductApprovalStatusValue;
    sort?: AdminProductSort;
  },
): Promise<AdminProductList> {
  const { rows, count, metrics } = await repo.listAdminProducts(
    ctx.db,
    {
      search: query.search,
      merchantId: query.merchantId,
      storeId: query.storeId,
      approvalStatus: query.approvalStatus,
      sort: query.sort ? splitSort(query.sort) : undefined,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    },
    (key, compute, keep) => cached(ctx.db, key, COUNT_TTL_MS, compute, keep),
  );
  return {
    products: await withVariants(ctx, rows),
    pagination: { totalItems: count, page: query.page, limit: query.limit },
    metrics,
  };
}

/** Tells a product's store owner of an admin's decision on it: in-app, and by mail as they chose. */
async function tellProductOwner(
  ctx: Ctx,
  tx: DbOrTx,
  product: { id: string; merchantId: string },
  compose: (firstName: string) => { subject: string; lines: string[] },
): Promise<void> {
  const owner = await findMerchantContact(tx, product.merchantId);
  if (!owner) return;
  const { subject, lines } = compose(owner.firstName);
  const link = `/merchant/products/${product.id}/edit`;
  await notify(tx, {
    to: [{ kind: "merchant", id: owner.userId, email: owner.email }],
    kind: "product_decided",
    title: subject,
    body: lines[1],
    link,
    mail: genericMail(subject, lines, { label: "See the product", url: `${ctx.config.APP_URL}${link}` }),
    now: ctx.now,
  });
  await notifyStoreStaff(tx, product.merchantId, "products", { kind: "product_decided", title: subject, body: lines[1], link, appUrl: ctx.config.APP_URL, now: ctx.now });
}

/** Tells the store owner an admin approved or rejected one of its products (with the reason). */
async function mailProductDecision(
  ctx: Ctx,
  tx: DbOrTx,
  product: { merchantId: string; name: string },
  decided: { id: string; approvalStatus: ProductApprovalStatusValue; rejectionReason: string | null },
): Promise<void> {
  const approved = decided.approvalStatus === "approved";
  if (approved) {
    await emitWebhook(tx, {
      event: "product.approved",
      storeId: (await findStoreByMerchant(tx, product.merchantId))?.id ?? null,
      payload: { productId: decided.id, name: product.name, approvalStatus: decided.approvalStatus },
      at: ctx.now,
    });
  }
  return tellProductOwner(ctx, tx, { id: decided.id, merchantId: product.merchantId }, (firstName) => ({
    subject: fillMessage(approved ? MESSAGES.merchantProductApprovedMailSubject : MESSAGES.merchantProductRejectedMailSubject, {
      productName: product.name,
    }),
    lines: approved
      ? [`Hello ${firstName},`, `An admin approved ${product.name}. Customers can now find and buy it while your store is live.`]
      : [
          `Hello ${firstName},`,
          `An admin reviewed ${product.name} and could not approve it.`,
          ...(decided.rejectionReason ? [`Reason: ${decided.rejectionReason}`] : []),
          "Change the product and save it; it then goes back to review.",
        ],
  }));
}

export async function reviewProduct(
  ctx: Ctx<AdminActor>,
  query: { productId: string; merchantId: string },
  body: { approved: boolean; reason?: string },
): Promise<ProductApprovalResult> {
  const product = await repo.findProductRecord(ctx.db, query.productId);
  if (!product || product.merchantId !== query.merchantId) throw notFound();
  if (product.approvalStatus === "approved" && product.pendingRevision?.status === "pending") {
    return reviewRevision(ctx, product, body);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.setProductReview(tx, product.id, {
      approvalStatus: body.approved ? "approved" : "rejected",
      rejectionReason: body.approved ? null : (body.reason ?? null),
      reviewedAt: ctx.now,
      reviewedBy: ctx.actor.userId,
    });
    if (!updated) throw notFound();
    await recordAudit(tx, ctx, {
      action: body.approved ? "product.approved" : "product.rejected",
      targetType: "product",
      targetId: updated.id,
      targetLabel: product.name,
      changes: diffFields(
        { approvalStatus: product.approvalStatus, rejectionReason: product.rejectionReason },
        { approvalStatus: updated.approvalStatus, rejectionReason: updated.rejectionReason },
      ),
    });
    await mailProductDecision(ctx, tx, product, updated);
    return updated;
  });
  invalidateCatalogueCache(ctx.db);
  return {
    id: row.id,
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
    revision: null,
  };
}

/**
 * The decision on an approved product's content edit. Approving copies the edit onto the product
 * (its search text follows by trigger); rejecting keeps the approved content on sale and the edit
 * with the reason for the merchant. Either way the product stays approved.
 */
async function reviewRevision(
  ctx: Ctx<AdminActor>,
  product: repo.FullProductRecord,
  body: { approved: boolean; reason?: string },
): Promise<ProductApprovalResult> {
  const decided = await ctx.db.transaction(async (tx) => {
    // Another admin may have decided, or the merchant withdrawn the edit, since the page was read.
    const locked = await repo.lockProductRevision(tx, product.id);
    const waiting = locked?.approvalStatus === "approved" && locked.pendingRevision?.status === "pending" ? locked.pendingRevision : null;
    if (!locked || !waiting) throw notFound();
    if (body.approved) {
      // Category branches may have moved since the edit was sent: file it under the child's parents now.
      const path = await findChildCategoryPath(tx, waiting.childCategoryId);
      if (!path) throw conflict(MESSAGES.productEditCategoryGone);
      await repo.updateProductRecord(tx, product.id, {
        name: waiting.name,
        description: waiting.description,
        images: waiting.images,
        categoryId: path.categoryId,
        subCategoryId: path.subCategoryId,
        childCategoryId: path.childCategoryId,
        pendingRevision: null,
        reviewedAt: ctx.now,
        reviewedBy: ctx.actor.userId,
      });
    } else {
      await repo.setProductRevision(
        tx,
        product.id,
        { ...waiting, status: "rejected", rejectionReason: body.reason ?? null, reviewedAt: ctx.now.toISOString() },
        ctx.now,
      );
    }
    await recordAudit(tx, ctx, {
      action: body.approved ? "product.approved" : "product.rejected",
      targetType: "product",
      targetId: product.id,
      targetLabel: product.name,
      changes: body.approved
        ? diffFields({ ...contentOf(locked) }, { ...contentOf(waiting) })
        : diffFields({ editRejectionReason: null }, { editRejectionReason: body.reason ?? null }),
    });
    await mailRevisionDecision(ctx, tx, product, { approved: body.approved, newName: waiting.name, reason: body.reason ?? null });
    return { approved: body.approved };
  });
  invalidateCatalogueCache(ctx.db);
  return {
    id: product.id,
    approvalStatus: "approved",
    rejectionReason: null,
    reviewedAt: iso(ctx.now),
    revision: decided.approved ? "approved" : "rejected",
  };
}

/** Tells the store owner what an admin decided on their edit of an approved product. */
function mailRevisionDecision(
  ctx: Ctx,
  tx: DbOrTx,
  product: { id: string; merchantId: string; name: string },
  decision: { approved: boolean; newName: string; reason: string | null },
): Promise<void> {
  return tellProductOwner(ctx, tx, product, (firstName) => ({
    subject: fillMessage(decision.approved ? MESSAGES.merchantProductEditApprovedMailSubject : MESSAGES.merchantProductEditRejectedMailSubject, {
      productName: product.name,
    }),
    lines: decision.approved
      ? [
          `Hello ${firstName},`,
          decision.newName !== product.name
            ? `An admin approved your changes to ${product.name}. Customers now see it as ${decision.newName}.`
            : `An admin approved your changes to ${product.name}. Customers now see the new version.`,
        ]
      : [
          `Hello ${firstName},`,
          `An admin reviewed your changes to ${product.name} and could not approve them.`,
          ...(decision.reason ? [`Reason: ${decision.reason}`] : []),
          "Customers still see the approved version. Change the product and save it to send new changes for review.",
        ],
  }));
}

/** An admin adds a product to an official outlet store; it is approved at once. */
export async function adminAddProduct(ctx: Ctx<AdminActor>, body: CreateProductBody & { storeId: string }): Promise<Product> {
  const store = await repo.findStoreForProducts(ctx.db, body.storeId);
  if (!store) throw badInput([{ path: "storeId", message: "Store not found" }]);
  if (!(await isOfficialOutletStore(ctx.db, store.id))) {
    throw badInput([{ path: "storeId", message: "Only official outlet stores take products from admins" }]);
  }
  await resolveCategoryPath(ctx, body);
  const images = await resolveImages(ctx, body.hostedImages, "any");
  checkVariantOptions(body.variantProperties, body.variant);
  const id = await skuUnique(() =>
    ctx.db.transaction(async (tx) => {
      const id = await repo.insertProduct(tx, {
        ...productColumns(body),
        images,
        merchantId: store.merchantId,
        storeId: store.id,
        approvalStatus: "approved",
        reviewedAt: ctx.now,
        reviewedBy: ctx.actor.userId,
      });
      if (body.variant.length > 0) await repo.replaceVariants(tx, id, variantWrites(body.variant));
      return id;
    }),
  );
  invalidateCatalogueCache(ctx.db);
  const row = await repo.findProductRecord(ctx.db, id);
  if (!row) throw notFound();
  return toProduct(row, await repo.listVariants(ctx.db, [id]));
}

/** Products follow their category branch when an admin moves it (same transaction as the move). */
export const productsEventHandlers: DomainEventHandlers = {
  "categories.subCategoryMoved": (tx, e) => repo.moveProductsCategoryPath(tx, { subCategoryId: e.subCategoryId }, { categoryId: e.categoryId }),
  "categories.childCategoryMoved": (tx, e) =>
    repo.moveProductsCategoryPath(tx, { childCategoryId: e.childCategoryId }, { categoryId: e.categoryId, subCategoryId: e.subCategoryId }),
};
