import { STORE_SOCIAL_KEYS } from "./constants.js";

/**
 * A store's social links as merchants type them (a full http(s) address, or a handle like `@adire`
 * or `adire`) and as customers follow them. Zod-free, so the storefront can use it.
 */
export type StoreSocialKey = (typeof STORE_SOCIAL_KEYS)[number];

export const STORE_SOCIAL_LABELS: Record<StoreSocialKey, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  pinterest: "Pinterest",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  tumblr: "Tumblr",
  twitter: "X (Twitter)",
  vimeo: "Vimeo",
  youtube: "YouTube",
};

/** An http(s) address with no spaces, quotes or angle brackets (never `javascript:` or `data:`). */
export const SOCIAL_URL = /^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d{1,5})?(?:[/?#][^\s<>"'`\\]*)?$/i;
/** A handle: letters, digits, `.`, `_` or `-`, with an optional leading `@`. */
export const SOCIAL_HANDLE = /^@?[a-z0-9_][a-z0-9._-]{0,49}$/i;

export const SOCIAL_LINK_HINT = "Use a link that starts with https:// or a handle like @yourstore";

/** Where a handle lives on each network. */
const PROFILE_BASE: Record<StoreSocialKey, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}`,
  snapchat: (h) => `https://www.snapchat.com/add/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  tumblr: (h) => `https://www.tumblr.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  vimeo: (h) => `https://vimeo.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
};

export const isSocialLink = (value: string): boolean => SOCIAL_URL.test(value) || SOCIAL_HANDLE.test(value);

/** The address a customer follows for a saved social value, or null when the value is neither a link nor a handle. */
export function socialProfileUrl(key: StoreSocialKey, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (SOCIAL_URL.test(text)) return text;
  if (SOCIAL_HANDLE.test(text)) return PROFILE_BASE[key](text.replace(/^@/, ""));
  return null;
}

/** The store's socials that have a followable address, in a fixed order, with their labels. */
export function storeSocialLinks(
  socials: Partial<Record<StoreSocialKey, string | null>>,
): { key: StoreSocialKey; label: string; url: string }[] {
  return STORE_SOCIAL_KEYS.flatMap((key) => {
    const url = socialProfileUrl(key, socials[key]);
    return url ? [{ key, label: STORE_SOCIAL_LABELS[key], url }] : [];
  });
}
