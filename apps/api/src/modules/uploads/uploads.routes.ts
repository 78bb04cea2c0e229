import { uploadEndpoints as e } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { badInput } from "../../lib/errors.js";
import { createUpload, readUpload, UPLOAD_LIMITS } from "./uploads.service.js";

export function uploadRoutes(app: FastifyInstance): void {
  route(app, e.create, async ({ ctx, req }) => {
    if (!req.isMultipart()) throw badInput([{ path: "file", message: "Send the file as multipart/form-data" }]);
    const file = await req.file({ limits: { fileSize: UPLOAD_LIMITS.document.maxBytes + 1, files: 1 } });
    if (!file) throw badInput([{ path: "file", message: "Choose a file to upload" }]);
    const bytes = await file.toBuffer();
    const kindField = file.fields.kind as { value?: unknown } | undefined;
    const kind = typeof kindField?.value === "string" ? kindField.value : undefined;
    return { data: await createUpload(ctx, { kind, bytes, filename: file.filename }), status: 201 };
  });
  route(app, e.get, async ({ ctx, params, query, reply }) => {
    const file = await readUpload(ctx, params.id, query.w ? Number(query.w) : undefined);
    reply
      .header("content-type", file.mime)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", file.kind === "image" ? "public, max-age=31536000, immutable" : "private, no-store")
      .header("content-disposition", file.kind === "image" ? "inline" : "attachment");
    reply.send(file.bytes);
    return { raw: true };
  });
}
