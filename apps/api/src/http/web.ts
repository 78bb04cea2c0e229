import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type CachedPage, type PageCache, withNonce } from "./page-cache.js";

export type WebHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The request header the page render reads its script nonce from (apps/web/app/entry.server.tsx). */
const CSP_NONCE_HEADER = "x-bitmarte-csp-nonce";

/** Origins other than the page's own that pages may call (the API bases, when deployed apart). */
function extraConnectOrigins(): string[] {
  const origins = new Set<string>();
  for (const name of ["API_URL", "SHIPPING_API_URL", "THEME_API_URL"]) {
    const value = process.env[name];
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // A relative base is the page's own origin.
    }
  }
  return [...origins];
}

/**
 * The pages' Content-Security-Policy: scripts only from this origin or carrying this response's nonce (no
 * inline script otherwise), no plugins, no framing, forms and the base URL kept to this origin. Styles
 * may be inline (the component library sets style attributes); images may come from any https origin
 * (uploads can live on object storage).
 */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...extraConnectOrigins()].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Renders one page request (React Router's request handler, or a stand-in in tests). */
export type PageRenderer = (request: Request) => Promise<Response>;

/** Serves the built web app: its static assets, and server rendering for every other page. */
export async function registerWeb(app: FastifyInstance, buildDir: string, cache: PageCache | null = null): Promise<WebHandler | null> {
  const dir = path.resolve(buildDir);
  const serverEntry = path.join(dir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    app.log.warn(`No web build at ${dir}; run "npm run build" to serve the web app`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: path.join(dir, "client"),
    wildcard: false,
    index: false,
    setHeaders: (reply, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return webHandler(createRequestHandler(build, "production"), cache);
}

/**
 * Storefront pages every visitor sees the same (home, search, category, product, store), their data
 * requests (`*.data`, when the browser navigates) and the home page's later sections (`/home/sections`).
 * Their server render reads no cookie and no token: the header's account menu and cart count are filled
 * in by the browser.
 */
const SHARED_PAGE = /^\/(?:_root|search|home\/sections|category\/[^?#]+|product\/[^/?#]+|storefront\/[^/?#]+)?(?:\.data)?(?:\?|$)/;
const MAX_KEY_LENGTH = 512;
const SESSION_COOKIE = /(?:^|;\s*)bitmarte_(?:customer|merchant|admin|partner)_token=[^;]/;

export function isSharedPage(req: Pick<FastifyRequest, "method" | "url" | "headers">): boolean {
  return (req.method === "GET" || req.method === "HEAD") && req.url.length <= MAX_KEY_LENGTH && SHARED_PAGE.test(req.url) && !req.headers.authorization;
}

/**
 * The page handler. Shared storefront pages come from `cache` when it holds them: rendered once with a
 * placeholder nonce, each answer gets a fresh nonce in both the HTML and its Content-Security-Policy.
 */
export function webHandler(handle: PageRenderer, cache: PageCache | null): WebHandler {
  const render = async (req: FastifyRequest, nonce: string, method = req.method): Promise<Response> => {
    const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? "localhost"}`);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (k === CSP_NONCE_HEADER) continue;
      if (Array.isArray(v)) for (const x of v) headers.append(k, x);
      else if (v !== undefined) headers.set(k, v);
    }
    headers.set(CSP_NONCE_HEADER, nonce);
    const hasBody = method !== "GET" && method !== "HEAD" && req.body !== undefined;
    const body = hasBody ? (typeof req.body === "string" || Buffer.isBuffer(req.body) ? req.body : JSON.stringify(req.body)) : undefined;
    return handle(new Request(url, { method, headers, body }));
  };

  const sendShared = (req: FastifyRequest, reply: FastifyReply, page: CachedPage, how: "HIT" | "MISS" | "STALE" | "WAIT") => {
    const nonce = randomBytes(16).toString("base64");
    const signedIn = SESSION_COOKIE.test(req.headers.cookie ?? "");
    reply.status(page.status);
    for (const [key, value] of page.headers) reply.header(key, value);
    reply.header("etag", page.etag);
    // The same page for everyone; a shared cache (CDN) may keep it for a few seconds, but not one that a
    // signed-in browser asked for (its browser cache revalidates with the ETag instead).
    reply.header(
      "cache-control",
      signedIn ? "private, no-cache" : `public, max-age=0, s-maxage=${Math.max(1, Math.round(cache!.options.ttlMs / 1000))}, stale-while-revalidate=60`,
    );
    reply.header("x-page-cache", how);
    const inm = req.headers["if-none-match"];
    if (inm && inm.split(",").some((t) => t.trim() === page.etag)) {
      // No Content-Security-Policy on a 304: the browser keeps the stored one, whose nonce matches the stored page.
      reply.removeHeader("content-type");
      return reply.status(304).send();
    }
    const html = page.headers.some(([k, v]) => k === "content-type" && v.startsWith("text/html"));
    if (html) reply.header("content-security-policy", pageCsp(nonce));
    // Compressed here, from pieces deflated once per stored page (the compression hook leaves it alone).
    const gzip = page.body.length >= 1024 && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    reply.header("vary", "accept-encoding");
    if (gzip) reply.header("content-encoding", "gzip");
    if (req.method === "HEAD") return reply.send(null);
    return reply.send(withNonce(page, cache!.placeholder, nonce, gzip));
  };

  return async (req, reply) => {
    if (cache && cache.options.ttlMs > 0 && isSharedPage(req)) {
      const key = req.url;
      // Renders the page into the cache; an answer not to share (404, a failure, a cookie) is kept aside.
      let own: { response: Response; body: Buffer; headers: [string, string][] } | null = null;
      const renderShared = async (): Promise<CachedPage | null> => {
        const generation = cache.generation;
        const response = await render(req, cache.placeholder, "GET");
        const headers: [string, string][] = [];
        response.headers.forEach((value, k) => {
          if (k !== "set-cookie" && k !== "cache-control" && k !== "content-length" && k !== "etag") headers.push([k, value]);
        });
        const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
        // Only complete, successful, anonymous answers are shared; a 404 or a failed section is rendered again.
        if (response.status === 200 && response.headers.getSetCookie().length === 0) return cache.set(key, { status: 200, headers, body }, generation);
        own = { response, body, headers };
        return null;
      };
      const got = await cache.obtain(key, renderShared, (err) => req.log.error({ err }, "page cache: render failed"));
      if (got.page) return sendShared(req, reply, got.page, got.how);
      if (!got.leader || !own) {
        // The render this request waited for was not one to share: render its own answer.
        return plain(req, reply);
      }
      const { response, body, headers } = own as { response: Response; body: Buffer; headers: [string, string][] };
      const nonce = randomBytes(16).toString("base64");
      reply.status(response.status);
      for (const [k, v] of headers) reply.header(k, v);
      reply.header("cache-control", response.headers.get("cache-control") ?? "no-store");
      const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
      if (isHtml) reply.header("content-security-policy", pageCsp(nonce));
      return reply.send(req.method === "HEAD" ? null : isHtml ? Buffer.from(body.toString("utf8").replaceAll(cache.placeholder, nonce)) : body);
    }
    return plain(req, reply);
  };

  async function plain(req: FastifyRequest, reply: FastifyReply) {
    const nonce = randomBytes(16).toString("base64");
    const response = await render(req, nonce);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === "set-cookie") return;
      reply.header(key, value);
    });
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) reply.header("content-security-policy", pageCsp(nonce));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }
}
