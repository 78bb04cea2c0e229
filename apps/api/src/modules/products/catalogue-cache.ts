/**
 * Short-lived answers for the expensive catalogue aggregates (counts over many products, counts
 * per category). Small counts are always exact; any product write in this process starts afresh,
 * and other processes' writes show within the time-to-live.
 */
interface Entry {
  value: unknown;
  expiresAt: number;
  generation: number;
}
interface Cache {
  generation: number;
  entries: Map<string, Entry>;
}

const caches = new WeakMap<object, Cache>();
const MAX_ENTRIES = 2000;

function cacheFor(owner: object): Cache {
  let cache = caches.get(owner);
  if (!cache) {
    cache = { generation: 0, entries: new Map() };
    caches.set(owner, cache);
  }
  return cache;
}

/** Forget every cached answer for this database (called after product writes). */
export function invalidateCatalogueCache(owner: object): void {
  const cache = cacheFor(owner);
  cache.generation++;
  cache.entries.clear();
}

export async function cached<T>(
  owner: object,
  key: string,
  ttlMs: number,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const cache = cacheFor(owner);
  const hit = cache.entries.get(key);
  const now = Date.now();
  if (hit && hit.expiresAt > now && hit.generation === cache.generation) return hit.value as T;
  const generation = cache.generation;
  const value = await compute();
  if (keep(value) && generation === cache.generation) {
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
    cache.entries.set(key, { value, expiresAt: now + ttlMs, generation });
  }
  return value;
}

/** Counts below this are cheap to recount and always exact. */
export const CACHE_COUNTS_FROM = 5000;
export const COUNT_TTL_MS = 30_000;

