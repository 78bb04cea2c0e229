/** ₦ with thousands separators and 2 decimals (spec §9). Works on naira numbers from the API. */
export function formatNaira(amount: number): string {
  const kobo = Math.round(amount * 100);
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(kobo);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = (abs % 100).toString().padStart(2, "0");
  return `${sign}₦${whole}.${fraction}`;
}

/** Query retry backoff (spec §9): min(1000 * 2^n, 30000) ms. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30000);
}

export const QUERY_RETRY = 3;
export const SESSION_RESTORE_TIMEOUT_MS = 5000;
export const SHIPPING_FEE_STALE_MS = 60000;
export const ADMIN_PRODUCT_PAGE = { page: 1, limit: 12 } as const;
export const ONBOARDING_START_PERCENT = 25;
export const DEFAULT_ACTIVE_THEME_ID = 45;

/** A variant as a shopper reads it: "M · Blue" (size, then colour; either may be missing); "" when it has neither. */
export function variantLabel(variant: { size?: string | null; color?: string | null } | null | undefined, separator = " · "): string {
  return [variant?.size, variant?.color].filter(Boolean).join(separator);
}
