import type { cartEndpoints } from "@bitmarte/contracts";
import { useSyncExternalStore } from "react";
import { callEndpoint, endpointRoute } from "./api-client";

const addToCart = endpointRoute<typeof cartEndpoints.add>({ method: "POST", path: "/cart/add-cart", auth: "signed-in" });

/**
 * A signed-out visitor's cart, kept in this browser (local storage) until they log in; then every line is
 * added to their account's cart (the server adds quantities to lines already there) and this one is emptied.
 */
export interface GuestCartLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

const KEY = "bitmarte.guestCart";
const CHANGED = "bitmarte:guest-cart";
/** The server's limit for one line. */
const MAX_QUANTITY = 100;
const EMPTY: GuestCartLine[] = [];

let cache: { raw: string | null; lines: GuestCartLine[] } = { raw: null, lines: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter(
      (l): l is GuestCartLine =>
        typeof l === "object" && l !== null && typeof l.productId === "string" && Number.isInteger(l.quantity) && l.quantity > 0,
    );
  } catch {
    return EMPTY;
  }
}

export function readGuestCart(): GuestCartLine[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cache.raw) cache = { raw, lines: parse(raw) };
  return cache.lines;
}

function write(lines: GuestCartLine[]): void {
  const s = storage();
  if (!s) return;
  if (lines.length === 0) s.removeItem(KEY);
  else s.setItem(KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGED));
}

const same = (l: GuestCartLine, productId: string, variantId?: string) => l.productId === productId && (l.variantId ?? null) === (variantId ?? null);

export function addToGuestCart(line: GuestCartLine): void {
  const lines = readGuestCart();
  const found = lines.find((l) => same(l, line.productId, line.variantId));
  write(
    found
      ? lines.map((l) => (l === found ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + line.quantity) } : l))
      : [...lines, { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity) }],
  );
}

export function setGuestQuantity(productId: string, variantId: string | undefined, quantity: number): void {
  const q = Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));
  write(readGuestCart().flatMap((l) => (same(l, productId, variantId) ? (q > 0 ? [{ ...l, quantity: q }] : []) : [l])));
}

export function removeFromGuestCart(productId: string, variantId?: string): void {
  setGuestQuantity(productId, variantId, 0);
}

export function clearGuestCart(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The guest cart's lines, kept up to date across components and tabs (empty while server rendering). */
export function useGuestCart(): GuestCartLine[] {
  return useSyncExternalStore(subscribe, readGuestCart, () => EMPTY);
}

/**
 * After a customer logs in: adds the guest lines to the account's cart, one by one. Lines the server refuses
 * (sold out, removed) stay out; the guest cart is emptied either way so nothing is added twice.
 */
export async function mergeGuestCart(): Promise<{ merged: number; failed: number }> {
  const lines = readGuestCart();
  if (lines.length === 0) return { merged: 0, failed: 0 };
  clearGuestCart();
  let merged = 0;
  for (const line of lines) {
    try {
      await callEndpoint(addToCart, { body: line }, { userType: "customer" });
      merged += 1;
    } catch {
      // A product that cannot be bought any more is simply left out.
    }
  }
  return { merged, failed: lines.length - merged };
}
