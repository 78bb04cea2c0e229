import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { WEBHOOK_RESPONSE_EXCERPT_CHARS } from "@bitmarte/contracts";
import type { ResolvedAddress } from "./webhooks.address.js";

/** How long one attempt may take, connection to last byte read. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Bytes of an answer read at most (the log keeps 500 characters). */
const READ_LIMIT_BYTES = 4096;

export interface AttemptOutcome {
  /** The receiver's HTTP status; null when it did not answer. */
  statusCode: number | null;
  latencyMs: number;
  /** The start of the answer, or why there was none. */
  excerpt: string;
}

/**
 * POSTs a delivery to `url`, connecting to `address` (the one the address check approved) whatever a new
 * DNS answer would say. Redirects are not followed: a 3xx is the receiver's answer.
 */
export function postToAddress(url: URL, address: ResolvedAddress, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Every name resolves to the checked address (TLS still checks the certificate against the host name).
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, "latencyMs">) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, latencyMs: elapsed() });
    };
    const req = transport.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
        lookup: pinned,
        timeout: ATTEMPT_TIMEOUT_MS,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString("utf8").slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS);
          finish({ statusCode: res.statusCode ?? null, excerpt: text });
        };
        res.on("data", (chunk: Buffer) => {
          if (size < READ_LIMIT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on("end", done);
        res.on("error", done);
      },
    );
    req.on("timeout", () => {
      req.destroy(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`));
    });
    req.on("error", (err) => finish({ statusCode: null, excerpt: err.message.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS) }));
    req.end(body);
  });
}
