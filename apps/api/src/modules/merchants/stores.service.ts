import {
  type FieldError,
  MESSAGES,
  type FollowedStore,
  type FollowResult,
  type StorePage,
  type StorePageLocation,
  type StorePolicy,
  type StoreProfile,
  type StoreProfileBody,
  storeSocialLinks,
} from "@bitmarte/contracts";
import type { z } from "zod";
import type { StorePolicyBodySchema } from "@bitmarte/contracts";
import type { DbOrTx } from "../../db/client.js";
import type { Actor, AdminActor, Ctx, CustomerActor, MerchantActor } from "../../http/context.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import { pageOffset } from "../../lib/paging.js";
import { findApprovedHub } from "./hubs.service.js";
import { refreshOnboarding } from "./merchants.service.js";
import * as repo from "./stores.repository.js";
import type { ShippingLocationValue, StoreSocials } from "./stores.table.js";

type StorePolicyBody = z.output<typeof StorePolicyBodySchema>;

/** URL-safe slug of a store name: lower case, ascii letters, digits and single dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "store";
}

/** A store URL not yet taken: the slug, or the slug with the lowest free numeric suffix. */
export async function freeStoreUrl(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(await repo.storeUrlsLike(db, base));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export async function createStoreForMerchant(
  db: DbOrTx,
  input: { merchantId: string; storeName: string; isRegisteredBusiness: boolean; storeUrl?: string },
) {
  const storeUrl = input.storeUrl ?? (await freeStoreUrl(db, input.storeName));
  return repo.insertStore(db, {
    merchantId: input.merchantId,
    storeName: input.storeName,
    storeUrl,
    isRegisteredBusiness: input.isRegisteredBusiness,
  });
}

// ---- shapes ----

export const SOCIAL_KEYS = [
  "facebook", "instagram", "pinterest", "snapchat", "tiktok", "tumblr", "twitter", "vimeo", "youtube",
] as const satisfies readonly (keyof StoreSocials)[];

function socialsOf(s: Partial<StoreSocials>): StoreSocials {
  return Object.fromEntries(SOCIAL_KEYS.map((k) => [k, s[k] || null])) as unknown as StoreSocials;
}

export function toStoreProfile(p: repo.StoreProfileRow, store: repo.StoreRow): StoreProfile {
  return {
    id: p.id,
    merchantId: p.merchantId,
    ...socialsOf(p.socials),
    store: {
      id: store.id,
      bitmarteHubId: p.bitmarteHubId,
      logo: p.logo,
      storeName: p.storeName,
      storeUrl: p.storeUrl,
      storePhoneNumber: p.storePhoneNumber,
      isPhysicalLocation: p.isPhysicalLocation,
      shippingLocation: p.shippingLocation,
      firstApproval: store.firstApproval,
      secondApproval: store.secondApproval,
    },
    createdAt: p.createdAt.toISOString(),
  };
}

function toPolicy(p: repo.StorePolicyRow): StorePolicy {
  return {
    id: p.id,
    storeId: p.storeId,
    type: p.type,
    title: p.title,
    content: p.content,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

// ---- store profile ----

export async function saveStoreProfile(ctx: Ctx<MerchantActor>, body: StoreProfileBody): Promise<StoreProfile> {
  const store = await repo.findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw notFound();
  const input = body.store;
  const errors: FieldError[] = [];
  if (input.bitmarteHubId && !(await findApprovedHub(ctx, input.bitmarteHubId))) {
    errors.push({ path: "store.bitmarteHubId", message: MESSAGES.hubNotApproved });
  }
  if (errors.length > 0) throw badInput(errors);
  const storeUrl = input.storeUrl ?? store.storeUrl;
  const urlTaken = () => conflict(MESSAGES.storeUrlTaken, [{ path: "store.storeUrl", message: MESSAGES.storeUrlTaken }]);
  if (storeUrl !== store.storeUrl && (await repo.isStoreUrlTaken(ctx.db, storeUrl, store.id))) throw urlTaken();

  const socials: Partial<StoreSocials> = {};
  for (const k of SOCIAL_KEYS) socials[k] = body[k] || null;
  const profile = {
    storeName: input.storeName,
    storeUrl,
    logo: input.logo,
    storePhoneNumber: input.storePhoneNumber,
    isPhysicalLocation: input.isPhysicalLocation,
    shippingLocation: input.shippingLocation,
    bitmarteHubId: input.bitmarteHubId,
    socials,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      // A rejected store that updates its profile goes back to the review queue.
      const resubmit = store.status === "rejected" ? { status: "pending" as const, rejectionReason: null, rejectedBy: null, rejectedAt: null } : {};
      const updated = await repo.updateStore(tx, store.id, { ...profile, ...resubmit, updatedAt: ctx.now });
      const row = await repo.insertStoreProfile(tx, {
        ...profile,
        storeId: store.id,
        merchantId: store.merchantId,
        createdBy: ctx.actor.userId,
        createdAt: ctx.now,
      });
      await refreshOnboarding(tx, store.merchantId, { now: ctx.now, appUrl: ctx.config.APP_URL, step: "store_profile", resubmitted: store.status === "rejected" });
      return toStoreProfile(row, updated);
    });
  } catch (e) {
    if (repo.isUniqueViolation(e)) throw urlTaken();
    throw e;
  }
}

/** A merchant's profiles, oldest first (the last is the one in use). Merchants may read only their own. */
export async function listStoreProfiles(ctx: Ctx<MerchantActor | AdminActor>, merchantId: string): Promise<StoreProfile[]> {
  if (ctx.actor.kind === "merchant" && ctx.actor.merchantId !== merchantId) throw notFound();
  const store = await repo.findStoreByMerchant(ctx.db, merchantId);
  if (!store) throw notFound();
  const rows = await repo.listStoreProfiles(ctx.db, merchantId);
  return rows.map((p) => toStoreProfile(p, store));
}

// ---- public store page ----

/** City and state of the store's shipping location for customers; the street stays private. */
export function publicLocation(location: ShippingLocationValue | null): StorePageLocation | null {
  const city = location?.city?.trim() ?? "";
  const state = location?.state?.trim() ?? "";
  return city || state ? { city, state } : null;
}

export async function getStorePage(ctx: Ctx<Actor | null>, storeUrl: string): Promise<StorePage> {
  const store = await repo.findLiveStoreByUrl(ctx.db, storeUrl);
  if (!store) throw notFound();
  const customerId = ctx.actor?.kind === "customer" ? ctx.actor.userId : null;
  const [policies, followersCount, following, isOfficialOutlet] = await Promise.all([
    repo.listPolicies(ctx.db, store.id),
    repo.followerCount(ctx.db, store.id),
    customerId ? repo.isFollowing(ctx.db, store.id, customerId) : Promise.resolve(false),
    isOfficialOutletStore(ctx.db, store.id),
  ]);
  return {
    store: {
      id: store.id,
      storeName: store.storeName,
      storeUrl: store.storeUrl,
      logo: store.logo,
      isRegisteredBusiness: store.isRegisteredBusiness,
      isOfficialOutlet,
      // The summary of the store's visible reviews, kept on the row by the reviews module.
      averageRating: store.ratingAverage === null ? null : Math.round(store.ratingAverage * 10) / 10,
      reviewCount: store.reviewCount,
      createdAt: store.createdAt.toISOString(),
      location: publicLocation(store.shippingLocation),
    },
    socials: socialsOf(store.socials),
    socialLinks: storeSocialLinks(socialsOf(store.socials)),
    policies: policies.map(toPolicy),
    testimonials: [],
    followersCount,
    following,
    activeTheme: null,
  };
}

// ---- policies ----

export async function listOwnPolicies(ctx: Ctx<MerchantActor>) {
  const store = await repo.findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw notFound();
  const rows = (await repo.listPolicies(ctx.db, store.id)).map(toPolicy);
  return { rows, count: rows.length };
}

export async function savePolicy(ctx: Ctx<MerchantActor>, body: StorePolicyBody): Promise<{ policy: StorePolicy; created: boolean }> {
  const store = await repo.findStoreByMerchant(ctx.db, ctx.actor.merchantId);
  if (!store) throw notFound();
  const { row, created } = await repo.upsertPolicy(ctx.db, store.id, body, ctx.now);
  return { policy: toPolicy(row), created };
}

/** A live store's policies (customers read them before buying). */
export async function listStorePolicies(ctx: Ctx, storeId: string) {
  const store = await repo.findLiveStore(ctx.db, storeId);
  if (!store) throw notFound();
  const rows = (await repo.listPolicies(ctx.db, store.id)).map(toPolicy);
  return { rows, count: rows.length };
}

// ---- followers ----

/** Follows a live store, or unfollows a followed one (unfollowing works even if the store went offline). */
export async function toggleFollow(ctx: Ctx<CustomerActor>, storeId: string): Promise<FollowResult> {
  const customerId = ctx.actor.userId;
  const following = await ctx.db.transaction(async (tx) => {
    if (await repo.unfollow(tx, storeId, customerId)) return false;
    if (!(await repo.findLiveStore(tx, storeId))) throw notFound();
    await repo.follow(tx, storeId, customerId, ctx.now);
    return true;
  });
  return { storeId, following, followersCount: await repo.followerCount(ctx.db, storeId) };
}

export async function listFollowedStores(ctx: Ctx<CustomerActor>, q: { page: number; limit: number }) {
  const page = await repo.listFollowedStores(ctx.db, ctx.actor.userId, q.limit, pageOffset(q));
  const rows: FollowedStore[] = page.rows.map((r) => ({
    storeId: r.store.id,
    storeName: r.store.storeName,
    storeUrl: r.store.storeUrl,
    logo: r.store.logo,
    followedAt: r.followedAt.toISOString(),
  }));
  return { rows, count: page.count };
}

/** Whether the customer follows the store (coupons limited to followers ask this). */
export async function isStoreFollower(db: DbOrTx, storeId: string, customerUserId: string): Promise<boolean> {
  return repo.isFollowing(db, storeId, customerUserId);
}

/** Which of these stores the customer follows. */
export async function storesFollowedAmong(db: DbOrTx, customerUserId: string, storeIds: string[]): Promise<Set<string>> {
  return repo.followedAmong(db, customerUserId, storeIds);
}

/** Whether the platform presents this store as a brand's official outlet. */
export async function isOfficialOutletStore(db: DbOrTx, storeId: string): Promise<boolean> {
  return repo.outletExistsForStore(db, storeId);
}
