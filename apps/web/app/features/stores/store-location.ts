import type { StorePageLocation } from "@bitmarte/contracts";

/** "Ikeja, Lagos" (or whichever part is set); null when the store has not said where it ships from. */
export function storeLocationLabel(location: StorePageLocation | null | undefined): string | null {
  const parts = [location?.city, location?.state].map((p) => p?.trim()).filter((p): p is string => !!p);
  if (parts.length === 2 && parts[0].toLowerCase() === parts[1].toLowerCase()) return parts[0];
  return parts.length > 0 ? parts.join(", ") : null;
}
