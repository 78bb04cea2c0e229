/**
 * Short-lived answers for the expensive catalogue reads (counts over many products, counts per
 * category, the ranked ids of a search). Small counts are always exact; any product write in this
 * process starts afresh at once, and so does every other process when the database's
 * `cache.invalidate` notification reaches it (app.ts listens); the time-to-live is the backstop.
 */
interface Entry {
  value: unknown;
  expiresAt: number;
  generation: number;
}
interface Cache {
  generation: number;
  entries: Map<string, Entry>;
  /** Computations under way: callers of the same key share one (no stampede when an entry expires). */
  pending: Map<string, Promise<unknown>>;
  /** Keys of each bounded group, oldest first (a group's entries are evicted among themselves). */
  groups: Map<string, Set<string>>;
  /** Told of every invalidation: the products whose prices changed, or null for everything. */
  listeners: Set<CatalogueDropListener>;
}

/** Hears an invalidation: the products whose prices or stock changed, or null when anything may have. */
export type CatalogueDropListener = (productIds: readonly string[] | null) => void;

/** A group of entries with a bound of its own (e.g. search id lists, larger than a count). */
export interface CacheGroup {
  name: string;
  maxEntries: number;
}

const caches = new WeakMap<object, Cache>();
const MAX_ENTRIES = 2000;

function cacheFor(owner: object): Cache {
  let cache = caches.get(owner);
  if (!cache) {
    cache = { generation: 0, entries: new Map(), pending: new Map(), groups: new Map(), listeners: new Set() };
    caches.set(owner, cache);
  }
  return cache;
}

/**
 * Calls `listener` at every invalidation of this database's catalogue, in this process's writes and
 * in the notifications of other processes' (the API's answer cache keeps what a price change leaves
 * right). Returns the way to stop.
 */
export function onCatalogueDrop(owner: object, listener: CatalogueDropListener): () => void {
  const { listeners } = cacheFor(owner);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forget the cached answers for this database (called after product writes): all of them, or, after a
 * write of prices or stock only, all but those `priceChange.survives` keeps. The listeners hear which.
 */
export function invalidateCatalogueCache(
  owner: object,
  priceChange?: { productIds: readonly string[]; survives: (key: string) => boolean },
): void {
  const cache = cacheFor(owner);
  cache.generation++;
  cache.pending.clear();
  if (!priceChange) {
    cache.entries.clear();
    cache.groups.clear();
  } else {
    for (const [key, entry] of cache.entries) {
      if (priceChange.survives(key)) entry.generation = cache.generation;
      else cache.entries.delete(key);
    }
    for (const keys of cache.groups.values()) {
      for (const key of keys) if (!cache.entries.has(key)) keys.delete(key);
    }
  }
  for (const listener of cache.listeners) listener(priceChange?.productIds ?? null);
}

function store(cache: Cache, key: string, entry: Entry, group?: CacheGroup): void {
  if (group) {
    let keys = cache.groups.get(group.name);
    if (!keys) {
      keys = new Set();
      cache.groups.set(group.name, keys);
    }
    keys.delete(key);
    while (keys.size >= group.maxEntries) {
      const oldest = keys.values().next().value as string;
      keys.delete(oldest);
      cache.entries.delete(oldest);
    }
    keys.add(key);
  } else if (cache.entries.size >= MAX_ENTRIES && !cache.entries.has(key)) {
    cache.entries.delete(cache.entries.keys().next().value as string);
  }
  cache.entries.set(key, entry);
}

/**
 * The value under `key`, computed at most once at a time per key. An expired entry (of the current
 * generation) is still answered while one caller refreshes it in the background, so a popular
 * count or page never makes a crowd of requests wait on the same slow query.
 */
export async function cached<T>(
  owner: object,
  key: string,
  ttlMs: number,
  compute: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
  group?: CacheGroup,
): Promise<T> {
  const cache = cacheFor(owner);
  const hit = cache.entries.get(key);
  const now = Date.now();
  const fresh = hit && hit.generation === cache.generation;
  if (fresh && hit.expiresAt > now) return hit.value as T;
  const running = cache.pending.get(key) as Promise<T> | undefined;
  if (running) return fresh ? (hit.value as T) : running;
  const generation = cache.generation;
  // The promise names itself in its own clean-up.
  let refresh!: Promise<T>;
  refresh = (async () => {
    try {
      const value = await compute();
      if (keep(value) && generation === cache.generation) {
        store(cache, key, { value, expiresAt: Date.now() + ttlMs, generation }, group);
      }
      return value;
    } finally {
      if (cache.pending.get(key) === refresh) cache.pending.delete(key);
    }
  })();
  cache.pending.set(key, refresh);
  if (fresh) {
    refresh.catch(() => {}); // the stale answer stands; the next caller tries again
    return hit.value as T;
  }
  return refresh;
}

/** Counts below this are cheap to recount and always exact. */
export const CACHE_COUNTS_FROM = 5000;
export const COUNT_TTL_MS = 30_000;

