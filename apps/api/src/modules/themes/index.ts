// Storefront themes: the theme catalogue, each merchant's purchased themes and their customisation
// (header, body, colours, socials, testimonials), the public storefront layout, and store testimonials.
export { themesRoutes } from "./themes.routes.js";
