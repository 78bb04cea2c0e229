export { layoutOfTheme, ThemedStorefront, type ThemedStorefrontProps, type ThemeProduct, type ThemeQuote } from "./storefront-theme";
export { safeColor, safeUrl, themeStyle } from "./theme-style";
export { ThemeGallery } from "./theme-gallery";
export { ThemeCustomizer } from "./theme-customizer";
