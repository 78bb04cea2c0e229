import type { DbOrTx } from "../../db/client.js";
import { insertStore, storeUrlsLike } from "./stores.repository.js";

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
  const taken = new Set(await storeUrlsLike(db, base));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export async function createStoreForMerchant(
  db: DbOrTx,
  input: { merchantId: string; storeName: string; isRegisteredBusiness: boolean; storeUrl?: string },
) {
  const storeUrl = input.storeUrl ?? (await freeStoreUrl(db, input.storeName));
  return insertStore(db, {
    merchantId: input.merchantId,
    storeName: input.storeName,
    storeUrl,
    isRegisteredBusiness: input.isRegisteredBusiness,
  });
}
