import type { FastifyInstance } from "fastify";

export function paymentsRoutes(_app: FastifyInstance): void {}
