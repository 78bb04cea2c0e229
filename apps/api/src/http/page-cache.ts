import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Db } from "../db/client.js";

/**
 * The PostgreSQL channel the database notifies on every write that changes what a storefront page shows
 * (products and their variants/stock, prices, categories, merchandising, stores and their profiles).
 * Statement triggers send it (migration `page_cache_notify`), so a write from any process, job or script
 * reaches every server process; NOTIFY is delivered at commit, so a rolled-back write drops nothing.
 */
export const CACHE_CHANNEL = "cache.invalidate";

/** Read by the web's server-side data loaders (apps/web/app/features/storefront/storefront-data.server.ts). */
const CATALOGUE_EPOCH = Symbol.for("bitmarte.catalogueEpoch");

/** One rendered page (or a page's data request) as every anonymous visitor gets it. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body, with `PageCache.placeholder` where the response's CSP nonce goes. */
  body: Buffer;
  etag: string;
  storedAt: number;
}

/**
 * A bounded, short-lived in-process cache of rendered pages keyed by URL. Least recently used entries go
 * first when it is full; an entry older than the time-to-live is rendered again. `clear()` runs on every
 * `cache.invalidate` notification.
 */
export class PageCache {
  /** Stands in for the nonce in stored HTML: random per process, so no page content can predict it. */
  readonly placeholder: string;
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Bumped by `clear()`: a render that started before an invalidation is not stored. */
  generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly options: { ttlMs: number; maxEntries: number; maxBytes: number },
    private readonly now: () => number = Date.now,
  ) {
    this.placeholder = `bmnonce${createHash("sha256").update(`${process.pid}:${Math.random()}:${Date.now()}`).digest("hex").slice(0, 24)}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.storedAt >= this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Stores a page rendered during `generation` (skipped when an invalidation came in meanwhile). */
  set(key: string, page: Omit<CachedPage, "etag" | "storedAt">, generation: number): CachedPage {
    const entry: CachedPage = { ...page, etag: `W/"${createHash("sha1").update(page.body).digest("base64url")}"`, storedAt: this.now() };
    if (generation !== this.generation || page.body.length > this.options.maxBytes / 4) return entry;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    return entry;
  }

  clear(): void {
    this.generation++;
    // What the page render keeps between requests (the category tree) goes with the pages.
    const g = globalThis as Record<symbol, unknown>;
    g[CATALOGUE_EPOCH] = ((g[CATALOGUE_EPOCH] as number | undefined) ?? 0) + 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}

/**
 * Listens on `cache.invalidate` with a connection of its own (LISTEN holds a session) and calls
 * `onInvalidate` for each notification. A lost connection is opened again; since notifications sent
 * meanwhile are lost, reconnecting counts as an invalidation too.
 */
export async function listenForInvalidation(
  db: Db,
  onInvalidate: (table: string) => void,
  log?: FastifyBaseLogger,
): Promise<{ stop(): Promise<void> }> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client(db.$client.options as pg.ClientConfig);
    c.on("notification", (n) => {
      if (n.channel === CACHE_CHANNEL) onInvalidate(n.payload ?? "");
    });
    c.on("error", (err) => {
      log?.warn({ err }, "page cache: invalidation listener lost its connection");
      void c.end().catch(() => {});
      if (client === c) client = null;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN "${CACHE_CHANNEL}"`);
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => onInvalidate("reconnect"))
        .catch(() => schedule());
    }, 1000);
    retry.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}
