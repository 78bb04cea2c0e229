import {
  accessOf,
  type AuthSpec,
  type EndpointDef,
  MESSAGES,
  type TokenKind,
  fullPath,
} from "@bitmarte/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, forbidden, unauthenticated } from "../lib/errors.js";
import { AnswerCache } from "./answer-cache.js";
import type { Actor, ActorOf, Ctx } from "./context.js";
import { zodFieldErrors } from "./errors.js";
import { undeclaredServerOwned } from "./server-owned.js";

type ActorFor<A extends AuthSpec> = A extends "public"
  ? Actor | null
  : A extends "any"
    ? Actor
    : A extends { kinds: readonly (infer K extends TokenKind)[] }
      ? ActorOf<K>
      : never;

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerInput<E extends EndpointDef> {
  ctx: Ctx<ActorFor<E["auth"]>>;
  params: E["params"] extends z.ZodType ? z.output<E["params"]> : Record<string, never>;
  query: E["query"] extends z.ZodType ? z.output<E["query"]> : Record<string, never>;
  body: Out<E["body"]>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers its data (and optionally a message), or `{ raw: true }` when it wrote the reply itself. */
export type HandlerResult<E extends EndpointDef> =
  | { data: z.input<E["response"]>; message?: string; status?: number }
  | { raw: true };

export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<HandlerResult<E>>;

declare module "fastify" {
  interface FastifyInstance {
    /** Ids of endpoints with a real handler (the rest answer 501). */
    implementedEndpoints: Set<string>;
    /** Every route Fastify registered, so a test can check each one is in the endpoint table. */
    registeredRoutes: { method: string; url: string }[];
    makeCtx(req: FastifyRequest, actor: Actor | null): Ctx;
    /** Shared answers of public catalogue reads (null: not kept). */
    answerCache: AnswerCache | null;
    /** The last `cache.invalidate` payload this process acted on (notifications come in commit order). */
    lastCacheNotification: string;
    resolveActor(req: FastifyRequest): Promise<Actor | null>;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function checkAccess(auth: AuthSpec, actor: Actor | null): void {
  const decision = accessOf(auth, actor);
  if (decision === "unauthenticated") throw unauthenticated();
  if (decision === "forbidden") throw forbidden();
}

function parsePart<T extends z.ZodType | undefined>(schema: T, value: unknown, where: string) {
  if (!schema) return {};
  const r = schema.safeParse(value ?? (where === "body" ? undefined : {}));
  if (!r.success) {
    const errors = zodFieldErrors(r.error, where === "body" ? "" : where);
    throw new AppError(where === "params" ? 404 : 422, where === "params" ? "NOT_FOUND" : "VALIDATION_FAILED",
      where === "params" ? MESSAGES.notFound : (errors[0]?.message ?? MESSAGES.validationFailed),
      where === "params" ? undefined : errors);
  }
  return r.data;
}

export interface RouteOptions {
  /**
   * The answer is the same for every anonymous caller and depends only on the catalogue (products,
   * stores, categories, merchandising): anonymous GETs are served from `app.answerCache`.
   */
  shared?: boolean;
}

/** Registers one endpoint of the table: auth → validation → handler → response schema → envelope. */
export function route<E extends EndpointDef>(app: FastifyInstance, endpoint: E, handler: Handler<E>, options: RouteOptions = {}): void {
  app.implementedEndpoints.add(endpoint.id);
  const answer = async (req: FastifyRequest, reply: FastifyReply): Promise<{ status: number; payload: unknown } | null> => {
    const actor = await app.resolveActor(req);
    checkAccess(endpoint.auth, actor);
    const params = parsePart(endpoint.params, req.params, "params");
    const query = parsePart(endpoint.query, req.query, "query");
    if (!endpoint.multipart && endpoint.body) {
      const owned = undeclaredServerOwned(endpoint.body, req.body);
      if (owned.length > 0) throw new AppError(422, "VALIDATION_FAILED", owned[0].message, owned);
    }
    const body = endpoint.multipart ? undefined : parsePart(endpoint.body, req.body ?? {}, "body");
    const ctx = app.makeCtx(req, actor);
    const result = await handler({ ctx, params, query, body, req, reply } as unknown as HandlerInput<E>);
    if ("raw" in result) return null;
    const data = endpoint.response.parse(result.data);
    return { status: result.status ?? endpoint.status ?? 200, payload: { success: true, message: result.message ?? MESSAGES.ok, data } };
  };
  const shared = options.shared === true && endpoint.method === "GET";
  app.route({
    method: endpoint.method,
    url: fullPath(endpoint),
    handler: async (req, reply) => {
      const cache = app.answerCache;
      if (shared && cache && AnswerCache.applies(req)) {
        return cache.serve(req, reply, async () => {
          const result = await answer(req, reply);
          if (!result) throw new Error(`${endpoint.id}: a shared endpoint must answer data`);
          return { status: result.status, body: Buffer.from(JSON.stringify(result.payload)) };
        });
      }
      // Admins' and merchants' writes drop the shared answers they change (customers' writes, carts and
      // orders, change none).
      const result = cache && endpoint.method !== "GET"
        ? await cache.duringWrite(() => answer(req, reply), () => req.actor?.kind === "admin" || req.actor?.kind === "merchant")
        : await answer(req, reply);
      if (!result) return reply;
      return reply.status(result.status).send(result.payload);
    },
  });
}

/** Every table entry without a handler still exists: it checks access and answers 501. */
export function registerUnimplemented(app: FastifyInstance, endpoints: readonly EndpointDef[]): void {
  for (const endpoint of endpoints) {
    if (app.implementedEndpoints.has(endpoint.id)) continue;
    app.route({
      method: endpoint.method,
      url: fullPath(endpoint),
      handler: async (req) => {
        checkAccess(endpoint.auth, await app.resolveActor(req));
        throw new AppError(501, "NOT_IMPLEMENTED", MESSAGES.notImplemented);
      },
    });
  }
}
