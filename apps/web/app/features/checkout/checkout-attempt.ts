/**
 * One checkout attempt = one Idempotency-Key. Retrying the same order (same address, note and payment
 * method) sends the same key, so a lost answer never places a second order; changing the order starts a
 * new attempt. The key survives a reload in session storage and is dropped once the order is placed.
 */
export interface CheckoutAttempt {
  fingerprint: string;
  key: string;
}

export const CHECKOUT_ATTEMPT_KEY = "bitmarte_checkout_attempt";

export function attemptFingerprint(input: { addressId?: string; orderNote?: string; paymentChannel: string }): string {
  return JSON.stringify([input.addressId ?? "default", (input.orderNote ?? "").trim(), input.paymentChannel]);
}

/** The attempt to use for this order: the stored one when it is the same order, otherwise a new key. */
export function nextAttempt(stored: CheckoutAttempt | null, fingerprint: string, newKey: () => string): CheckoutAttempt {
  if (stored && stored.fingerprint === fingerprint) return stored;
  return { fingerprint, key: newKey() };
}

function storage(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function loadAttempt(): CheckoutAttempt | null {
  const raw = storage()?.getItem(CHECKOUT_ATTEMPT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CheckoutAttempt>;
    return typeof parsed.fingerprint === "string" && typeof parsed.key === "string" ? { fingerprint: parsed.fingerprint, key: parsed.key } : null;
  } catch {
    return null;
  }
}

export function saveAttempt(attempt: CheckoutAttempt): void {
  storage()?.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt));
}

export function clearAttempt(): void {
  storage()?.removeItem(CHECKOUT_ATTEMPT_KEY);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
