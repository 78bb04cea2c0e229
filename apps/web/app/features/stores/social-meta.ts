import { STORE_SOCIAL_KEYS, STORE_SOCIAL_LABELS, type StoreSocialKey, socialProfileUrl } from "@bitmarte/contracts";
import type { ComponentType } from "react";
import { SOCIAL_ICONS } from "./store-header";

/** Each network's name and icon, for the dashboards (the public store page gets named links from the server). */
export const SOCIAL_META = Object.fromEntries(
  STORE_SOCIAL_KEYS.map((key) => [key, { label: STORE_SOCIAL_LABELS[key], icon: SOCIAL_ICONS[key] }]),
) as Record<StoreSocialKey, { label: string; icon: ComponentType<{ size?: number }> }>;

/** A social link or handle as the address to follow (a handle becomes the network's profile address). */
export function socialHref(value: string, key?: StoreSocialKey): string {
  const url = key ? socialProfileUrl(key, value) : null;
  return url ?? (/^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, "")}`);
}
