import type { IDEMPOTENCY_KEY_HEADER, MESSAGES } from "@bitmarte/contracts";

/**
 * The checkout page's wording from packages/contracts without loading the contracts' zod part: each constant
 * is typed as the contracts' own (a changed message there fails the type check here), and the order note's
 * check gives CreateOrderBodySchema's message (checkout-messages.test.ts holds them equal).
 */
export const CHECKOUT_MESSAGES: {
  placeOrderFailed: (typeof MESSAGES)["placeOrderFailed"];
  createOrderFailed: (typeof MESSAGES)["createOrderFailed"];
} = {
  placeOrderFailed: "Failed to place order",
  createOrderFailed: "Failed to create order",
};

/** The header that makes a retried order the same order (spec: one checkout attempt, one key). */
export const IDEMPOTENCY_HEADER: typeof IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** CreateOrderBodySchema's orderNote: trimmed, at most 500 characters. */
export const ORDER_NOTE_MAX = 500;

/** The order note as the server reads it (trimmed; empty is no note), or CreateOrderBodySchema's message. */
export function checkOrderNote(value: string): { ok: true; note: string | undefined } | { ok: false; error: string } {
  const note = value.trim();
  if (note.length > ORDER_NOTE_MAX) return { ok: false, error: `Order note must be at most ${ORDER_NOTE_MAX} characters` };
  return { ok: true, note: note || undefined };
}
