import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import zlib from "node:zlib";
import pg from "pg";
import type { Db } from "../db/client.js";

/**
 * The PostgreSQL channel the database notifies on every write that changes what a storefront page shows
 * (products and their variants/stock, prices, categories, merchandising, stores, their profiles and themes).
 * Statement triggers send it (migration `page_cache_notify`), so a write from any process, job or script
 * reaches every server process; NOTIFY is delivered at commit, so a rolled-back write drops nothing.
 */
export const CACHE_CHANNEL = "cache.invalidate";

/**
 * A write of products' stock or prices only (migrations `stock_notify` and `price_notify`):
 * "stock:<id>,<id>…" changed only those products' own data and pages, nothing any list shows;
 * "price:<id>,<id>…" also changed the cards and price-sorted or price-filtered lists, but no text
 * ranking. Null for any other notification.
 */
export function productWriteOf(payload: string): { kind: "stock" | "price"; ids: string[] } | null {
  const match = /^(stock|price):/.exec(payload);
  if (!match) return null;
  return { kind: match[1] as "stock" | "price", ids: payload.slice(match[0].length).split(",").filter(Boolean) };
}

/**
 * What a price change of `ids` makes wrong: a page or answer that shows one of those products (its card,
 * its own page, a list it is on), and a list whose members or order follow prices, whatever it shows now
 * (sorted or filtered by price, the deals, and the home page that shows them). Everything else is kept:
 * at 20 price changes a second, dropping every page would leave the caches empty.
 */
export function priceChangeTouches(ids: readonly string[]): (key: string, page: CachedPage) => boolean {
  const wanted = ids.map((id) => id.toLowerCase());
  return (key, page) => {
    if (listedByPrice(key)) return true;
    const lower = key.toLowerCase();
    return wanted.some((id) => page.mentions.has(id) || lower.includes(id));
  };
}

function listedByPrice(key: string): boolean {
  return /^\/(?:_root\.data|home\/sections[^?]*)?(?:\?|$)/.test(key) || /price|deal|discount/i.test(key);
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The ids a body names (every product on a page or in an answer is named by its id). */
function mentionsOf(body: Buffer): Set<string> {
  return new Set(Array.from(body.toString("latin1").matchAll(UUIDS), (m) => m[0].toLowerCase()));
}

/** Read by the web's server-side data loaders (apps/web/app/features/storefront/storefront-data.server.ts). */
const CATALOGUE_EPOCH = Symbol.for("bitmarte.catalogueEpoch");

/** How long past its time-to-live a page may still be served while it is rendered again. */
export const STALE_MS = 60_000;

/** One rendered page (or a page's data request) as every anonymous visitor gets it. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body, with `PageCache.placeholder` where the response's CSP nonce goes. */
  body: Buffer;
  etag: string;
  storedAt: number;
  /** The body cut at each placeholder, and each piece deflated once (see `withNonce`). */
  pieces?: Buffer[];
  deflated?: Buffer[];
  /** The whole gzip answer of a body without a placeholder (the same bytes every time). */
  gzipped?: Buffer;
  /** The ids (products, stores, categories) the body names, lower case: what a price change looks for. */
  mentions: ReadonlySet<string>;
}

