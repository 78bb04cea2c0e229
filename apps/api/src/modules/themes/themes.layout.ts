import {
  DEFAULT_THEME_COLORS,
  SAFE_LINK,
  THEME_COLOR_KEYS,
  THEME_SOCIAL_KEYS,
  type ThemeColors,
  type ThemeLayout,
  type ThemeSocials,
  type ThemeTestimonial,
} from "@bitmarte/contracts";
import type { ThemeCustomization } from "./themes.table.js";

const HEX6 = /^#[0-9A-F]{6}$/;
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const UPLOAD_PATH = /^\/api\/v1\/uploads\/[0-9a-f-]{36}$/i;

/** "#abc" → "#AABBCC", "#daa520" → "#DAA520"; anything else null. */
export function canonicalColor(value: string): string | null {
  const v = value.trim();
  if (!HEX.test(v)) return null;
  const hex = v.length === 4 ? `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}` : v;
  return hex.toUpperCase();
}

/** An image or link fit for a customer's page (an upload path or http(s)), else null. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  return UPLOAD_PATH.test(value) || SAFE_LINK.test(value) ? value : null;
}

const text = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * The layout answered for a customisation. Stored values were validated on the way in; they are
 * checked again here so nothing that is not a hex colour or an http(s)/upload address ever reaches
 * a page (defaults stand in).
 */
export function toLayout(
  themeId: number,
  merchantThemeId: string | null,
  c: ThemeCustomization,
  testimonials: ThemeTestimonial[],
): ThemeLayout {
  const colors = { ...DEFAULT_THEME_COLORS } as ThemeColors;
  for (const key of THEME_COLOR_KEYS) {
    const v = c.colors?.[key];
    if (v && HEX6.test(v)) colors[key] = v;
  }
  const socials = {} as ThemeSocials;
  for (const key of THEME_SOCIAL_KEYS) socials[key] = safeUrl(c.socials?.[key]);
  return {
    activeThemeId: themeId,
    merchantThemeId,
    header: {
      logo: safeUrl(c.header?.logo),
      phoneNumber: text(c.header?.phoneNumber, 24),
      email: text(c.header?.email, 254),
    },
    body: {
      title: text(c.body?.title, 120),
      subtitle: text(c.body?.subtitle, 240),
      bannerImage: safeUrl(c.body?.bannerImage),
      promoImage: safeUrl(c.body?.promoImage),
    },
    colors,
    socials,
    testimonials,
  };
}
