/**
 * The gift card forms' checks without zod (see signed-in-forms.ts). The limits are a copy of
 * entities/giftcards.ts' (the test holds them equal): importing that file here would bring zod.
 */
import { checkEmail, FORM_CHECK_MESSAGES as M, type FieldErrors, type FormCheck, optionalText } from "./signed-in-forms.js";

/** Gift card amounts in naira (DOMAIN.md). */
export const GIFT_CARD_MIN_AMOUNT = 1000;
export const GIFT_CARD_MAX_AMOUNT = 500000;

const GIFT_CARD_CODE = /^[A-Za-z0-9-]+$/;

// ---- gift cards ----

/** What a person types as an amount ("10000", "₦10,000.50"): a number, or NaN. */
export function parseNairaInput(value: string): number {
  const plain = value.replace(/[₦,\s]/g, "");
  return plain === "" || !/^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number.NaN : Number(plain);
}

export function checkGiftCardAmount(amount: number): string | undefined {
  if (!Number.isFinite(amount)) return M.amountNotNumber;
  if (Math.abs(Math.round(amount * 100) - amount * 100) >= Math.max(1e-6, Math.abs(amount * 100) * 1e-15)) return M.amountDecimals;
  if (amount < GIFT_CARD_MIN_AMOUNT) return M.giftCardTooSmall;
  if (amount > GIFT_CARD_MAX_AMOUNT) return M.giftCardTooLarge;
  return undefined;
}

export interface GiftCardPurchaseFields {
  amount: string;
  recipientEmail: string;
  recipientName: string;
  message: string;
}

export interface GiftCardPurchaseRequest {
  amount: number;
  recipientEmail: string;
  recipientName?: string;
  message?: string;
}

type PurchaseField = keyof GiftCardPurchaseFields;

export function checkGiftCardPurchaseField(field: PurchaseField, value: string): string | undefined {
  switch (field) {
    case "amount":
      return checkGiftCardAmount(parseNairaInput(value));
    case "recipientEmail":
      return checkEmail(value);
    case "recipientName":
      return optionalText(value, "Recipient name", 120);
    case "message":
      return optionalText(value, "Message", 500);
  }
}

/** The purchase form as PurchaseGiftCardBodySchema reads it; blank name and message are left out. */
export function checkGiftCardPurchase(values: GiftCardPurchaseFields): FormCheck<PurchaseField, GiftCardPurchaseRequest> {
  const errors: FieldErrors<PurchaseField> = {};
  for (const field of ["amount", "recipientEmail", "recipientName", "message"] as const) {
    const message = checkGiftCardPurchaseField(field, values[field]);
    if (message) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      amount: parseNairaInput(values.amount),
      recipientEmail: values.recipientEmail.trim().toLowerCase(),
      recipientName: values.recipientName.trim() || undefined,
      message: values.message.trim() || undefined,
    },
  };
}

/** A gift card code as GiftCardCodeSchema reads it (upper case), or its message. */
export function checkGiftCardCode(value: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = value.trim();
  if (code.length < 8 || code.length > 40 || !GIFT_CARD_CODE.test(code)) return { ok: false, error: M.giftCardCodeInvalid };
  return { ok: true, code: code.toUpperCase() };
}
