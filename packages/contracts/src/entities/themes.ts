import { z } from "zod";
import { MoneySchema } from "../http.js";
import { EmailInputSchema, FileUrlSchema, optionalText, PhoneNumberSchema, requiredText, TimestampSchema, uuidInput } from "./common.js";
import { THEME_SOCIAL_KEYS, THEME_COLOR_KEYS, DEFAULT_THEME_COLORS, THEME_LAYOUTS, DEFAULT_THEME_ID } from "../constants.js";
export { THEME_SOCIAL_KEYS, THEME_COLOR_KEYS, DEFAULT_THEME_COLORS, THEME_LAYOUTS, DEFAULT_THEME_ID };

/** Theme catalogue ids are integers (spec §9: default active theme id 45). */
export const ThemeIdSchema = z.number().int().positive();
export const ThemeIdInputSchema = z.coerce
  .number({ message: "Choose a theme" })
  .int("Choose a theme")
  .positive("Choose a theme");


export type ThemeLayoutKind = (typeof THEME_LAYOUTS)[number];

export interface CatalogueTheme {
  id: number;
  name: string;
  description: string;
  layout: ThemeLayoutKind;
}

/**
 * The theme catalogue. Themes are code (their markup is the web app's theme components), so the
 * catalogue is a constant shared by the server and the web, not a table: an id here and a layout
 * there ship together. All are free (spec §9); 45 is the default every merchant has.
 */
export const THEME_CATALOGUE: readonly CatalogueTheme[] = [
  {
    id: 45,
    name: "Classic",
    description: "A full-width banner on top, then your products in an even grid and your policies below.",
    layout: "classic",
  },
  {
    id: 46,
    name: "Boutique",
    description: "A split hero with your promo image beside the title, large product cards and a row of testimonials.",
    layout: "boutique",
  },
  {
    id: 47,
    name: "Market",
    description: "A compact header with quick links and a dense product list, for stores with many items.",
    layout: "market",
  },
];

export const catalogueTheme = (id: number): CatalogueTheme | null => THEME_CATALOGUE.find((t) => t.id === id) ?? null;

