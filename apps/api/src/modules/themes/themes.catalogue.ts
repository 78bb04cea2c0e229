// The catalogue is shared with the web app (its theme components draw each layout).
export { catalogueTheme, type CatalogueTheme, THEME_CATALOGUE } from "@bitmarte/contracts";
