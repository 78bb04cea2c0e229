import type { ThemeLayoutKind } from "@bitmarte/contracts";

export interface CatalogueTheme {
  id: number;
  name: string;
  description: string;
  layout: ThemeLayoutKind;
}

/**
 * The theme catalogue. Themes are code (their markup lives in the web app's theme components), so
 * the catalogue is a constant, not a table: an id here and a layout there ship together. All are
 * free (spec §9); 45 is the default every merchant has until they choose another.
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
    description: "A compact header with category chips and a dense product list, for stores with many items.",
    layout: "market",
  },
];

export const catalogueTheme = (id: number): CatalogueTheme | null => THEME_CATALOGUE.find((t) => t.id === id) ?? null;
