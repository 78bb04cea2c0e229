import type { FastifyInstance } from "fastify";

export function ordersRoutes(_app: FastifyInstance): void {}
