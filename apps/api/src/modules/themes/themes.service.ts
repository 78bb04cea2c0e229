import {
  DEFAULT_THEME_ID,
  MESSAGES,
  type MerchantTheme,
  type StorePage,
  type StoreTestimonial,
  type Storefront,
  THEME_COLOR_KEYS,
  THEME_SOCIAL_KEYS,
  ThemeBodyFieldsSchema,
  ThemeHeaderFieldsSchema,
  type Theme,
  type ThemeLayout,
  type ThemeTestimonial,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { zodFieldErrors } from "../../http/errors.js";
import type { Actor, Ctx, MerchantActor } from "../../http/context.js";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { findLiveStore, findLiveStoreByUrl, findStoreByMerchant, getStorePage } from "../merchants/index.js";
import { storeUpload } from "../uploads/index.js";
import { catalogueTheme, THEME_CATALOGUE } from "./themes.catalogue.js";
import { canonicalColor, toLayout } from "./themes.layout.js";
import * as repo from "./themes.repository.js";
import type { ThemeCustomization } from "./themes.table.js";

const themeNotFound = () => notFound("Theme not found");

function toTestimonial(row: repo.ThemeTestimonialRow): ThemeTestimonial {
  return {
    id: row.id,
    merchantThemeId: row.merchantThemeId,
    name: row.name,
    content: row.content,
    image: row.image,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

function toMerchantTheme(row: repo.MerchantThemeRow): MerchantTheme {
  return {
    id: row.id,
    themeId: row.themeId,
    themeName: catalogueTheme(row.themeId)?.name ?? `Theme ${row.themeId}`,
    isActive: row.isActive,
    purchasedAt: row.purchasedAt.toISOString(),
  };
}

async function layoutOf(db: DbOrTx, row: repo.MerchantThemeRow): Promise<ThemeLayout> {
  const testimonials = (await repo.listThemeTestimonials(db, row.id)).map(toTestimonial);
  return toLayout(row.themeId, row.id, row.customization, testimonials);
}

/** The default theme's layout for a merchant who has not chosen one (nothing stored). */
const defaultLayout = (): ThemeLayout => toLayout(DEFAULT_THEME_ID, null, {}, []);

/**
 * The merchant's active theme row. A merchant who never chose has the default theme (45) active:
 * its row is made the first time they open or customise it, so it has an id to customise.
 */
async function ensureActive(db: DbOrTx, merchantId: string, at: Date): Promise<repo.MerchantThemeRow> {
  const active = await repo.findActiveMerchantTheme(db, merchantId);
  if (active) return active;
  return db.transaction(async (tx) => {
    const again = await repo.findActiveMerchantTheme(tx, merchantId);
    if (again) return again;
    const { row } = await repo.insertMerchantTheme(tx, { merchantId, themeId: DEFAULT_THEME_ID, isActive: false, at });
    return repo.setMerchantThemeActive(tx, row.id, at);
  });
}

// ---- catalogue and the merchant's themes ----

export async function listThemes(ctx: Ctx<MerchantActor>): Promise<Theme[]> {
  const mine = await repo.listMerchantThemes(ctx.db, ctx.actor.merchantId);
  const activeId = mine.find((m) => m.isActive)?.themeId ?? DEFAULT_THEME_ID;
  return THEME_CATALOGUE.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    previewImage: null,
    type: "free" as const,
    price: 0,
    layout: t.layout,
    // The default theme is every merchant's from the start.
    purchased: t.id === DEFAULT_THEME_ID || mine.some((m) => m.themeId === t.id),
    active: t.id === activeId,
  }));
}

export async function activeTheme(ctx: Ctx<MerchantActor>): Promise<ThemeLayout> {
  const row = await ensureActive(ctx.db, ctx.actor.merchantId, ctx.now);
  return layoutOf(ctx.db, row);
}

export async function purchaseTheme(ctx: Ctx<MerchantActor>, themeId: number): Promise<MerchantTheme> {
  if (!catalogueTheme(themeId)) throw themeNotFound();
  const { row, created } = await repo.insertMerchantTheme(ctx.db, {
    merchantId: ctx.actor.merchantId,
    themeId,
    isActive: false,
    at: ctx.now,
  });
  if (!created) throw conflict("You already have this theme");
  return toMerchantTheme(row);
}

export async function activateTheme(ctx: Ctx<MerchantActor>, themeId: number): Promise<MerchantTheme> {
  if (!catalogueTheme(themeId)) throw themeNotFound();
  const merchantId = ctx.actor.merchantId;
  return ctx.db.transaction(async (tx) => {
    let row = await repo.findMerchantTheme(tx, merchantId, themeId);
    if (!row && themeId === DEFAULT_THEME_ID) {
      row = (await repo.insertMerchantTheme(tx, { merchantId, themeId, isActive: false, at: ctx.now })).row;
    }
    if (!row) throw conflict("Add this theme before you activate it");
    if (row.isActive) return toMerchantTheme(row);
    await repo.deactivateMerchantThemes(tx, merchantId, ctx.now);
    return toMerchantTheme(await repo.setMerchantThemeActive(tx, row.id, ctx.now));
  });
}

