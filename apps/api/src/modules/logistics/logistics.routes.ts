import type { FastifyInstance } from "fastify";

export function logisticsRoutes(_app: FastifyInstance): void {}
