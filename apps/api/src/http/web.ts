import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";

export type WebHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

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
      if (Array.isArray(v)) for (const x of v) headers.append(k, x);
      else if (v !== undefined) headers.set(k, v);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body !== undefined;
    const body = hasBody ? (typeof req.body === "string" || Buffer.isBuffer(req.body) ? req.body : JSON.stringify(req.body)) : undefined;
    const response = await handle(new Request(url, { method: req.method, headers, body }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === "set-cookie") return;
      reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
}