export async function themeCustomization(ctx: Ctx<MerchantActor>, themeId: number): Promise<ThemeLayout> {
  if (!catalogueTheme(themeId)) throw themeNotFound();
  let row = await repo.findMerchantTheme(ctx.db, ctx.actor.merchantId, themeId);
  if (!row && themeId === DEFAULT_THEME_ID) {
    row = (await repo.insertMerchantTheme(ctx.db, { merchantId: ctx.actor.merchantId, themeId, isActive: false, at: ctx.now })).row;
  }
  if (!row) throw themeNotFound();
  return layoutOf(ctx.db, row);
}

export async function themeTestimonials(ctx: Ctx<MerchantActor>, merchantThemeId: string): Promise<ThemeTestimonial[]> {
  const row = await repo.findOwnMerchantTheme(ctx.db, ctx.actor.merchantId, merchantThemeId);
  if (!row) throw themeNotFound();
  return (await repo.listThemeTestimonials(ctx.db, row.id)).map(toTestimonial);
}

// ---- customisation ----

/** Applies `change` to the merchant's theme `merchantThemeId` in one transaction (404 when not theirs). */
async function updateCustomization(
  ctx: Ctx<MerchantActor>,
  merchantThemeId: string,
  change: (c: ThemeCustomization, tx: DbOrTx) => Promise<ThemeCustomization> | ThemeCustomization,
): Promise<ThemeLayout> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockOwnMerchantTheme(tx, ctx.actor.merchantId, merchantThemeId);
    if (!row) throw themeNotFound();
    const next = await change(structuredClone(row.customization), tx);
    return layoutOf(tx, await repo.saveCustomization(tx, row.id, next, ctx.now));
  });
}

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  filename?: string;
}

function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const r = schema.safeParse(fields);
  if (!r.success) {
    const errors = zodFieldErrors(r.error, "");
    throw new AppError(422, "VALIDATION_FAILED", errors[0]?.message ?? MESSAGES.validationFailed, errors);
  }
  return r.data;
}

/** Checks, re-encodes and stores the images; answers their addresses by field. */
async function storeImages(ctx: Ctx<MerchantActor>, db: DbOrTx, files: UploadedFile[]): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const f of files) {
    const { url } = await storeUpload({ db, adapters: ctx.adapters }, { ownerUserId: ctx.actor.userId, kind: "image", bytes: f.bytes, filename: f.filename });
    urls[f.field] = url;
  }
  return urls;
}

const orNull = (v: string | undefined) => (v === undefined ? undefined : v === "" ? null : v);

/** PUT merchant/theme/body: banner texts (absent unchanged, "" clears) and the banner and promo images. */
export async function updateBody(ctx: Ctx<MerchantActor>, fields: Record<string, string>, files: UploadedFile[]): Promise<ThemeLayout> {
  const input = parseFields(ThemeBodyFieldsSchema, fields);
  return updateCustomization(ctx, input.merchantThemeId, async (c, tx) => {
    const images = await storeImages(ctx, tx, files);
    const body = { ...c.body };
    const title = orNull(input.bannerMainText);
    const subtitle = orNull(input.bannerSubText);
    if (title !== undefined) body.title = title;
    if (subtitle !== undefined) body.subtitle = subtitle;
    if (images.bannerImage) body.bannerImage = images.bannerImage;
    if (images.promoImage) body.promoImage = images.promoImage;
    if (fields.removeBannerImage === "true") body.bannerImage = null;
    if (fields.removePromoImage === "true") body.promoImage = null;
    return { ...c, body };
  });
}

/** PUT merchant/theme/header: phone number and email (absent unchanged, "" clears) and the logo. */
export async function updateHeader(ctx: Ctx<MerchantActor>, fields: Record<string, string>, files: UploadedFile[]): Promise<ThemeLayout> {
  const input = parseFields(ThemeHeaderFieldsSchema, fields);
  return updateCustomization(ctx, input.merchantThemeId, async (c, tx) => {
    const images = await storeImages(ctx, tx, files);
    const header = { ...c.header };
    const phone = orNull(input.phoneNumber);
    const email = orNull(input.email);
    if (phone !== undefined) header.phoneNumber = phone;
    if (email !== undefined) header.email = email;
    if (images.logo) header.logo = images.logo;
    if (fields.removeLogo === "true") header.logo = null;
    return { ...c, header };
  });
}

export async function updateSocial(
  ctx: Ctx<MerchantActor>,
  input: { merchantThemeId: string } & Partial<Record<(typeof THEME_SOCIAL_KEYS)[number], string | null | undefined>>,
): Promise<ThemeLayout> {
  return updateCustomization(ctx, input.merchantThemeId, (c) => {
    const socials = { ...c.socials };
    for (const key of THEME_SOCIAL_KEYS) {
      const v = input[key];
      if (v === undefined) continue;
      socials[key] = v === null || v === "" ? null : v;
    }
    return { ...c, socials };
  });
}

