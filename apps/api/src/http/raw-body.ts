import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Registers routes in a scope whose JSON parser keeps each body's exact text: providers sign the bytes
 * they send, not our re-serialisation (payment and payout-transfer webhooks). A body that is not JSON
 * parses as `{}` and so fails the signature check (401) rather than the parser (400).
 */
export function withRawJsonBodies(app: FastifyInstance, register: (scope: FastifyInstance, rawBodyOf: (req: FastifyRequest) => string) => void): void {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      rawBodies.set(req, text);
      let parsed: unknown = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = {};
      }
      done(null, parsed);
    });
    register(scope, (req) => rawBodies.get(req) ?? "");
  });
}