/** Cuts `body` at every occurrence of `placeholder`. */
function piecesOf(body: Buffer, placeholder: string): Buffer[] {
  const mark = Buffer.from(placeholder);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(mark, from); at !== -1; at = body.indexOf(mark, from)) {
    pieces.push(body.subarray(from, at));
    from = at + mark.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * The stored page with `nonce` in place of the placeholder: plain, or gzip-compressed without compressing
 * it again. Each piece between two nonces is deflated once (a raw deflate stream of its own, ended with a
 * sync flush so it stops on a byte boundary; the last one final); an answer is those pieces with the nonce
 * between them as uncompressed ("stored") deflate blocks, a gzip header, and the CRC-32 and length of the
 * whole. A decoder sees one ordinary deflate stream. So a cached page costs no compression per answer and
 * still carries a nonce of its own.
 */
export function withNonce(page: CachedPage, placeholder: string, nonce: string, gzip: boolean): Buffer {
  page.pieces ??= piecesOf(page.body, placeholder);
  const pieces = page.pieces;
  const nonceBytes = Buffer.from(nonce);
  if (!gzip) {
    if (pieces.length === 1) return page.body;
    const parts: Buffer[] = [];
    for (const [i, piece] of pieces.entries()) {
      if (i > 0) parts.push(nonceBytes);
      parts.push(piece);
    }
    return Buffer.concat(parts);
  }
  if (page.gzipped) return page.gzipped;
  page.deflated ??= pieces.map((piece, i) =>
    zlib.deflateRawSync(piece, { level: 6, finishFlush: i === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }),
  );
  const n = nonceBytes.length;
  const stored = Buffer.concat([Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), nonceBytes]);
  let crc = 0;
  let size = 0;
  const parts: Buffer[] = [GZIP_HEADER];
  pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = zlib.crc32(nonceBytes, crc);
      size += n;
    }
    parts.push((page.deflated as Buffer[])[i] as Buffer);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  const answer = Buffer.concat(parts);
  if (pieces.length === 1) page.gzipped = answer;
  return answer;
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
  private readonly inflight = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  /**
   * Bumped by `clear()` and `drop()`: a render hands in the value it saw when it started, and is not
   * stored when a clear, or a drop that matches its key, came in meanwhile.
   */
  generation = 0;
  private lastClear = 0;
  private drops: { generation: number; match: (key: string, page: CachedPage) => boolean }[] = [];
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

  /** A fresh page (younger than the time-to-live). */
  get(key: string): CachedPage | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.page : undefined;
  }

  /**
   * The page and whether it is fresh. A page past its time-to-live is still handed out for up to
   * `STALE_MS` more while one request renders it again (an invalidation drops it at once, stale or not).
   */
  lookup(key: string): { page: CachedPage; fresh: boolean } | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = this.now() - hit.storedAt;
    if (age >= this.options.ttlMs + STALE_MS) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return { page: hit, fresh: age < this.options.ttlMs };
  }

  /**
   * One render per key at a time: callers asking for a page being rendered wait for that render
   * (`render` resolves to the stored page, or null when the answer was not one to share).
   */
  single(key: string, render: () => Promise<CachedPage | null>): { leader: boolean; done: Promise<CachedPage | null> } {
    const running = this.inflight.get(key);
    if (running) return { leader: false, done: running };
    const done: Promise<CachedPage | null> = render().finally(() => {
      if (this.inflight.get(key) === done) this.inflight.delete(key);
    });
    this.inflight.set(key, done);
    return { leader: true, done };
  }

  /**
   * The page under `key`: a fresh one, or a stale one while one caller renders it again in the background
   * (`onRefreshError` hears that render's failure), or the one render of it however many ask at once.
   * `render` resolves to the stored page, or null when its answer was not one to share; then the caller
   * that rendered (`leader`) has that answer, and the others render their own. The leader's error is thrown.
   */
  async obtain(
    key: string,
    render: () => Promise<CachedPage | null>,
    onRefreshError: (err: unknown) => void,
  ): Promise<{ page: CachedPage; how: "HIT" | "STALE" | "MISS" | "WAIT" } | { page: null; leader: boolean }> {
    const found = this.lookup(key);
    if (found) {
      this.hits++;
      if (!found.fresh) this.single(key, render).done.catch(onRefreshError);
      return { page: found.page, how: found.fresh ? "HIT" : "STALE" };
    }
    this.misses++;
    const flight = this.single(key, render);
    const page = await flight.done.catch((err: unknown) => {
      if (flight.leader) throw err;
      return null;
    });
    return page ? { page, how: flight.leader ? "MISS" : "WAIT" } : { page: null, leader: flight.leader };
  }

  /** Stores a page rendered during `generation` (skipped when an invalidation came in meanwhile). */
  set(key: string, page: Omit<CachedPage, "etag" | "storedAt" | "mentions">, generation: number): CachedPage {
    // The ETag leaves out the placeholder, which is this process's own: every server of a deployment gives
    // the same page the same ETag, so a browser revalidates with 304 whichever server answers.
    const pieces = piecesOf(page.body, this.placeholder);
    const hash = createHash("sha1");
    for (const piece of pieces) hash.update(piece).update("\0");
    const entry: CachedPage = { ...page, pieces, etag: `W/"${hash.digest("base64url")}"`, storedAt: this.now(), mentions: mentionsOf(page.body) };
    if (this.changedSince(generation, key, entry) || page.body.length > this.options.maxBytes / 4) return entry;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    return entry;
  }

  /**
   * Drops the entries `match` picks by key and page (one product's pages after a stock-only write; what
   * shows a product or follows prices after a price change). A render under way is checked the same way
   * when it is stored.
   */
  drop(match: (key: string, page: CachedPage) => boolean): void {
    this.generation++;
    // A request from now on does not wait for a render that began before: it may show what changed.
    this.inflight.clear();
    this.drops.push({ generation: this.generation, match });
    if (this.drops.length > 256) this.drops.shift();
    for (const [key, page] of [...this.entries]) if (match(key, page)) this.delete(key);
  }

  private changedSince(generation: number, key: string, page: CachedPage): boolean {
    if (generation === this.generation) return false;
    if (generation < this.lastClear) return true;
    const oldest = this.drops[0];
    if (!oldest || generation < oldest.generation - 1) return true;
    return this.drops.some((d) => d.generation > generation && d.match(key, page));
  }

  clear(): void {
    this.generation++;
    this.lastClear = this.generation;
    this.inflight.clear();
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
