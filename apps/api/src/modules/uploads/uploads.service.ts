import { randomUUID } from "node:crypto";
import { MESSAGES } from "@bitmarte/contracts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Actor, Ctx } from "../../http/context.js";
import { AppError, badInput, notFound } from "../../lib/errors.js";
import { findUpload, insertUpload } from "./uploads.repository.js";

export const UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, mimes: ["image/jpeg", "image/png", "image/webp"] },
  document: { maxBytes: 10 * 1024 * 1024, mimes: ["application/pdf", "image/jpeg", "image/png"] },
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

export const uploadUrl = (id: string) => `/api/v1/uploads/${id}`;

/** Images are re-encoded: orientation applied, metadata (GPS…) dropped, longest side at most 2000 px. */
async function normaliseImage(bytes: Buffer, mime: string): Promise<Buffer> {
  const pipeline = sharp(bytes, { failOn: "error" }).rotate().resize({ width: 2000, height: 2000, fit: "inside", withoutEnlargement: true });
  if (mime === "image/png") return pipeline.png({ compressionLevel: 9 }).toBuffer();
  if (mime === "image/webp") return pipeline.webp({ quality: 82 }).toBuffer();
  return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export async function createUpload(
  ctx: Ctx<Actor>,
  input: { kind: string | undefined; bytes: Buffer; filename?: string },
): Promise<{ id: string; url: string }> {
  if (input.kind !== "image" && input.kind !== "document") {
    throw badInput([{ path: "kind", message: "Kind must be image or document" }]);
  }
  const limits = UPLOAD_LIMITS[input.kind];
  if (input.bytes.length === 0) throw badInput([{ path: "file", message: MESSAGES.uploadMissing }]);
  if (input.bytes.length > limits.maxBytes) throw new AppError(413, "PAYLOAD_TOO_LARGE", MESSAGES.uploadTooLarge);
  const sniffed = await fileTypeFromBuffer(input.bytes);
  if (!sniffed || !(limits.mimes as readonly string[]).includes(sniffed.mime)) {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", MESSAGES.uploadWrongType);
  }
  let bytes = input.bytes;
  if (sniffed.mime.startsWith("image/")) {
    try {
      bytes = await normaliseImage(bytes, sniffed.mime);
    } catch {
      throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", MESSAGES.uploadWrongType);
    }
  }
  const id = randomUUID();
  const storageKey = `${input.kind}s/${id.slice(0, 2)}/${id}.${sniffed.ext}`;
  await ctx.adapters.storage.put(storageKey, bytes, sniffed.mime);
  await insertUpload(ctx.db, {
    id,
    ownerUserId: ctx.actor.userId,
    kind: input.kind,
    mime: sniffed.mime,
    size: bytes.length,
    storageKey,
    originalName: input.filename?.slice(0, 200) ?? null,
  });
  return { id, url: uploadUrl(id) };
}

/** Images are public; a document only for its owner and admins (anyone else: 404). */
export async function readUpload(ctx: Ctx, id: string): Promise<{ mime: string; bytes: Buffer; kind: UploadKind }> {
  const row = await findUpload(ctx.db, id);
  if (!row) throw notFound();
  if (row.kind === "document") {
    const actor = ctx.actor;
    if (!actor || (actor.kind !== "admin" && actor.userId !== row.ownerUserId)) throw notFound();
  }
  const bytes = await ctx.adapters.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { mime: row.mime, bytes, kind: row.kind };
}