/** A theme of the catalogue. */
export const ThemeSchema = z.object({
  id: ThemeIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  previewImage: z.string().nullable(),
  type: z.literal("free"),
  price: MoneySchema,
  /** How the storefront is arranged (optional for older clients). */
  layout: z.enum(THEME_LAYOUTS).optional(),
  /** For the signed-in merchant: already purchased (added) / the active one. */
  purchased: z.boolean(),
  active: z.boolean(),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** A theme the merchant has purchased; customisation belongs to it (`merchantThemeId`). */
export const MerchantThemeSchema = z.object({
  id: z.uuid(),
  themeId: ThemeIdSchema,
  themeName: z.string(),
  isActive: z.boolean(),
  purchasedAt: TimestampSchema,
});
export type MerchantTheme = z.infer<typeof MerchantThemeSchema>;

export const ThemeTestimonialSchema = z.object({
  id: z.uuid(),
  merchantThemeId: z.uuid(),
  name: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: TimestampSchema,
});
export type ThemeTestimonial = z.infer<typeof ThemeTestimonialSchema>;

const nullableString = z.string().nullable();
export const ThemeColorsSchema = z.object({
  headingsAndLinks: z.string(),
  bodyText: z.string(),
  salePrice: z.string(),
  primaryButton: z.string(),
  primaryLabel: z.string(),
  fieldText: z.string(),
  fieldBorder: z.string(),
  fieldBackground: z.string(),
});
export const ThemeSocialsSchema = z.object({
  twitter: nullableString,
  facebook: nullableString,
  pinterest: nullableString,
  instagram: nullableString,
  tumblr: nullableString,
  snapchat: nullableString,
  youtube: nullableString,
  whatsapp: nullableString,
  tiktok: nullableString,
  vimeo: nullableString,
});

/** Spec §3 theme layout. */
export const ThemeLayoutSchema = z.object({
  activeThemeId: ThemeIdSchema,
  merchantThemeId: z.uuid().nullable(),
  header: z.object({ logo: nullableString, phoneNumber: nullableString, email: nullableString }),
  body: z.object({ title: nullableString, subtitle: nullableString, bannerImage: nullableString, promoImage: nullableString }),
  colors: ThemeColorsSchema,
  socials: ThemeSocialsSchema,
  testimonials: z.array(ThemeTestimonialSchema),
});
export type ThemeLayout = z.infer<typeof ThemeLayoutSchema>;

/** Public storefront: the store and its active theme's layout. */
export const StorefrontSchema = z.object({
  store: z.object({
    id: z.uuid(),
    storeName: z.string(),
    storeUrl: z.string(),
    logo: z.string().nullable(),
  }),
  theme: z.object({ id: ThemeIdSchema, name: z.string(), layout: z.enum(THEME_LAYOUTS).optional() }),
  layout: ThemeLayoutSchema,
});
export type Storefront = z.infer<typeof StorefrontSchema>;

// ---- requests ----

export const ActivateThemeBodySchema = z.object({ themeId: ThemeIdInputSchema });
export const PurchaseThemeBodySchema = z.object({
  themeId: ThemeIdInputSchema,
  type: z.literal("free", { message: 'Theme purchase type is "free"' }),
});
export const ThemeIdParamsSchema = z.object({ themeId: ThemeIdInputSchema });
export const ThemeTestimonialsQuerySchema = z.object({ merchantThemeId: z.uuid() });

const merchantThemeId = uuidInput("Theme");

/** Text fields of the multipart PUT merchant/theme/body (files: bannerImage, promoImage). */
export const ThemeBodyFieldsSchema = z.object({
  merchantThemeId,
  bannerMainText: optionalText("Banner main text", 120),
  bannerSubText: optionalText("Banner sub text", 240),
});
export const THEME_BODY_FILES = ["bannerImage", "promoImage"] as const;
/** Text fields of the multipart PUT merchant/theme/header (file: logo). An empty string clears a field. */
export const ThemeHeaderFieldsSchema = z.object({
  merchantThemeId,
  phoneNumber: z.union([z.literal(""), PhoneNumberSchema]).optional(),
  email: z.union([z.literal(""), EmailInputSchema]).optional(),
});
export const THEME_HEADER_FILES = ["logo"] as const;

/** A link customers may follow: http(s) only, no spaces, quotes or angle brackets (never `javascript:`). */
export const SAFE_LINK = /^https?:\/\/[^\s<>"'`\\]+$/i;
/** A social link: an http(s) address; null or "" clears it. */
const socialInput = z
  .string()
  .trim()
  .max(200, "Link must be at most 200 characters")
  .refine((v) => v === "" || SAFE_LINK.test(v), "Use a link that starts with https://")
  .nullable()
  .optional();
export const ThemeSocialBodySchema = z.object({
  merchantThemeId,
  twitter: socialInput,
  facebook: socialInput,
  pinterest: socialInput,
  instagram: socialInput,
  tumblr: socialInput,
  snapchat: socialInput,
  youtube: socialInput,
  whatsapp: socialInput,
  tiktok: socialInput,
  vimeo: socialInput,
});

const colorInput = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Use a hex colour like #DAA520")
  .optional();
export const ThemeColorBodySchema = z.object({
  merchantThemeId,
  headingsAndLinks: colorInput,
  bodyText: colorInput,
  salePrice: colorInput,
  primaryButton: colorInput,
  primaryLabel: colorInput,
  fieldText: colorInput,
  fieldBorder: colorInput,
  fieldBackground: colorInput,
});

/** An image address shown on a storefront: an uploaded file's address, or an http(s) link. */
export const ThemeImageInputSchema = FileUrlSchema.refine(
  (v) => /^\/api\/v1\/uploads\/[0-9a-f-]{36}$/i.test(v) || SAFE_LINK.test(v),
  "Use an uploaded image or an https:// address",
);

export const CreateThemeTestimonialBodySchema = z.object({
  merchantThemeId,
  name: requiredText("Name", 80),
  content: requiredText("Testimonial", 1000, 3),
  image: ThemeImageInputSchema.optional(),
  rating: z.number().int().min(1, "Rating is 1 to 5").max(5, "Rating is 1 to 5").optional(),
});

export type ThemeColors = z.infer<typeof ThemeColorsSchema>;
export type ThemeSocials = z.infer<typeof ThemeSocialsSchema>;
