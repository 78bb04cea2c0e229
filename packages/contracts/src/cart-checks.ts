/**
 * The cart's coupon code check without zod (see signed-in-forms.ts): the message and the code
 * CouponCodeSchema gives (cart-checks.test.ts holds them equal). The server checks the code again.
 */

/** CouponCodeSchema's messages. */
export const COUPON_CODE_MESSAGES = {
  tooShort: "Coupon codes have at least 3 characters",
  tooLong: "Coupon codes have at most 32 characters",
  badCharacters: "Coupon codes use letters, digits, - and _ only",
} as const;

const COUPON_CODE = /^[A-Za-z0-9_-]+$/;

/** A coupon code as CouponCodeSchema reads it (trimmed, upper case), or its first message. */
export function checkCouponCode(value: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = value.trim();
  if (code.length < 3) return { ok: false, error: COUPON_CODE_MESSAGES.tooShort };
  if (code.length > 32) return { ok: false, error: COUPON_CODE_MESSAGES.tooLong };
  if (!COUPON_CODE.test(code)) return { ok: false, error: COUPON_CODE_MESSAGES.badCharacters };
  return { ok: true, code: code.toUpperCase() };
}
