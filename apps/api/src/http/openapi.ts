import { allEndpoints, API_BASES, type EndpointDef, ErrorEnvelopeSchema } from "@bitmarte/contracts";
import { z } from "zod";

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
    return rest;
  } catch {
    return {};
  }
}

function parametersOf(e: EndpointDef) {
  const out: object[] = [];
  for (const [where, schema] of [["path", e.params], ["query", e.query]] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape)) {
      out.push({
        name,
        in: where,
        required: where === "path" || !(field as z.ZodType).safeParse(undefined).success,
        schema: jsonSchema(field as z.ZodType, "input"),
      });
    }
  }
  return out;
}

function security(e: EndpointDef) {
  return e.auth === "public" ? [] : [{ bearer: [] }];
}

function who(e: EndpointDef): string {
  if (e.auth === "public") return "Public";
  if (e.auth === "any") return "Any signed-in user";
  const parts = [e.auth.kinds.join(", ")];
  if (e.auth.permission) parts.push(`permission ${e.auth.permission}`);
  if (e.auth.adminRoles) parts.push(`roles ${e.auth.adminRoles.join(", ")}`);
  return parts.join("; ");
}

/** OpenAPI 3.1, generated from the endpoint table: the same schemas the server validates with. */
export function buildOpenApi(implemented: Set<string>) {
  const paths: Record<string, Record<string, object>> = {};
  const error = jsonSchema(ErrorEnvelopeSchema, "output");
  for (const e of allEndpoints) {
    const path = `${API_BASES[e.base ?? "api"]}${e.path}`.replace(/:([A-Za-z_]+)/g, "{$1}");
    const tag = e.id.split(".")[0];
    const ok = {
      type: "object",
      properties: { success: { const: true }, message: { type: "string" }, data: jsonSchema(e.response, "output") },
      required: ["success", "message", "data"],
    };
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      operationId: e.id,
      tags: [tag],
      summary: e.summary,
      description: `Who may call: ${who(e)}.${implemented.has(e.id) ? "" : " Not implemented yet (answers 501)."}`,
      security: security(e),
      parameters: parametersOf(e),
      ...(e.body || e.multipart
        ? {
            requestBody: {
              required: true,
              content: e.multipart
                ? { "multipart/form-data": { schema: { type: "object", properties: { kind: { type: "string" }, file: { type: "string", format: "binary" } } } } }
                : { "application/json": { schema: jsonSchema(e.body as z.ZodType, "input") } },
            },
          }
        : {}),
      responses: {
        [String(e.status ?? 200)]: { description: "Success", content: { "application/json": { schema: ok } } },
        default: { description: "Error", content: { "application/json": { schema: error } } },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Bitmarte API", version: "1.0.0", description: "Multi-vendor marketplace: main API, second shipping API and theme service." },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
