import type { FastifyInstance } from "fastify";

export function couponsRoutes(_app: FastifyInstance): void {}
