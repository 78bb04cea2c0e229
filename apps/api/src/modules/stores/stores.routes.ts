import type { FastifyInstance } from "fastify";

export function storesRoutes(_app: FastifyInstance): void {}