export async function updateColor(
  ctx: Ctx<MerchantActor>,
  input: { merchantThemeId: string } & Partial<Record<(typeof THEME_COLOR_KEYS)[number], string | undefined>>,
): Promise<ThemeLayout> {
  return updateCustomization(ctx, input.merchantThemeId, (c) => {
    const colors = { ...c.colors };
    for (const key of THEME_COLOR_KEYS) {
      const v = input[key];
      if (v === undefined) continue;
      const hex = canonicalColor(v);
      if (hex) colors[key] = hex;
    }
    return { ...c, colors };
  });
}

export async function createTestimonial(
  ctx: Ctx<MerchantActor>,
  input: { merchantThemeId: string; name: string; content: string; image?: string; rating?: number },
): Promise<ThemeTestimonial> {
  const row = await repo.findOwnMerchantTheme(ctx.db, ctx.actor.merchantId, input.merchantThemeId);
  if (!row) throw themeNotFound();
  const created = await repo.insertThemeTestimonial(ctx.db, {
    merchantThemeId: row.id,
    merchantId: ctx.actor.merchantId,
    name: input.name,
    content: input.content,
    image: input.image ?? null,
    rating: input.rating ?? null,
    createdAt: ctx.now,
  });
  return toTestimonial(created);
}

export async function deleteTestimonial(ctx: Ctx<MerchantActor>, id: string): Promise<{ id: string }> {
  if (!(await repo.deleteOwnThemeTestimonial(ctx.db, ctx.actor.merchantId, id))) throw notFound("Testimonial not found");
  return { id };
}

// ---- public ----

/** The live store's active theme layout (defaults when the merchant never chose), without writing. */
async function publicLayout(db: DbOrTx, merchantId: string): Promise<{ themeId: number; layout: ThemeLayout }> {
  const row = await repo.findActiveMerchantTheme(db, merchantId);
  if (!row) return { themeId: DEFAULT_THEME_ID, layout: defaultLayout() };
  return { themeId: row.themeId, layout: await layoutOf(db, row) };
}

export async function storefront(ctx: Ctx<Actor | null>, storeUrl: string): Promise<Storefront> {
  const store = await findLiveStoreByUrl(ctx.db, storeUrl);
  if (!store) throw notFound();
  const { themeId, layout } = await publicLayout(ctx.db, store.merchantId);
  const theme = catalogueTheme(themeId) ?? catalogueTheme(DEFAULT_THEME_ID);
  return {
    store: { id: store.id, storeName: store.storeName, storeUrl: store.storeUrl, logo: store.logo },
    theme: { id: theme?.id ?? DEFAULT_THEME_ID, name: theme?.name ?? "Classic", layout: theme?.layout },
    layout,
  };
}

/** GET /stores/:storeUrl: the store page of the merchants module, with its testimonials and active theme. */
export async function storePage(ctx: Ctx<Actor | null>, storeUrl: string): Promise<StorePage> {
  const page = await getStorePage(ctx, storeUrl);
  const store = await findLiveStore(ctx.db, page.store.id);
  if (!store) throw notFound();
  const [testimonials, { layout }] = await Promise.all([
    repo.listStoreTestimonials(ctx.db, store.id),
    publicLayout(ctx.db, store.merchantId),
  ]);
  return { ...page, testimonials: testimonials.map(toStoreTestimonial), activeTheme: layout };
}

// ---- store testimonials (API "Stores") ----

function toStoreTestimonial(row: repo.StoreTestimonialRow): StoreTestimonial {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    title: row.title,
    content: row.content,
    image: row.image,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listOwnStoreTestimonials(ctx: Ctx<MerchantActor>) {
  const store = await findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw notFound();
  const rows = (await repo.listStoreTestimonials(ctx.db, store.id)).map(toStoreTestimonial);
  return { rows, count: rows.length };
}

export async function saveStoreTestimonial(
  ctx: Ctx<MerchantActor>,
  input: { id?: string; name: string; title?: string; content: string; image?: string; rating?: number },
): Promise<{ testimonial: StoreTestimonial; created: boolean }> {
  const store = await findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw notFound();
  const values = {
    name: input.name,
    title: input.title ? input.title : null,
    content: input.content,
    image: input.image ?? null,
    rating: input.rating ?? null,
    updatedAt: ctx.now,
  };
  if (input.id) {
    const row = await repo.updateStoreTestimonial(ctx.db, store.id, input.id, values);
    if (!row) throw notFound("Testimonial not found");
    return { testimonial: toStoreTestimonial(row), created: false };
  }
  const row = await repo.insertStoreTestimonial(ctx.db, { ...values, storeId: store.id, createdAt: ctx.now });
  return { testimonial: toStoreTestimonial(row), created: true };
}

export async function listPublicStoreTestimonials(ctx: Ctx, storeId: string) {
  const store = await findLiveStore(ctx.db, storeId);
  if (!store) throw notFound();
  const rows = (await repo.listStoreTestimonials(ctx.db, store.id)).map(toStoreTestimonial);
  return { rows, count: rows.length };
}
