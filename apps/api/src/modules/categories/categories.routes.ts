import type { FastifyInstance } from "fastify";

export function categoriesRoutes(_app: FastifyInstance): void {}
