import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";

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

/** Serves the built web app: its static assets, and server rendering for every other page. */
export async function registerWeb(app: FastifyInstance, buildDir: string): Promise<WebHandler | null> {
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
  const handle = createRequestHandler(build, "production");
  return async (req, reply) => {
    const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? "localhost"}`);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (k === CSP_NONCE_HEADER) continue;
      if (Array.isArray(v)) for (const x of v) headers.append(k, x);
      else if (v !== undefined) headers.set(k, v);
    }
    const nonce = randomBytes(16).toString("base64");
    headers.set(CSP_NONCE_HEADER, nonce);
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body !== undefined;
    const body = hasBody ? (typeof req.body === "string" || Buffer.isBuffer(req.body) ? req.body : JSON.stringify(req.body)) : undefined;
    const response = await handle(new Request(url, { method: req.method, headers, body }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === "set-cookie") return;
      reply.header(key, value);
    });
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) reply.header("content-security-policy", pageCsp(nonce));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
}
