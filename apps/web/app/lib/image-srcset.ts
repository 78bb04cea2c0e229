import { IMAGE_VARIANT_WIDTHS } from "@bitmarte/contracts/light";

const UPLOAD_IMAGE = /^((?:https?:\/\/[^/?#]+)?\/api\/v1\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#].*)?$/i;

/**
 * `srcset` for an uploaded image: its WebP copies at 160, 320 and 640 px (`…/uploads/<id>?w=320 320w`).
 * Images that are not uploads (an outside URL, a data URL) get no srcset: undefined, so the
 * attribute is left out and `src` alone is used. An image stored before copies existed still
 * answers each width (with its original) until the backfill job has made them.
 */
export function imageSrcSet(url: string | null | undefined, widths: readonly number[] = IMAGE_VARIANT_WIDTHS): string | undefined {
  const match = url ? UPLOAD_IMAGE.exec(url.trim()) : null;
  if (!match) return undefined;
  return widths.map((w) => `${match[1]}?w=${w} ${w}w`).join(", ");
}

/** The copy of an uploaded image nearest above `width` px (the original for anything else). */
export function imageAtWidth(url: string, width: number): string {
  const match = UPLOAD_IMAGE.exec(url.trim());
  if (!match) return url;
  const w = IMAGE_VARIANT_WIDTHS.find((v) => v >= width);
  return w ? `${match[1]}?w=${w}` : match[1];
}
