/**
 * Constants the browser needs at run time, without zod: the storefront imports them through
 * `@bitmarte/contracts/light` so its bundle stays small. The schema files re-export them.
 */

/** The four token kinds (spec §6). Admin tokens are also used by superadmin, dispatcher, scheduler. */
export const TOKEN_KINDS = ["customer", "merchant", "admin", "partner"] as const;

/** The request header that carries a solved proof-of-work challenge (`<salt>:<nonce>`); see ChallengeSchema. */
export const CHALLENGE_SOLUTION_HEADER = "x-challenge-solution";
/** SHA-256 of `salt + nonce` must start with `difficulty` zero bits. */
export const CHALLENGE_ALGORITHM = "sha256-leading-zero-bits";

export const THEME_SOCIAL_KEYS = [
  "twitter", "facebook", "pinterest", "instagram", "tumblr", "snapchat", "youtube", "whatsapp", "tiktok", "vimeo",
] as const;

export const THEME_COLOR_KEYS = [
  "headingsAndLinks", "bodyText", "salePrice", "primaryButton", "primaryLabel", "fieldText", "fieldBorder", "fieldBackground",
] as const;

/** Spec §9: default heading colour is a golden orange; the others black. */
export const DEFAULT_THEME_COLORS = {
  headingsAndLinks: "#DAA520",
  bodyText: "#000000",
  salePrice: "#000000",
  primaryButton: "#000000",
  primaryLabel: "#000000",
  fieldText: "#000000",
  fieldBorder: "#000000",
  fieldBackground: "#000000",
} as const;

/** The three layouts of the catalogue: how the storefront is arranged, not only its colours. */
export const THEME_LAYOUTS = ["classic", "boutique", "market"] as const;

/** Spec §9: the theme every merchant has active until they choose another. */
export const DEFAULT_THEME_ID = 45;

export const STORE_SOCIAL_KEYS = [
  "facebook", "instagram", "pinterest", "snapchat", "tiktok", "tumblr", "twitter", "vimeo", "youtube",
] as const;

export const POLICY_TYPES = ["return", "refund", "shipping", "privacy", "terms", "other"] as const;

export const PRODUCT_SORTS = ["newest", "price_asc", "price_desc", "popular", "rating"] as const;

/** Customer list sorts; `relevance` (best search match first) is the default when a search is given. */
export const CUSTOMER_PRODUCT_SORTS = [...PRODUCT_SORTS, "relevance"] as const;

/** Widths of the WebP copies made of every uploaded image (`GET /uploads/:id?w=320`). */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640] as const;
