import type { StorePage, ThemeSocials } from "@bitmarte/contracts";

/**
 * The socials a themed store page shows: what the merchant set in the theme's customisation, and for
 * every other network the store profile's link as the server named it, so socials entered only in the
 * store profile still reach customers.
 */
export function socialsForThemedPage(themeSocials: ThemeSocials, profileLinks: StorePage["socialLinks"]): ThemeSocials {
  const merged: ThemeSocials = { ...themeSocials };
  for (const { key, url } of profileLinks ?? []) {
    if (key in merged && !merged[key as keyof ThemeSocials]) merged[key as keyof ThemeSocials] = url;
  }
  return merged;
}
