import { z } from "zod";
import { defineEndpoint } from "../endpoint.js";
import { IdResultSchema } from "../entities/common.js";
import { StoreUrlSchema } from "../entities/stores.js";
import {
  ActivateThemeBodySchema,
  CreateThemeTestimonialBodySchema,
  MerchantThemeSchema,
  PurchaseThemeBodySchema,
  StorefrontSchema,
  ThemeColorBodySchema,
  ThemeIdParamsSchema,
  ThemeLayoutSchema,
  ThemeSchema,
  ThemeSocialBodySchema,
  ThemeTestimonialSchema,
  ThemeTestimonialsQuerySchema,
} from "../entities/themes.js";

const themesRead = { kinds: ["merchant"], permission: "themes:read" } as const;
const themesWrite = { kinds: ["merchant"], permission: "themes:write" } as const;

export const themesEndpoints = {
  list: defineEndpoint({
    id: "themes.list", method: "GET", base: "theme", path: "/merchant/themes", auth: themesRead,
    summary: "The theme catalogue, with the merchant's purchased and active flags", response: z.array(ThemeSchema),
  }),
  active: defineEndpoint({
    id: "themes.active", method: "GET", base: "theme", path: "/merchant/theme", auth: themesRead,
    summary: "The merchant's active theme layout (default theme 45 when none is active)", response: ThemeLayoutSchema,
  }),
  activate: defineEndpoint({
    id: "themes.activate", method: "PATCH", base: "theme", path: "/merchant/theme/activate", auth: themesWrite,
    summary: "Activate a purchased theme", body: ActivateThemeBodySchema, response: MerchantThemeSchema,
  }),
  purchase: defineEndpoint({
    id: "themes.purchase", method: "POST", base: "theme", path: "/merchant/theme/purchase", auth: themesWrite,
    status: 201, summary: "Add a (free) theme to the merchant's themes", body: PurchaseThemeBodySchema,
    response: MerchantThemeSchema,
  }),
  customization: defineEndpoint({
    id: "themes.customization", method: "GET", base: "theme", path: "/merchant/theme/customization/:themeId",
    auth: themesRead, summary: "The merchant's customisation of one purchased theme", params: ThemeIdParamsSchema,
    response: ThemeLayoutSchema,
  }),
  testimonials: defineEndpoint({
    id: "themes.testimonials", method: "GET", base: "theme", path: "/testimonials", auth: themesRead,
    summary: "Testimonials of one of the merchant's themes", query: ThemeTestimonialsQuerySchema,
    response: z.array(ThemeTestimonialSchema),
  }),
  updateBody: defineEndpoint({
    id: "themes.updateBody", method: "PUT", base: "theme", path: "/merchant/theme/body", auth: themesWrite,
    multipart: true,
    summary:
      "Multipart: fields ThemeBodyFieldsSchema (merchantThemeId, bannerMainText, bannerSubText); files bannerImage, promoImage",
    response: ThemeLayoutSchema,
  }),
  updateHeader: defineEndpoint({
    id: "themes.updateHeader", method: "PUT", base: "theme", path: "/merchant/theme/header", auth: themesWrite,
    multipart: true,
    summary: "Multipart: fields ThemeHeaderFieldsSchema (merchantThemeId, phoneNumber, email); file logo",
    response: ThemeLayoutSchema,
  }),
  updateSocial: defineEndpoint({
    id: "themes.updateSocial", method: "PUT", base: "theme", path: "/merchant/theme/social", auth: themesWrite,
    summary: "Set social links (absent fields unchanged, null clears)", body: ThemeSocialBodySchema,
    response: ThemeLayoutSchema,
  }),
  updateColor: defineEndpoint({
    id: "themes.updateColor", method: "PUT", base: "theme", path: "/merchant/theme/color", auth: themesWrite,
    summary: "Set colours (absent fields unchanged)", body: ThemeColorBodySchema, response: ThemeLayoutSchema,
  }),
  createTestimonial: defineEndpoint({
    id: "themes.createTestimonial", method: "POST", base: "theme", path: "/merchant/testimonials", auth: themesWrite,
    status: 201, summary: "Add a testimonial to a theme", body: CreateThemeTestimonialBodySchema,
    response: ThemeTestimonialSchema,
  }),
  deleteTestimonial: defineEndpoint({
    id: "themes.deleteTestimonial", method: "DELETE", base: "theme", path: "/merchant/testimonials/:id",
    auth: themesWrite, tenantOwned: true, summary: "Delete a theme testimonial",
    params: z.object({ id: z.uuid() }), response: IdResultSchema,
  }),
  storefront: defineEndpoint({
    id: "themes.storefront", method: "GET", base: "theme", path: "/storefront/:storeUrl", auth: "public",
    summary: "The active theme's layout of a live store, for rendering its storefront",
    params: z.object({ storeUrl: StoreUrlSchema }), response: StorefrontSchema,
  }),
} as const;
