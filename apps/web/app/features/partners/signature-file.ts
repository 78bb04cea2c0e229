import { SIGNATURE_MAX_BYTES } from "@bitmarte/contracts";

export const SIGNATURE_ACCEPT = "image/png,image/jpeg,application/pdf";
const MAX_SIDE = 1000;

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(blob);
  });

/** Bytes a base64 data URL holds. */
export function dataUrlBytes(dataUrl: string): number {
  const b64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Math.floor((b64.length * 3) / 4) - (b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0);
}

/** Downscales an image to at most 1000 px on its longest side, as PNG (or JPEG when PNG is too big). */
async function shrinkImage(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("The image could not be read");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const png = canvas.toDataURL("image/png");
  return dataUrlBytes(png) <= SIGNATURE_MAX_BYTES ? png : canvas.toDataURL("image/jpeg", 0.85);
}

/**
 * A signature file as a data URL for the application (public applicants cannot upload before
 * they have an account): images are shrunk, PDFs sent as they are. Throws a readable error.
 */
export async function signatureDataUrl(file: File): Promise<string> {
  const tooLarge = "The signature file is too large (at most 300 KB)";
  if (file.type === "application/pdf") {
    if (file.size > SIGNATURE_MAX_BYTES) throw new Error(tooLarge);
    return readAsDataUrl(file);
  }
  if (file.type !== "image/png" && file.type !== "image/jpeg") throw new Error("Upload the signature as a PNG, JPEG or PDF file");
  const dataUrl = await shrinkImage(file).catch(() => {
    throw new Error("This image could not be read; try a PNG or JPEG file");
  });
  if (dataUrlBytes(dataUrl) > SIGNATURE_MAX_BYTES) throw new Error(tooLarge);
  return dataUrl;
}
