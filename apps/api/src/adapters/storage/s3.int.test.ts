import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, DeleteObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { adaptersFromConfig } from "../index.js";
import { type S3Options, s3Storage } from "./s3.js";
import type { Storage } from "./storage.js";

// s3rver's built-in account. For V4-signed requests it checks the access key id, not the signature.
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
const BUCKET = "bitmarte-uploads";

let server: Server;
let dir: string;
/** Method, path and headers of every request s3rver received. */
const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
let options: S3Options;
let storage: Storage;
let admin: S3Client;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "bitmarte-s3rver-"));
  // Path-style only (no virtual-host buckets), on a free loopback port, with every request recorded.
  const s3rver = new S3rver({ directory: dir, silent: true, vhostBuckets: false });
  const handle = s3rver.callback();
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  options = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: "us-east-1", accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY };
  admin = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    forcePathStyle: true,
  });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  storage = s3Storage(options);
});

afterAll(async () => {
  admin?.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const pathOf = (url: string) => new URL(url, "http://s3rver").pathname;
const head = (key: string) => admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));

describe("s3 storage against s3rver", () => {
  it("returns the bytes it was given and stores the content type", async () => {
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1024 * 1024)]);
    const key = "images/ab/0a1b2c3d-round-trip.png";
    await storage.put(key, bytes, "image/png");
    const got = await storage.get(key);
    expect(got).toBeInstanceOf(Buffer);
    expect(got?.equals(bytes)).toBe(true);
    const meta = await head(key);
    expect(meta.ContentType).toBe("image/png");
    expect(meta.ContentLength).toBe(bytes.length);
  });

  it("puts with path-style URLs and without the optional checksum headers", async () => {
    seen.length = 0;
    await storage.put("images/ab/headers.png", Buffer.from("plain body"), "image/png");
    await storage.get("images/ab/headers.png");
    const [put, get] = seen;
    expect(put.method).toBe("PUT");
    expect(pathOf(put.url)).toBe(`/${BUCKET}/images/ab/headers.png`);
    expect(put.headers["content-type"]).toBe("image/png");
    expect(put.headers["content-length"]).toBe(String("plain body".length));
    expect(put.headers["content-encoding"]).toBeUndefined();
    expect(put.headers["x-amz-decoded-content-length"]).toBeUndefined();
    expect(Object.keys(put.headers).filter((h) => h.startsWith("x-amz-checksum") || h === "x-amz-sdk-checksum-algorithm" || h === "x-amz-trailer")).toEqual([]);
    expect(get.method).toBe("GET");
    expect(pathOf(get.url)).toBe(`/${BUCKET}/images/ab/headers.png`);
    expect(get.headers["x-amz-checksum-mode"]).toBeUndefined();
  });

  it("keeps keys with characters that need encoding apart", async () => {
    const keys = ["documents/a b/x+y.pdf", "documents/a b/x y.pdf", "documents/ü/ñ%20.pdf"];
    for (const [i, key] of keys.entries()) await storage.put(key, Buffer.from(`doc ${i}`), "application/pdf");
    for (const [i, key] of keys.entries()) expect((await storage.get(key))?.toString()).toBe(`doc ${i}`);
  });

  it("an empty file round-trips as an empty buffer", async () => {
    await storage.put("documents/00/empty.pdf", Buffer.alloc(0), "application/pdf");
    const got = await storage.get("documents/00/empty.pdf");
    expect(got).not.toBeNull();
    expect(got?.length).toBe(0);
  });

  it("a second put replaces the object", async () => {
    await storage.put("images/cd/replace.jpg", Buffer.from("first"), "image/jpeg");
    await storage.put("images/cd/replace.jpg", Buffer.from("second"), "image/webp");
    expect((await storage.get("images/cd/replace.jpg"))?.toString()).toBe("second");
    expect((await head("images/cd/replace.jpg")).ContentType).toBe("image/webp");
  });

  it("a key never written is a miss (null), not an error", async () => {
    expect(await storage.get("images/ff/never-written.png")).toBeNull();
  });

  it("an object deleted from the bucket is a miss", async () => {
    const key = "images/ee/deleted.png";
    await storage.put(key, Buffer.from("soon gone"), "image/png");
    expect(await storage.get(key)).not.toBeNull();
    await admin.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(await storage.get(key)).toBeNull();
  });

  it("an unknown access key fails loudly on put and get instead of looking like a miss", async () => {
    // s3rver checks the access key id but not the V4 signature itself.
    const wrong = s3Storage({ ...options, accessKeyId: "NOT-A-KEY" });
    await expect(wrong.put("images/00/denied.png", Buffer.from("x"), "image/png")).rejects.toThrow(/S3 put failed: 403/);
    await storage.put("images/00/present.png", Buffer.from("x"), "image/png");
    await expect(wrong.get("images/00/present.png")).rejects.toThrow(/S3 get failed: 403/);
  });

  it("is the storage the app uses when the S3_* variables are set", async () => {
    const config = loadConfig({
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      UPLOAD_DIR: path.join(dir, "unused-local-uploads"),
    } as NodeJS.ProcessEnv);
    const fromConfig = adaptersFromConfig(config).storage;
    await fromConfig.put("documents/12/from-config.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf");
    expect((await storage.get("documents/12/from-config.pdf"))?.toString()).toBe("%PDF-1.4\n%%EOF\n");
    expect((await head("documents/12/from-config.pdf")).ContentType).toBe("application/pdf");
  });
});
