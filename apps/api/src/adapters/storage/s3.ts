import { createHash, createHmac } from "node:crypto";
import type { Storage } from "./storage.js";

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** S3-compatible storage (AWS, MinIO, R2…) with path-style URLs and Signature V4; no SDK needed. */
export function s3Storage(o: S3Options): Storage {
  async function send(method: "PUT" | "GET", key: string, body?: Buffer, mime?: string): Promise<Response> {
    const url = new URL(`${o.endpoint.replace(/\/$/, "")}/${o.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`);
    const now = new Date();
    const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, "");
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256hex(body ?? "");
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": amzDate,
      ...(mime ? { "content-type": mime } : {}),
    };
    const signedHeaders = Object.keys(headers).sort().join(";");
    const canonical = [
      method,
      url.pathname,
      "",
      ...Object.keys(headers).sort().map((h) => `${h}:${headers[h]}`),
      "",
      signedHeaders,
      payloadHash,
    ].join("\n");
    const scope = `${day}/${o.region}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256hex(canonical)].join("\n");
    const kDate = hmac(`AWS4${o.secretAccessKey}`, day);
    const kSigning = hmac(hmac(hmac(kDate, o.region), "s3"), "aws4_request");
    const signature = createHmac("sha256", kSigning).update(toSign).digest("hex");
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }
  return {
    async put(key, bytes, mime) {
      const res = await send("PUT", key, bytes, mime);
      if (!res.ok) throw new Error(`S3 put failed: ${res.status} ${await res.text()}`);
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 get failed: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
