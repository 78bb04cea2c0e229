import { MESSAGES, storesEndpoints, THEME_BODY_FILES, THEME_HEADER_FILES, themesEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../../http/endpoint.js";
import { badInput } from "../../lib/errors.js";
import { UPLOAD_LIMITS } from "../uploads/index.js";
import * as service from "./themes.service.js";

/**
 * The text fields and image files of a multipart theme update. A JSON body is accepted too (texts
 * only). Files other than `allowed` are refused before anything is stored.
 */
async function readForm(req: FastifyRequest, allowed: readonly string[]): Promise<{ fields: Record<string, string>; files: service.UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: service.UploadedFile[] = [];
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) if (typeof v === "string") fields[k] = v;
    return { fields, files };
  }
  const parts = req.parts({ limits: { files: allowed.length, fileSize: UPLOAD_LIMITS.image.maxBytes + 1, fields: 10 } });
  for await (const part of parts) {
    if (part.type === "file") {
      if (!allowed.includes(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        throw badInput([{ path: part.fieldname, message: `Send images as ${allowed.join(" or ")}` }]);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push({ field: part.fieldname, bytes, filename: part.filename });
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

export function themesRoutes(app: FastifyInstance): void {
  route(app, e.list, async ({ ctx }) => ({ data: await service.listThemes(ctx) }));
  route(app, e.active, async ({ ctx }) => ({ data: await service.activeTheme(ctx) }));
  route(app, e.activate, async ({ ctx, body }) => ({
    data: await service.activateTheme(ctx, body.themeId),
    message: MESSAGES.themeActivated,
  }));
  route(app, e.purchase, async ({ ctx, body }) => ({
    data: await service.purchaseTheme(ctx, body.themeId),
    message: MESSAGES.themeAdded,
  }));
  route(app, e.customization, async ({ ctx, params }) => ({ data: await service.themeCustomization(ctx, params.themeId) }));
  route(app, e.testimonials, async ({ ctx, query }) => ({ data: await service.themeTestimonials(ctx, query.merchantThemeId) }));
  route(app, e.updateBody, async ({ ctx, req }) => {
    const { fields, files } = await readForm(req, THEME_BODY_FILES);
    return { data: await service.updateBody(ctx, fields, files), message: MESSAGES.themeUpdated };
  });
  route(app, e.updateHeader, async ({ ctx, req }) => {
    const { fields, files } = await readForm(req, THEME_HEADER_FILES);
    return { data: await service.updateHeader(ctx, fields, files), message: MESSAGES.themeUpdated };
  });
  route(app, e.updateSocial, async ({ ctx, body }) => ({ data: await service.updateSocial(ctx, body), message: MESSAGES.themeUpdated }));
  route(app, e.updateColor, async ({ ctx, body }) => ({ data: await service.updateColor(ctx, body), message: MESSAGES.themeUpdated }));
  route(app, e.createTestimonial, async ({ ctx, body }) => ({
    data: await service.createTestimonial(ctx, body),
    message: MESSAGES.testimonialSaved,
  }));
  route(app, e.deleteTestimonial, async ({ ctx, params }) => ({
    data: await service.deleteTestimonial(ctx, params.id),
    message: MESSAGES.testimonialDeleted,
  }));
  route(app, e.storefront, async ({ ctx, params }) => ({ data: await service.storefront(ctx, params.storeUrl) }));

  // ---- the store page and store testimonials (API "Stores"), which need the theme ----
  route(app, storesEndpoints.storePage, async ({ ctx, params }) => ({ data: await service.storePage(ctx, params.storeUrl) }));
  route(app, storesEndpoints.testimonials, async ({ ctx }) => ({ data: await service.listOwnStoreTestimonials(ctx) }));
  route(app, storesEndpoints.saveTestimonial, async ({ ctx, body }) => {
    const { testimonial, created } = await service.saveStoreTestimonial(ctx, body);
    return { data: testimonial, message: MESSAGES.testimonialSaved, status: created ? 201 : 200 };
  });
  route(app, storesEndpoints.storeTestimonials, async ({ ctx, params }) => ({
    data: await service.listPublicStoreTestimonials(ctx, params.storeId),
  }));
}
