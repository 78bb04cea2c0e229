import { devEndpoints } from "@bitmarte/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/endpoint.js";
import { listOutbox } from "./mail.service.js";

export function mailRoutes(app: FastifyInstance, opts: { dev: boolean }): void {
  if (!opts.dev) return;
  route(app, devEndpoints.outbox, async ({ ctx, query }) => ({ data: await listOutbox(ctx, query) }));
}
