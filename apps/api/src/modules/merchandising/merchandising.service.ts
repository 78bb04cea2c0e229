import {
  type FeaturedImageCollection,
  MESSAGES,
  type OfficialOutlet,
  type OfficialOutletProducts,
  type Promotion,
  type PromotionProducts,
} from "@bitmarte/contracts";
import type { Ctx } from "../../http/context.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import { existingProductIds, invalidateCatalogueCache, productCardsAmong, storeProductCards } from "../products/index.js";
import * as repo from "./merchandising.repository.js";

const iso = (d: Date) => d.toISOString();
const today = (now: Date) => now.toISOString().slice(0, 10);

function toPromotion(p: repo.PromotionRecord): Promotion {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    image: p.image,
    startDate: p.startDate,
    endDate: p.endDate,
    productCount: p.productCount,
    createdAt: iso(p.createdAt),
  };
}

function toOutlet(o: NonNullable<Awaited<ReturnType<typeof repo.findOutlet>>>): OfficialOutlet {
  return { id: o.id, storeId: o.storeId, storeName: o.storeName, storeUrl: o.storeUrl, logo: o.logo, createdAt: iso(o.createdAt) };
}

function toCollection(c: repo.FeaturedCollectionRecord): FeaturedImageCollection {
  return {
    id: c.id,
    title: c.title,
    subtitle: c.subtitle,
    images: c.images,
    sortOrder: c.sortOrder,
    isActive: c.isActive,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
}

// ---- promotions ----

export async function listPromotions(ctx: Ctx, query: { page: number; limit: number }) {
  const { rows, count } = await repo.listPromotions(ctx.db, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { rows: rows.map(toPromotion), count };
}

export async function createPromotion(
  ctx: Ctx,
  body: { name: string; description?: string; image?: string; startDate?: string; endDate?: string },
): Promise<Promotion> {
  const id = await repo.insertPromotion(ctx.db, {
    name: body.name,
    description: body.description || null,
    image: body.image ?? null,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
  });
  const row = await repo.findPromotion(ctx.db, id);
  if (!row) throw notFound();
  return toPromotion(row);
}

export async function addPromotionProducts(ctx: Ctx, body: { promotionId: string; productIds: string[] }) {
  if (!(await repo.findPromotion(ctx.db, body.promotionId))) throw notFound();
  const wanted = [...new Set(body.productIds.map((id) => id.toLowerCase()))];
  const found = new Set(await existingProductIds(ctx.db, wanted));
  const missing = body.productIds.findIndex((id) => !found.has(id.toLowerCase()));
  if (missing >= 0) throw badInput([{ path: `productIds.${missing}`, message: "Product not found" }]);
  await repo.addPromotionProductRows(ctx.db, body.promotionId, wanted);
  invalidateCatalogueCache(ctx.db);
  return { promotionId: body.promotionId, productIds: await repo.promotionProductIds(ctx.db, body.promotionId) };
}

export async function removePromotionProduct(ctx: Ctx, promotionId: string, productId: string) {
  if (!(await repo.findPromotion(ctx.db, promotionId))) throw notFound();
  if (!(await repo.removePromotionProductRow(ctx.db, promotionId, productId))) throw notFound();
  return { promotionId, productIds: await repo.promotionProductIds(ctx.db, promotionId) };
}

export async function deletePromotion(ctx: Ctx, id: string): Promise<{ id: string }> {
  if (!(await repo.deletePromotionRecord(ctx.db, id))) throw notFound();
  return { id };
}

/** Running promotions, each with its listed products (promotions without any are left out). */
export async function promotionSections(ctx: Ctx, limit: number): Promise<PromotionProducts[]> {
  const running = await repo.listRunningPromotions(ctx.db, today(ctx.now), 10);
  const sections = await Promise.all(
    running.map(async (p) => ({
      promotion: toPromotion(p),
      products: await productCardsAmong(ctx.db, await repo.promotionProductIds(ctx.db, p.id), limit),
    })),
  );
  return sections.filter((s) => s.products.length > 0);
}

// ---- official outlets ----

export async function listOutlets(ctx: Ctx, query: { page: number; limit: number }) {
  const { rows, count } = await repo.listOutlets(ctx.db, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { rows: rows.map(toOutlet), count };
}

export async function addOutlet(ctx: Ctx, storeId: string): Promise<OfficialOutlet> {
  if (!(await repo.storeExists(ctx.db, storeId))) throw badInput([{ path: "storeId", message: "Store not found" }]);
  const id = await repo.insertOutlet(ctx.db, storeId);
  if (!id) throw conflict(MESSAGES.officialOutletExists);
  const row = await repo.findOutlet(ctx.db, id);
  if (!row) throw notFound();
  return toOutlet(row);
}

export async function removeOutlet(ctx: Ctx, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteOutlet(ctx.db, id))) throw notFound();
  return { id };
}

/** Live official outlet stores, each with its newest listed products. */
export async function outletSections(ctx: Ctx, limit: number): Promise<OfficialOutletProducts[]> {
  const { rows } = await repo.listOutlets(ctx.db, { limit: 12, offset: 0 }, true);
  const sections = await Promise.all(
    rows.map(async (o) => ({ outlet: toOutlet(o), products: await storeProductCards(ctx.db, o.storeId, limit) })),
  );
  return sections.filter((s) => s.products.length > 0);
}

// ---- featured image collections ----

export async function listFeaturedCollections(ctx: Ctx): Promise<FeaturedImageCollection[]> {
  return (await repo.listFeaturedCollections(ctx.db, true)).map(toCollection);
}

/** The admin's list: hidden collections too, so they can be shown again or deleted. */
export async function listAllFeaturedCollections(
  ctx: Ctx,
  query: { page: number; limit: number; visibility?: "active" | "hidden" },
): Promise<{ rows: FeaturedImageCollection[]; count: number }> {
  const isActive = query.visibility === undefined ? undefined : query.visibility === "active";
  const { rows, count } = await repo.pageFeaturedCollections(ctx.db, { isActive }, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { rows: rows.map(toCollection), count };
}

export async function createFeaturedCollection(
  ctx: Ctx,
  body: { title: string; subtitle?: string; images: { url: string; link: string | null; alt: string | null }[]; sortOrder: number; isActive: boolean },
): Promise<FeaturedImageCollection> {
  const row = await repo.insertFeaturedCollection(ctx.db, {
    title: body.title,
    subtitle: body.subtitle || null,
    images: body.images,
    sortOrder: body.sortOrder,
    isActive: body.isActive,
  });
  return toCollection(row);
}

export async function updateFeaturedCollection(
  ctx: Ctx,
  id: string,
  body: Partial<{ title: string; subtitle: string; images: { url: string; link: string | null; alt: string | null }[]; sortOrder: number; isActive: boolean }>,
): Promise<FeaturedImageCollection> {
  const row = await repo.updateFeaturedCollection(ctx.db, id, {
    ...body,
    ...(body.subtitle !== undefined ? { subtitle: body.subtitle || null } : {}),
  });
  if (!row) throw notFound();
  return toCollection(row);
}

export async function deleteFeaturedCollection(ctx: Ctx, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteFeaturedCollection(ctx.db, id))) throw notFound();
  return { id };
}
