import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type CachedPage, PageCache, priceChangeTouches, withNonce } from "./page-cache.js";

const JSON_TYPE = "application/json; charset=utf-8";
const MAX_KEY_LENGTH = 512;

/** One answer of an endpoint, serialized: stored when it is a 200. */
export interface SerializedAnswer {
  status: number;
  body: Buffer;
}

/**
 * Answers of public catalogue reads (the customer product list, a product's data) as every anonymous
 * caller gets them: the serialized JSON, kept like a page (short time-to-live, one computation per key
 * at a time, stale answers while one caller refreshes). The app drops them at every catalogue
 * invalidation, in this process's writes and in every `cache.invalidate` notification: all of them, or
 * after a price change only those it makes wrong (`priceChangeTouches`).
 */
export class AnswerCache {
  readonly pages: PageCache;

  constructor(options: { ttlMs: number; maxEntries: number; maxBytes: number }) {
    this.pages = new PageCache(options);
  }

  clear(): void {
    this.pages.clear();
  }

  /**
   * A catalogue invalidation (the app calls it for every one): after a price change, the answers that
   * show those products or follow prices go; otherwise all of them.
   */
  catalogueDropped(productIds: readonly string[] | null): void {
    const write = this.write.getStore();
    if (productIds) {
      this.pages.drop(priceChangeTouches(productIds));
      if (write) write.prices = true;
    } else {
      this.clear();
      if (write) write.all = true;
    }
  }

  /**
   * Runs an admin's or a merchant's write. They edit what shared answers show (categories, merchandising,
   * stores, policies…) and read it back at once, so a write that succeeds drops this process's answers
   * before the reply goes, rather than waiting for the database's notification. A write the catalogue
   * heard as a change of prices only has dropped what it touched already and keeps the rest.
   */
  async duringWrite<T>(run: () => Promise<T>, isEditor: () => boolean): Promise<T> {
    const write = { prices: false, all: false };
    const result = await this.write.run(write, run);
    if (isEditor() && !(write.prices && !write.all)) this.clear();
    return result;
  }

  private readonly write = new AsyncLocalStorage<{ prices: boolean; all: boolean }>();

  /** Whether this request may share an answer: an anonymous GET or HEAD with a short URL. */
  static applies(req: Pick<FastifyRequest, "method" | "url" | "headers">): boolean {
    return (req.method === "GET" || req.method === "HEAD") && req.url.length <= MAX_KEY_LENGTH && !req.headers.authorization;
  }

  /**
   * Sends the stored answer for this request, or computes it (once, however many ask at the same time),
   * stores it when it is a 200 and sends it. An error thrown by `compute` reaches the caller unchanged.
   */
  async serve(req: FastifyRequest, reply: FastifyReply, compute: () => Promise<SerializedAnswer>): Promise<FastifyReply> {
    const cache = this.pages;
    const key = req.url;
    let own: SerializedAnswer | null = null;
    const refresh = async (): Promise<CachedPage | null> => {
      const generation = cache.generation;
      const answer = await compute();
      if (answer.status === 200) return cache.set(key, { status: 200, headers: [["content-type", JSON_TYPE]], body: answer.body }, generation);
      own = answer;
      return null;
    };
    const got = await cache.obtain(key, refresh, (err) => req.log.error({ err }, "answer cache: refresh failed"));
    if (got.page) return this.send(req, reply, got.page, got.how);
    // Not an answer to share (a 404, a failure): this request gets an answer of its own.
    const answer: SerializedAnswer = got.leader && own ? own : await compute();
    return reply.status(answer.status).type(JSON_TYPE).send(answer.body);
  }

  private send(req: FastifyRequest, reply: FastifyReply, page: CachedPage, how: "HIT" | "MISS" | "STALE" | "WAIT"): FastifyReply {
    reply.status(page.status).type(JSON_TYPE);
    reply.header("etag", page.etag);
    // A CDN may keep it as long as this process does. A browser revalidates with the ETag every time, and
    // no stale-while-revalidate: a browser would answer a refetch right after a write from its own copy.
    const seconds = Math.max(1, Math.round(this.pages.options.ttlMs / 1000));
    reply.header("cache-control", `public, max-age=0, s-maxage=${seconds}`);
    reply.header("x-answer-cache", how);
    reply.header("vary", "accept-encoding");
    const inm = req.headers["if-none-match"];
    if (inm && inm.split(",").some((t) => t.trim() === page.etag)) {
      reply.removeHeader("content-type");
      return reply.status(304).send();
    }
    // Deflated once per stored answer (the compression hook leaves an encoded answer alone).
    const gzip = page.body.length >= 1024 && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (gzip) reply.header("content-encoding", "gzip");
    if (req.method === "HEAD") return reply.send();
    return reply.send(withNonce(page, this.pages.placeholder, "", gzip));
  }
}
