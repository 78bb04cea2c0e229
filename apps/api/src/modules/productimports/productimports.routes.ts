import { PRODUCT_IMPORT_LIMITS, PRODUCT_IMPORT_MESSAGES as M, productImportEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendCsv } from "../../http/csv-reply.js";
import { route } from "../../http/endpoint.js";
import { AppError, badInput } from "../../lib/errors.js";
import * as service from "./productimports.service.js";

type Received = { bytes: Buffer; filename: string };

const tooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);

/**
 * The two files of an upload: `file` (the CSV) and `images` (an optional ZIP). Each is read with its
 * own cap; a spreadsheet saved as XLSX is refused with a way out.
 */
async function receiveFiles(req: FastifyRequest): Promise<{ csv: Received; zip: Received | null }> {
  if (!req.isMultipart()) throw badInput([{ path: "file", message: M.sendMultipart }]);
  let csv: Received | null = null;
  let zip: Received | null = null;
  const parts = req.parts({ limits: { files: 2, fields: 5, fileSize: service.PRODUCT_IMPORT_MAX_UPLOAD_BYTES + 1 } });
  try {
    for await (const part of parts) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === "file") csv = { bytes, filename: part.filename || "products.csv" };
      else if (part.fieldname === "images") {
        if (bytes.length > 0) zip = { bytes, filename: part.filename || "images.zip" };
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(M.zipTooLarge);
    if ((err as { code?: string }).code === "FST_FILES_LIMIT") throw badInput([{ path: "file", message: M.chooseCsv }]);
    throw err;
  }
  if (!csv || csv.bytes.length === 0) throw badInput([{ path: "file", message: M.chooseCsv }]);
  if (/\.xlsx?$/i.test(csv.filename) || csv.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    throw badInput([{ path: "file", message: M.xlsxNotSupported }]);
  }
  if (csv.bytes.length > PRODUCT_IMPORT_LIMITS.maxCsvBytes) throw tooLarge(M.csvTooLarge);
  if (zip && zip.bytes.length > PRODUCT_IMPORT_LIMITS.maxZipBytes) throw tooLarge(M.zipTooLarge);
  return { csv, zip };
}

/** Bulk product import (preview, confirm, progress, cancel, failed rows, template) and the product export. */
export function productImportsRoutes(app: FastifyInstance): void {
  route(app, e.upload, async ({ ctx, req }) => {
    const files = await receiveFiles(req);
    return { data: await service.previewImport(ctx, files), message: M.previewReady, status: 201 };
  });
  route(app, e.list, async ({ ctx }) => ({ data: await service.listImports(ctx) }));
  route(app, e.template, async ({ reply }) => {
    sendCsv(reply, service.templateCsv(), "product-import-template");
    return { raw: true };
  });
  route(app, e.get, async ({ ctx, params, query }) => ({ data: await service.getImport(ctx, params.id, query) }));
  route(app, e.confirm, async ({ ctx, params }) => ({ data: await service.confirmImport(ctx, params.id), message: M.confirmed }));
  route(app, e.cancel, async ({ ctx, params }) => ({ data: await service.cancelImport(ctx, params.id), message: M.cancelRequested }));
  route(app, e.failedRows, async ({ ctx, params, reply }) => {
    sendCsv(reply, await service.failedRowsCsv(ctx, params.id), `product-import-${params.id.slice(0, 8)}-failed-rows`);
    return { raw: true };
  });
  route(app, e.exportProducts, async ({ ctx, reply }) => {
    sendCsv(reply, await service.exportProductsCsv(ctx), "products");
    return { raw: true };
  });
}
