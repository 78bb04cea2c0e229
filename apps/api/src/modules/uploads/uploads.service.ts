import { randomUUID } from "node:crypto";
import { IMAGE_VARIANT_WIDTHS, MESSAGES } from "@bitmarte/contracts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Adapters } from "../../adapters/index.js";
import type { Storage } from "../../adapters/storage/storage.js";
import type { DbOrTx } from "../../db/client.js";
import type { Actor, Ctx } from "../../http/context.js";
import { AppError, badInput, notFound } from "../../lib/errors.js";
import { findUpload, imagesWithoutVariants, insertUpload, markVariantsMade } from "./uploads.repository.js";

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

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Where an image's WebP copy of a width is stored: beside the original (`images/ab/<id>-w320.webp`). */
export function variantKey(storageKey: string, width: number): string {
  return `${storageKey.replace(/\.[a-z0-9]+$/i, "")}-w${width}.webp`;
}

/**
 * Stores WebP copies of an image at each variant width (never wider than the original), for
 * `srcset`. Returns the widths made; the original is kept as it is.
 */
export async function storeImageVariants(storage: Storage, storageKey: string, bytes: Buffer): Promise<ImageVariantWidth[]> {
  const made: ImageVariantWidth[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const webp = await sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await storage.put(variantKey(storageKey, width), webp, "image/webp");
    made.push(width);
  }
  return made;
}

/** The URLs of an image's variants, as the upload answer and `srcset` name them. */
export function variantUrls(id: string): { width: number; url: string }[] {
  return IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: `${uploadUrl(id)}?w=${width}` }));
}

export async function createUpload(
  ctx: Ctx<Actor>,
  input: { kind: string | undefined; bytes: Buffer; filename?: string },
): Promise<{ id: string; url: string; variants?: { width: number; url: string }[] }> {
  if (input.kind !== "image" && input.kind !== "document") {
    throw badInput([{ path: "kind", message: "Kind must be image or document" }]);
  }
  return storeUpload(ctx, { ownerUserId: ctx.actor.userId, kind: input.kind, bytes: input.bytes, filename: input.filename });
}

/**
 * Checks and stores a file for `ownerUserId` (POST /uploads, and files that arrive inside another
 * request, such as a partner applicant's signature). The type comes from the bytes; images are
 * re-encoded. Throws 413/415/422 like POST /uploads.
 */
export async function storeUpload(
  ctx: { db: DbOrTx; adapters: Pick<Adapters, "storage"> },
  input: { ownerUserId: string; kind: UploadKind; bytes: Buffer; filename?: string },
): Promise<{ id: string; url: string; variants?: { width: number; url: string }[] }> {
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
  const isImage = input.kind === "image" && sniffed.mime.startsWith("image/");
  if (isImage) await storeImageVariants(ctx.adapters.storage, storageKey, bytes);
  await insertUpload(ctx.db, {
    id,
    ownerUserId: input.ownerUserId,
    kind: input.kind,
    mime: sniffed.mime,
    size: bytes.length,
    storageKey,
    originalName: input.filename?.slice(0, 200) ?? null,
    hasVariants: isImage,
  });
  return isImage ? { id, url: uploadUrl(id), variants: variantUrls(id) } : { id, url: uploadUrl(id) };
}

/** The file type a buffer holds, from its bytes (null when unknown). */
export async function sniffMime(bytes: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(bytes))?.mime ?? null;
}

const UPLOAD_REF = /^(?:https?:\/\/[^/]+)?(?:\/api\/v1\/uploads\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** The upload id a reference names (an upload's url, absolute or relative, or its id), or null. */
export function uploadIdOf(ref: string): string | null {
  return UPLOAD_REF.exec(ref.trim())?.[1]?.toLowerCase() ?? null;
}

/**
 * Images are public; a document (identity papers, proof of address, certificates) only for its owner
 * and the managing admins: dispatchers and schedulers have no business with merchants' records (404).
 */
export async function readUpload(ctx: Ctx, id: string, width?: number): Promise<{ mime: string; bytes: Buffer; kind: UploadKind }> {
  const row = await findUpload(ctx.db, id);
  if (!row) throw notFound();
  if (row.kind === "document") {
    const actor = ctx.actor;
    const managingAdmin = actor?.kind === "admin" && (actor.role === "admin" || actor.role === "superadmin");
    if (!actor || (!managingAdmin && actor.userId !== row.ownerUserId)) throw notFound();
  }
  // A width asks for the WebP copy; an image stored before copies were made answers its original.
  if (width && row.kind === "image") {
    const variant = await ctx.adapters.storage.get(variantKey(row.storageKey, width));
    if (variant) return { mime: "image/webp", bytes: variant, kind: row.kind };
  }
  const bytes = await ctx.adapters.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { mime: row.mime, bytes, kind: row.kind };
}

/**
 * Makes the WebP copies of images stored without them (uploaded before copies existed), a batch at
 * a time. An image whose file is missing or unreadable is marked too, so it is not retried forever
 * (its width requests answer the original, or 404 as before).
 */
export async function backfillImageVariants(ctx: { db: DbOrTx; adapters: Pick<Adapters, "storage"> }, limit: number): Promise<number> {
  const rows = await imagesWithoutVariants(ctx.db, limit);
  for (const row of rows) {
    const bytes = await ctx.adapters.storage.get(row.storageKey);
    if (bytes) {
      try {
        await storeImageVariants(ctx.adapters.storage, row.storageKey, bytes);
      } catch {
        // Not an image sharp can read: leave it without copies.
      }
    }
    await markVariantsMade(ctx.db, row.id);
  }
  return rows.length;
}
