// What the public store page uses of themes: only the theme components, so it does not load the gallery
// and the customisation form (index.ts brings those too).
export { layoutOfTheme, ThemedStorefront, type ThemedStorefrontProps, type ThemeProduct, type ThemeQuote } from "./storefront-theme";
