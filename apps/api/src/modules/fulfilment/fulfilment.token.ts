import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** The customer's delivery token: 6 random digits. */
export function newDeliveryToken(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

function key(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "bitmarte-delivery-token", purpose, 32));
}

/**
 * An HMAC, not a plain hash: a million possible tokens are guessed offline in a second from a plain
 * hash, but not without the server key. Bound to the order, so a hash cannot be moved to another.
 */
export function hashDeliveryToken(secret: string, orderId: string, token: string): string {
  return createHmac("sha256", key(secret, "hash")).update(`${orderId}:${token}`).digest("hex");
}

export function deliveryTokenMatches(secret: string, orderId: string, token: string, hash: string): boolean {
  const given = Buffer.from(hashDeliveryToken(secret, orderId, token), "hex");
  const stored = Buffer.from(hash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** AES-256-GCM under a key derived from the server secret, so the customer's order page can show the token. */
export function sealDeliveryToken(secret: string, orderId: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret, "seal"), iv);
  cipher.setAAD(Buffer.from(orderId));
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

export function openDeliveryToken(secret: string, orderId: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64");
    const decipher = createDecipheriv("aes-256-gcm", key(secret, "seal"), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(orderId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
