import type { FastifyInstance } from "fastify";

export function merchantsRoutes(_app: FastifyInstance): void {}
