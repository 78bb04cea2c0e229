import type { ThemeColors } from "@bitmarte/contracts";
import { DEFAULT_THEME_COLORS, THEME_COLOR_KEYS, type THEME_SOCIAL_KEYS } from "@bitmarte/contracts/light";
import type { CSSProperties } from "react";

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const UPLOAD_PATH = /^\/api\/v1\/uploads\/[0-9a-f-]{36}$/i;
const SAFE_LINK = /^https?:\/\/[^\s<>"'`\\]+$/i;

/** A colour fit for a style value: a hex colour, else the default. The server validated it already; this is the second lock. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

/** An image or link address fit for a customer's page: an upload path or http(s). Previews may also show local `blob:` files. */
export function safeUrl(value: string | null | undefined, opts: { allowBlob?: boolean } = {}): string | null {
  if (!value) return null;
  if (UPLOAD_PATH.test(value) || SAFE_LINK.test(value)) return value;
  if (opts.allowBlob && /^blob:/.test(value)) return value;
  return null;
}

function channels(hex: string): [number, number, number] {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, "#$1$1$2$2$3$3") : hex;
  return [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a hex colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Text drawn on `background`: the chosen colour when it can be read (contrast ≥ 4.5, WCAG AA), else white or
 * black, whichever reads better. The defaults (black label on a black button) would otherwise hide it.
 */
export function readableOn(background: string, chosen: string): string {
  if (contrastRatio(background, chosen) >= 4.5) return chosen;
  return contrastRatio(background, "#FFFFFF") >= contrastRatio(background, "#000000") ? "#FFFFFF" : "#000000";
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("").toUpperCase()}`;

/**
 * Text in the merchant's colour on the page's white: the colour itself when it can be read (contrast ≥ 4.5),
 * else the same hue darkened step by step until it can. The spec's default heading colour (#DAA520, golden)
 * is 2.2:1 on white; it is drawn as a deeper gold (#916D15), so links and headings stay readable.
 */
export function darkenToRead(color: string, background = "#FFFFFF"): string {
  let rgb = channels(color).map((c) => c * 255);
  for (let step = 0; step < 40 && contrastRatio(toHex(rgb), background) < 4.5; step++) rgb = rgb.map((c) => c * 0.95);
  return toHex(rgb);
}

/** The theme's colours as CSS custom properties; only validated hex values get in. */
export function themeStyle(colors: Partial<ThemeColors>): CSSProperties {
  const c = {} as ThemeColors;
  for (const key of THEME_COLOR_KEYS) c[key] = safeColor(colors[key], DEFAULT_THEME_COLORS[key]);
  // A black field background (the default) would make a dark box on a light page: fields stay light
  // unless the merchant picks a light background colour of their own.
  const fieldBackground = luminance(c.fieldBackground) < 0.05 && c.fieldBackground === DEFAULT_THEME_COLORS.fieldBackground ? "#FFFFFF" : c.fieldBackground;
  return {
    "--t-heading": darkenToRead(c.headingsAndLinks),
    "--t-body": darkenToRead(c.bodyText),
    "--t-sale": darkenToRead(c.salePrice),
    "--t-button": c.primaryButton,
    "--t-label": readableOn(c.primaryButton, c.primaryLabel),
    "--t-field-text": readableOn(fieldBackground, c.fieldText),
    "--t-field-border": c.fieldBorder,
    "--t-field-bg": fieldBackground,
  } as CSSProperties;
}

/** What each social link is called on the page and in the form. */
export const SOCIAL_LABELS: Record<(typeof THEME_SOCIAL_KEYS)[number], string> = {
  twitter: "X (Twitter)",
  facebook: "Facebook",
  pinterest: "Pinterest",
  instagram: "Instagram",
  tumblr: "Tumblr",
  snapchat: "Snapchat",
  youtube: "YouTube",
  whatsapp: "WhatsApp",
  tiktok: "TikTok",
  vimeo: "Vimeo",
};
