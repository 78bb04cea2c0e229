import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Storefront themes: the merchant's gallery and customisation (the public page is the catalogue's store page). */
export const routes: { customer: RouteConfigEntry[]; merchant: RouteConfigEntry[]; admin: RouteConfigEntry[] } = {
  customer: [],
  merchant: [route("themes", "routes/merchant/themes.tsx"), route("themes/:themeId", "routes/merchant/themes-customize.tsx")],
  admin: [],
};
