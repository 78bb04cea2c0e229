import type { FastifyInstance } from "fastify";

export function hubsRoutes(_app: FastifyInstance): void {}
