import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures as payment providers make them: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * The time is signed with the body, so an old event cannot be passed off as new. The test payment
 * provider signs its webhooks with these, and so do outbound webhooks (with each endpoint's secret).
 */
export function signatureMac(secret: string, seconds: number, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${seconds}.`).update(rawBody).digest("hex");
}

/** The signature header value for `rawBody` sent at `at`. */
export function signPayload(secret: string, rawBody: string | Buffer, at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${signatureMac(secret, seconds, rawBody)}`;
}

/** The signing time of a header that matches `rawBody` under `secret`; null when it does not (or is malformed). */
export function verifySignedPayload(secret: string, rawBody: string | Buffer, header: string | null | undefined): Date | null {
  const given = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i.exec(header ?? "");
  if (!given) return null;
  const seconds = Number(given[1]);
  if (!timingSafeEqual(Buffer.from(given[2], "hex"), Buffer.from(signatureMac(secret, seconds, rawBody), "hex"))) return null;
  return new Date(seconds * 1000);
}
