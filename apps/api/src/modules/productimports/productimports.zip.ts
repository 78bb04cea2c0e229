import { PRODUCT_IMPORT_LIMITS, PRODUCT_IMPORT_MESSAGES as M, fillMessage } from "@bitmarte/contracts";
import yauzl from "yauzl";
import { badInput } from "../../lib/errors.js";

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxEntryBytes: number;
  maxCompressionRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: PRODUCT_IMPORT_LIMITS.maxZipEntries,
  maxUncompressedBytes: PRODUCT_IMPORT_LIMITS.maxZipUncompressedBytes,
  maxEntryBytes: PRODUCT_IMPORT_LIMITS.maxImageBytes,
  maxCompressionRatio: PRODUCT_IMPORT_LIMITS.maxCompressionRatio,
};

/** A file of the ZIP: its bytes, or why they were not read (a file over the image size cap). */
export type ZipFile = { name: string; bytes: Buffer } | { name: string; tooLarge: true };

const refuse = (message: string) => badInput([{ path: "images", message }]);

/** Tiny files compress well past any ratio (a few bytes of header): the ratio is judged past this size. */
const RATIO_FLOOR_BYTES = 64 * 1024;

/**
 * A path inside the archive that stays inside it: no absolute path, drive letter, backslash or `..`
 * part. Names that point elsewhere are refused rather than cleaned, since they only come from a
 * crafted file.
 */
export function safeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 500) return false;
  if (name.includes("\\") || name.includes("\0")) return false;
  if (name.startsWith("/") || /^[a-z]:/i.test(name)) return false;
  return !name.split("/").some((part) => part === "..");
}

/** Folders and the files archivers add on their own (macOS resource forks, thumbnails databases). */
function ignorable(name: string): boolean {
  if (name.endsWith("/")) return true;
  const base = name.split("/").pop() ?? "";
  return name.startsWith("__MACOSX/") || base.startsWith(".") || base.toLowerCase() === "thumbs.db";
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // Raw names (decodeStrings false): the names are checked here, with a message the merchant can act on.
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(refuse(M.zipNotZip));
      else resolve(zip);
    });
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: { left: number }, limits: ZipLimits): Promise<Buffer | "tooLarge"> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(refuse(M.zipUnreadable));
      const chunks: Buffer[] = [];
      let read = 0;
      let settled = false;
      const stop = (outcome: Error | "tooLarge") => {
        if (settled) return;
        settled = true;
        stream.destroy();
        if (outcome === "tooLarge") resolve("tooLarge");
        else reject(outcome);
      };
      // Counted as the bytes come out of the inflater: the declared sizes are never believed.
      const ratioCap = Math.max(RATIO_FLOOR_BYTES, entry.compressedSize * limits.maxCompressionRatio);
      stream.on("data", (chunk: Buffer) => {
        read += chunk.length;
        budget.left -= chunk.length;
        if (read > ratioCap) return stop(refuse(M.zipBomb));
        if (budget.left < 0) return stop(refuse(M.zipTooLargeUnpacked));
        if (read > limits.maxEntryBytes) return stop("tooLarge");
        chunks.push(chunk);
      });
      stream.on("error", () => stop(refuse(M.zipUnreadable)));
      stream.on("end", () => {
        if (settled) return;
        settled = true;
        resolve(Buffer.concat(chunks));
      });
    });
  });
}

/**
 * Reads every file of an images ZIP, one after another, under the limits: entry count, bytes unpacked
 * in all, each file's unpacked-to-packed ratio (a ZIP bomb stops as soon as it passes it), and names
 * that stay inside the archive. A file over the image size cap is reported rather than read.
 */
export async function readZip(bytes: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipFile[]> {
  const zip = await openZip(bytes);
  const files: ZipFile[] = [];
  const budget = { left: limits.maxUncompressedBytes };
  let entries = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", () => reject(refuse(M.zipUnreadable)));
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        const raw = entry.fileName as unknown as Buffer;
        const name = Buffer.isBuffer(raw) ? raw.toString("utf8") : String(raw);
        entries += 1;
        if (entries > limits.maxEntries) return reject(refuse(M.zipTooManyEntries));
        if (!safeEntryName(name)) return reject(refuse(fillMessage(M.zipUnsafeName, { name: name.slice(0, 120) })));
        if (ignorable(name)) return zip.readEntry();
        readEntry(zip, entry, budget, limits).then((result) => {
          files.push(result === "tooLarge" ? { name, tooLarge: true } : { name, bytes: result });
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}
