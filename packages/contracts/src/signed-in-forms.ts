/**
 * Field checks without zod for the forms of the signed-in pages drawn with ui/light (Shipping addresses,
 * Gift cards): each gives the message the request schema gives and the body the schema would send
 * (signed-in-forms.test.ts holds them to CreateShippingAddressBodySchema, PurchaseGiftCardBodySchema and
 * GiftCardCodeSchema). The server checks every request again with the schemas. Three modules, so each page
 * loads only its own: this one (shared), address-checks.ts and gift-card-checks.ts.
 */

/** The field messages these checks give (the schemas' words). */
export const FORM_CHECK_MESSAGES = {
  phoneInvalid: "Enter a valid phone number",
  emailInvalid: "Enter a valid email address",
  stateInvalid: "Choose a Nigerian state",
  amountNotNumber: "Invalid input: expected number, received NaN",
  amountDecimals: "At most 2 decimal places",
  giftCardTooSmall: "Gift cards are at least ₦1,000",
  giftCardTooLarge: "Gift cards are at most ₦500,000",
  giftCardCodeInvalid: "Not a valid gift card code",
} as const;

const M = FORM_CHECK_MESSAGES;

/** Field name → its message; empty when every field passes. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type FormCheck<K extends string, B> = { ok: true; body: B } | { ok: false; errors: FieldErrors<K> };

const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

/** A trimmed text of `min`–`max` characters (requiredText). */
export function requiredText(value: string, label: string, max: number, min = 1): string | undefined {
  const text = value.trim();
  if (text.length < min) return min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`;
  if (text.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

export function optionalText(value: string, label: string, max: number): string | undefined {
  return value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;
}

export function checkEmail(value: string): string | undefined {
  return EMAIL.test(value.trim().toLowerCase()) ? undefined : M.emailInvalid;
}

export function checkPhoneNumber(value: string): string | undefined {
  return PHONE.test(value.trim()) ? undefined : M.phoneInvalid;
}

