import { type ErrorEnvelope, type FieldError, MESSAGES } from "@bitmarte/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { AppError } from "../lib/errors.js";

export function zodFieldErrors(error: ZodError, prefix = ""): FieldError[] {
  return error.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join("."),
    message: i.message,
  }));
}

function send(reply: FastifyReply, req: FastifyRequest, status: number, body: Omit<ErrorEnvelope, "success" | "requestId">) {
  return reply.status(status).send({ success: false, ...body, requestId: String(req.id) });
}

/** Every failure leaves as the error envelope; 500s carry a generic message, the cause goes to the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return send(reply, req, err.status, { message: err.message, code: err.code, errors: err.errors, ...err.extra });
    }
    if (err instanceof ZodError) {
      const errors = zodFieldErrors(err);
      return send(reply, req, 422, { message: errors[0]?.message ?? MESSAGES.validationFailed, code: "VALIDATION_FAILED", errors });
    }
    const fe = err as FastifyError;
    // Uploads (multipart) have their own messages; every other body is JSON.
    if (fe.code === "FST_REQ_FILE_TOO_LARGE") {
      return send(reply, req, 413, { message: MESSAGES.uploadTooLarge, code: "PAYLOAD_TOO_LARGE" });
    }
    if (fe.code === "FST_ERR_CTP_BODY_TOO_LARGE" || fe.statusCode === 413) {
      return send(reply, req, 413, { message: MESSAGES.bodyTooLarge, code: "PAYLOAD_TOO_LARGE" });
    }
    if (fe.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || fe.statusCode === 415) {
      return send(reply, req, 415, { message: MESSAGES.bodyWrongType, code: "UNSUPPORTED_MEDIA_TYPE" });
    }
    if (fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" || fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || err instanceof SyntaxError) {
      const message = fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ? MESSAGES.bodyEmpty : MESSAGES.bodyMalformed;
      return send(reply, req, 400, { message, code: "MALFORMED_BODY", errors: [{ path: "", message }] });
    }
    if (fe.statusCode === 429) {
      return send(reply, req, 429, { message: MESSAGES.rateLimited, code: "RATE_LIMITED" });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Other request faults (a bad content length, …): the client's, described without internals.
      return send(reply, req, 400, {
        message: MESSAGES.badRequest,
        code: "MALFORMED_BODY",
        errors: [{ path: "", message: fe.message }],
      });
    }
    // The template (not the raw URL) groups the same failure across ids; reqId comes from req.log.
    req.log.error({ err, route: req.routeOptions.url }, "unhandled error");
    return send(reply, req, 500, { message: MESSAGES.internalError, code: "INTERNAL" });
  });
}

export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, req, 404, { message: MESSAGES.routeNotFound, code: "NOT_FOUND" });
}
