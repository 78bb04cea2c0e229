import { Readable } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses HTML, JSON, scripts and styles for clients that accept it: most customers shop on phones
 * over slow networks, and a server-rendered page shrinks about sevenfold.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if (reply.getHeader("content-encoding") || req.method === "HEAD") return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!COMPRESSIBLE.test(type) || type.includes("text/event-stream")) return payload;
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    if (!encoding) return payload;
    // Added to what the page already varies on (a signed-in page varies on its cookie).
    const vary = String(reply.getHeader("vary") ?? "");
    reply.header("vary", !vary ? "accept-encoding" : /accept-encoding/i.test(vary) ? vary : `${vary}, accept-encoding`);
    if (payload instanceof Readable) {
      reply.header("content-encoding", encoding);
      reply.removeHeader("content-length");
      const stream = encoding === "br"
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.createGzip();
      return payload.pipe(stream);
    }
    const bytes = typeof payload === "string" ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!bytes || bytes.length < MIN_BYTES) return payload;
    const compressed = encoding === "br"
      ? await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzip(bytes);
    reply.header("content-encoding", encoding);
    reply.header("content-length", compressed.length);
    return compressed;
  });
}
